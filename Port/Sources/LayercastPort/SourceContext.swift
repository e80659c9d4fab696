import SwiftSyntax

/// What the rewriter needs to know about the file around a construct: the lexically enclosing
/// type, the methods the file declares, and positions for diagnostics.
struct SourceContext {
    let converter: SourceLocationConverter
    /// Argument-label lists of the methods declared in the file, by type name and base name:
    /// `methods["ViewController"]["tick"] == [["_"]]` for `func tick(_ timer: Timer)`.
    let methods: [String: [String: Set<[String]>]]
    /// The parameter types (as written) of those methods, by type name and full name:
    /// `methodParameterTypes["ViewController"]["tick(_:)"] == [["Timer"]]`.
    let methodParameterTypes: [String: [String: [[String]]]]
    /// What the file declares about optional protocol requirements and closure properties.
    let requirements: RequirementIndex

    init(tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        let collector = MethodCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        methods = collector.methods
        methodParameterTypes = collector.parameterTypes
        requirements = RequirementIndex(tree: tree)
    }

    /// A diagnostic at the start of `node` (its first token, trivia excluded).
    func diagnostic(_ problem: PortProblem, at node: some SyntaxProtocol) -> PortDiagnostic {
        let location = node.startLocation(converter: converter)
        return PortDiagnostic(line: location.line, column: location.column, message: problem.message)
    }

    /// The labels of the one method named `baseName` that `typeName` declares in this file;
    /// `nil` when there is none or several.
    func labels(ofMethod baseName: String, in typeName: String) -> [String]? {
        guard let overloads = methods[typeName]?[baseName], overloads.count == 1 else { return nil }
        return overloads.first
    }

    /// The parameter types of the one method `baseName(labels…)` that `typeName` declares in this
    /// file; `nil` when there is none or several.
    func parameterTypes(ofMethod baseName: String, labels: [String], in typeName: String) -> [String]? {
        let name = baseName + "(" + labels.map { "\($0):" }.joined() + ")"
        guard let overloads = methodParameterTypes[typeName]?[name], overloads.count == 1 else { return nil }
        return overloads.first
    }

    /// The name of the innermost type declaration around `node`: a class, struct, enum, actor or
    /// protocol's name, or an extension's extended type. `nil` at file scope.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let decl = syntax.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = syntax.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = syntax.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = syntax.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = syntax.as(ProtocolDeclSyntax.self) { return decl.name.text }
            if let decl = syntax.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            current = syntax.parent
        }
        return nil
    }

    /// The indentation (spaces and tabs) of the line on which `node` starts.
    static func indentation(ofLineOf node: some SyntaxProtocol) -> String {
        var token = node.firstToken(viewMode: .sourceAccurate)
        while let current = token {
            let pieces = Array(current.leadingTrivia)
            let previous = current.previousToken(viewMode: .sourceAccurate)
            if let newline = pieces.lastIndex(where: \.isNewline) {
                return whitespace(pieces[(newline + 1)...])
            }
            if previous == nil { return whitespace(pieces[...]) }
            token = previous
        }
        return ""
    }

    private static func whitespace(_ pieces: ArraySlice<TriviaPiece>) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .spaces(let n): text += String(repeating: " ", count: n)
            case .tabs(let n): text += String(repeating: "\t", count: n)
            default: return text
            }
        }
        return text
    }
}

/// Collects the argument labels and parameter types of every method, by enclosing type and name.
private final class MethodCollector: SyntaxVisitor {
    var methods: [String: [String: Set<[String]>]] = [:]
    var parameterTypes: [String: [String: [[String]]]] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = SourceContext.enclosingTypeName(of: node) {
            let parameters = node.signature.parameterClause.parameters
            let labels = parameters.map(\.firstName.text)
            methods[type, default: [:]][node.name.text, default: []].insert(labels)
            let name = node.name.text + "(" + labels.map { "\($0):" }.joined() + ")"
            parameterTypes[type, default: [:]][name, default: []].append(parameters.map(\.type.trimmedDescription))
        }
        return .visitChildren
    }
}

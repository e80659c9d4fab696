import SwiftSyntax

// Selectors held in values (`let step = #selector(step)`, `var selector: Selector { … }`, an
// observer added with `selector: event.selector`) have no mechanical rewrite: what replaces a
// selector is a method reference, whose type (`(Typist) -> (Notification) -> Void`) depends on
// the method, and whose call (`event.selector(self)(notification)`) differs from passing a
// selector. They are reported with the edit to make, spelled out from what the file declares.
extension PortRewriter {
    /// The problem of `#selector(...)` outside the calls that are rewritten: the method
    /// reference to write instead when the selector names a method the syntax tells.
    func selectorElsewhere(_ macro: MacroExpansionExprSyntax) -> PortProblem {
        guard case .success(let reference) = SelectorReference.parse(macro),
              let typeName = reference.typeName ?? SourceContext.enclosingTypeName(of: macro)
        else { return Self.selectorElsewhere }
        return PortProblem(
            "'#selector' needs the Objective-C runtime; pass a closure or the method reference "
                + "'\(typeName).\(reference.methodName)' instead")
    }

    /// Reports `Selector` used as a type, with the method reference type to hold instead, read
    /// from the first `#selector` in the declaration around it.
    func reportSelectorType(_ type: IdentifierTypeSyntax) {
        guard type.name.text == "Selector", type.genericArgumentClause == nil else { return }
        var example = ""
        if let decl = Self.enclosingDeclaration(of: type),
           let (reference, functionType) = firstSelector(in: decl) {
            example = ": '\(functionType)', with '\(reference)' in place of '#selector(\(reference))'"
        } else {
            example = " (a '(Type) -> (Argument) -> Void', such as 'Type.method(_:)')"
        }
        report(PortProblem(
            "'Selector' needs the Objective-C runtime; hold a method reference instead\(example), and call it "
                + "as 'value(object)(argument)'"),
               at: type)
    }

    /// The problem of an observer added with a selector held in a value (`selector:
    /// event.selector`): the closure form to write, calling the method reference the value
    /// should hold instead.
    func selectorValueObserverProblem(_ call: FunctionCallExprSyntax, selector: ExprSyntax) -> PortProblem {
        func argument(_ label: String) -> String {
            call.arguments.first { $0.label?.text == label }?.expression.trimmedDescription ?? "nil"
        }
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map { "\($0.trimmedDescription)." }
            ?? ""
        let typeName = SourceContext.enclosingTypeName(of: call) ?? "Type"
        let value = selector.trimmedDescription
        return PortProblem(
            "a selector held in a value is not rewritten; make '\(value)' a method reference (a "
                + "'(\(typeName)) -> (Notification) -> Void', such as '\(typeName).method(_:)') and write "
                + "'_ = \(receiver)addObserver(forName: \(argument("name")), object: \(argument("object")), queue: nil) "
                + "{ [weak self] notification in MainActor.assumeIsolated { if let self { \(value)(self)(notification) } } }'")
    }

    /// The variable, function or subscript declaration whose signature or body holds `node`.
    private static func enclosingDeclaration(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(VariableDeclSyntax.self) || syntax.is(FunctionDeclSyntax.self)
                || syntax.is(SubscriptDeclSyntax.self) {
                return syntax
            }
            current = syntax.parent
        }
        return nil
    }

    /// The first `#selector` in `decl` naming a method declared in this file, as the method
    /// reference to write (`Typist.keyboardWillShow(note:)`) and its type.
    private func firstSelector(in decl: Syntax) -> (String, String)? {
        for token in decl.tokens(viewMode: .sourceAccurate) where token.text == "selector" {
            guard let macro = token.parent?.as(MacroExpansionExprSyntax.self),
                  case .success(let reference) = SelectorReference.parse(macro),
                  let typeName = reference.typeName ?? SourceContext.enclosingTypeName(of: macro),
                  let labels = reference.labels ?? context.labels(ofMethod: reference.baseName, in: typeName),
                  let types = context.parameterTypes(ofMethod: reference.baseName, labels: labels, in: typeName)
            else { continue }
            let method = reference.baseName + (labels.isEmpty ? "" : "(" + labels.map { "\($0):" }.joined() + ")")
            return ("\(typeName).\(method)", "(\(typeName)) -> (\(types.joined(separator: ", "))) -> Void")
        }
        return nil
    }
}

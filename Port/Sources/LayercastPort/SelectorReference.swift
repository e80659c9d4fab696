import SwiftSyntax

/// The method a `#selector(...)` names, as far as the syntax tells.
struct SelectorReference: Equatable {
    /// The type written before the method (`Type` in `#selector(Type.tapped)`); `nil` for
    /// `#selector(tapped)` and `#selector(self.tapped)`.
    var typeName: String?
    /// The method's base name (`tapped`).
    var baseName: String
    /// The argument labels written (`["_"]` for `tapped(_:)`); `nil` when none are written.
    var labels: [String]?

    /// The method's name with its labels as written: `tapped` or `tapped(_:with:)`.
    var methodName: String {
        guard let labels else { return baseName }
        return baseName + "(" + labels.map { "\($0):" }.joined() + ")"
    }

    /// What `#selector(...)` names, or why it cannot be turned into a method reference.
    static func parse(_ macro: MacroExpansionExprSyntax) -> Result<SelectorReference, PortProblem> {
        guard macro.arguments.count == 1, let argument = macro.arguments.first else {
            return .failure(PortProblem("'#selector' without one method is not rewritten; pass a closure instead"))
        }
        if let label = argument.label?.text {
            return .failure(PortProblem(
                "'#selector(\(label):)' names a property accessor, which has no method reference; "
                    + "pass a closure that \(label == "getter" ? "reads" : "sets") the property instead"))
        }
        let expression = argument.expression
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return .success(SelectorReference(typeName: nil, reference))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return .success(SelectorReference(typeName: nil, member.declName))
            }
            if isTypeName(base) {
                return .success(SelectorReference(typeName: base.trimmedDescription, member.declName))
            }
            return .failure(PortProblem(
                "cannot tell the type of '\(base.trimmedDescription)'; write the method reference yourself: "
                    + "'Type.\(SelectorReference(typeName: nil, member.declName).methodName)'"))
        }
        return .failure(PortProblem(
            "'#selector(\(expression.trimmedDescription))' is not rewritten; pass a closure or a method reference "
                + "('Type.method') instead"))
    }

    private init(typeName: String?, _ reference: DeclReferenceExprSyntax) {
        self.typeName = typeName
        baseName = reference.baseName.text
        labels = reference.argumentNames.map { $0.arguments.map(\.name.text) }
    }

    /// Whether `expression` reads as a type: `Type`, `Module.Type`, `Outer.Inner`, `Self`,
    /// `Type<Int>`. Swift's convention (types UpperCamelCase, members lowerCamelCase) is all a
    /// syntax-only tool can go by.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.argumentNames == nil && reference.baseName.text.first?.isUppercase == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.argumentNames == nil && member.declName.baseName.text.first?.isUppercase == true
                && isTypeName(base)
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) {
            return isTypeName(generic.expression)
        }
        return false
    }
}

/// A construct that stays as it was, and what the user writes instead: becomes a
/// `PortDiagnostic` at the construct's position.
struct PortProblem: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

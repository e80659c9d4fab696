import SwiftSyntax

// `#keyPath(CALayer.position)` is the string `"position"` checked by the compiler against
// Objective-C properties; without the runtime it becomes the string itself.
extension PortRewriter {
    /// `#keyPath(Type.a.b)` and `#keyPath(a.b)` as the string literal `"a.b"`.
    func rewriteKeyPath(_ macro: MacroExpansionExprSyntax) -> ExprSyntax {
        guard macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil,
              var names = Self.components(of: argument.expression)
        else {
            report(PortProblem("this '#keyPath' is not rewritten; write the key path as a string"), at: macro)
            return ExprSyntax(macro)
        }
        if names.first == "self" { names.removeFirst() }
        // Leading UpperCamelCase components name the type (`Type`, `Module.Type`); properties
        // are lowerCamelCase by Swift's convention, the only guide a syntax-only tool has.
        while names.count > 1, names[0].first?.isUppercase == true { names.removeFirst() }
        guard !names.isEmpty else {
            report(PortProblem("this '#keyPath' is not rewritten; write the key path as a string"), at: macro)
            return ExprSyntax(macro)
        }
        return Self.parseExpression("\"\(names.joined(separator: "."))\"")
            .with(\.leadingTrivia, macro.leadingTrivia)
            .with(\.trailingTrivia, macro.trailingTrivia)
    }

    /// `a.b.c` as `["a", "b", "c"]`; `nil` for anything but a chain of plain names.
    static func components(of expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return [reference.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
           let base = member.base, let prefix = components(of: base) {
            return prefix + [member.declName.baseName.text]
        }
        return nil
    }
}

import SwiftSyntax

// Target-action: `action: #selector(tapped)` becomes the target's method as an unbound method
// reference, `action: ViewController.tapped`, which the toolkit's `addTarget(_:action:for:)`,
// `UIBarButtonItem(…target:action:)` and gesture recognizers take instead of a selector.
extension PortRewriter {
    /// `#selector(...)` as the `action:` argument of `call`, as a method reference qualified by
    /// the explicit type, else by the type declaration around it when the target is `self` (or
    /// the call has no target).
    func rewriteAction(_ macro: MacroExpansionExprSyntax, in call: FunctionCallExprSyntax) -> ExprSyntax {
        if Self.calledName(call)?.text == "removeTarget" {
            // A method reference is a closure, and closures cannot be compared, so there is no
            // finding the one action to remove.
            report(PortProblem(
                "removing one action needs its selector; 'removeTarget(_:for:)' removes all of the target's "
                    + "actions for the events, or keep the 'UIAction' you added and use 'removeAction(_:for:)'"),
                   at: macro)
            return ExprSyntax(macro)
        }
        let reference: SelectorReference
        switch SelectorReference.parse(macro) {
        case .failure(let problem):
            report(problem, at: macro)
            return ExprSyntax(macro)
        case .success(let parsed):
            reference = parsed
        }
        // A `nil` target stays: the toolkit sends the method up the responder chain, to the
        // first responder of the method's type, as UIKit does with the selector.
        let target = Self.targetArgument(of: call)
        let typeName: String
        if let explicit = reference.typeName {
            typeName = explicit
        } else if let target, !Self.isSelf(target), !target.is(NilLiteralExprSyntax.self) {
            report(PortProblem(
                "cannot tell the type of the target '\(target.trimmedDescription)'; write the method reference "
                    + "yourself: 'Type.\(reference.methodName)'"),
                   at: macro)
            return ExprSyntax(macro)
        } else if let enclosing = SourceContext.enclosingTypeName(of: macro) {
            typeName = enclosing
        } else {
            report(PortProblem(
                "'#selector(\(reference.methodName))' is outside any type declaration; write the method reference "
                    + "yourself: 'Type.\(reference.methodName)'"),
                   at: macro)
            return ExprSyntax(macro)
        }
        return Self.parseExpression("\(typeName).\(reference.methodName)")
            .with(\.leadingTrivia, macro.leadingTrivia)
            .with(\.trailingTrivia, macro.trailingTrivia)
    }

    /// The target of a target-action call: the `target:` argument, the `to:` argument of
    /// `sendAction`, or the unlabeled first argument of `addTarget(_:action:...)`; `nil` when the
    /// call has none.
    static func targetArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let labeled = call.arguments.first(where: { $0.label?.text == "target" }) { return labeled.expression }
        if calledName(call)?.text == "sendAction" {
            return call.arguments.first(where: { $0.label?.text == "to" })?.expression
        }
        if let first = call.arguments.first, first.label == nil, !isSelectorMacro(first.expression) {
            return first.expression
        }
        return nil
    }
}

// `item.action = #selector(done)` (a bar button item's action set after it was made) becomes
// `item.action = .init(Controller.done)`: the toolkit's `UIBarButtonItem.action` holds a method
// reference, run on the item's `target`.
extension PortRewriter {
    /// The rewritten selector when it is assigned to a member named `action` inside a type
    /// declaration; `nil` otherwise.
    func rewriteActionAssignment(_ macro: MacroExpansionExprSyntax) -> ExprSyntax? {
        guard let sequence = macro.parent?.as(ExprListSyntax.self), sequence.count == 3,
              let left = sequence.first?.as(MemberAccessExprSyntax.self), left.declName.baseName.text == "action",
              sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              case .success(let reference) = SelectorReference.parse(macro),
              let typeName = reference.typeName ?? SourceContext.enclosingTypeName(of: macro) else { return nil }
        return Self.parseExpression(".init(\(typeName).\(reference.methodName))")
            .with(\.leadingTrivia, macro.leadingTrivia)
            .with(\.trailingTrivia, macro.trailingTrivia)
    }
}

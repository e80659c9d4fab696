import SwiftSyntax

// Calls whose meaning is the Objective-C runtime itself: reported with what to write instead,
// never rewritten, since no mechanical rewrite keeps their meaning.
extension PortRewriter {
    /// Reports `call` when it only works with the Objective-C runtime; also reports the
    /// `#selector` arguments it passes anywhere but `action:` (which `rewriteAction` handles).
    func reportObjectiveCCall(_ call: FunctionCallExprSyntax) {
        guard let nameToken = Self.calledName(call) else { return }
        let name = nameToken.text
        let labels = call.arguments.map { $0.label?.text }
        // An array of the attached arguments: `filter` on the syntax collection would build a
        // detached one, whose positions are wrong.
        // `sendAction`'s first argument is its action, rewritten as `action:` arguments are.
        let actionFirst = name == "sendAction"
        let selectorArguments = Array(call.arguments).enumerated().filter { index, argument in
            Self.isSelectorMacro(argument.expression) && argument.label?.text != "action"
                && !(actionFirst && index == 0 && argument.label == nil)
        }.map(\.element)
        let isMember = call.calledExpression.is(MemberAccessExprSyntax.self)
        if !isMember, name == "NSSelectorFromString" {
            report(PortProblem(
                "'NSSelectorFromString' needs the Objective-C runtime; look the method up in a dictionary of "
                    + "closures instead"), at: nameToken)
        } else if !isMember, name == "Selector" {
            report(PortProblem(
                "'Selector(...)' needs the Objective-C runtime; pass a closure or a method reference ('Type.method') "
                    + "instead"), at: nameToken)
        } else if name == "responds", labels == ["to"] {
            report(PortProblem(
                "'responds(to:)' needs the Objective-C runtime; test for a protocol with 'as?', or give the protocol "
                    + "requirement a default implementation, instead"), at: nameToken)
        } else if name == "perform" || name.hasPrefix("performSelector"), !selectorArguments.isEmpty {
            report(PortProblem(
                "'\(name)' with a selector needs the Objective-C runtime; call the method directly (after a delay: "
                    + "from 'DispatchQueue.main.asyncAfter(deadline:execute:)')"), at: nameToken)
        } else if name == "cancelPreviousPerformRequests" {
            report(PortProblem(
                "'cancelPreviousPerformRequests' needs the Objective-C runtime; keep the 'DispatchWorkItem' you "
                    + "scheduled and cancel it instead"), at: nameToken)
        } else if name == "addObserver", labels.contains("forKeyPath") {
            report(PortProblem(
                "key-value observing needs the Objective-C runtime; observe the property with 'didSet' or a callback "
                    + "instead"), at: nameToken)
        } else {
            if name == "removeObserver", let first = call.arguments.first, first.label == nil,
               Self.isSelf(first.expression) {
                removeObserverCalls.append(nameToken)
            }
            for argument in selectorArguments {
                report(selectorElsewhere(argument.expression.cast(MacroExpansionExprSyntax.self)), at: argument.expression)
            }
        }
    }
}

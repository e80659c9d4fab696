import SwiftSyntax

// Calls of optional requirements: `delegate?.f?(x)` asks "does the delegate implement f?", which
// only `@objc` protocols can answer. Once a requirement has a default implementation (this
// file's protocols after `PortRewriter+OptionalRequirements.swift`, and the toolkit's delegate
// and data-source protocols, which implement every optional method), `?(` no longer compiles:
// `x?.f?(…)` and `x?.f!(…)` become `x?.f(…)`, which calls the conformer's method or the default.
//
// `?(` is also how an optional closure property is called (`onTap?()`, `handler?.completion?()`),
// which must stay. So a call is rewritten only when its member is an `optional func` of a protocol
// of this file, or is named as UIKit's delegate methods are and no property of that name holding
// a closure is declared in the file. A closure property of such a name declared in another file
// is the one case this gets wrong; the compiler then reports the call.
extension PortRewriter {
    /// The prefixes of UIKit's delegate and data-source methods: the delegating object's name
    /// (`scrollViewDidScroll`, `tableView(_:didSelectRowAt:)`).
    static let delegateMethodPrefixes: [String] = [
        "scrollView", "tableView", "collectionView", "textField", "textView", "searchBar", "pickerView",
        "gestureRecognizer", "navigationController", "tabBarController", "tabBar", "pageViewController",
        "splitViewController", "presentationController", "popoverPresentationController",
        "adaptivePresentationStyle", "imagePickerController", "documentPicker", "contextMenuInteraction",
        "dragInteraction", "dropInteraction", "searchController", "animationController",
        "interactionController", "navigationBar", "fontPicker", "colorPickerViewController",
    ]

    /// UIKit's optional delegate and data-source methods not named after their object.
    static let delegateMethodNames: Set<String> = [
        "viewForZooming", "numberOfSections", "sectionIndexTitles", "indexTitles",
        "willPresentSearchController", "didPresentSearchController", "willDismissSearchController",
        "didDismissSearchController", "presentSearchController",
    ]

    /// Whether `name` reads as one of UIKit's delegate or data-source methods: a prefix of
    /// `delegateMethodPrefixes` alone or followed by a capital letter, or one of `delegateMethodNames`.
    static func isDelegateMethodName(_ name: String) -> Bool {
        if delegateMethodNames.contains(name) { return true }
        return delegateMethodPrefixes.contains { prefix in
            guard name.hasPrefix(prefix) else { return false }
            return name.dropFirst(prefix.count).first.map(\.isUppercase) ?? true
        }
    }

    /// Whether `node`, the `?` or `!` after a member (`x?.f?` of `x?.f?(…)`), calls an optional
    /// requirement that has a default implementation, so that the `?` or `!` goes.
    func callsRequirementWithDefault(_ node: some ExprSyntaxProtocol, member: ExprSyntax) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
              let member = member.as(MemberAccessExprSyntax.self), member.base != nil
        else { return false }
        let name = member.declName.baseName.text
        if context.requirements.optionalMethods.contains(name) { return true }
        return Self.isDelegateMethodName(name) && !context.requirements.closureProperties.contains(name)
    }

    /// The member of `visited` (`x?.f` of `x?.f?`), which keeps the trivia after the `?` or `!`.
    static func droppingMark(_ visited: ExprSyntax) -> ExprSyntax {
        if let chaining = visited.as(OptionalChainingExprSyntax.self) {
            return chaining.expression.with(\.trailingTrivia, chaining.questionMark.trailingTrivia)
        }
        if let unwrap = visited.as(ForceUnwrapExprSyntax.self) {
            return unwrap.expression.with(\.trailingTrivia, unwrap.exclamationMark.trailingTrivia)
        }
        return visited
    }
}

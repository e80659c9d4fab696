import Foundation
import LayercastGraphics

/// A button a swipe on a table row reveals, the pre-iOS 11 way: UIKit's `UITableViewRowAction`
/// (deprecated in iOS 13; `UIContextualAction` replaces it). A delegate returns these from
/// `tableView(_:editActionsForRowAt:)`; the table view shows them as it shows contextual
/// actions, and a tap calls `handler` with the action and the row's current index path.
@preconcurrency @MainActor
open class UITableViewRowAction {
    /// The look of a row action: UIKit's `UITableViewRowAction.Style`.
    public enum Style: Int, Sendable {
        /// The default look, red: the same as `destructive` (both 0 in UIKit).
        case `default` = 0
        /// A neutral look (grey).
        case normal = 1

        /// A destructive action: UIKit's alias of `default`.
        public static var destructive: Style { .default }
    }

    /// The action's look, fixed at creation.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour; by default red for `.default`, grey for `.normal` (UIKit's).
    open var backgroundColor: UIColor?
    /// What runs when the user taps the button: the action and the row's index path.
    let handler: @MainActor (UITableViewRowAction, IndexPath) -> Void

    /// An action of `style` titled `title` that calls `handler` when tapped.
    public init(style: Style, title: String?, handler: @escaping @MainActor (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .normal ? .systemGray : .systemRed
    }

    /// A copy with the same style, title, colour and handler (UIKit's row actions are
    /// `NSCopying`).
    open func copy() -> Any {
        let action = UITableViewRowAction(style: style, title: title, handler: handler)
        action.backgroundColor = backgroundColor
        return action
    }
}

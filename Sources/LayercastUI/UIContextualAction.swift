import Foundation
import LayercastGraphics

/// An action shown when the user swipes a table row: UIKit's `UIContextualAction`. The table
/// view makes a button of it (its `title` on its `backgroundColor`); a tap on the button, or a
/// full swipe for a configuration's first action, calls `handler`.
@preconcurrency @MainActor
open class UIContextualAction {
    /// How the action looks and what the table expects of it.
    public enum Style: Int, Sendable {
        /// A neutral action: gray by default.
        case normal
        /// An action that deletes the row: red by default; the app deletes the row in the
        /// handler.
        case destructive
    }

    /// The block the action runs: the action, the view that showed it (its button) and the
    /// completion to call with whether the action was performed; the row's actions close then.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The style, fixed at creation.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour. Default: `systemRed` for `.destructive`, `systemGray` for `.normal`
    /// (UIKit's defaults).
    open var backgroundColor: UIColor!
    /// An image shown on the button above the title; `nil` by default.
    open var image: UIImage?
    /// The block run when the user picks the action.
    public let handler: Handler

    /// Creates an action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

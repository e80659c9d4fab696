import Foundation

/// A button of an alert or action sheet: UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction {
    /// How the action's button looks: UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// A regular action.
        case `default` = 0
        /// Cancels (at most one per alert; shown apart, in bold when no action is preferred).
        case cancel = 1
        /// Destroys or deletes something (red).
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button takes taps. Default `true`.
    open var isEnabled = true { didSet { if isEnabled != oldValue { alert?.actionsChanged() } } }
    /// Runs after the alert has been dismissed, when the button was tapped.
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The alert showing the action.
    weak var alert: UIAlertController?

    /// Creates an action with `title`, `style` and the `handler` to run when it is chosen.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

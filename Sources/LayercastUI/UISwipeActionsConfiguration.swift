import Foundation

/// The actions a swipe on a table row reveals: UIKit's `UISwipeActionsConfiguration`. The
/// first action sits at the row's edge; with `performsFirstActionWithFullSwipe` a swipe across
/// most of the row runs it at once.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, from the row's edge inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action. Default `true`.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

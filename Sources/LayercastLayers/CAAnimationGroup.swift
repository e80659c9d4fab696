import Foundation

/// Several animations run together on one layer (Core Animation's `CAAnimationGroup`). Each
/// child goes on the wire as its own animation, begun at the group's begin time plus its own
/// and cut off at the group's duration; children with a duration of 0 take the group's.
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    /// Copies the settings and (copies of) the children.
    open override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        if let other = other as? CAAnimationGroup {
            animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
        }
    }
}

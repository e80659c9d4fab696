import Foundation
import LayercastGraphics

/// A physical influence a dynamic animator applies to items: UIKit's `UIDynamicBehavior`.
/// Subclasses (`UIAttachmentBehavior`) describe a force; a plain behavior groups child
/// behaviors and may run an `action` on every step of the animation.
@preconcurrency @MainActor
open class UIDynamicBehavior {
    /// The behaviors grouped under this one.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Runs on every step of the animation while the behavior is in a running animator.
    open var action: (() -> Void)?
    /// The animator the behavior is in; `nil` when it is in none.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// A behavior with no influence of its own.
    public init() {}

    /// Adds `behavior` under this one.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        dynamicAnimator?.behaviorsChanged()
    }

    /// Removes `behavior` from under this one.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        dynamicAnimator?.behaviorsChanged()
    }

    /// Called when the behavior is added to an animator or (with `nil`) removed from it.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items this behavior moves itself (children's not included). The base class moves
    /// none.
    var ownItems: [any UIDynamicItem] { [] }

    /// Adds this behavior's forces to the items' accelerations for one step. The base class
    /// adds none.
    func accumulateForces(into state: inout DynamicsState) {}

    /// Applies the behavior's hard constraints after a step. The base class has none.
    func applyConstraints(to state: inout DynamicsState) {}

    /// This behavior and every behavior under it, depth first.
    var allBehaviors: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.allBehaviors) }
}

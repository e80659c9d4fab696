import Foundation

/// The object a dynamic animator tells when it starts and stops moving items: UIKit's
/// `UIDynamicAnimatorDelegate`. Both methods are optional.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to move items again.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item came to rest: the animator stopped.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

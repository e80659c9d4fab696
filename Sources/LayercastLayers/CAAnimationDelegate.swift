import Foundation

/// Told when an animation starts and stops (Core Animation's `CAAnimationDelegate`); both
/// methods have empty defaults. Called at the first run-loop turn at or after the moment.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation has begun (its begin time has come).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation has stopped: `flag` is `true` when it ran to its end, `false` when it was
    /// removed (or replaced, or its layer left the screen) before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

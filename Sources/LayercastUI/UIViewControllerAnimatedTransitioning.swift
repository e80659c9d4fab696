import Foundation

/// An object that animates a controller transition: UIKit's
/// `UIViewControllerAnimatedTransitioning`.
///
/// Layercast note: the client starts an animation from the state it last received, so while
/// `animateTransition(using:)` runs, each `UIView.animate` call first commits what the animator
/// set up before it (the "to" view added at its start state, say). Set the start state before
/// the animation block, as UIKit animators do.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition's animations last, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animations; calls `transitionContext.completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition ended (`false`: it was cancelled). Optional.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing (UIKit's optional method left out).
    public func animationEnded(_ transitionCompleted: Bool) {}
}

import Foundation
import LayercastGraphics

/// What an animator gets to run a transition between two controllers: UIKit's
/// `UIViewControllerContextTransitioning`. The system creates it; an animator adds the "to"
/// view to `containerView`, animates, and calls `completeTransition(_:)` when done.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views live in while it runs.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively (by a gesture).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive one given up).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal (`.custom` otherwise).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Updates the progress of an interactive transition (0 to 1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Says an interactive transition should finish.
    func finishInteractiveTransition()
    /// Says an interactive transition should go back to where it started.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition (Layercast: no effect beyond the interactive state).
    func pauseInteractiveTransition()
    /// Tells the system the animations are done: `false` when the transition was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`; `nil` when the system keeps that view where it is.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation to apply for an interface rotation (identity otherwise).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view is at the start (`.zero` when it is not in the transition yet).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be at the end (`.zero` when it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}

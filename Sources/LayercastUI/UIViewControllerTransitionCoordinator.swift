import Foundation
import LayercastGraphics

/// What a transition coordinator tells about its transition: UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of a presentation or dismissal (`.custom` otherwise).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (never, in Layercast).
    var isInterruptible: Bool { get }
    /// Whether the transition is being driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The duration of the transition's animations, in seconds.
    var transitionDuration: TimeInterval { get }
    /// The progress of an interactive transition (0 to 1).
    var percentComplete: CGFloat { get }
    /// The speed at which an interactive transition completes (1).
    var completionVelocity: CGFloat { get }
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition runs in.
    var containerView: UIView { get }
    /// The rotation of an interface rotation (identity otherwise).
    var targetTransform: CGAffineTransform { get }
}

/// Lets code run animations alongside a transition and learn when it ends: UIKit's
/// `UIViewControllerTransitionCoordinator`, handed to `viewWillTransition(to:with:)` and
/// available as `transitionCoordinator` during a push, pop, presentation or dismissal.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation (with its duration) and `completion`
    /// once the transition has ended, before the appearance callbacks that end it. Returns
    /// `true` (the blocks were queued).
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of a view outside the
    /// container (Layercast makes no difference).
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion (UIKit's default
    /// argument).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:completion:)` without a completion (UIKit's
    /// default argument).
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}

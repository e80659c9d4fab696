import Foundation
import LayercastGraphics
import LayercastLayers

/// One controller transition (push, pop, presentation, dismissal, size change): the context
/// the animator works in and the coordinator other code hooks into. UIKit keeps these as two
/// objects; one serves both here.
@MainActor
final class ViewControllerTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    var transitionDuration: TimeInterval = 0
    var targetTransform = CGAffineTransform.identity
    var isInterruptible: Bool { false }
    var isCancelled: Bool { transitionWasCancelled }
    var completionVelocity: CGFloat { 1 }

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]

    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideStarted = false
    private(set) var isComplete = false

    /// The system's part once the animator is done: appearance callbacks, links, completion.
    var finish: ((Bool) -> Void)?
    /// Where an interactive driver hears progress, finish and cancel.
    var onInteractiveUpdate: ((CGFloat) -> Void)?
    var onInteractiveEnd: ((Bool) -> Void)?

    init(container: UIView, animated: Bool, interactive: Bool = false, style: UIModalPresentationStyle = .custom,
         from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?) {
        containerView = container
        isAnimated = animated
        initiallyInteractive = interactive
        isInteractive = interactive
        presentationStyle = style
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        onInteractiveUpdate?(self.percentComplete)
    }
    func finishInteractiveTransition() {
        isInteractive = false
        onInteractiveEnd?(true)
    }
    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        onInteractiveEnd?(false)
    }
    func pauseInteractiveTransition() { isInteractive = true }

    /// Runs the coordinator's completion blocks, then the system's finishing part (once).
    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        if !didComplete { transitionWasCancelled = true }
        if !alongsideStarted, didComplete { UIView.performWithoutAnimation { runAlongside() } }
        for block in completions { block(self) }
        completions = []
        finish?(didComplete)
        finish = nil
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation {
            if alongsideStarted { animation(self) } else { alongside.append(animation) }
        }
        if let completion {
            if isComplete { completion(self) } else { completions.append(completion) }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Runs the queued alongside blocks (inside the caller's animation block, if any).
    func runAlongside() {
        alongsideStarted = true
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    /// Starts the transition: asks `animator` for its duration and runs it, then the
    /// alongside animations with the same duration. A view the caller placed at its start
    /// state must already be committed (`commitStartState()`), or the client would see it
    /// jump to its end state.
    func run(with animator: any UIViewControllerAnimatedTransitioning, arriving: UIViewController?) {
        self.arriving = arriving
        transitionDuration = isAnimated ? animator.transitionDuration(using: self) : 0
        TransitionAnimationScope.$commitsStartState.withValue(true) { animator.animateTransition(using: self) }
        guard !isComplete else { return }
        arrivingViewWasAdded()
        guard !alongsideStarted else { return }
        if isAnimated, transitionDuration > 0 {
            UIView.animate(withDuration: transitionDuration, animations: { self.runAlongside() })
        } else {
            UIView.performWithoutAnimation { runAlongside() }
        }
    }

    /// The controller whose view arrives (gets `viewIsAppearing` once its view is in place).
    weak var arriving: UIViewController?

    /// Tells the arriving controller its view is in the window (`viewIsAppearing`), before
    /// its layout; the built-in animators call it as soon as they have placed the view.
    func arrivingViewWasAdded() {
        arriving?.deliverIsAppearing()
        arriving?.viewIfLoaded?.layoutIfNeeded()
    }

    /// Commits what the scene holds now, so that the animations that follow start from it on
    /// the client: an implicit animation runs from the state the client last received, and a
    /// view added in the same commit would arrive at its end state. No effect inside an
    /// explicit transaction or outside a turn.
    static func commitStartState() {
        CATransaction.flush()
    }
}

/// Whether `UIView.animate` commits the scene before it starts: set while a transition
/// animator runs, so an animator that adds a view, gives it its start state and animates it in
/// one call (as UIKit animators do) is seen animating on the client, which starts an animation
/// from the state it last received.
enum TransitionAnimationScope {
    @TaskLocal static var commitsStartState = false
}

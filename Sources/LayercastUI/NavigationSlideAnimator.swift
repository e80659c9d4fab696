import Foundation
import LayercastGraphics

/// The navigation controller's standard push and pop: the incoming view slides in from the
/// right edge over the covered one, which moves left by 30 % of the width (the parallax); a
/// pop does the reverse. 0.35 s, ease in and out.
@MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    weak var bar: UINavigationBar?

    init(operation: UINavigationController.Operation, bar: UINavigationBar?) {
        self.operation = operation
        self.bar = bar
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        UINavigationController.transitionDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else {
            context.completeTransition(true)
            return
        }
        let final = context.finalFrame(for: toVC)
        let width = container.bounds.width
        let fromView = context.view(forKey: .from)
        toView.frame = final
        if operation == .pop, let fromView, fromView.superview === container {
            container.insertSubview(toView, belowSubview: fromView)
        } else if let bar, bar.superview === container {
            container.insertSubview(toView, belowSubview: bar)
        } else {
            container.addSubview(toView)
        }
        (context as? ViewControllerTransition)?.arrivingViewWasAdded()
        guard context.isAnimated, let fromView else {
            context.completeTransition(true)
            return
        }
        let parallax = UINavigationController.parallax * width
        let fromStart = fromView.frame
        if operation == .pop {
            toView.frame = final.offsetBy(dx: -parallax, dy: 0)
        } else {
            toView.frame = final.offsetBy(dx: width, dy: 0)
        }
        ViewControllerTransition.commitStartState()
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            toView.frame = final
            fromView.frame = fromStart.offsetBy(dx: self.operation == .pop ? width : -parallax, dy: 0)
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

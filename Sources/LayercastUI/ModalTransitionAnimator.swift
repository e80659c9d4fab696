import Foundation
import LayercastGraphics

/// The standard presentation and dismissal animations, one per `UIModalTransitionStyle`.
/// UIKit does not publish its durations; Layercast uses 0.5 s for a cover or flip and 0.35 s
/// for a cross dissolve.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let isPresenting: Bool

    /// A horizontal scale that stands for "edge on" in the flip approximation (0 would make
    /// the transform singular).
    static let edgeOnScale: CGFloat = 0.001

    init(style: UIModalTransitionStyle, isPresenting: Bool) {
        self.style = style
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch style {
        case .coverVertical, .flipHorizontal: 0.5
        case .crossDissolve, .partialCurl: 0.35
        }
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        let transition = context as? ViewControllerTransition
        if isPresenting {
            guard let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else {
                context.completeTransition(true)
                return
            }
            let final = context.finalFrame(for: toVC)
            toView.transform = .identity
            toView.alpha = 1
            toView.frame = final
            container.addSubview(toView)
            transition?.arrivingViewWasAdded()
            guard context.isAnimated else {
                context.completeTransition(true)
                return
            }
            switch style {
            case .coverVertical: toView.frame.origin.y = container.bounds.maxY
            case .crossDissolve, .partialCurl: toView.alpha = 0
            case .flipHorizontal:
                toView.transform = CGAffineTransform(scaleX: Self.edgeOnScale, y: 1)
                toView.alpha = 0
            }
            ViewControllerTransition.commitStartState()
            UIView.animate(withDuration: duration, animations: {
                toView.transform = .identity
                toView.frame = final
                toView.alpha = 1
            }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        } else {
            if let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to) {
                toView.frame = context.finalFrame(for: toVC)
                transition?.arrivingViewWasAdded()
            }
            guard context.isAnimated, let fromView = context.view(forKey: .from) else {
                context.completeTransition(true)
                return
            }
            ViewControllerTransition.commitStartState()
            UIView.animate(withDuration: duration, animations: {
                switch self.style {
                case .coverVertical: fromView.frame.origin.y = container.bounds.maxY
                case .crossDissolve, .partialCurl: fromView.alpha = 0
                case .flipHorizontal:
                    fromView.transform = CGAffineTransform(scaleX: Self.edgeOnScale, y: 1)
                    fromView.alpha = 0
                }
            }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }
    }
}

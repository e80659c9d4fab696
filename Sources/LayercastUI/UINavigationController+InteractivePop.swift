import Foundation
import LayercastGraphics

/// Lets the interactive pop begin only when there is something to pop and no transition runs
/// (UIKit's navigation controller is its own recognizer's delegate in the same way).
@MainActor
final class InteractivePopGate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let nav = navigationController else { return false }
        return nav.stack.count > 1 && nav.stackTransition == nil
    }
}

extension UINavigationController {
    /// The pan from the left screen edge that pops interactively: the top view follows the
    /// finger, the revealed one moves from the 30 % parallax offset to its place. Released past
    /// half the width, or moving right faster than 500 points per second (Layercast's
    /// thresholds; UIKit does not publish its own), the pop finishes; otherwise it is cancelled
    /// and the stack is as before.
    func makeInteractivePopRecognizer() -> UIScreenEdgePanGestureRecognizer {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        let gate = InteractivePopGate()
        gate.navigationController = self
        interactivePopGate = gate
        recognizer.delegate = gate
        recognizer.addHandler { [weak self] in self?.handleInteractivePop($0) }
        return recognizer
    }

    private func handleInteractivePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = viewIfLoaded else { return }
        switch recognizer.state {
        case .began:
            guard stack.count > 1, stackTransition == nil else { return }
            changeStack(to: Array(stack.dropLast()), animated: true, operation: .pop, interactive: true)
        case .changed:
            guard let transition = stackTransition, transition.isInteractive, view.bounds.width > 0 else { return }
            transition.updateInteractiveTransition(recognizer.translation(in: view).x / view.bounds.width)
        case .ended, .cancelled, .failed:
            guard let transition = stackTransition, transition.initiallyInteractive, transition.isInteractive else { return }
            let fast = recognizer.velocity(in: view).x > 500
            if recognizer.state == .ended, transition.percentComplete > 0.5 || fast {
                transition.finishInteractiveTransition()
            } else {
                transition.cancelInteractiveTransition()
            }
        default:
            break
        }
    }

    /// Places the views for an interactive pop and lets the transition's progress move them.
    func startInteractivePop(_ transition: ViewControllerTransition, from fromView: UIView?, to toView: UIView?) {
        guard let view = viewIfLoaded, let fromView, let toView else {
            transition.completeTransition(true)
            return
        }
        let final = contentFrame
        let width = view.bounds.width
        let parallax = Self.parallax * width
        let duration = Self.transitionDuration
        transition.transitionDuration = duration
        toView.frame = final.offsetBy(dx: -parallax, dy: 0)
        view.insertSubview(toView, belowSubview: fromView)
        transition.arrivingViewWasAdded()
        ViewControllerTransition.commitStartState()
        func place(_ progress: CGFloat) {
            fromView.frame = final.offsetBy(dx: progress * width, dy: 0)
            toView.frame = final.offsetBy(dx: -parallax * (1 - progress), dy: 0)
        }
        transition.onInteractiveUpdate = { place($0) }
        transition.onInteractiveEnd = { [weak transition] finished in
            guard let transition else { return }
            let progress = transition.percentComplete
            let remaining = (finished ? 1 - progress : progress) * duration
            ViewControllerTransition.commitStartState()
            UIView.animate(withDuration: remaining, animations: {
                place(finished ? 1 : 0)
                if finished { transition.runAlongside() }
            }, completion: { _ in transition.completeTransition(finished) })
        }
    }
}

import Foundation
import LayercastGraphics

extension UIWindow {
    /// The controllers the window shows: its root controller and the chain of controllers
    /// presented from it, bottom to top.
    var presentationChain: [UIViewController] {
        var chain: [UIViewController] = []
        var next = rootViewController
        while let vc = next {
            chain.append(vc)
            next = vc.presentation.presented
        }
        return chain
    }

    /// Resizes the window the way UIKit handles a screen size change: the controllers hear
    /// `viewWillTransition(to:with:)` while the old size is still in place, the window takes
    /// the new frame (autoresizing and layout follow), the coordinator's alongside blocks run
    /// with the new size, and its completion blocks once the change is done. The change is not
    /// animated (the client's window has already changed size), so the coordinator's
    /// `isAnimated` is `false` and its duration 0.
    func transition(toFrame newFrame: CGRect) {
        guard newFrame != frame else { return }
        let chain = presentationChain
        guard !chain.isEmpty, newFrame.size != frame.size else {
            frame = newFrame
            return
        }
        let coordinator = ViewControllerTransition(container: self, animated: false, from: nil, to: nil, fromView: nil, toView: nil)
        let newBounds = CGRect(origin: .zero, size: newFrame.size)
        for vc in chain {
            let size = vc.presentation.presenting == nil ? newFrame.size
                : vc.presentationFrame(style: vc.presentation.style, in: newBounds, safe: safeAreaInsets).size
            vc.viewWillTransition(to: size, with: coordinator)
        }
        frame = newFrame
        UIView.performWithoutAnimation { coordinator.runAlongside() }
        coordinator.completeTransition(true)
    }
}

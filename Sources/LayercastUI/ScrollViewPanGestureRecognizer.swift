import Foundation
import LayercastGraphics

/// The pan recognizer a scroll view drags with (UIKit's private `UIScrollViewPanGestureRecognizer`):
/// a pan that also tells its scroll view when a finger goes down (`isTracking`, and stopping a
/// deceleration where it is at the touch's time, keeping that touch from the content).
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    required init() { super.init() }

    /// The touches' movement since they went down, in `view`'s space (before the pan began).
    func movement(in view: UIView?) -> CGPoint {
        vector(CGPoint(x: currentInWindow.x - startInWindow.x, y: currentInWindow.y - startInWindow.y), to: view)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let first = trackedTouches.count == touches.count
        super.touchesBegan(touches, with: event)
        if first, let scrollView { scrollView.touchDown(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if trackedTouches.allSatisfy({ touches.contains($0) }) { scrollView?.allTouchesUp() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.allTouchesUp()
    }
}

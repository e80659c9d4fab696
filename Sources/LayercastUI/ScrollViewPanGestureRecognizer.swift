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

/// Holds the content's touch-downs back while a touch may still start a scroll (UIKit's private
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`): it never recognizes; it fails (letting
/// the content have the touch) 0.15 s after the touch went down, or when it lifts. UIKit does not
/// document the delay; 0.15 s is its private default.
@MainActor
final class ScrollViewDelayedTouchesRecognizer: UIGestureRecognizer {
    static let delay: TimeInterval = 0.15

    required init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == touches.count else { return }
        scheduleTimer(after: Self.delay) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

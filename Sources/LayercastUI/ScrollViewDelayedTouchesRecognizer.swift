import Foundation

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

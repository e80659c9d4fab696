import Foundation
import LayercastGraphics

/// A discrete recognizer of a quick stroke in a direction: UIKit's `UISwipeGestureRecognizer`.
///
/// `numberOfTouchesRequired` touches must move their centroid at least `minimumPrimaryMovement`
/// points along one of the permitted directions, no more than 45° off it, within
/// `maximumDuration` seconds of touching down. Lifting first, taking too long, moving that far in
/// another direction, or more touches than required fail it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take (UIKit's raw values).
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a direction set from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards +x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards -x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards -y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards +y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions. Default `.right` (Apple's documentation).
    open var direction: Direction = .right
    /// The number of fingers. Default 1 (Apple's documentation).
    open var numberOfTouchesRequired = 1

    /// Points the stroke must cover. UIKit's private default, 50 pt (not documented by Apple).
    var minimumPrimaryMovement: CGFloat = 50
    /// Seconds the stroke may take. UIKit's private default, 0.5 s (not documented by Apple).
    var maximumDuration: TimeInterval = 0.5

    private var startInWindow: CGPoint?
    private var startTime: TimeInterval = 0

    /// Creates a swipe recognizer with no target.
    public required init() { super.init() }

    /// Tracks the new touches (see the type's rules).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard subclassState == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        if startInWindow == nil {
            startTime = touches.map(\.timestamp).min() ?? now
            scheduleTimer(after: maximumDuration) { [weak self] in
                guard let self, self.subclassState == .possible else { return }
                self.state = .failed
            }
        }
        startInWindow = centroidInWindow(trackedTouches)
        lastWindow = touches.first?.window
    }

    /// Follows the touches; may begin, change or fail the gesture.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard subclassState == .possible, let start = startInWindow, trackedTouches.count == numberOfTouchesRequired else {
            return
        }
        let c = centroidInWindow(trackedTouches)
        let dx = c.x - start.x, dy = c.y - start.y
        let time = touches.map(\.timestamp).max() ?? now
        if time - startTime > maximumDuration { state = .failed; return }
        guard hypot(dx, dy) >= minimumPrimaryMovement else { return }
        let candidates: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.up, -dy, dx), (.down, dy, dx)]
        for (d, primary, secondary) in candidates where direction.contains(d) {
            if primary >= minimumPrimaryMovement, abs(secondary) <= primary {
                state = .ended
                return
            }
        }
        // Far enough to be a swipe, but not one this recognizer takes.
        if candidates.contains(where: { $0.1 >= abs($0.2) && $0.1 >= minimumPrimaryMovement }) { state = .failed }
    }

    /// Lifted touches may end, recognize or fail the gesture.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if subclassState == .possible { state = .failed }
    }

    /// Cancelled touches cancel the gesture (or fail it before it began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if subclassState == .possible { state = .failed }
    }

    /// Where the swipe started.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start = startInWindow else { return super.location(in: view) }
        return convertFromWindow(start, to: view)
    }

    /// Clears the gesture's own state for the next attempt.
    open override func reset() {
        startInWindow = nil
        super.reset()
    }
}

import Foundation
import LayercastGraphics

/// A continuous recognizer of touches held in place: UIKit's `UILongPressGestureRecognizer`.
///
/// After `numberOfTapsRequired` quick taps, `numberOfTouchesRequired` touches must stay down for
/// `minimumPressDuration` seconds of the application's clock without moving more than
/// `allowableMovement` points: the gesture then begins. It changes as the touches move (the
/// movement limit no longer applies) and ends when they lift. Lifting or moving too far before
/// the duration fails it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the touches must be held. Default 0.5 (Apple's documentation).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the touches may move before the gesture begins. Default 10 (Apple's documentation).
    open var allowableMovement: CGFloat = 10
    /// Taps before the press. Default 0 (Apple's documentation).
    open var numberOfTapsRequired = 0
    /// Fingers that must press. Default 1 (Apple's documentation).
    open var numberOfTouchesRequired = 1

    /// How long after a lift the next tap (or the press) must begin: the tap recognizer's 0.35 s.
    private let maximumIntervalBetweenTaps: TimeInterval = 0.35
    private var tapsDone = 0
    private var touchesDown: [UITouch] = []
    private var mostTouches = 0
    private var startOfTouch: [ObjectIdentifier: CGPoint] = [:]

    /// Creates a long-press recognizer with no target.
    public required init() { super.init() }

    private var isPressing: Bool { subclassState == .began || subclassState == .changed }

    /// Tracks the new touches (see the type's rules).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard subclassState == .possible else { return }
        if touchesDown.isEmpty {
            cancelTimers()
            mostTouches = 0
        }
        for touch in touches {
            touchesDown.append(touch)
            startOfTouch[ObjectIdentifier(touch)] = touch.locationInWindow
        }
        mostTouches = max(mostTouches, touchesDown.count)
        if mostTouches > numberOfTouchesRequired { state = .failed; return }
        if touchesDown.count == numberOfTouchesRequired, tapsDone == numberOfTapsRequired {
            scheduleTimer(after: minimumPressDuration) { [weak self] in
                guard let self, self.subclassState == .possible else { return }
                self.state = .began
            }
        }
    }

    /// Follows the touches; may begin, change or fail the gesture.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if isPressing { state = .changed; return }
        guard subclassState == .possible else { return }
        for touch in touches {
            let start = startOfTouch[ObjectIdentifier(touch)] ?? touch.locationInWindow
            if hypot(touch.locationInWindow.x - start.x, touch.locationInWindow.y - start.y) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// Lifted touches may end, recognize or fail the gesture.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesDown.removeAll { touches.contains($0) }
        if isPressing {
            if touchesDown.isEmpty { state = .ended }
            return
        }
        guard subclassState == .possible, touchesDown.isEmpty else { return }
        cancelTimers()
        // A lift before the press counts as a tap only while taps are still required.
        guard tapsDone < numberOfTapsRequired, mostTouches == numberOfTouchesRequired else { state = .failed; return }
        tapsDone += 1
        scheduleTimer(after: maximumIntervalBetweenTaps) { [weak self] in
            guard let self, self.subclassState == .possible else { return }
            self.state = .failed
        }
    }

    /// Cancelled touches cancel the gesture (or fail it before it began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isPressing ? .cancelled : .failed
    }

    /// Clears the gesture's own state for the next attempt.
    open override func reset() {
        tapsDone = 0
        touchesDown = []
        mostTouches = 0
        startOfTouch = [:]
        super.reset()
    }
}

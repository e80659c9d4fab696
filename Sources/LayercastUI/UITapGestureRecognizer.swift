import Foundation
import LayercastGraphics

/// A discrete recognizer of one or more taps of one or more fingers: UIKit's
/// `UITapGestureRecognizer`.
///
/// A tap is `numberOfTouchesRequired` touches going down and lifting without moving more than
/// `allowableMovement` from where the first tap began and within `maximumTapDuration`; the next
/// tap must begin within `maximumIntervalBetweenSuccessiveTaps` of the last lift. The gesture is
/// recognized when the last required tap lifts; anything else fails it. `location(in:)` is the
/// centroid of the first tap's touches, as UIKit documents.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps. Default 1 (Apple's documentation).
    open var numberOfTapsRequired = 1
    /// The number of fingers per tap. Default 1 (Apple's documentation).
    open var numberOfTouchesRequired = 1

    /// How far, in points, the touches may move from the first tap's location. UIKit's private
    /// default, 45 pt (not documented by Apple; the value of its `allowableMovement` property).
    var allowableMovement: CGFloat = 45
    /// How long one tap may last before the gesture fails. UIKit's private default, 0.75 s.
    var maximumTapDuration: TimeInterval = 0.75
    /// How long after a lift the next tap must begin. UIKit's private default, 0.35 s.
    var maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35

    private var tapsDone = 0
    private var touchesThisTap: [UITouch] = []
    private var mostTouchesThisTap = 0
    private var startInWindow: CGPoint?
    private var firstTapLocations: [CGPoint] = []
    private var startOfTouch: [ObjectIdentifier: CGPoint] = [:]

    /// Creates a tap recognizer with no target.
    public required init() { super.init() }

    /// The number of touches of the first tap once the gesture is under way.
    open override var numberOfTouches: Int {
        firstTapLocations.isEmpty ? trackedTouches.count : firstTapLocations.count
    }

    /// The centroid of the first tap's touches (where they went down).
    open override func location(in view: UIView?) -> CGPoint {
        guard !firstTapLocations.isEmpty else { return super.location(in: view) }
        return convertFromWindow(centroid(firstTapLocations), to: view)
    }

    /// Where the first tap's touch at `touchIndex` went down.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard !firstTapLocations.isEmpty else { return super.location(ofTouch: touchIndex, in: view) }
        precondition(firstTapLocations.indices.contains(touchIndex), "UITapGestureRecognizer: touch index beyond the tap's touches")
        return convertFromWindow(firstTapLocations[touchIndex], to: view)
    }

    private func centroid(_ points: [CGPoint]) -> CGPoint {
        let n = CGFloat(max(points.count, 1))
        return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    }

    /// Tracks the new touches (see the type's rules).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard subclassState == .possible else { return }
        if touchesThisTap.isEmpty {
            cancelTimers()
            mostTouchesThisTap = 0
            scheduleTimer(after: maximumTapDuration) { [weak self] in self?.failIfPossible() }
        }
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            touchesThisTap.append(touch)
            startOfTouch[ObjectIdentifier(touch)] = touch.locationInWindow
            if startInWindow == nil { startInWindow = touch.locationInWindow }
            if let start = startInWindow, distance(touch.locationInWindow, start) > allowableMovement {
                state = .failed
                return
            }
        }
        mostTouchesThisTap = max(mostTouchesThisTap, touchesThisTap.count)
        if mostTouchesThisTap > numberOfTouchesRequired { state = .failed; return }
        if tapsDone == 0, mostTouchesThisTap == touchesThisTap.count {
            lastWindow = touches.first?.window
            firstTapLocations = touchesThisTap.map(\.locationInWindow)
        }
    }

    /// Follows the touches; may begin, change or fail the gesture.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard subclassState == .possible else { return }
        for touch in touches {
            let start = startOfTouch[ObjectIdentifier(touch)] ?? touch.locationInWindow
            if distance(touch.locationInWindow, start) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// Lifted touches may end, recognize or fail the gesture.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard subclassState == .possible else { return }
        touchesThisTap.removeAll { touches.contains($0) }
        guard touchesThisTap.isEmpty else { return }
        cancelTimers()
        guard mostTouchesThisTap == numberOfTouchesRequired else { state = .failed; return }
        tapsDone += 1
        if tapsDone >= numberOfTapsRequired {
            state = .ended
        } else {
            scheduleTimer(after: maximumIntervalBetweenSuccessiveTaps) { [weak self] in self?.failIfPossible() }
        }
    }

    /// Cancelled touches cancel the gesture (or fail it before it began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if subclassState == .possible { state = .failed }
    }

    private func failIfPossible() {
        if subclassState == .possible { state = .failed }
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    /// Clears the gesture's own state for the next attempt.
    open override func reset() {
        tapsDone = 0
        touchesThisTap = []
        mostTouchesThisTap = 0
        startInWindow = nil
        firstTapLocations = []
        startOfTouch = [:]
        super.reset()
    }
}

import Foundation
import LayercastGraphics

/// A continuous recognizer of two touches moving apart or together: UIKit's
/// `UIPinchGestureRecognizer`.
///
/// Begins once two touches are down and the distance between them has changed by more than
/// `hysteresis` points; changes as it changes; ends when a touch lifts (fails when one lifts
/// first). `scale` is the distance relative to the distance when the touches went down (or to
/// the one when `scale` was last set), `velocity` its rate of change per second.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Points the span must change before the pinch begins. UIKit does not publish its
    /// threshold; Layercast uses 8 pt.
    var hysteresis: CGFloat = 8

    private var spanAtStart: CGFloat = 0
    private var scaleBase: CGFloat = 1
    private var spanBase: CGFloat = 0
    private var currentSpan: CGFloat = 0
    private var samples = MotionSamples<Double>()

    /// Creates a pinch recognizer with no target.
    public required init() { super.init() }

    /// The scale of the pinch: the touches' distance over their distance at the start (or when
    /// the scale was last set). Setting it (e.g. to 1 after applying it) rebases it.
    open var scale: CGFloat {
        get { spanBase > 0 ? scaleBase * currentSpan / spanBase : scaleBase }
        set {
            scaleBase = newValue
            spanBase = currentSpan
            samples.removeAll()
            samples.add(Double(newValue), at: now)
        }
    }

    /// The rate of change of `scale`, per second.
    open var velocity: CGFloat { CGFloat(samples.velocity) }

    private var span: CGFloat {
        guard trackedTouches.count >= 2 else { return currentSpan }
        let a = trackedTouches[0].locationInWindow, b = trackedTouches[1].locationInWindow
        return hypot(a.x - b.x, a.y - b.y)
    }

    private var isPinching: Bool { subclassState == .began || subclassState == .changed }

    /// Tracks the new touches (see the type's rules).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > 2 {
            for touch in touches where trackedTouches.count > 2 { ignore(touch, for: event) }
        }
        guard trackedTouches.count == 2, !isPinching else { return }
        currentSpan = span
        spanAtStart = currentSpan
        spanBase = currentSpan
        scaleBase = 1
        lastWindow = trackedTouches[0].window
    }

    /// Follows the touches; may begin, change or fail the gesture.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == 2 else { return }
        currentSpan = span
        let time = touches.map(\.timestamp).max() ?? now
        if isPinching {
            samples.add(Double(scale), at: time)
            state = .changed
        } else if subclassState == .possible, spanAtStart > 0, abs(currentSpan - spanAtStart) > hysteresis {
            samples.removeAll()
            samples.add(Double(scale), at: time)
            state = .began
        }
    }

    /// Lifted touches may end, recognize or fail the gesture.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.count - touches.count
        if isPinching {
            state = .ended
        } else if subclassState == .possible, remaining == 0 || spanAtStart > 0 {
            state = .failed
        }
    }

    /// Cancelled touches cancel the gesture (or fail it before it began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isPinching ? .cancelled : .failed
    }

    /// Clears the gesture's own state for the next attempt.
    open override func reset() {
        spanAtStart = 0; scaleBase = 1; spanBase = 0; currentSpan = 0
        samples.removeAll()
        super.reset()
    }
}

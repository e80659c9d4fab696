import Foundation
import LayercastGraphics

/// A continuous recognizer of two touches turning about each other: UIKit's
/// `UIRotationGestureRecognizer`.
///
/// Begins once two touches are down and the line through them has turned by more than
/// `threshold` radians; changes as it turns; ends when a touch lifts (fails when one lifts
/// first). `rotation` is in radians, clockwise positive on screen (y down), from the start (or
/// from when it was last set); `velocity` is its rate per second.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Radians the touches must turn before the gesture begins. UIKit does not publish its
    /// threshold; Layercast uses 0.05 rad (about 3°).
    var threshold: CGFloat = 0.05

    private var angleAtStart: CGFloat?
    private var rotationBase: CGFloat = 0
    private var angleBase: CGFloat = 0
    private var currentAngle: CGFloat = 0
    private var samples = MotionSamples<Double>()

    /// Creates a rotation recognizer with no target.
    public required init() { super.init() }

    /// The rotation in radians since the start (or since it was last set). Setting it (e.g. to 0
    /// after applying it) rebases it.
    open var rotation: CGFloat {
        get { rotationBase + currentAngle - angleBase }
        set {
            rotationBase = newValue
            angleBase = currentAngle
            samples.removeAll()
            samples.add(Double(newValue), at: now)
        }
    }

    /// The rate of change of `rotation`, in radians per second.
    open var velocity: CGFloat { CGFloat(samples.velocity) }

    /// An angle difference brought into -π…π, so crossing the ±π line does not jump.
    static func wrap(_ a: CGFloat) -> CGFloat {
        var a = a.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi }
        if a < -.pi { a += 2 * .pi }
        return a
    }

    private var angle: CGFloat {
        guard trackedTouches.count >= 2 else { return currentAngle }
        let a = trackedTouches[0].locationInWindow, b = trackedTouches[1].locationInWindow
        // Follow the angle continuously past ±π.
        let raw = atan2(b.y - a.y, b.x - a.x)
        return currentAngle + Self.wrap(raw - currentAngle)
    }

    private var isRotating: Bool { subclassState == .began || subclassState == .changed }

    /// Tracks the new touches (see the type's rules).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where trackedTouches.count > 2 { ignore(touch, for: event) }
        guard trackedTouches.count == 2, !isRotating else { return }
        let a = trackedTouches[0].locationInWindow, b = trackedTouches[1].locationInWindow
        currentAngle = atan2(b.y - a.y, b.x - a.x)
        angleAtStart = currentAngle
        angleBase = currentAngle
        rotationBase = 0
        lastWindow = trackedTouches[0].window
    }

    /// Follows the touches; may begin, change or fail the gesture.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == 2 else { return }
        currentAngle = angle
        let time = touches.map(\.timestamp).max() ?? now
        if isRotating {
            samples.add(Double(rotation), at: time)
            state = .changed
        } else if subclassState == .possible, let start = angleAtStart, abs(currentAngle - start) > threshold {
            samples.removeAll()
            samples.add(Double(rotation), at: time)
            state = .began
        }
    }

    /// Lifted touches may end, recognize or fail the gesture.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.count - touches.count
        if isRotating {
            state = .ended
        } else if subclassState == .possible, remaining == 0 || angleAtStart != nil {
            state = .failed
        }
    }

    /// Cancelled touches cancel the gesture (or fail it before it began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isRotating ? .cancelled : .failed
    }

    /// Clears the gesture's own state for the next attempt.
    open override func reset() {
        angleAtStart = nil; rotationBase = 0; angleBase = 0; currentAngle = 0
        samples.removeAll()
        super.reset()
    }
}

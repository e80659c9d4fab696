import Foundation
import LayercastGraphics

/// A continuous recognizer of a drag: UIKit's `UIPanGestureRecognizer`.
///
/// Begins when at least `minimumNumberOfTouches` touches are down and their centroid has moved
/// more than `hysteresis` points; changes whenever they move; ends when every touch has lifted
/// (fails when they lift before it began). Touches beyond `maximumNumberOfTouches` are ignored.
/// The translation starts from the point where the movement crossed the hysteresis, so content
/// that follows it does not jump when the pan begins, and a finger added or lifted mid-pan does
/// not move it.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that pan. Default 1 (Apple's documentation of the property).
    open var minimumNumberOfTouches = 1
    /// The most touches that pan; extra touches are ignored. Default `Int.max` (UIKit's
    /// `UINT_MAX`, per the documentation).
    open var maximumNumberOfTouches = Int.max
    /// How far, in points, the touches must move before the pan begins. UIKit does not publish
    /// its private hysteresis; 10 pt is the distance an iOS pan (and scroll view) is observed to
    /// need.
    open var hysteresis: CGFloat = 10

    /// Where the touches started (window space), and the reference their translation counts
    /// from once the pan began.
    var startInWindow = CGPoint.zero
    var referenceInWindow = CGPoint.zero
    var currentInWindow = CGPoint.zero
    var samples = MotionSamples<CGPoint>()

    /// Creates a pan recognizer with no target.
    public required init() { super.init() }

    /// The translation of the pan in `view`'s coordinate system (`nil`: the window), in points.
    open func translation(in view: UIView?) -> CGPoint {
        guard stateStorage == .began || stateStorage == .changed || stateStorage == .ended
                || stateStorage == .cancelled else { return .zero }
        return vector(CGPoint(x: currentInWindow.x - referenceInWindow.x, y: currentInWindow.y - referenceInWindow.y),
                      to: view)
    }

    /// Sets the translation, as seen in `view`'s coordinate system, to `translation` (e.g. zero
    /// after applying it, to get increments from then on).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = vector(translation, from: view)
        referenceInWindow = CGPoint(x: currentInWindow.x - inWindow.x, y: currentInWindow.y - inWindow.y)
        samples.removeAll()
        samples.add(inWindow, at: now)
    }

    /// The velocity of the pan in `view`'s coordinate system, in points per second, from the
    /// touches' timestamps over the last 100 ms.
    open func velocity(in view: UIView?) -> CGPoint {
        vector(samples.velocity, to: view)
    }

    /// A vector of the window's space seen in `view`'s (rotation and scale apply, translation not).
    func vector(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard let window = lastWindow ?? self.view?.window, let view, view !== window else { return v }
        let o = view.convert(CGPoint.zero, from: window), p = view.convert(v, from: window)
        return CGPoint(x: p.x - o.x, y: p.y - o.y)
    }

    func vector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let window = lastWindow ?? self.view?.window, let view, view !== window else { return v }
        let o = view.convert(CGPoint.zero, to: window), p = view.convert(v, to: window)
        return CGPoint(x: p.x - o.x, y: p.y - o.y)
    }

    private var isPanning: Bool { subclassState == .began || subclassState == .changed }

    /// Moves the start and reference so a change of the touch set does not move the centroid.
    private func rebase(from old: CGPoint, to new: CGPoint) {
        let dx = new.x - old.x, dy = new.y - old.y
        startInWindow.x += dx; startInWindow.y += dy
        referenceInWindow.x += dx; referenceInWindow.y += dy
        currentInWindow = new
    }

    /// Tracks the new touches (see the type's rules).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.identifier < $1.identifier })
        where trackedTouches.count > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        let tracked = trackedTouches.filter { !touches.contains($0) }
        let centroid = centroidInWindow(trackedTouches)
        if tracked.isEmpty {
            startInWindow = centroid
            referenceInWindow = centroid
            currentInWindow = centroid
            lastWindow = trackedTouches.first?.window
        } else {
            rebase(from: centroidInWindow(tracked), to: centroid)
        }
    }

    /// Follows the touches; may begin, change or fail the gesture.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        currentInWindow = centroidInWindow(trackedTouches)
        let time = touches.map(\.timestamp).max() ?? now
        if isPanning {
            samples.add(translationInWindow, at: time)
            state = .changed
            return
        }
        guard subclassState == .possible else { return }
        // Movement with too few fingers down is not part of the pan.
        guard trackedTouches.count >= minimumNumberOfTouches else { startInWindow = currentInWindow; return }
        let dx = currentInWindow.x - startInWindow.x, dy = currentInWindow.y - startInWindow.y
        let distance = hypot(dx, dy)
        guard distance > hysteresis else { return }
        referenceInWindow = CGPoint(x: startInWindow.x + dx / distance * hysteresis,
                                    y: startInWindow.y + dy / distance * hysteresis)
        samples.removeAll()
        samples.add(translationInWindow, at: time)
        state = .began
    }

    private var translationInWindow: CGPoint {
        CGPoint(x: currentInWindow.x - referenceInWindow.x, y: currentInWindow.y - referenceInWindow.y)
    }

    /// Lifted touches may end, recognize or fail the gesture.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { !touches.contains($0) }
        let time = touches.map(\.timestamp).max() ?? now
        if remaining.isEmpty {
            currentInWindow = centroidInWindow(trackedTouches)
            if isPanning {
                samples.add(translationInWindow, at: time)
                state = .ended
            } else {
                state = .failed
            }
        } else {
            if isPanning {
                currentInWindow = centroidInWindow(trackedTouches)
                samples.add(translationInWindow, at: time)
            }
            rebase(from: centroidInWindow(trackedTouches), to: centroidInWindow(remaining))
        }
    }

    /// Cancelled touches cancel the gesture (or fail it before it began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isPanning ? .cancelled : .failed
    }

    /// Clears the gesture's own state for the next attempt.
    open override func reset() {
        samples.removeAll()
        super.reset()
    }

    /// The location of the pan: the centroid of its touches.
    open override func location(in view: UIView?) -> CGPoint {
        trackedTouches.isEmpty ? convertFromWindow(currentInWindow, to: view) : super.location(in: view)
    }
}

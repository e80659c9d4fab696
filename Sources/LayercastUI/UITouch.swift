import Foundation
import LayercastGraphics

/// One finger (or pointer) on the screen, from touch-down to lift-off. The same object stands
/// for the touch through its whole sequence, so it can be used as an identity; it stays bound to
/// the view hit when it began.
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// Where a touch is in its sequence.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move in this event.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The identity the input source gave the touch (e.g. the client's finger id).
    public let identifier: Int
    /// The phase in the event being delivered.
    public internal(set) var phase: Phase = .began
    /// When the touch last changed, in seconds of the application's clock.
    public internal(set) var timestamp: TimeInterval = 0
    /// The number of quick taps at about the same place this touch continues (1 for a first tap).
    public internal(set) var tapCount = 1
    /// The view hit when the touch began; `nil` when it hit none.
    public internal(set) weak var view: UIView?
    /// The window the touch began in.
    public internal(set) weak var window: UIWindow?

    var locationInWindow = CGPoint.zero
    var previousLocationInWindow = CGPoint.zero

    /// The recognizers the touch is delivered to (the hit view's and its ancestors'), in order;
    /// a recognizer leaves the list when it fails or resets.
    var recognizers: [UIGestureRecognizer] = []
    /// Where the touch's delivery to its view stands.
    var viewDelivery = ViewDelivery.unprepared
    /// Whether the touch ended (or was cancelled) but its view has not been told yet, because
    /// a recognizer with `delaysTouchesEnded` is still deciding.
    var viewEndPending = false

    /// The recognizers receiving this touch; `nil` when none does.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }

    init(identifier: Int) { self.identifier = identifier }

    /// The current location in `view`'s space (`nil`: the touch's window).
    public func location(in view: UIView?) -> CGPoint {
        guard let window, let view, view !== window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The location before the latest change, in `view`'s space (`nil`: the touch's window).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let window, let view, view !== window else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// One touch change as an input source reports it, queued with `UIApplication.enqueueTouches`.
public struct TouchInput: Hashable, Sendable {
    /// The touch's identity for its whole sequence (e.g. a finger id); ids may be reused after
    /// the touch ends.
    public var identifier: Int
    /// What happened: `.began`, `.moved`, `.stationary`, `.ended` or `.cancelled`.
    public var phase: UITouch.Phase
    /// Where, in points in the screen's space.
    public var location: CGPoint
    /// When it happened, in seconds of the application's clock (e.g. the client's input time
    /// mapped to the server's clock); `nil`: when it is delivered. It becomes the touch's
    /// `timestamp` (never later than the delivery, never before the touch's previous one), which
    /// a pan's velocity and a stopped deceleration use.
    public var timestamp: TimeInterval?

    /// Creates an input.
    public init(identifier: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval? = nil) {
        self.identifier = identifier; self.phase = phase; self.location = location; self.timestamp = timestamp
    }
}

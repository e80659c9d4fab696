import Foundation

/// An event delivered through `UIApplication.sendEvent`: for touches, every touch currently down.
@preconcurrency @MainActor
public class UIEvent {
    /// The kinds of events.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// Device motion.
        case motion
        /// Remote-control commands.
        case remoteControl
        /// Physical button presses.
        case presses
    }

    /// The kind of event.
    public let type: EventType
    /// When the event happened, in seconds of the application's clock.
    public internal(set) var timestamp: TimeInterval
    var touchSet: Set<UITouch>

    init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch>) {
        self.type = type; self.timestamp = timestamp; self.touchSet = touches
    }

    /// Every touch of the event (changed and stationary); `nil` for an event without touches.
    public var allTouches: Set<UITouch>? { type == .touches ? touchSet : nil }

    /// The touches bound to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        touchSet.filter { $0.view === view }
    }

    /// The touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        touchSet.filter { $0.window === window }
    }
}

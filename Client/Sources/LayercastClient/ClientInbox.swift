import Foundation

/// The hand-over from the NIO event loop to the session's thread: events are appended on the
/// loop and drained by the main loop each frame. The lock is held only to move the array, never
/// across an SDL call or a message's processing.
public final class ClientInbox: @unchecked Sendable {
    // @unchecked: every access to `events` happens with `condition` locked.
    private let condition = NSCondition()
    private var events: [ConnectionEvent] = []

    /// Creates an empty inbox.
    public init() {}

    /// Appends an event and wakes a waiting `wait(until:)`. Callable from any thread.
    public func post(_ event: ConnectionEvent) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    /// Takes every queued event, oldest first.
    public func drain() -> [ConnectionEvent] {
        condition.lock()
        defer { condition.unlock() }
        let out = events
        events = []
        return out
    }

    /// Blocks until an event is queued or `deadline` passes; returns whether events are queued.
    /// A wait for input to arrive, bounded by the frame interval: not a timing assertion.
    @discardableResult
    public func wait(until deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while events.isEmpty {
            if !condition.wait(until: deadline) { break }
        }
        return !events.isEmpty
    }
}

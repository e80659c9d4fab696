import Foundation

/// The hand-over from the NIO event loop to the session's thread: events are appended on the
/// loop and drained by the main loop each frame. The lock is held only to move the array, never
/// across an SDL call or a message's processing.
///
/// Bounded: once the queued messages weigh `byteLimit` bytes (or `countLimit` events), the
/// channel handler stops reading from the socket (`shouldHoldRead`) until the main loop drains
/// the queue and resumes reading, so a server faster than the client's frames cannot grow
/// the client's memory without bound (TCP pushes back on the server instead).
public final class ClientInbox: @unchecked Sendable {
    // @unchecked: every stored var is accessed with `condition` locked.
    private let condition = NSCondition()
    private var events: [ConnectionEvent] = []
    private var queuedBytes = 0
    private var readHeld = false
    private var wireBytes = 0
    /// The weight in bytes past which reading pauses.
    public let byteLimit: Int
    /// The number of queued events past which reading pauses.
    public let countLimit: Int

    /// Creates an empty inbox that pauses reading past `byteLimit` bytes or `countLimit` events.
    public init(byteLimit: Int = 64 * 1024 * 1024, countLimit: Int = 4096) {
        self.byteLimit = byteLimit; self.countLimit = countLimit
    }

    /// Counts bytes read from the connection (TLS records' plaintext, frame headers included).
    /// Any thread.
    public func noteWireBytes(_ count: Int) {
        condition.lock()
        wireBytes += count
        condition.unlock()
    }

    /// The bytes counted by `noteWireBytes` so far.
    public var wireBytesReceived: Int {
        condition.lock()
        defer { condition.unlock() }
        return wireBytes
    }

    /// Appends an event weighing `bytes` and wakes a waiting `wait(until:)`. Any thread.
    public func post(_ event: ConnectionEvent, bytes: Int = 0) {
        condition.lock()
        events.append(event)
        queuedBytes += bytes
        condition.signal()
        condition.unlock()
    }

    /// Whether the reader should stop reading now (the queue is full); when it says so, the
    /// next `drain()` reports that reading must resume.
    public func shouldHoldRead() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard queuedBytes >= byteLimit || events.count >= countLimit else { return false }
        readHeld = true
        return true
    }

    /// Takes every queued event, oldest first, and whether reading was held and must resume.
    public func drain() -> (events: [ConnectionEvent], resumeReading: Bool) {
        condition.lock()
        defer { condition.unlock() }
        let out = (events, readHeld)
        events = []
        queuedBytes = 0
        readHeld = false
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

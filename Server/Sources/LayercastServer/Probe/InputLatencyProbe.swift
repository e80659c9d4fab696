import LayercastProtocol
import NIOCore
import Synchronization

/// One pointer input followed through the server: when it arrived, when the UI's turn that
/// consumed it started, and when the first update reflecting it had been written to its
/// client's socket. Times are the probe's clock, in nanoseconds.
public struct InputLatencySample: Sendable, Equatable {
    /// The session the input came from.
    public var sessionID: UInt64
    /// The pointer message's own timestamp (the client's clock, seconds, SPEC §12.1).
    public var inputTimestamp: Double
    /// When the connection decoded the message (on its event loop).
    public var receivedAt: UInt64
    /// When the main actor handed it to the UI as a touch.
    public var handledAt: UInt64
    /// When the UI turn that consumed it started (after any wait for pacing).
    public var turnStartedAt: UInt64
    /// When the update carrying the turn's commit had been written and flushed to the socket
    /// (an event-loop task queued after the write).
    public var writtenAt: UInt64
    /// The commit id of that update (what the client's ack will name).
    public var commitID: UInt64
}

/// One acknowledgement as the server received it, for matching a sample's commit with the
/// client's presentation time.
public struct InputLatencyAck: Sendable, Equatable {
    /// The session that sent it.
    public var sessionID: UInt64
    /// The ack as received (client clock for its times).
    public var ack: AckMessage
}

/// Measures input-to-commit latency inside a server (benchmarks). Set it as
/// `ServerConfiguration.inputLatencyProbe`; when that is `nil` (the default) the server does no
/// extra work. Pointer messages the UI does not receive (hovers, moves with no touch down) give
/// no sample; an input whose turn commits nothing waits for the next update written to its
/// session.
///
/// Thread-safe: the connection calls it on its event loop, the server on the main actor.
public final class InputLatencyProbe: Sendable {
    private struct Pending {
        var sessionID: UInt64
        var timestamp: Double
        var receivedAt: UInt64
        var handledAt: UInt64
        var turnStartedAt: UInt64?
    }

    private struct State {
        /// Arrival times of pointer messages not yet handled, per connection, in order.
        var arrivals: [ObjectIdentifier: [UInt64]] = [:]
        var pending: [Pending] = []
        var samples: [InputLatencySample] = []
        var acks: [InputLatencyAck] = []
    }

    private let now: @Sendable () -> UInt64
    private let state = Mutex(State())

    /// Creates a probe reading `now`, a monotonic clock in nanoseconds.
    public init(now: @escaping @Sendable () -> UInt64) {
        self.now = now
    }

    /// The completed samples so far, in the order their updates were written.
    public var samples: [InputLatencySample] { state.withLock { $0.samples } }

    /// Every ack received so far, in order.
    public var acks: [InputLatencyAck] { state.withLock { $0.acks } }

    /// Forgets every sample and ack (e.g. after a warm-up); inputs in flight are kept.
    public func reset() {
        state.withLock { $0.samples.removeAll(); $0.acks.removeAll() }
    }

    // MARK: - Called by the server

    /// A pointer message was decoded on `connection`'s event loop.
    func pointerReceived(connection: ObjectIdentifier) {
        let time = now()
        state.withLock { $0.arrivals[connection, default: []].append(time) }
    }

    /// The main actor handled the oldest pointer message of `connection`; `delivered` when the
    /// UI got it as a touch.
    func pointerHandled(connection: ObjectIdentifier, sessionID: UInt64, timestamp: Double, delivered: Bool) {
        let time = now()
        state.withLock { state in
            guard var queue = state.arrivals[connection], !queue.isEmpty else { return }
            let receivedAt = queue.removeFirst()
            state.arrivals[connection] = queue.isEmpty ? nil : queue
            guard delivered else { return }
            state.pending.append(Pending(sessionID: sessionID, timestamp: timestamp, receivedAt: receivedAt,
                                         handledAt: time))
        }
    }

    /// A UI turn starts: it consumes every input handled so far.
    func turnStarted() {
        let time = now()
        state.withLock { state in
            for index in state.pending.indices where state.pending[index].turnStartedAt == nil {
                state.pending[index].turnStartedAt = time
            }
        }
    }

    /// A UI turn and its sends are over: inputs it consumed whose session has nothing left to
    /// send produced no update (e.g. a press that moves nothing) and are dropped, so a later
    /// update is not attributed to them. Sessions in `unsent` still wait (flow control).
    func turnEnded(sessionsWithUnsentChanges unsent: Set<UInt64>) {
        state.withLock { state in
            state.pending.removeAll { $0.turnStartedAt != nil && !unsent.contains($0.sessionID) }
        }
    }

    /// An update with `commitID` was queued to `session`'s channel: the inputs of that session
    /// whose turn has run are complete once the write has run on the event loop.
    func updateQueued(sessionID: UInt64, commitID: UInt64, eventLoop: any EventLoop) {
        let done: [Pending] = state.withLock { state in
            let (done, rest) = state.pending.reduce(into: ([Pending](), [Pending]())) { split, item in
                if item.sessionID == sessionID, item.turnStartedAt != nil { split.0.append(item) } else { split.1.append(item) }
            }
            state.pending = rest
            return done
        }
        guard !done.isEmpty else { return }
        // Queued after the session's write task, so it runs once the bytes were flushed.
        eventLoop.execute { [self] in
            let written = now()
            let samples = done.map {
                InputLatencySample(sessionID: $0.sessionID, inputTimestamp: $0.timestamp, receivedAt: $0.receivedAt,
                                   handledAt: $0.handledAt, turnStartedAt: $0.turnStartedAt ?? $0.handledAt,
                                   writtenAt: written, commitID: commitID)
            }
            state.withLock { $0.samples += samples }
        }
    }

    /// An ack arrived from `session`.
    func acknowledged(sessionID: UInt64, _ ack: AckMessage) {
        state.withLock { $0.acks.append(InputLatencyAck(sessionID: sessionID, ack: ack)) }
    }
}

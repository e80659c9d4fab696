import LayercastProtocol
import NIOConcurrencyHelpers

/// The acks of every connection, posted on the event loops and drained on the main actor in one
/// go (issue 20's shared inbox). One connection's stream of events would wake a main-actor task
/// per ack, one per client per commit; the inbox wakes it only when it goes from empty to not
/// empty, and the hub then handles every ack that arrived meanwhile and pumps the sessions in
/// one batch of writes.
///
/// Order: a connection posts its acks here and yields its other messages to its stream, all on
/// its event loop; the hub drains the inbox before it handles any event, so an ack is never
/// handled after a message its client sent later.
final class AckInbox: Sendable {
    /// One posted ack and the connection it came on.
    struct Entry: Sendable {
        var connection: ObjectIdentifier
        var ack: AckMessage
    }

    /// Behind a pthread mutex (`NIOLockedValueBox`), which the thread sanitizer sees: it does
    /// not see the stdlib `Mutex`'s futex and reported its accesses as a race.
    private let entries = NIOLockedValueBox<[Entry]>([])

    /// Adds an ack; true when the inbox was empty, so the caller wakes the hub.
    func post(_ ack: AckMessage, from connection: ObjectIdentifier) -> Bool {
        entries.withLockedValue { list in
            list.append(Entry(connection: connection, ack: ack))
            return list.count == 1
        }
    }

    /// Takes every ack posted so far, oldest first.
    func drain() -> [Entry] {
        entries.withLockedValue { list in
            defer { list.removeAll(keepingCapacity: true) }
            return list
        }
    }
}

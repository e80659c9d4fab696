import Foundation
import Testing
import LayercastProtocol
@testable import LayercastClient

/// The bounded hand-over from the event loop to the main loop.
@Suite struct ClientInboxTests {
    static let ping = ConnectionEvent.message(.ping(PingMessage(nonce: 1, serverTime: 0)), receivedAt: 0)

    // MARK: - Order

    @Test func drainsInOrderAndEmpties() {
        let inbox = ClientInbox()
        inbox.post(.connectFailed("a"))
        inbox.post(.closed("b"))
        let (events, resume) = inbox.drain()
        #expect(events.map { if case .connectFailed(let s) = $0 { s } else if case .closed(let s) = $0 { s ?? "" } else { "" } } == ["a", "b"])
        #expect(!resume)
        #expect(inbox.drain().events.isEmpty)
    }

    @Test func waitReturnsAtOnceWhenEventsAreQueuedAndFalseAtTheDeadlineOtherwise() {
        let inbox = ClientInbox()
        #expect(!inbox.wait(until: Date()))
        inbox.post(.closed(nil))
        #expect(inbox.wait(until: .distantFuture))
    }

    // MARK: - Backpressure

    @Test func holdsReadingPastTheByteLimitUntilDrained() {
        let inbox = ClientInbox(byteLimit: 100, countLimit: 1000)
        inbox.post(Self.ping, bytes: 60)
        #expect(!inbox.shouldHoldRead())
        inbox.post(Self.ping, bytes: 60)
        #expect(inbox.shouldHoldRead())
        let (events, resume) = inbox.drain()
        #expect(events.count == 2 && resume)
        #expect(!inbox.shouldHoldRead())
        #expect(!inbox.drain().resumeReading)
    }

    @Test func holdsReadingPastTheCountLimit() {
        let inbox = ClientInbox(byteLimit: .max, countLimit: 3)
        for _ in 0..<3 { inbox.post(Self.ping) }
        #expect(inbox.shouldHoldRead())
        #expect(inbox.drain().resumeReading)
    }
}

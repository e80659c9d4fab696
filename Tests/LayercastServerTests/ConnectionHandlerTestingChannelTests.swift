import Foundation
import Synchronization
import Testing
import LayercastProtocol
import NIOCore
import NIOEmbedded
@testable import LayercastServer

/// `ConnectionHandler` and `ClientFrameDecoder` in a `NIOAsyncTestingChannel`: the timeouts run on
/// the channel's virtual clock, so they are tested exactly and without waiting.
@Suite struct ConnectionHandlerTestingChannelTests {
    /// A channel with the connection's two handlers, and the events it hands to the session.
    struct Harness {
        let channel: NIOAsyncTestingChannel
        let events: AsyncStream<ConnectionEvent>

        init(token: String? = nil, ackInbox: AckInbox? = nil,
             configure: (inout ServerConfiguration) -> Void = { _ in }) async throws {
            var configuration = ServerConfiguration(token: token, handshakeTimeout: .seconds(10),
                                                    refusalDelay: .milliseconds(500))
            configure(&configuration)
            let box = Mutex<AsyncStream<ConnectionEvent>?>(nil)
            let frozen = configuration
            channel = try await NIOAsyncTestingChannel { channel in
                let (decoder, handler) = ConnectionHandler.pipeline(
                    configuration: frozen, serverCapabilities: [.animations], ackInbox: ackInbox) { _, events in
                    box.withLock { $0 = events }
                }
                try channel.pipeline.syncOperations.addHandler(decoder)
                try channel.pipeline.syncOperations.addHandler(handler)
            }
            try await channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 9)).get()
            events = try #require(box.withLock { $0 })
        }

        func send(_ message: ClientMessage) async throws {
            var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
            try await channel.writeInbound(try encoder.encode(message))
        }

        func sendRaw(_ bytes: [UInt8]) async throws {
            try await channel.writeInbound(ByteBuffer(bytes: bytes))
        }

        /// Every message the handler wrote.
        func written() async throws -> [ServerMessage] {
            var decoder = ServerMessageDecoder()
            while let bytes = try await channel.readOutbound(as: ByteBuffer.self) { decoder.append(bytes) }
            var messages: [ServerMessage] = []
            while let m = try decoder.nextMessage() { messages.append(m) }
            return messages
        }

        func advance(_ amount: TimeAmount) async { await channel.testingEventLoop.advanceTime(by: amount) }

        /// Closes the channel if the test left it open, then shuts the testing loop down, which
        /// drops the timers still scheduled (each holds the handler, and so the channel). The
        /// events left unread go too: a ping event holds a closure over the handler.
        func finish() async {
            if channel.isActive { try? await channel.close() }
            await channel.testingEventLoop.shutdownGracefully()
            for await _ in events {}  // the stream ends with the channel
        }
    }

    static let hello = ConnectionStateMachineTests.hello()

    @Test func noHelloForTenSecondsClosesWithTimeoutAndNotAMomentBefore() async throws {
        let h = try await Harness()
        await h.advance(.seconds(10) - .milliseconds(1))
        #expect(try await h.written().isEmpty)
        #expect(h.channel.isActive)
        await h.advance(.milliseconds(1))
        guard case .error(let e)? = try await h.written().first else { Issue.record("no error written"); await h.finish(); return }
        #expect(e.code == .timeout)
        #expect(!h.channel.isActive)
        await h.finish()
    }

    @Test func aMessageSplitAcrossReadsArrivesWholeAndInOrder() async throws {
        let h = try await Harness()
        var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
        var bytes = try encoder.encode(ClientMessage.hello(Self.hello))
        let goodbye = ClientMessage.goodbye(GoodbyeMessage(reason: "bye"))
        var tail = try encoder.encode(goodbye)
        bytes.writeBuffer(&tail)
        let all = Array(bytes.readableBytesView)
        for chunk in stride(from: 0, to: all.count, by: 5) {
            try await h.sendRaw(Array(all[chunk..<min(chunk + 5, all.count)]))
        }
        var iterator = h.events.makeAsyncIterator()
        guard case .hello(_, let version, let capabilities)? = await iterator.next() else { Issue.record("no hello"); await h.finish(); return }
        #expect(version == ProtocolVersion.current)
        #expect(capabilities == [.animations])
        guard case .message(let m)? = await iterator.next() else { Issue.record("no message"); await h.finish(); return }
        #expect(m == goodbye)
        await h.finish()
    }

    /// Issue 20's shared inbox: acks go to the inbox, and the stream hears `.acksWaiting` only
    /// when the inbox was empty; the other messages keep their place in the stream, after the
    /// wake of any ack sent before them (the hub drains the inbox before it handles an event).
    @Test func acksGoToTheInboxWithOneWakeAndOtherMessagesStayInTheStream() async throws {
        let inbox = AckInbox()
        let h = try await Harness(ackInbox: inbox)
        try await h.send(.hello(Self.hello))
        let acks = (1...3).map { AckMessage(commitID: UInt64($0), receivedTime: 0, presentedTime: 0, treeHash: UInt64($0)) }
        for ack in acks { try await h.send(.ack(ack)) }
        let goodbye = ClientMessage.goodbye(GoodbyeMessage(reason: "bye"))
        try await h.send(goodbye)
        var iterator = h.events.makeAsyncIterator()
        guard case .hello? = await iterator.next() else { Issue.record("no hello"); await h.finish(); return }
        guard case .acksWaiting? = await iterator.next() else { Issue.record("no wake for the acks"); await h.finish(); return }
        guard case .message(let m)? = await iterator.next() else { Issue.record("no goodbye"); await h.finish(); return }
        #expect(m == goodbye, "one wake for three acks, then the next message")
        let drained = inbox.drain()
        #expect(drained.map(\.ack) == acks)
        #expect(Set(drained.map(\.connection)).count == 1)
        #expect(inbox.drain().isEmpty)
        // Empty again: the next ack wakes the hub again.
        try await h.send(.ack(acks[0]))
        guard case .acksWaiting? = await iterator.next() else { Issue.record("no second wake"); await h.finish(); return }
        await h.finish()
    }

    /// §11.6: pings every `pingInterval`; a pong overdue 15 s after the ping was written closes.
    @Test func aPingUnansweredFifteenSecondsAfterItsWriteClosesWithTimeout() async throws {
        let h = try await Harness { $0.pingInterval = .seconds(5); $0.pingTimeout = .seconds(15) }
        try await h.send(.hello(Self.hello))
        var iterator = h.events.makeAsyncIterator()
        guard case .hello? = await iterator.next() else { Issue.record("no hello"); await h.finish(); return }
        await h.advance(.seconds(5))
        guard case .ping(let nonce, let written)? = await iterator.next() else { Issue.record("no ping"); await h.finish(); return }
        // The session writes the ping 2 s later (a long turn): the timeout counts from there.
        await h.advance(.seconds(2))
        try await h.channel.testingEventLoop.executeInContext { written() }
        await h.advance(.seconds(15) - .milliseconds(1))
        #expect(h.channel.isActive, "not yet 15 s after the write")
        await h.advance(.milliseconds(1))
        guard case .error(let e)? = try await h.written().first else { Issue.record("no error written"); await h.finish(); return }
        #expect(e.code == .timeout)
        #expect(nonce == 1)
        #expect(!h.channel.isActive)
        await h.finish()
    }

    @Test func aPongInTimeKeepsTheConnection() async throws {
        let h = try await Harness { $0.pingInterval = .seconds(5); $0.pingTimeout = .seconds(15) }
        try await h.send(.hello(Self.hello))
        var iterator = h.events.makeAsyncIterator()
        _ = await iterator.next()
        await h.advance(.seconds(5))
        guard case .ping(let nonce, let written)? = await iterator.next() else { Issue.record("no ping"); await h.finish(); return }
        try await h.channel.testingEventLoop.executeInContext { written() }
        await h.advance(.seconds(14))
        try await h.send(.pong(PongMessage(nonce: nonce)))
        await h.advance(.seconds(30))
        #expect(h.channel.isActive)
        #expect(try await h.written().isEmpty)
        await h.finish()
    }

    @Test func aWrongTokenIsRejectedAfterTheRefusalDelay() async throws {
        let h = try await Harness(token: "secret")
        try await h.send(.hello(ConnectionStateMachineTests.hello(token: "guess")))
        await h.advance(.milliseconds(499))
        #expect(try await h.written().isEmpty)
        await h.advance(.milliseconds(1))
        guard case .reject(let r)? = try await h.written().first else { Issue.record("no reject written"); await h.finish(); return }
        #expect(r.code == .unauthorized)
        await h.finish()
    }

    @Test func malformedBytesAreAnErrorAndTheConnectionCloses() async throws {
        let h = try await Harness()
        try await h.send(.hello(Self.hello))
        // A frame header (little-endian: length 0, type ack 0x0023) with reserved flag bit 1 set (§2.2).
        try await h.sendRaw([0x00, 0x00, 0x00, 0x00, 0x23, 0x00, 0x02, 0x00])
        guard case .error(let e)? = try await h.written().first else { Issue.record("no error written"); await h.finish(); return }
        #expect(e.code == .malformed)
        #expect(!h.channel.isActive)
        await h.finish()
    }

    @Test func endingItsSideInsideAFrameIsToldMalformed() async throws {
        let h = try await Harness()
        try await h.send(.hello(Self.hello))
        try await h.sendRaw([0x05, 0x00, 0x00])  // three bytes of a header
        h.channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        guard case .error(let e)? = try await h.written().first else { Issue.record("no error written"); await h.finish(); return }
        #expect(e.code == .malformed)
        await h.finish()
    }
}

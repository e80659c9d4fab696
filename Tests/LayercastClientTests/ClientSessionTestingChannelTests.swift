import Foundation
import Synchronization
import Testing
import LayercastProtocol
import NIOCore
import NIOEmbedded
@testable import LayercastClient

/// The whole client session — its connection machine, `ServerFrameDecoder` and
/// `ClientChannelHandler` — over `NIOAsyncTestingChannel`s instead of sockets, on a manual clock:
/// the welcome timeout and the reconnect backoff are tested exactly and without waiting.
@Suite struct ClientSessionTestingChannelTests {
    /// The client's clock, moved by the test.
    final class ManualClock: Sendable {
        private let seconds = Mutex(100.0)
        var now: Double { seconds.withLock { $0 } }
        func set(_ value: Double) { seconds.withLock { $0 = value } }
        var read: ClientClock { { [self] in self.now } }
    }

    /// A session whose connections are testing channels the test accepts one by one.
    final class Harness {
        let clock = ManualClock()
        let session: ClientSession
        /// The inboxes of the connections the session asked for, oldest first.
        final class Requests: Sendable {
            let inboxes = Mutex<[ClientInbox]>([])
        }
        private let requests = Requests()
        private let loop = NIOAsyncTestingEventLoop()
        private var accepted: [NIOAsyncTestingChannel] = []

        init(reconnect: ClientReconnectPolicy? = nil, welcomeTimeout: Double = 10) {
            let configuration = ClientSessionConfiguration(name: "testing", welcomeTimeout: welcomeTimeout,
                                                           reconnect: reconnect)
            session = ClientSession(configuration: configuration, display: MirrorDisplay(width: 100, height: 100),
                                    group: loop, clock: clock.read)
            session.connector = { [requests] inbox in requests.inboxes.withLock { $0.append(inbox) } }
        }

        /// How many connections the session asked for that were not accepted yet.
        var connectionsRequested: Int { requests.inboxes.withLock { $0.count } }

        /// Accepts the oldest connection the session asked for: a testing channel with the
        /// client's pipeline, connected, handed to the session.
        func accept() async throws -> NIOAsyncTestingChannel {
            let inbox = try #require(requests.inboxes.withLock { $0.isEmpty ? nil : $0.removeFirst() })
            let clock = self.clock.read
            let channel = try await NIOAsyncTestingChannel(loop: loop) { channel in
                let (decoder, handler) = ClientChannelHandler.pipeline(inbox: inbox, limits: .default, clock: clock, usesTLS: false)
                try channel.pipeline.syncOperations.addHandler(decoder)
                try channel.pipeline.syncOperations.addHandler(handler)
            }
            try await channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 7878)).get()
            inbox.post(.connected(channel))
            accepted.append(channel)
            return channel
        }

        /// One turn of the session's loop, without waiting.
        func step(at time: Double? = nil) {
            if let time { clock.set(time) }
            session.step(maxWait: 0)
        }

        /// Writes server messages into the channel, as if they had arrived.
        func serverSends(_ messages: [ServerMessage], on channel: NIOAsyncTestingChannel) async throws {
            var encoder = MessageEncoder()
            for m in messages { try await channel.writeInbound(try encoder.encode(m)) }
        }

        /// Every message the client wrote on the channel so far.
        func clientWrote(on channel: NIOAsyncTestingChannel) async throws -> [ClientMessage] {
            var decoder = ClientMessageDecoder()
            while let bytes = try await channel.readOutbound(as: ByteBuffer.self) { decoder.append(bytes) }
            var messages: [ClientMessage] = []
            while let m = try decoder.nextMessage() { messages.append(m) }
            return messages
        }

        /// Runs what the session queued on the loop (a goodbye's write and the close after it),
        /// closes the channels left open, then shuts the loop down.
        func finish() async {
            await loop.run()
            for channel in accepted where channel.isActive { try? await channel.close() }
            await loop.run()
            await loop.shutdownGracefully()
        }
    }

    static func welcome(token: UInt64 = 77, resumed: Bool = false) -> ServerMessage {
        .welcome(WelcomeMessage(sessionID: 3, resumeToken: token, resumed: resumed,
                                screenSize: CGSize(width: 100, height: 100), capabilities: []))
    }

    static let snapshot = ServerMessage.snapshot(SnapshotMessage(commitID: 4, serverTime: 50, operations: [
        .createLayer(LayerID(2)),
        .setProperties(LayerID(2), [.bounds(CGRect(x: 0, y: 0, width: 10, height: 10)), .backgroundColor(.black)]),
        .setSublayers(.root, [LayerID(2)]),
    ]))

    @Test func theHelloGoesOutOnceUpAndThePresentedSnapshotIsAckedWithItsTimes() async throws {
        let h = Harness()
        h.session.connect()
        #expect(h.connectionsRequested == 1)
        let channel = try await h.accept()
        h.step()
        guard case .hello(let hello)? = try await h.clientWrote(on: channel).first else { Issue.record("no hello"); return }
        #expect(hello.name == "testing" && hello.resume == nil)
        try await h.serverSends([Self.welcome(), Self.snapshot], on: channel)
        h.step(at: 100.25)
        #expect(h.session.status == .running)
        let acks = try await h.clientWrote(on: channel).compactMap { if case .ack(let a) = $0 { a } else { nil } }
        #expect(acks.count == 1)
        // §12.4: the frame arrived at 100 (the handler's clock), was presented at 100.25.
        #expect(acks.first?.commitID == 4)
        #expect(acks.first?.receivedTime == 100 && acks.first?.presentedTime == 100.25)
        #expect(acks.first?.treeHash == h.session.treeHash)
        h.session.close()
        await h.finish()
    }

    @Test func aServerThatNeverWelcomesGetsAGoodbyeWithTimeoutAfterTenSeconds() async throws {
        let h = Harness(welcomeTimeout: 10)
        h.session.connect()
        let channel = try await h.accept()
        h.step(at: 100)
        _ = try await h.clientWrote(on: channel)  // the hello
        h.step(at: 109.99)
        #expect(try await h.clientWrote(on: channel).isEmpty)
        #expect(h.session.status == .handshaking)
        h.step(at: 110)
        let written = try await h.clientWrote(on: channel)
        guard case .goodbye(let g)? = written.first else { Issue.record("no goodbye: \(written)"); return }
        #expect(g.code == .timeout)
        guard case .ended(.timedOut?) = h.session.status else { Issue.record("not timed out: \(h.session.status)"); return }
        await channel.testingEventLoop.run()
        #expect(!channel.isActive, "closed after the goodbye was written")
        await h.finish()
    }

    @Test func aLostConnectionIsMadeAgainAfterTheBackoffAndAsksToResume() async throws {
        let h = Harness(reconnect: ClientReconnectPolicy(initialDelay: 0.5, maximumDelay: 8))
        h.session.connect()
        let first = try await h.accept()
        h.step(at: 100)
        try await h.serverSends([Self.welcome(token: 91), Self.snapshot], on: first)
        h.step(at: 100.1)
        #expect(h.session.lastAck?.commitID == 4)
        try await first.close()
        h.step(at: 101)
        #expect(h.session.status == .ended(.connectionLost("the server closed the connection")))
        #expect(h.session.reconnectDue == 101.5)
        h.step(at: 101.49)
        #expect(h.connectionsRequested == 0, "not before the backoff")
        h.step(at: 101.5)
        #expect(h.connectionsRequested == 1)
        let second = try await h.accept()
        h.step(at: 101.6)
        guard case .hello(let hello)? = try await h.clientWrote(on: second).first else { Issue.record("no hello"); return }
        // §10.5: the previous welcome's token and the last commit applied.
        #expect(hello.resume == ResumeRequest(token: 91, lastCommitID: 4))
        try await h.serverSends([Self.welcome(token: 92, resumed: true)], on: second)
        h.step(at: 101.7)
        #expect(h.session.status == .running)
        #expect(h.session.connectionCount == 2)
        h.session.close()
        await h.finish()
    }

    @Test func bytesThatBreakTheProtocolGetAGoodbyeWithTheirCode() async throws {
        let h = Harness(reconnect: ClientReconnectPolicy())
        h.session.connect()
        let channel = try await h.accept()
        h.step()
        try await h.serverSends([Self.welcome()], on: channel)
        // A frame of an unknown type (0x7FFF), empty payload: §9 unknownMessage.
        _ = try? await channel.writeInbound(ScriptedServerPeer.rawFrame(type: 0x7FFF, payload: []))
        h.step()
        let goodbyes = try await h.clientWrote(on: channel).compactMap { if case .goodbye(let g) = $0 { g } else { nil } }
        #expect(goodbyes.count == 1)
        guard case .ended(.protocolViolation(let e)?) = h.session.status else {
            Issue.record("not a violation: \(h.session.status)"); return
        }
        #expect(goodbyes.first?.code == e.code)
        #expect(h.session.reconnectDue == nil, "a broken server is not reconnected to")
        await h.finish()
    }
}

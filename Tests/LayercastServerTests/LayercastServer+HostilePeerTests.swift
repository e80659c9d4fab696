import Foundation
import Testing
import LayercastProtocol
import NIOCore
import NIOPosix
@testable import LayercastServer

/// Hostile and broken peers over real TCP against the real server (SPEC §2, §8, §9, §10, §12):
/// each gets an `error` or `reject` with the §9 code and a closed connection, while a healthy
/// session connected to the same server at the same time receives its next commit and reaches
/// the server's tree hash.
@Suite @MainActor struct LayercastServerHostilePeerTests {
    /// Runs `attack` (given the port; it returns what the attacker received until its connection
    /// closed) beside a healthy session, then checks the healthy one carries on; returns the
    /// code the attacker's connection ended with.
    private func attack(token: String? = nil, configure: (inout ServerConfiguration) -> Void = { _ in },
                        _ attack: (Int, any EventLoopGroup) async throws -> TestClient) async throws -> ProtocolError.Code? {
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 10, y: 20, width: 100, height: 50), shade: 0x40)
        return try await withServer(serving: ui, threads: 2, configuring: {
            $0.token = token
            // The healthy peer answers pings only while it reads.
            $0.pingInterval = .seconds(600)
            $0.pingTimeout = .seconds(600)
            configure(&$0)
        }) { server, group in
            server.runTurn()
            let port = try #require(server.port)
            // Its hello leaves at connect, from the event loop: the short handshake timeouts of some
            // attacks must not catch the healthy peer while other suites hold the main actor.
            let healthy = try await TestClient.connect(port: port, group: group, greeting: TestClient.hello(token: token))
            try await healthy.nextUpdate()
            try await healthy.ack()

            let attacker = try await attack(port, group)
            let messages = try await attacker.drainUntilClosed()
            #expect(!attacker.channel.isActive, "the attacker's connection is closed (not cut by the test's watchdog)")

            // The healthy session gets the next commit and converges.
            #expect(await waitUntil { server.sessionIDs.count == 1 }, "sessions: \(server.sessionIDs)")
            ui.setOpacity(box, 0.5)
            server.runTurn()
            let hash = try #require(server.tree(for: ScaleGroupKey(scale: 1))).canonicalHash
            #expect(try await healthy.converge(to: hash))
            #expect(healthy.channel.isActive)

            await healthy.close()
            return closingCode(messages)
        }
    }

    private func connected(_ port: Int, _ group: any EventLoopGroup, hello: Bool) async throws -> TestClient {
        let peer = try await TestClient.connect(port: port, group: group)
        if hello { try await peer.handshake() }
        return peer
    }

    // MARK: - Framing (§2.2, §2.3, §2.4)

    @Test func aTruncatedHeaderThenEOFIsMalformed() async throws {
        let code = try await attack { port, group in
            let peer = try await connected(port, group, hello: true)
            try await peer.sendRaw([0x10, 0x00, 0x00])
            try await peer.halfClose()
            return peer
        }
        #expect(code == .malformed)
    }

    @Test func aLengthOverTheLimitIsFrameTooLarge() async throws {
        let code = try await attack { port, group in
            let peer = try await connected(port, group, hello: true)
            try await peer.sendRaw(rawFrame(type: MessageType.pointer.rawValue,
                                            length: UInt32(ProtocolLimits.default.maxFrameSize) + 1))
            return peer
        }
        #expect(code == .frameTooLarge)
    }

    @Test func aZstdFrameInflatingPastTheLimitIsDecompressedTooLarge() async throws {
        let code = try await attack(configure: { $0.limits = ProtocolLimits(maxDecompressedSize: 1 << 20) }) { port, group in
            let peer = try await connected(port, group, hello: true)
            // 16 MiB of zeros squeeze into a few hundred bytes.
            let bomb = try ZstdCompressor().compress([UInt8](repeating: 0, count: 16 << 20))
            try await peer.sendRaw(rawFrame(type: MessageType.pointer.rawValue, flags: 1,
                                            payload: Array(bomb.readableBytesView)))
            return peer
        }
        #expect(code == .decompressedTooLarge)
    }

    @Test func anUnknownCriticalTypeIsUnknownMessage() async throws {
        let code = try await attack { port, group in
            let peer = try await connected(port, group, hello: true)
            // A skippable unknown type is skipped (§2.3); the critical one after it is not.
            try await peer.sendRaw(rawFrame(type: 0x8123, payload: [1, 2, 3]))
            try await peer.sendRaw(rawFrame(type: 0x0FFF, payload: [1, 2, 3, 4]))
            return peer
        }
        #expect(code == .unknownMessage)
    }

    // MARK: - Handshake (§2.5, §10, §14.2)

    @Test func aMessageBeforeTheHandshakeIsUnexpected() async throws {
        let code = try await attack { port, group in
            let peer = try await connected(port, group, hello: false)
            try await peer.send(.ack(AckMessage(commitID: 1, receivedTime: 0, presentedTime: 0, treeHash: 0)))
            return peer
        }
        #expect(code == .unexpectedMessage)
    }

    @Test(arguments: ["magic", "version"])
    func aWrongMagicOrVersionIsUnsupportedVersion(_ what: String) async throws {
        let code = try await attack { port, group in
            let peer = try await connected(port, group, hello: false)
            var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
            var hello = TestClient.hello()
            if what == "version" { hello.minVersion = 7; hello.maxVersion = 9 }
            var frame = try encoder.encode(ClientMessage.hello(hello))
            if what == "magic" { frame.setBytes(Array("LCSX".utf8), at: 8) }
            try await peer.sendRaw(Array(frame.readableBytesView))
            return peer
        }
        #expect(code == .unsupportedVersion)
    }

    @Test(arguments: [nil, "", "wrong", "s3cret!!"])
    func aBadOrMissingTokenIsUnauthorized(_ presented: String?) async throws {
        let code = try await attack(token: "s3cret!") { port, group in
            let peer = try await connected(port, group, hello: false)
            try await peer.send(.hello(TestClient.hello(token: presented)))
            return peer
        }
        #expect(code == .unauthorized)
    }

    /// The handshake timeout of these tests: long enough for the healthy peer's hello to make it
    /// on a loaded machine (the thread sanitizer slows every test running beside it).
    private static let handshakeTimeout: TimeAmount = .seconds(5)

    @Test func aSilentClientTimesOut() async throws {
        let code = try await attack(configure: { $0.handshakeTimeout = Self.handshakeTimeout }) { port, group in
            try await connected(port, group, hello: false)
        }
        #expect(code == .timeout)
    }

    /// Scaled down from one byte a second: a byte every 250 ms against a 5 s handshake timeout.
    /// The bytes keep coming, and they are not what keeps a connection alive: the hello must be
    /// whole in time.
    @Test func aClientTricklingItsHelloIsCutOffByTheHandshakeTimeout() async throws {
        var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
        let hello = Array(try encoder.encode(ClientMessage.hello(TestClient.hello())).readableBytesView)
        let interval = TimeAmount.milliseconds(250)
        let code = try await attack(configure: { $0.handshakeTimeout = Self.handshakeTimeout }) { port, group in
            let peer = try await connected(port, group, hello: false)
            let channel = peer.channel
            let sent = try await channel.eventLoop.submit { NIOLoopBoundBox(0, eventLoop: channel.eventLoop) }.get()
            channel.eventLoop.scheduleRepeatedTask(initialDelay: .zero, delay: interval) { task in
                guard sent.value < hello.count, channel.isActive else { return task.cancel() }
                channel.writeAndFlush(ByteBuffer(bytes: [hello[sent.value]]), promise: nil)
                sent.value += 1
            }
            return peer
        }
        #expect(Int64(hello.count) * interval.nanoseconds > 2 * Self.handshakeTimeout.nanoseconds,
                "the hello takes far longer than the timeout to trickle")
        #expect(code == .timeout)
    }

    // MARK: - Input (§12)

    /// Non-finite numbers (refused by the decoder) and finite but absurd ones (by the server).
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -5e7])
    func inputWithBadCoordinatesIsInvalidInput(_ x: Double) async throws {
        let code = try await attack { port, group in
            let peer = try await connected(port, group, hello: true)
            try await peer.sendRaw(rawFrame(type: MessageType.pointer.rawValue, payload: rawPointerPayload(x: x)))
            return peer
        }
        #expect(code == .invalidInput)
    }

    /// (device, pointer id, phase) sequences that no real pointer makes.
    @Test(arguments: [
        "moved before began", "ended before began", "began twice", "unknown phase", "unknown device",
    ])
    func touchesOutOfOrderOrUnknownAreInvalidInput(_ case: String) async throws {
        let frames: [[UInt8]] = switch `case` {
        case "moved before began": [rawPointerPayload(pointerID: 9, phase: 1)]
        case "ended before began": [rawPointerPayload(pointerID: 9, phase: 2)]
        case "began twice": [rawPointerPayload(phase: 0), rawPointerPayload(phase: 0)]
        case "unknown phase": [rawPointerPayload(phase: 9)]
        default: [rawPointerPayload(device: 7)]
        }
        let code = try await attack { port, group in
            let peer = try await connected(port, group, hello: true)
            for payload in frames { try await peer.sendRaw(rawFrame(type: MessageType.pointer.rawValue, payload: payload)) }
            return peer
        }
        #expect(code == .invalidInput)
    }

    @Test func aFloodOfInputIsRateLimited() async throws {
        let code = try await attack(configure: { $0.limits = ProtocolLimits(maxMessagesPerSecond: 50) }) { port, group in
            let peer = try await connected(port, group, hello: true)
            var flood: [UInt8] = []
            // Hover moves: valid input, far more of it than L7 allows in a second.
            for i in 0..<400 {
                flood += rawFrame(type: MessageType.pointer.rawValue,
                                  payload: rawPointerPayload(device: 1, pointerID: 0, phase: 4, x: Double(i % 300)))
            }
            try? await peer.sendRaw(flood)
            return peer
        }
        #expect(code == .rateLimited)
    }
}

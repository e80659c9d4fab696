import Foundation
import Testing
import LayercastProtocol
import NIOCore
import NIOPosix
@testable import LayercastServer

/// Handshake rules over real TCP: SPEC §2.5, §10, §14.2.
@Suite @MainActor struct LayercastServerHandshakeTests {
    // MARK: - Accepted hello

    @Test func helloGetsWelcomeThenContentsThenSnapshot() async throws {
        let ui = ScriptedUI()
        ui.addBox(CGRect(x: 10, y: 20, width: 100, height: 50), shade: 0x40)
        try await withServer(ui) { server, group in
            server.runTurn()
            let client = try await TestClient.connect(to: server)
            try await client.send(.hello(TestClient.hello()))

            guard case .welcome(let welcome)? = try await client.next() else { Issue.record("no welcome"); return }
            #expect(welcome.version == ProtocolVersion.current)
            #expect(welcome.screenSize == CGSize(width: 390, height: 844))
            #expect(welcome.capabilities == LayercastServer.capabilities)
            #expect(!welcome.resumed)
            guard case .contents? = try await client.next() else { Issue.record("no contents before the snapshot"); return }
            guard case .snapshot? = try await client.next() else { Issue.record("no snapshot"); return }
            let serverTree = try #require(server.tree(for: ScaleGroupKey(scale: 1)))
            #expect(client.tree.canonicalHash == serverTree.canonicalHash)
            #expect(server.sessionIDs.count == 1)

            await client.close()
        }
    }

    /// SPEC §10.2, §13: a client offering 1…2 gets a version-2 welcome reporting the scale its
    /// contents are drawn at (1920×1080 px fit 390×844 pt at 1.28) and `mirror` even when it asked
    /// to attach an additional screen (a UI of one screen cannot show one); a version-1 client gets
    /// none of the fields.
    @Test func theWelcomeReportsTheContentsScaleAndModeFromVersionTwo() async throws {
        try await withServer(ScriptedUI()) { server, group in
            let two = try await TestClient.connect(to: server)
            var hello = TestClient.hello(width: 1920, height: 1080)
            hello.mode = .additional
            hello.maxVersion = 2   // a version-2 client (the default hello offers 1…3 since version 3)
            try await two.send(.hello(hello))
            guard case .welcome(let w2)? = try await two.next() else { Issue.record("no welcome"); return }
            #expect(w2.version == 2)
            #expect(w2.contentsScale == 1.28)
            #expect(w2.mode == .mirror)
            #expect(w2.screenID == 0)

            let one = try await TestClient.connect(to: server)
            var old = TestClient.hello()
            old.maxVersion = 1
            try await one.send(.hello(old))
            guard case .welcome(let w1)? = try await one.next() else { Issue.record("no welcome"); return }
            #expect(w1.version == 1)
            #expect(w1.contentsScale == nil && w1.mode == nil && w1.screenID == nil)
            await one.close()
            await two.close()
        }
    }

    // MARK: - Refused hellos

    @Test func wrongMagicIsRejectedWithUnsupportedVersionAndClosed() async throws {
        try await withServer(ScriptedUI()) { server, group in
            let client = try await TestClient.connect(to: server)
            var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
            var frame = try encoder.encode(ClientMessage.hello(TestClient.hello()))
            frame.setBytes(Array("XXXX".utf8), at: 8)  // the magic: the payload's first 4 bytes
            try await client.sendRaw(frame)
            let messages = try await client.drainUntilClosed()
            #expect(messages == [.reject(RejectMessage(code: .unsupportedVersion, reason: messages.first.flatMap {
                if case .reject(let r) = $0 { r.reason } else { nil } } ?? ""))])
            #expect(server.sessionIDs.isEmpty)
        }
    }

    @Test func noCommonVersionIsRejected() async throws {
        try await withServer(ScriptedUI()) { server, group in
            let client = try await TestClient.connect(to: server)
            var hello = TestClient.hello()
            // The server speaks 1…4 (SPEC §10.5, §13).
            hello.minVersion = 5
            hello.maxVersion = 6
            try await client.send(.hello(hello))
            let messages = try await client.drainUntilClosed()
            #expect(messages.count == 1)
            guard case .reject(let reject)? = messages.first else { Issue.record("expected a reject, got \(messages)"); return }
            #expect(reject.code == .unsupportedVersion)
        }
    }

    @Test func messageBeforeHelloIsAnErrorAndCloses() async throws {
        try await withServer(ScriptedUI()) { server, group in
            let client = try await TestClient.connect(to: server)
            try await client.send(.pong(PongMessage(nonce: 1)))
            let messages = try await client.drainUntilClosed()
            guard case .error(let error)? = messages.first, messages.count == 1 else {
                Issue.record("expected one error, got \(messages)"); return
            }
            #expect(error.code == .unexpectedMessage)
        }
    }

    @Test func silentClientTimesOut() async throws {
        try await withServer(ScriptedUI(), handshakeTimeout: .seconds(10)) { server, group in
            let client = try await TestClient.connect(to: server)
            // §2.5: 10 s on the connection's manual clock.
            await advanceTime(of: server, by: .seconds(10))
            let messages = try await client.drainUntilClosed()
            guard case .error(let error)? = messages.first, messages.count == 1 else {
                Issue.record("expected one error, got \(messages)"); return
            }
            #expect(error.code == .timeout)
        }
    }

    @Test func floodIsRateLimited() async throws {
        try await withServer(ScriptedUI(), limits: ProtocolLimits(maxMessagesPerSecond: 5)) { server, group in
            let client = try await TestClient.connect(to: server)
            try await client.send(.hello(TestClient.hello()))
            // Twenty messages in one write, so they arrive together however slow the run (a sanitizer
            // build sent them one by one slower than the limit). The server may close mid-flood.
            var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
            var flood = ByteBuffer()
            for nonce in 0..<20 {
                var frame = try encoder.encode(ClientMessage.pong(PongMessage(nonce: UInt64(nonce))))
                flood.writeBuffer(&frame)
            }
            try? await client.sendRaw(flood)
            let messages = try await client.drainUntilClosed()
            guard case .error(let error)? = messages.last else { Issue.record("expected an error, got \(messages)"); return }
            #expect(error.code == .rateLimited)
        }
    }

    // MARK: - Token (§14.2)

    @Test(arguments: [nil, "wrong", "s3cret!"])
    func tokenIsRequiredAndCompared(token: String?) async throws {
        try await withServer(ScriptedUI(), token: "s3cret") { server, group in
            let client = try await TestClient.connect(to: server)
            try await client.send(.hello(TestClient.hello(token: token)))
            let messages = try await client.drainUntilClosed()
            guard case .reject(let reject)? = messages.first, messages.count == 1 else {
                Issue.record("expected one reject, got \(messages)"); return
            }
            #expect(reject.code == .unauthorized)
            #expect(server.statistics.sessionsAccepted == 0)
        }
    }

    @Test func rightTokenIsWelcomed() async throws {
        try await withServer(ScriptedUI(), token: "s3cret") { server, group in
            let client = try await TestClient.connect(to: server)
            try await client.send(.hello(TestClient.hello(token: "s3cret")))
            guard case .welcome? = try await client.next() else { Issue.record("no welcome"); return }
            await client.close()
        }
    }

    @Test func nonLoopbackHostWithoutTokenRefusesToStart() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        #expect(throws: LayercastServerError.tokenRequired(host: "0.0.0.0")) {
            try LayercastServer(ui: ScriptedUI(), configuration: ServerConfiguration(host: "0.0.0.0"), eventLoopGroup: group)
        }
        #expect(throws: Never.self) {
            try LayercastServer(ui: ScriptedUI(), configuration: ServerConfiguration(host: "0.0.0.0", token: "t"),
                                eventLoopGroup: group)
        }
    }

    @Test func tokenComparisonIsExact() {
        #expect(TokenCheck.matches(presented: "abc", expected: "abc"))
        #expect(!TokenCheck.matches(presented: "abd", expected: "abc"))
        #expect(!TokenCheck.matches(presented: "ab", expected: "abc"))
        #expect(!TokenCheck.matches(presented: "abcd", expected: "abc"))
        #expect(!TokenCheck.matches(presented: nil, expected: "abc"))
    }
}

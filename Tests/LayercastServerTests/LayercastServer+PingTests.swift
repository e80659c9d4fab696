import Foundation
import Testing
import LayercastProtocol
import NIOCore
import NIOPosix
@testable import LayercastServer

/// Pings and pongs over real TCP (SPEC §11.6, §12.7), with short configured intervals: a client
/// that answers stays; one that does not, or that stops reading after the handshake, is closed
/// with `timeout`.
@Suite @MainActor struct LayercastServerPingTests {
    /// `withServer` with pings every 100 ms and a 5 s pong timeout.
    private func withPingingServer(_ ui: ScriptedUI,
                                   _ body: (LayercastServer, MultiThreadedEventLoopGroup) async throws -> Void) async throws {
        try await withServer(serving: ui, configuring: {
            // Short, yet long enough for a main actor shared with other suites to write a ping
            // and for the answering client to answer under the thread sanitizer's slowdown.
            $0.pingInterval = .milliseconds(100)
            $0.pingTimeout = .seconds(5)
        }, body)
    }

    @Test func aClientThatAnswersStaysAndPingsCarryTheUIsClock() async throws {
        let ui = ScriptedUI()
        ui.addBox(CGRect(x: 0, y: 0, width: 10, height: 10), shade: 1)
        try await withPingingServer(ui) { server, group in
            server.runTurn()
            let peer = try await TestClient.connect(port: try #require(server.port), group: group)
            try await peer.handshake()
            var nonces: [UInt64] = []
            // Thirty pings are more than a timeout's worth: answered, they keep the session.
            while nonces.count < 30, let message = try await peer.next() {
                guard case .ping(let ping) = message else { continue }
                #expect(ping.serverTime == ui.now, "the clock commits are stamped with (§11.6)")
                nonces.append(ping.nonce)
                try await peer.send(.pong(PongMessage(nonce: ping.nonce)))
            }
            #expect(nonces.count == 30)
            #expect(Set(nonces).count == 30, "each ping has its own nonce")
            #expect(peer.channel.isActive)
            #expect(server.sessionIDs.count == 1)
            await peer.close()
        }
    }

    @Test func aClientThatDoesNotAnswerIsClosedWithTimeout() async throws {
        let ui = ScriptedUI()
        try await withPingingServer(ui) { server, group in
            let peer = try await TestClient.connect(port: try #require(server.port), group: group)
            try await peer.send(.hello(TestClient.hello()))
            // Reads everything, answers nothing (a pong with the wrong nonce does not count).
            try await peer.send(.pong(PongMessage(nonce: 999)))
            let messages = try await peer.drainUntilClosed()
            #expect(closingCode(messages) == .timeout)
            let pings = messages.filter { if case .ping = $0 { true } else { false } }
            #expect(pings.count == 1, "the next ping waits for the pong of the last")
            #expect(!peer.channel.isActive)
            #expect(await waitUntil { server.sessionIDs.isEmpty })
        }
    }

    /// Completes the handshake, then neither reads nor writes: the pong never comes.
    @Test func aClientThatStallsAfterTheHandshakeIsClosed() async throws {
        let ui = ScriptedUI()
        ui.addBox(CGRect(x: 0, y: 0, width: 10, height: 10), shade: 1)
        try await withPingingServer(ui) { server, group in
            server.runTurn()
            let peer = try await TestClient.connect(port: try #require(server.port), group: group)
            try await peer.handshake()
            try await peer.setReading(false)
            #expect(await waitUntil(seconds: 20) { server.sessionIDs.isEmpty && server.openConnectionCount == 0 })
            // A stall is what a dropped network looks like: the session may still be resumed.
            #expect(server.parkedSessionIDs.count == 1)
            try? await peer.setReading(true)
            let messages = try await peer.drainUntilClosed()
            #expect(closingCode(messages) == .timeout)
        }
    }
}

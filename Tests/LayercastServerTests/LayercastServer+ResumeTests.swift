import Foundation
import Testing
import LayercastProtocol
import NIOCore
import NIOPosix
@testable import LayercastServer

/// Reconnecting with the resume token over real TCP (SPEC §10.5): the client gets what it missed
/// as one commit, keeps the contents it holds, and its touches were cancelled at the drop.
@Suite @MainActor struct LayercastServerResumeTests {
    /// Without zstd, so byte counts compare what is sent rather than how well it compresses.
    static let capabilities: Capabilities = [.animations, .partialContents, .pixelFilter]

    @MainActor private struct Rig {
        let group: MultiThreadedEventLoopGroup
        let ui: ScriptedUI
        let server: LayercastServer
        let port: Int
        let boxes: [LayerID]
        var hash: UInt64? { server.tree(for: ScaleGroupKey(scale: 1))?.canonicalHash }
    }

    /// Runs `body` with two boxes served after a first turn; `withServer` stops the server.
    private func withRig(_ configure: (inout ServerConfiguration) -> Void = { _ in },
                         _ body: (Rig) async throws -> Void) async throws {
        let ui = ScriptedUI()
        let a = ui.addBox(CGRect(x: 10, y: 20, width: 200, height: 200), shade: 0x40)
        let b = ui.addBox(CGRect(x: 0, y: 300, width: 300, height: 300), shade: 0x80)
        try await withServer(serving: ui, threads: 2, configuring: configure) { server, group in
            server.runTurn()
            try await body(Rig(group: group, ui: ui, server: server, port: try #require(server.port), boxes: [a, b]))
        }
    }

    /// A client that got the snapshot, acknowledged it, and dropped without a goodbye.
    private func droppedClient(_ rig: Rig) async throws -> TestClient {
        let first = try await TestClient.connect(to: rig.server)
        try await first.handshake(TestClient.hello(capabilities: Self.capabilities))
        try await first.ack()
        #expect(await waitUntil { rig.server.statistics.acks == 1 })
        await first.close()
        #expect(await waitUntil { rig.server.parkedSessionIDs.count == 1 && rig.server.sessionIDs.isEmpty })
        return first
    }

    /// A new connection holding what `first` held, greeting with `hello` (by default, `first`'s
    /// resume request).
    private func reconnect(_ first: TestClient, _ rig: Rig, hello: HelloMessage? = nil) async throws -> TestClient {
        let second = try await TestClient.connect(to: rig.server)
        second.adopt(first)
        try await second.send(.hello(hello ?? first.resumeHello(capabilities: Self.capabilities)))
        return second
    }

    // MARK: - Accepted resume

    @Test func aDroppedClientResumesWithOneCommitAndWithoutItsContentsAgain() async throws {
        try await withRig { rig in
            let first = try await droppedClient(rig)
            let freshBytes = first.bytesReceived
            let held = Set(first.contents.keys)

            // The app goes on meanwhile: a property, a redraw of nothing held, a new layer.
            rig.ui.setOpacity(rig.boxes[0], 0.5)
            rig.ui.addBox(CGRect(x: 300, y: 10, width: 20, height: 20), shade: 0xC0)
            rig.server.runTurn()
            rig.ui.setOpacity(rig.boxes[1], 0.25)
            rig.server.runTurn()

            let second = try await reconnect(first, rig)
            guard case .welcome(let welcome)? = try await second.next() else { Issue.record("no welcome"); return }
            #expect(welcome.resumed)
            #expect(welcome.sessionID == first.welcome?.sessionID)
            #expect(welcome.resumeToken != first.welcome?.resumeToken, "each welcome carries a fresh token")
            guard case .commit? = try await second.nextUpdate() else { Issue.record("a resume continues with a commit"); return }
            #expect(!second.received.contains { if case .snapshot = $0 { true } else { false } })
            #expect(second.contentsReceived.count == 1, "only the new box's contents")
            #expect(held.isDisjoint(with: second.contentsReceived), "contents the client holds are not sent again")
            #expect(second.tree.canonicalHash == rig.hash)
            #expect(second.bytesReceived * 20 < freshBytes, "resume \(second.bytesReceived) B, fresh \(freshBytes) B")
            #expect(rig.server.statistics.resumes == 1)
            #expect(rig.server.parkedSessionIDs.isEmpty)

            // It goes on as any session: acks, commits.
            try await second.ack()
            rig.ui.setOpacity(rig.boxes[0], 0.75)
            rig.server.runTurn()
            #expect(try await second.converge(to: try #require(rig.hash)))
            await second.close()
        }
    }

    @Test func aResumeFromAnUpdateInFlightIsAccepted() async throws {
        try await withRig { rig in
            let first = try await TestClient.connect(to: rig.server)
            try await first.handshake(TestClient.hello(capabilities: Self.capabilities))
            try await first.ack()
            rig.ui.setOpacity(rig.boxes[0], 0.5)
            rig.server.runTurn()
            // Applied, never acknowledged: the ack was lost with the connection.
            guard case .commit? = try await first.nextUpdate() else { Issue.record("no commit"); return }
            await first.close()
            #expect(await waitUntil { rig.server.parkedSessionIDs.count == 1 })
            rig.ui.setOpacity(rig.boxes[1], 0.5)
            rig.server.runTurn()

            let second = try await reconnect(first, rig)
            guard case .welcome(let welcome)? = try await second.next() else { Issue.record("no welcome"); return }
            #expect(welcome.resumed)
            guard case .commit? = try await second.nextUpdate() else { Issue.record("no commit"); return }
            #expect(second.contentsReceived.isEmpty)
            #expect(second.tree.canonicalHash == rig.hash)
            await second.close()
        }
    }

    /// The server may not have seen the old connection go (a dropped network): the resume takes
    /// the session over and closes the old connection.
    @Test func aResumeWhileTheOldConnectionLooksOpenTakesItOver() async throws {
        try await withRig { rig in
            let first = try await TestClient.connect(to: rig.server)
            try await first.handshake(TestClient.hello(capabilities: Self.capabilities))
            try await first.ack()
            #expect(await waitUntil { rig.server.statistics.acks == 1 })

            let second = try await reconnect(first, rig)
            guard case .welcome(let welcome)? = try await second.next() else { Issue.record("no welcome"); return }
            #expect(welcome.resumed)
            _ = try await first.drainUntilClosed()
            #expect(!first.channel.isActive, "the old connection is closed")
            #expect(rig.server.sessionIDs == [welcome.sessionID])
            #expect(rig.server.parkedSessionIDs.isEmpty)
            rig.ui.setOpacity(rig.boxes[0], 0.5)
            rig.server.runTurn()
            #expect(try await second.converge(to: try #require(rig.hash)))
            await second.close()
        }
    }

    // MARK: - Refused resume: a snapshot instead

    @Test(arguments: ["unknown token", "unknown commit", "after a goodbye", "after the grace period"])
    func aResumeThatCannotBeHonouredGetsASnapshot(_ why: String) async throws {
        try await withRig({ $0.resumeGracePeriod = .seconds(30) }) { rig in
            let first = try await TestClient.connect(to: rig.server)
            try await first.handshake(TestClient.hello(capabilities: Self.capabilities))
            try await first.ack()
            if why == "after a goodbye" {
                try await first.send(.goodbye(GoodbyeMessage(reason: "bye")))
                _ = try await first.drainUntilClosed()
            } else {
                await first.close()
            }
            #expect(await waitUntil { rig.server.sessionIDs.isEmpty })
            if why == "after the grace period" {
                // The grace period runs on the connections' manual clock: kept for 30 s, not a
                // moment less, then forgotten.
                #expect(await waitUntil { rig.server.parkedSessionIDs.count == 1 })
                await advanceTime(of: rig.server, by: .seconds(30) - .milliseconds(1))
                for _ in 0..<10 { await Task.yield() }
                #expect(rig.server.parkedSessionIDs.count == 1, "kept until the grace period ends")
                await advanceTime(of: rig.server, by: .milliseconds(1))
            }
            if why == "after the grace period" || why == "after a goodbye" {
                #expect(await waitUntil { rig.server.parkedSessionIDs.isEmpty })
            }
            var hello = first.resumeHello(capabilities: Self.capabilities)
            if why == "unknown token" { hello.resume?.token &+= 1 }
            if why == "unknown commit" { hello.resume?.lastCommitID &+= 1000 }

            let second = try await reconnect(first, rig, hello: hello)
            guard case .welcome(let welcome)? = try await second.next() else { Issue.record("no welcome"); return }
            #expect(!welcome.resumed)
            guard case .snapshot? = try await second.nextUpdate() else { Issue.record("a refused resume gets a snapshot"); return }
            #expect(second.contentsReceived.count == 2, "a new connection holds nothing (§6.4)")
            #expect(second.tree.canonicalHash == rig.hash)
            #expect(rig.server.statistics.resumes == 0)
            await second.close()
        }
    }

    // MARK: - Touches (SPEC §10.5, touchesCancelled)

    @Test func touchesDownWhenTheConnectionDropsAreCancelledAtOnce() async throws {
        try await withRig { rig in
            let first = try await TestClient.connect(to: rig.server)
            try await first.handshake(TestClient.hello(capabilities: Self.capabilities))
            try await first.send(.pointer(PointerMessage(device: .touch, pointerID: 3, phase: .began,
                                                         location: CGPoint(x: 50, y: 60), timestamp: 0)))
            try await first.send(.pointer(PointerMessage(device: .touch, pointerID: 3, phase: .moved,
                                                         location: CGPoint(x: 55, y: 65), timestamp: 0)))
            #expect(await waitUntil { rig.server.statistics.inputs == 2 })
            rig.server.runTurn()
            #expect(rig.ui.delivered.map(\.phase) == [.began, .moved])
            await first.close()
            #expect(await waitUntil { rig.server.parkedSessionIDs.count == 1 })
            rig.server.runTurn()
            let last = try #require(rig.ui.delivered.last)
            #expect(last.phase == .cancelled)
            #expect(last.identifier == rig.ui.delivered[0].identifier)
            #expect(last.location == CGPoint(x: 55, y: 65))

            // Resumed, the client starts a new touch; the old one stays cancelled.
            let second = try await reconnect(first, rig)
            guard case .welcome(let welcome)? = try await second.next() else { Issue.record("no welcome"); return }
            #expect(welcome.resumed)
            try await second.send(.pointer(PointerMessage(device: .touch, pointerID: 3, phase: .began,
                                                          location: CGPoint(x: 70, y: 80), timestamp: 0)))
            #expect(await waitUntil { rig.server.statistics.inputs == 3 })
            rig.server.runTurn()
            #expect(rig.ui.delivered.count == 4)
            #expect(rig.ui.delivered.last?.phase == .began)
            #expect(rig.ui.delivered.last?.identifier != last.identifier)
            await second.close()
        }
    }
}

import Foundation
import Testing
import LayercastProtocol
import NIOCore
import NIOPosix
@testable import LayercastServer

/// Input from clients to the UI (SPEC §12.1): touch identities per client, cancellation on
/// disconnect, invalid input.
@Suite @MainActor struct LayercastServerInputTests {
    private func join(_ server: LayercastServer, group: any EventLoopGroup) async throws -> TestClient {
        let client = try await TestClient.connect(to: server)
        try await client.send(.hello(TestClient.hello()))
        try await client.nextUpdate()
        return client
    }

    private func touch(_ id: UInt32, _ phase: PointerPhase, x: Double = 10, y: Double = 20) -> ClientMessage {
        .pointer(PointerMessage(device: .touch, pointerID: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: 0))
    }

    @Test func sameTouchIDFromTwoClientsStaysTwoTouches() async throws {
        let ui = ScriptedUI()
        try await withServer(ui) { server, group in
            let a = try await join(server, group: group)
            let b = try await join(server, group: group)
            try await a.send(touch(1, .began, x: 10))
            try await b.send(touch(1, .began, x: 200))
            #expect(await waitUntil { server.statistics.inputs == 2 })
            #expect(server.needsTurn)
            server.runTurn()
            #expect(ui.delivered.count == 2)
            #expect(Set(ui.delivered.map(\.identifier)).count == 2)
            #expect(Set(ui.delivered.map(\.location.x)) == [10, 200])
            await a.close()
            await b.close()
        }
    }

    @Test func disconnectCancelsOnlyThatClientsTouches() async throws {
        let ui = ScriptedUI()
        try await withServer(ui) { server, group in
            let leaving = try await join(server, group: group)
            let staying = try await join(server, group: group)
            try await leaving.send(touch(7, .began))
            try await leaving.send(touch(7, .moved, x: 30, y: 40))
            try await staying.send(touch(7, .began, x: 100))
            #expect(await waitUntil { server.statistics.inputs == 3 })
            server.runTurn()
            let leavingID = try #require(ui.delivered.first?.identifier)
            let stayingID = try #require(ui.delivered.last?.identifier)

            await leaving.close()
            #expect(await waitUntil { server.sessionIDs.count == 1 })
            server.runTurn()
            let last = try #require(ui.delivered.last)
            #expect(last == ServedTouch(identifier: leavingID, phase: .cancelled, location: CGPoint(x: 30, y: 40)))
            #expect(!ui.delivered.contains { $0.identifier == stayingID && $0.phase == .cancelled })

            try await staying.send(touch(7, .ended, x: 100))
            #expect(await waitUntil { server.statistics.inputs == 4 })
            server.runTurn()
            #expect(ui.delivered.last.map { ServedTouch(identifier: $0.identifier, phase: $0.phase, location: $0.location) }
                    == ServedTouch(identifier: stayingID, phase: .ended, location: CGPoint(x: 100, y: 20)))
            await staying.close()
        }
    }

    /// Input times reach the UI on its own clock with the client's spacing: the smallest
    /// server-minus-client difference seen maps every later timestamp, so a touch delayed by the
    /// network keeps the time the user made it (a fling stops where the user saw it).
    @Test func touchTimesKeepTheClientsSpacingOnTheUIsClock() async throws {
        let ui = ScriptedUI()
        try await withServer(ui) { server, group in
            let client = try await join(server, group: group)
            func at(_ t: Double, _ phase: PointerPhase) -> ClientMessage {
                .pointer(PointerMessage(device: .touch, pointerID: 3, phase: phase, location: CGPoint(x: 1, y: 1), timestamp: t))
            }
            // The client's clock reads 1000 s; its events are 0.25 s apart. The UI's clock advances
            // 1/60 s a turn: the move arrives 0.1 s late (0.35 s after the began), the end on time.
            try await client.send(at(1000, .began))
            #expect(await waitUntil { server.statistics.inputs == 1 })
            for _ in 0..<21 { server.runTurn() }
            try await client.send(at(1000.25, .moved))
            #expect(await waitUntil { server.statistics.inputs == 2 })
            for _ in 0..<15 { server.runTurn() }
            try await client.send(at(1000.5, .ended))
            #expect(await waitUntil { server.statistics.inputs == 3 })
            server.runTurn()
            let times = ui.delivered.compactMap(\.timestamp)
            #expect(times.count == 3)
            #expect(abs((times[1] - times[0]) - 0.25) < 1e-9 && abs((times[2] - times[1]) - 0.25) < 1e-9)
            // On the UI's clock: not after the moment each was handled.
            #expect(times.allSatisfy { $0 <= ui.now })
            await client.close()
        }
    }

    @Test func mouseIsOneTouchWhileThePrimaryButtonIsDown() async throws {
        let ui = ScriptedUI()
        try await withServer(ui) { server, group in
            let client = try await join(server, group: group)
            func mouse(_ phase: PointerPhase, buttons: UInt32) -> ClientMessage {
                .pointer(PointerMessage(device: .mouse, pointerID: 0, phase: phase, location: CGPoint(x: 5, y: 5),
                                        buttons: buttons, timestamp: 0))
            }
            try await client.send(mouse(.hover, buttons: 0))
            try await client.send(mouse(.moved, buttons: 0))
            try await client.send(mouse(.began, buttons: 1))
            try await client.send(mouse(.ended, buttons: 0))
            #expect(await waitUntil { server.statistics.inputs == 2 })
            server.runTurn()
            #expect(ui.delivered.map(\.phase) == [.began, .ended])
            await client.close()
        }
    }

    @Test(arguments: [
        (PointerPhase.moved, 10.0),   // a touch that never began
        (PointerPhase.began, 1e9),    // absurd coordinates
    ])
    func invalidInputClosesWithInvalidInput(phase: PointerPhase, x: Double) async throws {
        try await withServer(ScriptedUI()) { server, group in
            let client = try await join(server, group: group)
            try await client.send(touch(3, phase, x: x))
            let rest = try await client.drainUntilClosed()
            guard case .error(let error)? = rest.last else { Issue.record("expected an error, got \(rest)"); return }
            #expect(error.code == .invalidInput)
        }
    }
}

/// Automatic pacing: input makes the server run a turn by itself.
@Suite @MainActor struct LayercastServerPacingTests {
    @Test func inputRunsATurnAndItsCommitReachesTheClient() async throws {
        let ui = ScriptedUI()
        let box = ui.addBox(CGRect(x: 0, y: 0, width: 40, height: 30), shade: 10)
        ui.boxFollowingTouches = box
        try await withServer(ui, pacing: .automatic) { server, group in
            server.runTurn()  // commits the box before anyone joins (the scripted snapshot shows it already)
            let client = try await TestClient.connect(to: server)
            try await client.send(.hello(TestClient.hello()))
            try await client.nextUpdate()
            try await client.ack()
            try await client.send(.pointer(PointerMessage(device: .touch, pointerID: 1, phase: .began,
                                                          location: CGPoint(x: 77, y: 88), timestamp: 0)))
            // No runTurn() here: the server's pacing runs it.
            guard case .commit? = try await client.nextUpdate() else { Issue.record("no commit"); return }
            #expect(client.tree[box]?.state.position == CGPoint(x: 77, y: 88))
            await client.close()
        }
    }
}

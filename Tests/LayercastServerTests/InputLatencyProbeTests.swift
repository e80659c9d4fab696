import Foundation
import Logging
import Synchronization
import Testing
import LayercastProtocol
import NIOCore
import NIOPosix
@testable import LayercastServer

/// The optional input-latency probe: one sample per input whose turn produced an update,
/// matched to that update's commit id, with its phases in order; acks recorded.
@Suite @MainActor struct InputLatencyProbeTests {
    /// A clock that ticks once per reading, so the order of the phases shows without timing.
    final class TickingClock: Sendable {
        private let ticks = Mutex<UInt64>(0)
        func now() -> UInt64 { ticks.withLock { $0 += 1; return $0 } }
    }

    /// Runs `body` with a server probed on a ticking clock, over a box that follows touches,
    /// and a client that acknowledged its snapshot; `withServer` stops the server.
    private func withProbedClient(_ body: (LayercastServer, TestClient, InputLatencyProbe) async throws -> Void) async throws {
        let clock = TickingClock()
        let probe = InputLatencyProbe(now: { clock.now() })
        let ui = ScriptedUI()
        // Only a touch that begins moves the box: moves and ends commit nothing.
        ui.boxFollowingTouches = ui.addBox(CGRect(x: 0, y: 0, width: 10, height: 10), shade: 40)
        try await withServer(serving: ui, configuring: { $0.inputLatencyProbe = probe }) { server, group in
            server.runTurn()
            let client = try await TestClient.connect(to: server)
            try await client.send(.hello(TestClient.hello()))
            try await client.nextUpdate()
            try await client.ack()
            try await body(server, client, probe)
        }
    }

    private func touch(_ phase: PointerPhase, x: Double, timestamp: Double) -> ClientMessage {
        .pointer(PointerMessage(device: .touch, pointerID: 1, phase: phase, location: CGPoint(x: x, y: 20),
                                timestamp: timestamp))
    }

    // MARK: - Samples

    @Test func anInputWhoseTurnCommitsGivesOneSampleWithItsCommit() async throws {
        try await withProbedClient { server, client, probe in
            try await client.send(touch(.began, x: 50, timestamp: 7.5))
            #expect(await waitUntil { server.statistics.inputs == 1 })
            server.runTurn()
            guard case .commit(let commit)? = try await client.nextUpdate() else {
                Issue.record("no commit after the input's turn")
                return
            }
            #expect(await waitUntil { probe.samples.count == 1 })
            let sample = try #require(probe.samples.first)
            #expect(sample.sessionID == server.sessionIDs.first)
            #expect(sample.inputTimestamp == 7.5)
            #expect(sample.commitID == commit.commitID)
            #expect(sample.receivedAt < sample.handledAt)
            #expect(sample.handledAt < sample.turnStartedAt)
            #expect(sample.turnStartedAt < sample.writtenAt)

            try await client.ack()
            #expect(await waitUntil { probe.acks.count == 2 })
            #expect(probe.acks.last?.ack.commitID == commit.commitID)
            #expect(probe.acks.last?.sessionID == sample.sessionID)

            await client.close()
        }
    }

    @Test func inputsWhoseTurnCommitsNothingGiveNoSample() async throws {
        try await withProbedClient { server, client, probe in
            let script: [(PointerPhase, Double)] = [(.began, 30), (.moved, 40), (.ended, 45), (.began, 90)]
            for (index, (phase, x)) in script.enumerated() {
                try await client.send(touch(phase, x: x, timestamp: Double(index + 1)))
                #expect(await waitUntil { server.statistics.inputs == index + 1 })
                server.runTurn()
                if phase == .began {
                    try await client.nextUpdate()
                    try await client.ack()
                }
            }
            #expect(await waitUntil { probe.samples.count == 2 })
            #expect(probe.samples.map(\.inputTimestamp) == [1, 4])
            #expect(Set(probe.samples.map(\.commitID)).count == 2)

            await client.close()
        }
    }

    @Test func probeIsOffByDefault() {
        #expect(ServerConfiguration().inputLatencyProbe == nil)
    }
}

import Foundation
import LayercastProtocol
import LayercastServer
import LayercastUI
import Testing
@testable import LayercastClient

/// Clients join, catch up and resume after every kind of change the demo makes (SPEC §6.4,
/// §10.1, §10.5). An independent client found that after a Transition the server's snapshot named
/// the hidden photo's contents without ever sending them: hiding a layer released its only
/// reference before counting the new one, and the group dropped the bitmap. A client following
/// §5.5 refuses such a snapshot (`invalidTree`), so `converge` would fail.
extension InProcessServerTests {
    @Suite struct JoinAfterChangesTests {
        /// One kind of change the demo makes, made by a client's input.
        enum Change: String, CaseIterable, Sendable {
            case tap, transition, drag, listScroll, rotationSwitch, opacitySlider
        }

        /// The points (screen points) a change's gesture goes through: began at the first, moved
        /// through the middle, ended at the last.
        @MainActor static func gesture(_ change: Change, in server: DemoServer) throws -> [CGPoint] {
            func center(_ view: UIView) -> CGPoint {
                let f = view.convert(view.bounds, to: nil)
                return CGPoint(x: f.midX, y: f.midY)
            }
            switch change {
            case .tap:
                let c = center(server.demo.tapButton)
                return [c, c]
            case .transition:
                let f = try #require(server.demo.transitionItemFrame)
                return [CGPoint(x: f.midX, y: f.midY), CGPoint(x: f.midX, y: f.midY)]
            case .drag:
                let c = center(server.demo.draggableView)
                return (0...6).map { CGPoint(x: c.x - Double($0) * 5, y: c.y - Double($0) * 6) }
            case .listScroll:
                let c = center(server.demo.listView)
                return (0...6).map { CGPoint(x: c.x, y: c.y - Double($0) * 8) }
            case .rotationSwitch:
                let c = center(server.demo.shapesView.rotationSwitch)
                return [c, c]
            case .opacitySlider:
                let slider = server.demo.shapesView.opacitySlider
                let f = slider.convert(slider.bounds, to: nil)
                // From the thumb (at the value's place) towards the left end.
                let x = f.minX + f.width * Double(slider.value - slider.minimumValue)
                    / Double(max(slider.maximumValue - slider.minimumValue, 0.001))
                return (0...5).map { CGPoint(x: max(f.minX + 2, x - Double($0) * 12), y: f.midY) }
            }
        }

        /// Makes `change` through `client`'s input and waits until the app has it and nothing
        /// more is pending (the transition's completion included).
        @MainActor static func make(_ change: Change, through client: MirrorClient, in server: DemoServer) async throws {
            let points = try gesture(change, in: server)
            let fingerprint = try await server.converge(client)
            let id = try await server.sessionID(of: client)
            try await client.run { rig in
                var events: [ClientInputEvent] = [.mouse(phase: .began, location: points[0], button: 1)]
                events += points.dropFirst().dropLast().map { .mouse(phase: .moved, location: $0, button: 1) }
                events.append(.mouse(phase: .ended, location: points.last!, button: 1))
                rig.session.inject(events)
                rig.step(3)
            }
            try await waitUntil("the app to show the \(change) change") {
                server.tree(ofSession: id)?.canonicalHash != fingerprint
            }
            try await waitUntil("the transition to finish") { !server.demo.photoView.isTransitioning }
            try await server.converge(client)
        }

        /// After each change: new clients at 1× (a group that exists), 2× (exists too) and 3× (a
        /// new scale) join and converge, each holding every content its tree refers to at its own
        /// scale; the viewers converge (catch-up) and no update named a content it did not send.
        @MainActor @Test func clientsJoinAfterEveryKindOfChangeTheDemoMakes() async throws {
            try await withDemoServer { server in
                let one = try await server.openMirrorClient(width: 390, height: 844, name: "e2e-viewer-1x")
                let two = try await server.openMirrorClient(width: 780, height: 1688, name: "e2e-viewer-2x")
                try await using(one, two) {
                    try await server.converge(one)
                    try await server.converge(two)
                    for change in Change.allCases + [.transition, .transition] {
                        try await Self.make(change, through: one, in: server)
                        try await server.converge(two)
                        for (width, height, scale) in [(390, 844, 1.0), (780, 1688, 2.0), (1170, 2532, 3.0)] {
                            let joiner = try await server.openMirrorClient(width: width, height: height,
                                                                           name: "e2e-joiner-\(change)-\(Int(scale))x")
                            try await using(joiner) {
                                try await server.converge(joiner)
                                let (held, referenced, scales) = try await joiner.run { rig in
                                    (rig.session.heldContents, rig.display.tree.referencedContents(),
                                     Set(rig.display.tree.nodes.values.filter { $0.state.contents != nil }
                                        .map(\.state.contentsScale)))
                                }
                                #expect(referenced.isSubset(of: held), "after \(change): a \(scale)x joiner lacks contents")
                                // §10.1: drawn at the client's own scale from the first snapshot
                                // (the photos are assigned bitmaps at their own scale; the rest
                                // of the demo's contents are drawn).
                                #expect(scales.contains(scale), "after \(change): \(scale)x joiner's scales \(scales)")
                            }
                        }
                        #expect(server.server.statistics.contentsMissing == 0, "after \(change)")
                    }
                }
            }
            EndToEndProcess.ran()
        }

        /// The first client of a new scale gets its snapshot drawn at that scale (SPEC §10.1):
        /// no commit afterwards replaces contents, so it costs no more than a later client of the
        /// same scale.
        @MainActor @Test func theFirstClientOfANewScaleGetsContentsAtItsScaleInItsSnapshot() async throws {
            try await withDemoServer { server in
                let first = try await server.openMirrorClient(width: 600, height: 844, name: "e2e-first-1x")
                try await using(first) {
                    try await server.converge(first)
                    let firstID = try await server.sessionID(of: first)
                    let second = try await server.openMirrorClient(width: 600, height: 844, name: "e2e-second-1x")
                    try await using(second) {
                        try await server.converge(second)
                        let secondID = try await server.sessionID(of: second)
                        let costs = (try #require(server.server.bytesSent(toSession: firstID)),
                                     try #require(server.server.bytesSent(toSession: secondID)))
                        let (updates, received) = try await first.run { ($0.session.appliedCommitCount, $0.session.bytesReceived) }
                        // What the client counts is what the server wrote (plus a 24-byte ping, if one came).
                        #expect(received >= costs.0 && received <= costs.0 + 48, "received \(received) B, sent \(costs.0) B")
                        print("layercast e2e: first 1x client \(costs.0) B, second \(costs.1) B")
                        #expect(updates == 1, "the first client needed \(updates) updates to converge")
                        // The same snapshot and contents; only the welcome's random token differs.
                        #expect(abs(costs.0 - costs.1) < 64, "first \(costs.0) B, second \(costs.1) B")
                    }
                }
            }
            EndToEndProcess.ran()
        }

        /// A client alone in its scale group drops and resumes with nothing changed: its group was
        /// dropped and rebuilt, and the resume sends no contents (SPEC §10.5: the contents it holds
        /// stay held and are not sent again). Then a client that dropped before two Transitions
        /// resumes and converges, holding every content its tree refers to.
        @MainActor @Test func aResumeSendsNoContentsTheClientHoldsEvenAfterTransitions() async throws {
            try await withDemoServer { server in
                let alone = try await server.openMirrorClient(width: 600, height: 844, name: "e2e-alone-1x")
                let tapper = try await server.openMirrorClient(width: 780, height: 1688, name: "e2e-tapper-2x")
                try await using(alone, tapper) {
                    try await server.converge(alone)
                    try await server.converge(tapper)
                    let id = try await server.sessionID(of: alone)
                    #expect(server.server.scaleGroup(ofSession: id)?.scale == 1)
                    let sentBefore = try #require(server.server.contentsSent(toSession: id))

                    try await alone.run { $0.session.disconnectAbruptly() }
                    try await waitUntil("the server to park the session") { server.server.parkedSessionIDs == [id] }
                    try await waitUntil("the 1x group to be dropped") { server.server.scaleGroups.allSatisfy { $0.scale != 1 } }
                    try await server.reconnect(alone)
                    try await server.converge(alone)
                    #expect(try await alone.run { $0.session.welcome?.resumed } == true)
                    #expect(server.server.contentsSent(toSession: id) == sentBefore, "a resume with nothing changed re-sent contents")

                    try await alone.run { $0.session.disconnectAbruptly() }
                    try await waitUntil("the server to park the session again") { server.server.parkedSessionIDs == [id] }
                    try await Self.make(.transition, through: tapper, in: server)
                    try await Self.make(.transition, through: tapper, in: server)
                    try await server.reconnect(alone)
                    try await server.converge(alone)
                    let (resumed, held, referenced) = try await alone.run {
                        ($0.session.welcome?.resumed, $0.session.heldContents, $0.display.tree.referencedContents())
                    }
                    #expect(resumed == true)
                    #expect(referenced.isSubset(of: held))
                    #expect(server.server.statistics.contentsMissing == 0)
                }
            }
            EndToEndProcess.ran()
        }
    }
}

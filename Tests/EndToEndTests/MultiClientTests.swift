import Foundation
import LayercastProtocol
import Testing
@testable import LayercastClient

/// Several clients of one server: each at its own scale, and one dying without a goodbye.
/// In-process clients here use `MirrorDisplay` (SDL allows one compositor per process; the SDL
/// client is `SDLClientTests`'); the client that is killed is a real `layercast-client` process.
extension InProcessServerTests {
    @Suite struct MultiClientTests {
        /// The drawn contents of the layer whose bounds are `size` and whose position is `position`
        /// (points, in its superlayer), with the layer's `contentsScale`: the tap-count label's.
        struct DrawnLayer: Sendable {
            var contentsScale: Double
            var bitmap: ContentBitmap?
            var candidates: Int
        }

        static func drawnLayer(ofSize size: CGSize, at position: CGPoint, in client: MirrorClient) async throws -> DrawnLayer {
            try await client.run { rig in
                let display = rig.display!
                let nodes = display.tree.nodes.values.filter {
                    $0.state.bounds.size == size && $0.state.position == position && $0.state.contents != nil
                }
                guard let node = nodes.first, let id = node.state.contents else {
                    return DrawnLayer(contentsScale: 0, bitmap: nil, candidates: 0)
                }
                return DrawnLayer(contentsScale: node.state.contentsScale, bitmap: display.contents[id], candidates: nodes.count)
            }
        }

        static func expectDrawn(_ layer: DrawnLayer, size: CGSize, atScale scale: Double) {
            #expect(layer.candidates == 1, "drawn layers of \(size) points there: \(layer.candidates)")
            #expect(layer.contentsScale == scale)
            guard let bitmap = layer.bitmap else {
                Issue.record("the client does not hold the contents of the \(size)-point layer")
                return
            }
            #expect(bitmap.scale == scale)
            let inked = stride(from: 3, to: bitmap.pixels.count, by: 4).filter { bitmap.pixels[$0] != 0 }.count
            #expect(inked > 0, "the \(size)-point layer's contents are blank")
            // Crisp at the client's own scale: pixels ≈ points × scale (rounded up at most one pixel).
            #expect(abs(Double(bitmap.width) - size.width * scale) <= 1, "\(bitmap.width) px for \(size.width) pt at \(scale)x")
            #expect(abs(Double(bitmap.height) - size.height * scale) <= 1, "\(bitmap.height) px for \(size.height) pt at \(scale)x")
        }

        // MARK: - Scales

        /// Two clients with different window sizes, fitted at 1 and 2 pixels per point, converge to
        /// their groups' trees; their trees differ only in contents drawn at each scale; a tap from
        /// the 2× client reaches the app and both see the new label, each at its own scale.
        ///
        /// The clients do not take glyph runs: this is the bitmap path every client before version
        /// 4 relies on (text drawn into the label's contents). Runs at two scales are
        /// `SDLClientTests`' (the pixels) and the server suite's (the masks).
        @MainActor @Test func clientsAtScalesOneAndTwoConvergeEachWithContentsAtItsOwnScale() async throws {
            try await withDemoServer { server in
                // 600×844 px fits 390×844 pt at 1 px/pt (bars left and right); 1000×1688 px at 2.
                let bitmaps = ClientSessionConfiguration.implemented.subtracting(.glyphRuns)
                let one = try await server.openMirrorClient(width: 600, height: 844, name: "e2e-1x", capabilities: bitmaps)
                let two = try await server.openMirrorClient(width: 1000, height: 1688, name: "e2e-2x", capabilities: bitmaps)
                try await using(one, two) {
                    let hashOne = try await server.converge(one)
                    let hashTwo = try await server.converge(two)
                    let (idOne, idTwo) = (try await server.sessionID(of: one), try await server.sessionID(of: two))
                    #expect(server.server.scaleGroup(ofSession: idOne)?.scale == 1)
                    #expect(server.server.scaleGroup(ofSession: idTwo)?.scale == 2)
                    #expect(server.server.scaleGroups.count == 2)
                    #expect(server.tree(ofSession: idOne)?.canonicalHash == hashOne)
                    #expect(server.tree(ofSession: idTwo)?.canonicalHash == hashTwo)
                    // Same layers and geometry, contents drawn per scale: the hashes differ.
                    #expect(hashOne != hashTwo)
                    let layerCounts = try await (one.run { $0.display.tree.nodes.count }, two.run { $0.display.tree.nodes.count })
                    #expect(layerCounts.0 == layerCounts.1 && layerCounts.0 > 30, "\(layerCounts)")

                    // The label is a subview of the root view, which covers the screen from (0, 0).
                    let labelSize = server.demo.tapCountLabel.bounds.size, labelCenter = server.demo.tapCountLabel.center
                    let labelOne = try await Self.drawnLayer(ofSize: labelSize, at: labelCenter, in: one)
                    let labelTwo = try await Self.drawnLayer(ofSize: labelSize, at: labelCenter, in: two)
                    Self.expectDrawn(labelOne, size: labelSize, atScale: 1)
                    Self.expectDrawn(labelTwo, size: labelSize, atScale: 2)

                    // A tap from the 2× client (a `MirrorDisplay` reports input in screen points; the
                    // SDL pixel path is `SDLClientTests`').
                    let button = server.demo.tapButtonFrame
                    try await two.run { rig in
                        let point = CGPoint(x: button.midX, y: button.midY)
                        rig.display.inject(.mouse(phase: .began, location: point, button: 1))
                        rig.display.inject(.mouse(phase: .ended, location: point, button: 1))
                        rig.step(2)
                    }
                    try await waitUntil("the app to count the 2x client's tap") { server.tapCountText == "Taps: 1" }
                    let newOne = try await server.converge(one)
                    let newTwo = try await server.converge(two)
                    #expect(newOne != hashOne && newTwo != hashTwo)
                    let relabelledOne = try await Self.drawnLayer(ofSize: labelSize, at: labelCenter, in: one)
                    let relabelledTwo = try await Self.drawnLayer(ofSize: labelSize, at: labelCenter, in: two)
                    Self.expectDrawn(relabelledOne, size: labelSize, atScale: 1)
                    Self.expectDrawn(relabelledTwo, size: labelSize, atScale: 2)
                    let redrawn = (relabelledOne.bitmap?.pixels != labelOne.bitmap?.pixels,
                                   relabelledTwo.bitmap?.pixels != labelTwo.bitmap?.pixels)
                    #expect(redrawn.0 && redrawn.1, "the label's contents were redrawn at 1x, 2x: \(redrawn)")
                }
            }
            EndToEndProcess.ran()
        }

        // MARK: - A client dies

        /// A `layercast-client` process at 2× is SIGKILLed while the server streams a drag to it.
        /// The server drops its session (and its scale group), keeps serving the 1× client — the
        /// rest of the drag and a tap reach the app and the 1× client converges — and accepts a
        /// new client at 2×, which converges too.
        @MainActor @Test func aClientKilledMidStreamLeavesTheServerAndTheOtherClientWorking() async throws {
            try await withDemoServer { server in
                let survivor = try await server.openMirrorClient(width: 390, height: 844, name: "e2e-survivor")
                try await using(survivor) {
                    try await server.converge(survivor)
                    let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-e2e-\(UUID()).png")
                    defer { try? FileManager.default.removeItem(at: screenshot) }
                    let victim = try ClientProcess(arguments: [
                        "127.0.0.1:\(server.port)", "--headless", "--window", "780x1688", "--scale", "2",
                        "--screenshot", screenshot.path, "--name", "e2e-victim",
                    ])
                    // It has the whole tree once its first frame is written.
                    _ = try await victim.waitForLine(containing: "wrote screenshot")
                    #expect(server.server.sessionIDs.count == 2)
                    #expect(server.server.scaleGroups.map(\.scale) == [1, 2])

                    // A drag from the survivor: each move is a commit streamed to both clients.
                    let puck = server.demo.draggableViewFrame
                    let start = CGPoint(x: puck.midX, y: puck.midY)
                    let moves = (1...20).map { CGPoint(x: start.x - Double($0) * 3, y: start.y - Double($0) * 4) }
                    try await survivor.run { rig in
                        rig.display.inject(.mouse(phase: .began, location: start, button: 1))
                        for p in moves.prefix(10) { rig.display.inject(.mouse(phase: .moved, location: p, button: 0)) }
                        rig.step(2)
                    }
                    try await waitUntil("the drag to start moving the puck") { server.demo.draggableViewFrame.midY < start.y }
                    victim.killAbruptly()
                    try await survivor.run { rig in
                        for p in moves.dropFirst(10) { rig.display.inject(.mouse(phase: .moved, location: p, button: 0)) }
                        rig.display.inject(.mouse(phase: .ended, location: moves.last!, button: 1))
                        rig.step(2)
                    }
                    try await victim.waitForExit()
                    #expect(victim.process.terminationReason == .uncaughtSignal && victim.process.terminationStatus == SIGKILL)
                    try await waitUntil("the server to drop the killed client") { server.server.sessionIDs.count == 1 }
                    #expect(server.server.scaleGroups.map(\.scale) == [1])

                    // The whole drag arrived: the puck moved by the drag's distance.
                    try await waitUntil("the puck to follow the drag to its end") {
                        let c = server.demo.draggableViewFrame
                        return abs(c.midX - moves.last!.x) < 0.5 && abs(c.midY - moves.last!.y) < 0.5
                    }
                    // The survivor's taps still reach the app, and it converges.
                    let button = server.demo.tapButtonFrame
                    try await survivor.run { rig in
                        let p = CGPoint(x: button.midX, y: button.midY)
                        rig.display.inject(.mouse(phase: .began, location: p, button: 1))
                        rig.display.inject(.mouse(phase: .ended, location: p, button: 1))
                        rig.step(2)
                    }
                    try await waitUntil("the app to count the survivor's tap") { server.tapCountText == "Taps: 1" }
                    try await server.converge(survivor)

                    // And a new client at 2× joins and converges.
                    let newcomer = try await server.openMirrorClient(width: 780, height: 1688, name: "e2e-newcomer")
                    try await using(newcomer) {
                        try await server.converge(newcomer)
                        let id = try await server.sessionID(of: newcomer)
                        #expect(server.server.scaleGroup(ofSession: id)?.scale == 2)
                        #expect(server.server.sessionIDs.count == 2)
                    }
                }
            }
            EndToEndProcess.ran()
        }
    }
}

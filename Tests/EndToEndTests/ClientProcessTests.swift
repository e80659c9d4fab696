import Foundation
import LayercastProtocol
import LayercastRender
import Testing
@testable import LayercastClient
import LayercastRenderFixtures

/// The `layercast-client` executable as `scripts/run.sh` runs it with no display: headless, a
/// screenshot after the first frame, then exit.
extension InProcessServerTests {
    @Suite struct ClientProcessTests {
        /// The process's screenshot shows the demo as the reference renderer draws the tree an
        /// in-process client of the same scale group holds (the tree hashes the process prints and
        /// the in-process client reaches are the same). Tolerance as `SDLClientTests` states it.
        @MainActor @Test func theHeadlessClientsScreenshotMatchesTheReferenceRenderer() async throws {
            try await withDemoServer { server in
                let mirror = try await server.openMirrorClient(width: 390, height: 844, name: "e2e-mirror")
                try await using(mirror) {
                    let hash = try await server.converge(mirror)
                    let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-e2e-\(UUID()).png")
                    defer { try? FileManager.default.removeItem(at: screenshot) }
                    let client = try ClientProcess(arguments: [
                        "127.0.0.1:\(server.port)", "--headless", "--window", "390x844",
                        "--screenshot", screenshot.path, "--exit-after-screenshot", "--name", "e2e-process",
                    ])
                    let line = try await client.waitForLine(containing: "wrote screenshot")
                    #expect(try await client.waitForExit() == 0, "\(client.output)")
                    #expect(line.contains("390x844 px"), "\(line)")
                    #expect(line.contains("tree hash \(String(hash, radix: 16))"), "\(line) (in-process client: \(String(hash, radix: 16)))")

                    // Compared on the client's thread: the main actor serves every test of the process.
                    let path = screenshot.path
                    let cmp = try await mirror.run { rig in
                        let png = try ReferenceRenderer.readPNG(at: path)
                        let reference = try ReferenceRenderer().render(rig.display.tree, contents: rig.display.contents,
                                                                       glyphs: rig.display.glyphs, scale: 1)
                        return ImageComparison(png, reference: reference, tolerance: SDLClientTests.tolerance)
                    }
                    print("layercast e2e: headless client process screenshot: \(cmp)")
                    #expect(cmp.fractionWithinToleranceNearby >= SDLClientTests.nearbyFraction, "\(cmp)")
                    #expect(cmp.fractionWithinTolerance >= SDLClientTests.exactFraction, "\(cmp)")
                    // The server saw it come and go, and still serves the in-process client.
                    try await waitUntil("the server to drop the finished client") { server.server.sessionIDs.count == 1 }
                    #expect(server.server.statistics.sessionsAccepted == 2)
                }
            }
            EndToEndProcess.ran()
        }
    }
}

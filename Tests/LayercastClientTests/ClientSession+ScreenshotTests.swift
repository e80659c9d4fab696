import Foundation
import Testing
import LayercastProtocol
import LayercastRender
import NIOPosix
@testable import LayercastClient

/// The session with the real SDL compositor (offscreen): in `CompositorTests`, the one
/// serialized suite that may open SDL. Tolerance as the compositor tests state it for the
/// software renderer: ≥ 99.5 % of pixels within 8 nearby, ≥ 95 % exactly.
extension CompositorTests {
    // MARK: - A headless session's screenshot

    @Test(arguments: [1.0, 2.0])
    func headlessSessionScreenshotAfterNCommitsMatchesTheReference(scale: Double) throws {
        let s = try ClientSessionTests.scene()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let peer = try ScriptedServerPeer(group: group) { _, _ in
            ([ScriptedScene.welcome(screenSize: ClientSessionTests.screen)] + s.snapshot.messages()
                + s.commits.map { .commit($0) }, false)
        }
        defer { peer.shutdown() }
        let size = Int(ClientSessionTests.screen.width * scale)
        let compositor = try Self.compositor(renderer: "software", scale: nil, width: size, height: size)
        let session = ClientSession(configuration: ClientSessionConfiguration(port: peer.port), display: compositor, group: group)
        session.connect()
        defer { session.close() }
        try session.runUntil(timeout: 10) { $0.presentedCommitCount >= 3 }
        #expect(compositor.tree == s.final)
        #expect(session.lastAck?.treeHash == s.final.canonicalHash)
        #expect(compositor.framesComposited >= 1)
        #expect(compositor.viewport.scale == scale)

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-session-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try compositor.saveScreenshot(path: path)
        let png = try ReferenceRenderer.readPNG(at: path, scale: scale)
        let reference = try ReferenceRenderer().render(s.final, contents: s.snapshot.contents, scale: scale)
        let cmp = ImageComparison(png, reference: reference, tolerance: 8)
        #expect(cmp.fractionWithinToleranceNearby >= 0.995, "\(cmp)")
        #expect(cmp.fractionWithinTolerance >= 0.95, "\(cmp)")
        // The screenshot shows the commits, not just the snapshot.
        let snapshotOnly = try ReferenceRenderer().render(s.snapshot.tree, contents: s.snapshot.contents, scale: scale)
        #expect(ImageComparison(png, reference: snapshotOnly, tolerance: 8).fractionWithinTolerance < 0.95)
    }
}

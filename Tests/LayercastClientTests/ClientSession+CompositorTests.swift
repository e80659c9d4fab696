import Foundation
import Testing
import LayercastProtocol
import LayercastRender
import NIOPosix
import CSDL2
@testable import LayercastClient
import LayercastRenderFixtures

/// The session with the real SDL compositor (offscreen), screenshots and SDL input: in `CompositorTests`, the one
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

    // MARK: - SDL input on the wire

    @Test func sdlMouseAndFingerEventsReachTheServerInScreenPoints() throws {
        let s = try ClientSessionTests.scene()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let peer = try ScriptedServerPeer(group: group) { _, _ in
            ([ScriptedScene.welcome(screenSize: ClientSessionTests.screen)] + s.snapshot.messages(), false)
        }
        defer { peer.shutdown() }
        // 120×120 points letterboxed into 480×240 pixels: 2 pixels per point, 120 pixels of bar left and right.
        let compositor = try Self.compositor(renderer: "software", scale: nil, width: 480, height: 240)
        let session = ClientSession(configuration: ClientSessionConfiguration(port: peer.port), display: compositor, group: group)
        session.connect()
        defer { session.close() }
        try session.runUntil(timeout: 10) { $0.presentedCommitCount >= 1 }
        var down = SDL_Event()
        down.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        down.button.button = 1
        down.button.x = 240; down.button.y = 120
        var up = down
        up.button.type = SDL_MOUSEBUTTONUP.rawValue
        up.button.x = 360; up.button.y = 0
        var finger = SDL_Event()
        finger.tfinger.type = SDL_FINGERDOWN.rawValue
        finger.tfinger.touchId = 1; finger.tfinger.fingerId = 2
        finger.tfinger.x = 0.25; finger.tfinger.y = 0.5
        for var e in [down, up, finger] { #expect(SDL_PushEvent(&e) == 1) }
        let pointers: () -> [PointerMessage] = { peer.received.compactMap { if case .pointer(let p) = $0 { p } else { nil } } }
        try session.runUntil(timeout: 10) { _ in pointers().count == 3 }
        let m = pointers()
        #expect(m.map(\.phase) == [.began, .ended, .began])
        #expect(m.map(\.device) == [.mouse, .mouse, .touch])
        #expect(m[0].location == CGPoint(x: 60, y: 60))
        #expect(m[1].location == CGPoint(x: 120, y: 0))
        #expect(m[2].location == CGPoint(x: 0, y: 60))
    }
}

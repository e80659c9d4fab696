import Foundation
import Testing
import LayercastGraphics
import Logging
import LayercastLayers
import LayercastProtocol
import LayercastUI
import NIOCore
import NIOPosix
@testable import LayercastServer

/// The protocol's scroll message reaches the toolkit's scroll views, and the UI's own timers
/// (gesture recognizers, decelerations) tell the server when to run a turn.
@Suite @MainActor struct UIApplicationServedUIScrollTests {
    @Test func aScrollMessageScrollsTheScrollViewUnderThePointer() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1),
                                        clock: ManualClock())
        let window = UIWindow(screen: application.screen)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        let ui = UIApplicationServedUI(application: application)
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let server = try LayercastServer(ui: ui, configuration: ServerConfiguration(port: 0, pacing: .manual, logger: logger),
                                         eventLoopGroup: group)
        try await server.start()
        server.runTurn()
        let client = try await TestClient.connect(port: try #require(server.port), group: group)
        try await client.send(ClientMessage.hello(TestClient.hello()))
        guard case .snapshot? = try await client.nextUpdate() else { Issue.record("no snapshot"); return }

        // SPEC §12.2: positive dy moves content down, so -120 scrolls 120 pt further into it.
        try await client.send(.scroll(ScrollMessage(location: CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: -120),
                                                    isPrecise: true, timestamp: 0)))
        // Far off any screen: ignored.
        try await client.send(.scroll(ScrollMessage(location: CGPoint(x: 1e9, y: 0), delta: CGSize(width: 0, height: -5),
                                                    timestamp: 0)))
        #expect(await waitUntil { server.statistics.inputs == 1 })
        server.runTurn()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120))
        guard case .commit? = try await client.nextUpdate() else { Issue.record("no commit"); return }
        let layer = try #require(scrollView.layer.layerID)
        #expect(client.tree[layer]?.state.bounds.origin == CGPoint(x: 0, y: 120))

        await client.close()
        await server.stop()
        try await group.shutdownGracefully()
    }

    @Test func theUIsTimersScheduleTurns() {
        let clock = ManualClock()
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1),
                                        clock: clock)
        let window = UIWindow(screen: application.screen)
        window.makeKeyAndVisible()
        window.addGestureRecognizer(UILongPressGestureRecognizer())
        let ui = UIApplicationServedUI(application: application)
        #expect(ui.nextScheduledTurn == nil)
        ui.enqueueTouches([ServedTouch(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10))])
        _ = ui.runTurn()
        #expect(ui.nextScheduledTurn == 0.5)
        // The touch lifts: the press fails and lets go of the touch (which holds the window).
        ui.enqueueTouches([ServedTouch(identifier: 1, phase: .ended, location: CGPoint(x: 10, y: 10))])
        _ = ui.runTurn()
        #expect(ui.nextScheduledTurn == nil)
    }
}

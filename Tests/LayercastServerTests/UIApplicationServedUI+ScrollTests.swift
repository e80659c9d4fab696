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
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1),
                                        clock: ManualClock())
        let window = UIWindow(screen: application.screen)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        let ui = UIApplicationServedUI(application: application)
        try await withServer(serving: ui) { server, group in
            server.runTurn()
            let client = try await TestClient.connect(to: server)
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
        }
    }

    /// A client that joins while a scroll view's motion plays gets the motion in its snapshot,
    /// with the begin time the others got, so it plays the rest of it instead of jumping to
    /// the end; its tree is the server's.
    @Test func aClientJoiningMidFlingGetsTheFlingInItsSnapshot() async throws {
        let clock = ManualClock()
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1),
                                        clock: clock)
        let window = UIWindow(screen: application.screen)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        let ui = UIApplicationServedUI(application: application)
        try await withServer(serving: ui) { server, group in
            server.runTurn()
            clock.advance(by: 10)
            application.perform { scrollView.setContentOffset(CGPoint(x: 0, y: 1_000), animated: true) }
            server.runTurn()
            clock.advance(by: 0.1)
            server.runTurn()

            // The first client of its scale (2×): its snapshot comes from the toolkit's tree.
            let client = try await TestClient.connect(to: server)
            try await client.send(ClientMessage.hello(HelloMessage(
                capabilities: .all, token: nil, name: "joiner",
                screen: ScreenDescription(widthPixels: 780, heightPixels: 1688, scale: 2, refreshRate: 60))))
            guard case .snapshot? = try await client.nextUpdate() else { Issue.record("no snapshot"); return }
            let layer = try #require(scrollView.layer.layerID)
            let motion = try #require(client.tree[layer]?.animations["bounds"])
            #expect(motion.beginTime == 10 && motion.duration == 0.3)
            #expect(motion.values.last == AnimationValue.rect(CGRect(x: 0, y: 1_000, width: 390, height: 844)))
            #expect(client.tree[layer]?.state.bounds.origin == CGPoint(x: 0, y: 1_000))
            #expect(client.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 2, features: .all))?.canonicalHash)

            // A client of a scale whose group exists gets the group's tree, motion included.
            let other = try await TestClient.connect(to: server)
            try await other.send(ClientMessage.hello(TestClient.hello()))
            guard case .snapshot? = try await other.nextUpdate() else { Issue.record("no snapshot"); return }
            #expect(other.tree[layer]?.animations["bounds"]?.beginTime == 10)
            #expect(other.tree.canonicalHash == server.tree(for: ScaleGroupKey(scale: 1, features: .all))?.canonicalHash)

            await other.close()
            await client.close()
        }
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

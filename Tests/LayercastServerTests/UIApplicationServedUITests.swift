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

/// A view that jumps to where a touch begins and records what it was told.
@MainActor
private final class FollowingView: UIView {
    var cancelled = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { center = touch.location(in: superview) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += touches.count }
}

@MainActor
private final class TestDelegate: UIApplicationDelegate {
    var window: UIWindow?
    let view = FollowingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(screen: application.screen)
        let controller = UIViewController()
        window.rootViewController = controller
        view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        controller.view.addSubview(view)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The toolkit served for real: UIApplication turns, touches and commits over TCP.
@Suite @MainActor struct UIApplicationServedUITests {
    @Test func aTouchReachesTheViewAndItsCommitConvergesAndDisconnectCancels() async throws {
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1),
                                        clock: ManualClock())
        let delegate = TestDelegate()
        #expect(application.perform { delegate.application(application, didFinishLaunchingWithOptions: nil) })
        let ui = UIApplicationServedUI(application: application)
        try await withServer(serving: ui) { server, group in
            server.runTurn()

            let client = try await TestClient.connect(to: server)
            try await client.send(ClientMessage.hello(TestClient.hello(width: 780, height: 1688)))
            guard case .snapshot? = try await client.nextUpdate() else { Issue.record("no snapshot"); return }
            #expect(application.displayScales == [2])
            let key = ScaleGroupKey(scale: 2, features: .all)
            #expect(client.tree.canonicalHash == server.tree(for: key)?.canonicalHash)
            try await client.ack()

            try await client.send(ClientMessage.pointer(PointerMessage(device: .touch, pointerID: 1, phase: .began,
                                                          location: CGPoint(x: 100, y: 200), timestamp: 0)))
            #expect(await waitUntil { server.statistics.inputs == 1 })
            #expect(server.needsTurn)
            server.runTurn()
            #expect(delegate.view.center == CGPoint(x: 100, y: 200))
            guard case .commit? = try await client.nextUpdate() else { Issue.record("no commit"); return }
            #expect(client.tree.canonicalHash == server.tree(for: key)?.canonicalHash)
            let layer = try #require(delegate.view.layer.layerID)
            #expect(client.tree[layer]?.state.position == CGPoint(x: 100, y: 200))

            await client.close()
            #expect(await waitUntil { server.sessionIDs.isEmpty })
            server.runTurn()
            #expect(delegate.view.cancelled == 1)
            #expect(application.touchesDown.isEmpty)
        }
    }

    /// A touch's phase travels as the wire's (`PointerPhase`) from the client to the UI and is
    /// converted once, into UIKit's; a hover is no touch.
    @Test func aServedTouchsPhaseBecomesUIKitsInOnePlace() {
        let phases: [(PointerPhase, UITouch.Phase)] = [(.began, .began), (.moved, .moved), (.ended, .ended), (.cancelled, .cancelled)]
        for (wire, uikit) in phases {
            let input = UIApplicationServedUI.input(ServedTouch(identifier: 7, phase: wire, location: CGPoint(x: 1, y: 2), timestamp: 3))
            #expect(input == TouchInput(identifier: 7, phase: uikit, location: CGPoint(x: 1, y: 2), timestamp: 3))
        }
        #expect(UIApplicationServedUI.input(ServedTouch(identifier: 7, phase: .hover, location: .zero)) == nil)
    }
}

import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI
import NIOCore
import NIOPosix
@testable import LayercastServer

/// Version 4's layer groups between the toolkit and real connections (SPEC §4.9, §4.10): a
/// `CAReplicatorLayer` and `allowsGroupOpacity` reach a `layerGroups` client as properties 31 and
/// 30, and a spinner costs its one animation whatever it spins for; other clients get neither.
@Suite @MainActor struct UIApplicationServedUILayerGroupsTests {
    /// Without zstd, so byte counts are what the protocol spends.
    static let groups: Capabilities = [.animations, .partialContents, .pixelFilter, .layerGroups]
    static let plain: Capabilities = [.animations, .partialContents, .pixelFilter]

    /// A spinner (twelve copies of one dot, each a twelfth of a second late) and a half
    /// transparent view without group opacity, on a 390×844-point 1× screen.
    private static func run(_ body: (ManualClock, UIApplication, CAReplicatorLayer, CALayer, UIView, LayercastServer,
                                     MultiThreadedEventLoopGroup) async throws -> Void) async throws {
        let clock = ManualClock()
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1),
                                        clock: clock)
        let window = UIWindow(screen: application.screen)
        let host = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 60))
        let spinner = CAReplicatorLayer(), dot = CALayer()
        spinner.frame = host.bounds
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        spinner.instanceDelay = 1.0 / 12
        dot.frame = CGRect(x: 26, y: 2, width: 8, height: 8)
        dot.backgroundColor = UIColor.white.cgColor
        spinner.addSublayer(dot)
        host.layer.addSublayer(spinner)
        let faded = UIView(frame: CGRect(x: 100, y: 40, width: 60, height: 60))
        faded.alpha = 0.5
        faded.layer.allowsGroupOpacity = false
        window.addSubview(host)
        window.addSubview(faded)
        window.makeKeyAndVisible()
        try await withServer(serving: UIApplicationServedUI(application: application)) { server, group in
            server.runTurn()
            try await body(clock, application, spinner, dot, faded, server, group)
        }
    }

    private static func join(_ capabilities: Capabilities, server: LayercastServer) async throws -> TestClient {
        let peer = try await TestClient.connect(to: server)
        try await peer.handshake(TestClient.hello(capabilities: capabilities))
        try await peer.ack()
        return peer
    }

    @Test func aLayerGroupsClientGetsTheReplicatorAndOthersDoNot() async throws {
        try await Self.run { _, _, spinner, _, faded, server, group in
            let groups = try await Self.join(Self.groups, server: server)
            #expect(groups.welcome?.capabilities.contains(.layerGroups) == true)
            let spinnerID = try #require(spinner.layerID), fadedID = try #require(faded.layer.layerID)
            #expect(try #require(groups.tree[spinnerID]).state.replicator == spinner.layerReplicator)
            #expect(try #require(groups.tree[fadedID]).state.allowsGroupOpacity == false)
            let plain = try await Self.join(Self.plain, server: server)
            #expect(try #require(plain.tree[spinnerID]).state.replicator == nil)
            #expect(try #require(plain.tree[fadedID]).state.allowsGroupOpacity == true)
            #expect(try #require(plain.tree[fadedID]).state.opacity == 0.5)
            await groups.close(); await plain.close()
        }
    }

    /// The spinner's claim: starting it is one small commit, and spinning for one second or five
    /// sends nothing more — the client draws the twelve copies, each late by its delay.
    @Test(arguments: [1.0, 5.0])
    func aSpinnerIsOneSmallCommitWhateverItSpinsFor(seconds: Double) async throws {
        try await Self.run { clock, application, _, dot, _, server, group in
            let peer = try await Self.join(Self.groups, server: server)
            let before = peer.bytesReceived
            application.perform {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.25
                fade.duration = 1
                fade.repeatCount = .infinity
                dot.add(fade, forKey: "fade")
            }
            server.runTurn()
            guard case .commit(let commit)? = try await peer.nextUpdate() else { Issue.record("no commit"); return }
            try await peer.ack()
            #expect(commit.operations.count == 1, "one animation: \(commit.operations)")
            let startBytes = peer.bytesReceived - before
            // A commit header and one opacity animation of two values: about 110 B.
            #expect(startBytes < 160, "\(startBytes) B")
            for _ in 0..<Int(seconds * 60) {
                clock.advance(by: 1.0 / 60)
                server.runTurn()
            }
            let sessionID = try #require(peer.welcome?.sessionID)
            #expect(server.bytesSent(toSession: sessionID) == peer.bytesReceived, "nothing more while it spins")
            await peer.close()
        }
    }
}

import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastCompositing
import LayercastUI
import NIOCore
import NIOPosix
@testable import LayercastServer

/// Version 4's shapes between the toolkit and real connections (SPEC §4.7, §4.8): a
/// `CAShapeLayer` reaches a `shapes` client as its properties and a `strokeEnd` animation as one
/// small commit the client plays, whatever its duration; other clients get the bitmap.
@Suite @MainActor struct UIApplicationServedUIShapesTests {
    /// Without zstd, so byte counts are what the protocol spends.
    static let shapes: Capabilities = [.animations, .partialContents, .pixelFilter, .shapes]
    static let bitmaps: Capabilities = [.animations, .partialContents, .pixelFilter]

    /// A ring (an arc stroked 8 points wide, a quarter drawn) and a gradient layer on a
    /// 390×844-point 1× screen.
    private static func run(_ body: (ManualClock, UIApplication, CAShapeLayer, CAGradientLayer, LayercastServer,
                                     MultiThreadedEventLoopGroup) async throws -> Void) async throws {
        let clock = ManualClock()
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1),
                                        clock: clock)
        let window = UIWindow(screen: application.screen)
        let view = UIView(frame: CGRect(x: 20, y: 40, width: 120, height: 120))
        let ring = CAShapeLayer(), gradient = CAGradientLayer()
        ring.frame = view.bounds
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 60, y: 60), radius: 50, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
                                 clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.red.cgColor
        ring.lineWidth = 8
        ring.strokeEnd = 0.25
        gradient.frame = CGRect(x: 20, y: 200, width: 200, height: 100)
        gradient.colors = [UIColor.white.cgColor, UIColor.blue.cgColor]
        view.layer.addSublayer(ring)
        window.addSubview(view)
        window.layer.addSublayer(gradient)
        window.makeKeyAndVisible()
        try await withServer(serving: UIApplicationServedUI(application: application)) { server, group in
            server.runTurn()
            try await body(clock, application, ring, gradient, server, group)
        }
    }

    private static func join(_ capabilities: Capabilities, server: LayercastServer) async throws -> TestClient {
        let peer = try await TestClient.connect(to: server)
        try await peer.handshake(TestClient.hello(capabilities: capabilities))
        try await peer.ack()
        return peer
    }

    @Test func aShapesClientGetsThePropertiesAndOthersTheBitmaps() async throws {
        try await Self.run { _, _, ring, gradient, server, group in
            let vector = try await Self.join(Self.shapes, server: server)
            let ringID = try #require(ring.layerID), gradientID = try #require(gradient.layerID)
            let ringState = try #require(vector.tree[ringID]).state, gradientState = try #require(vector.tree[gradientID]).state
            #expect(ringState.shape == ring.layerShape && ringState.contents == nil)
            #expect(gradientState.gradient == gradient.layerGradient && gradientState.contents == nil)
            #expect(vector.mirror.contentsReceived.count < 5, "no bitmap for the ring or the gradient")

            let plain = try await Self.join(Self.bitmaps, server: server)
            let ringBitmap = try #require(plain.tree[ringID]).state
            #expect(ringBitmap.shape == nil && ringBitmap.contents != nil)
            // The bitmap a plain client gets is the vector client's drawing: the same rasteriser
            // at the same scale over the same pixel grid (the ring's bounds are whole points).
            let bitmapID = try #require(ringBitmap.contents)
            let drawn = try #require(plain.mirror.contents[bitmapID])
            let raster = try #require(LayerRasters.shape(of: ringState, scale: 1))
            #expect(raster.rect == ringState.bounds.intersection(raster.rect))
            let dx = Int(raster.rect.minX), dy = Int(raster.rect.minY)
            var differing = 0
            for y in 0..<raster.bitmap.height { for x in 0..<raster.bitmap.width {
                let a = raster.bitmap.pixels[(y * raster.bitmap.width + x) * 4 + 3]
                let b = drawn.pixels[((y + dy) * drawn.width + x + dx) * 4 + 3]
                if a != b { differing += 1 }
            } }
            #expect(differing == 0)
            await vector.close(); await plain.close()
        }
    }

    /// The issue's claim: a progress ring animating `strokeEnd` costs one message, the same for
    /// half a second and for three.
    @Test(arguments: [0.5, 3.0])
    func aStrokeEndAnimationIsOneSmallCommitWhateverItsDuration(duration: Double) async throws {
        try await Self.run { clock, application, ring, _, server, group in
            let peer = try await Self.join(Self.shapes, server: server)
            let before = peer.bytesReceived
            application.perform {
                let grow = CABasicAnimation(keyPath: "strokeEnd")
                grow.fromValue = 0.25
                grow.toValue = 1
                grow.duration = duration
                // Core Animation's idiom: the model value, then the animation under the key
                // path's name, which replaces the implicit action the change starts.
                ring.strokeEnd = 1
                ring.add(grow, forKey: "strokeEnd")
            }
            server.runTurn()
            guard case .commit(let commit)? = try await peer.nextUpdate() else { Issue.record("no commit"); return }
            try await peer.ack()
            #expect(commit.operations.contains { op in
                if case .addAnimation(_, let a) = op { a.keyPath == "strokeEnd" && a.duration == duration } else { false }
            })
            let animationBytes = peer.bytesReceived - before
            // One commit: the shape again with its new strokeEnd (its path, four curves, is most
            // of it: about 300 B) and the animation (about 110 B); 409 B at both durations.
            #expect(animationBytes < 512, "\(animationBytes) B")
            // The client plays it: the server's turns through the animation and past its end
            // send nothing more.
            for _ in 0..<Int(duration * 60) + 30 {
                clock.advance(by: 1.0 / 60)
                server.runTurn()
            }
            let sessionID = try #require(peer.welcome?.sessionID)
            #expect(server.bytesSent(toSession: sessionID) == peer.bytesReceived)
            await peer.close()
        }
    }
}

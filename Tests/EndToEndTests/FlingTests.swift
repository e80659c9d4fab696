import Foundation
import LayercastProtocol
import LayercastCompositing
import LayercastGraphics
import LayercastServer
import LayercastUI
import NIOPosix
import Testing
@testable import LayercastClient

/// A fling over 200 rows, end to end: the server computes the deceleration once and sends it as
/// one animation; the client plays it (its presentation moves between commits) while the server
/// sends almost nothing until the scroll view settles (SPEC §5.4, issue: "the fling's motion
/// costs O(1) messages").
extension InProcessServerTests {
    @Suite struct FlingTests {
        /// A 390×844 screen whose window holds one scroll view of 200 rows of 44 points.
        @MainActor static func startServer() async throws -> (LayercastServer, UIScrollView, MultiThreadedEventLoopGroup, Int) {
            let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
            let application = LayercastServer.makeApplication(screen: ServedScreen(scale: 1))
            let window = UIWindow(screen: application.screen)
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 390, height: 200 * 44)
            for row in 0..<200 {
                let view = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 43))
                view.backgroundColor = UIColor(hue: CGFloat(row % 20) / 20, saturation: 0.5, brightness: 0.9, alpha: 1)
                scrollView.addSubview(view)
            }
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
            let server = try LayercastServer(ui: UIApplicationServedUI(application: application),
                                             configuration: ServerConfiguration(host: "127.0.0.1", port: 0), eventLoopGroup: group)
            server.runTurn()
            let port = try await server.start()
            return (server, scrollView, group, port)
        }

        @MainActor @Test func aFlingCrossesTheWireOnceAndTheClientPlaysIt() async throws {
            let (server, scrollView, group, port) = try await Self.startServer()
            let client = try await MirrorClient(name: "e2e-fling") {
                ClientRig(port: port, scale: nil, name: "e2e-fling", display: MirrorDisplay(width: 390, height: 844))
            }
            do {
                try await client.run { rig in try rig.run(timeout: 30) { $0.session.presentedCommitCount >= 1 } }
                let scrollID = try #require(scrollView.layer.layerID)
                // A flick up: 8 moves of 30 pt every 10 ms (3,000 pt/s), then the lift.
                let observed = try await client.run { rig -> (commitsBefore: Int, samples: [CGFloat], commitsAfter: Int) in
                    let session = rig.session!
                    session.inject([.mouse(phase: .began, location: CGPoint(x: 200, y: 700), button: 1)])
                    for i in 1...8 {
                        session.step(maxWait: 0.01)
                        session.inject([.mouse(phase: .moved, location: CGPoint(x: 200, y: 700 - Double(i) * 30), button: 1)])
                    }
                    session.step(maxWait: 0.01)
                    session.inject([.mouse(phase: .ended, location: CGPoint(x: 200, y: 700 - 9 * 30), button: 1)])
                    // Wait for the commit with the fling's animation.
                    try rig.run(timeout: 10) { rig in
                        rig.display.tree[scrollID]?.animations.values.contains { $0.keyPath == "bounds" } == true
                    }
                    let commitsBefore = session.appliedCommitCount
                    // The client's own frames over the next 0.6 s: what it shows of the scroll view.
                    var samples: [CGFloat] = []
                    let end = Date(timeIntervalSinceNow: 0.6)
                    while Date() < end {
                        session.step(maxWait: 1.0 / 60)
                        if let now = session.serverTimeNow, let node = rig.display.tree.presentation(at: now)[scrollID] {
                            samples.append(node.state.bounds.origin.y)
                        }
                    }
                    return (commitsBefore, samples, session.appliedCommitCount)
                }
                let distinct = Set(observed.samples.map { ($0 * 4).rounded() })
                print("layercast e2e: fling played in \(observed.samples.count) client frames (\(distinct.count) distinct offsets), "
                      + "\(observed.commitsAfter - observed.commitsBefore) commits meanwhile")
                // The client moved the content itself, frame after frame, downward in offset order.
                #expect(distinct.count >= 10)
                #expect(zip(observed.samples, observed.samples.dropFirst()).allSatisfy { $0.1 >= $0.0 - 0.01 })
                #expect(observed.samples.last! > observed.samples.first! + 50)
                // While it played, the server sent (almost) nothing: the motion is one message.
                #expect(observed.commitsAfter - observed.commitsBefore <= 3)
                // The server's model follows the same curve: it decelerates, on its own clock.
                #expect(scrollView.contentOffset.y > 100)
            } catch {
                await client.stop { $0.shutDown() }
                await server.stop()
                try? await group.shutdownGracefully()
                throw error
            }
            await client.stop { $0.shutDown() }
            await server.stop()
            try await group.shutdownGracefully()
            EndToEndProcess.ran()
        }
    }
}

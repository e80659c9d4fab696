import Foundation
import LayercastDemo
import LayercastProtocol
import LayercastServer
import LayercastUI
import NIOPosix

/// The real server serving the real demo app on 127.0.0.1 and a free port, paced automatically
/// as the `layercast-server` executable paces it (turns when input arrives or the UI asks).
@MainActor
final class DemoServer {
    /// The server.
    let server: LayercastServer
    /// The application the demo runs in.
    let application: UIApplication
    /// The demo's parts (frames of its button, label, toolbar item).
    let demo: DemoApp
    /// The port it listens on.
    let port: Int
    private let group: MultiThreadedEventLoopGroup

    private init(server: LayercastServer, application: UIApplication, demo: DemoApp, port: Int,
                 group: MultiThreadedEventLoopGroup) {
        self.server = server; self.application = application; self.demo = demo; self.port = port; self.group = group
    }

    /// Launches the demo on a 390×844-point screen and starts serving it.
    static func start() async throws -> DemoServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        // As `LayercastServer.serve(screen:configuration:eventLoopGroup:launch:)` does it, but
        // keeping the server and the demo's parts for the test.
        // A 1× screen: the server draws at the clients' scales anyway, and the first turn (on the
        // main actor, which every test of the process shares) stays cheap.
        let application = LayercastServer.makeApplication(screen: ServedScreen(scale: 1))
        let demo = launchDemo(in: application)
        do {
            let server = try LayercastServer(ui: UIApplicationServedUI(application: application),
                                             configuration: ServerConfiguration(host: "127.0.0.1", port: 0),
                                             eventLoopGroup: group)
            server.runTurn()
            let port = try await server.start()
            return DemoServer(server: server, application: application, demo: demo, port: port, group: group)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// Stops serving and the event loop.
    func stop() async {
        await server.stop()
        try? await group.shutdownGracefully()
    }

    // MARK: - What clients converge to

    /// The server's tree for the group a session is in (its hash is what the client must reach);
    /// `nil` for an unknown session.
    func tree(ofSession id: UInt64) -> LayerTree? {
        server.scaleGroup(ofSession: id).flatMap { server.tree(for: $0) }
    }

    /// The label's text as the app has it.
    var tapCountText: String? { demo.tapCountText }
}

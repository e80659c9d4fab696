import ArgumentParser
import Foundation
import LayercastClient
import NIOPosix

/// `layercast-bench fanout-clients --port P --clients N` (hidden): N mirroring clients in one
/// process, each a real `ClientSession` over its own loopback connection with a `MirrorDisplay`,
/// applying and acknowledging every update. The fan-out and memory figures run it as a child
/// so that the server's process does no client work.
struct FanOutClients: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fanout-clients",
        abstract: "Run N headless mirroring clients against a server (a helper of the fan-out and memory figures).",
        shouldDisplay: false)

    @Option(help: "The server's port on 127.0.0.1.")
    var port: Int

    @Option(help: "How many clients.")
    var clients = 1

    @Option(help: "How many of them attach as additional 1280×720-point screens at 1× (SPEC §10.1.1) instead of mirroring.")
    var additional = 0

    @Option(help: "Exit after this many seconds at the latest.")
    var seconds = 600.0

    func run() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let sessions = (0..<clients).map { index in
            index >= clients - additional
                ? ClientSession(configuration: ClientSessionConfiguration(port: port, name: "bench-screen-\(index)", scale: 1,
                                                                          mode: .additional),
                                display: MirrorDisplay(width: 1280, height: 720), group: group)
                : ClientSession(configuration: ClientSessionConfiguration(port: port, name: "bench-\(index)"),
                                display: MirrorDisplay(width: 390, height: 844), group: group)
        }
        for session in sessions { session.connect() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        var announced = false
        while Date() < deadline, !sessions.allSatisfy(\.isEnded) {
            // Each session's step returns at once (no wait): a short sleep per round keeps the
            // clients from spinning on the cores the server is measured on.
            for session in sessions { session.step(maxWait: 0) }
            if !announced, sessions.allSatisfy({ $0.presentedCommitCount >= 1 }) {
                announced = true
                FileHandle.standardOutput.write(Data("ready: \(clients) clients\n".utf8))
            }
            usleep(500)
        }
        for session in sessions { session.close() }
    }
}

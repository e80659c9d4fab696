import Foundation
import LayercastClient
import LayercastProtocol
import NIOPosix

/// One in-process client: a real `ClientSession` over TCP to the server and its display (the
/// SDL `Compositor` with the offscreen driver, or an SDL-free `MirrorDisplay`). Lives on its
/// `ClientHost`'s thread.
final class ClientRig<Display: ClientDisplay> {
    /// The session (`nil` after `shutDown()`).
    private(set) var session: ClientSession!
    /// The display (`nil` after `shutDown()`).
    private(set) var display: Display!
    private let group: MultiThreadedEventLoopGroup

    /// Connects a session to `127.0.0.1:port`; `scale` nil fits the server's screen into the
    /// display (letterboxed).
    init(port: Int, scale: Double?, name: String, display: Display,
         capabilities: Capabilities = ClientSessionConfiguration.implemented) {
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        self.display = display
        session = ClientSession(configuration: ClientSessionConfiguration(host: "127.0.0.1", port: port, name: name, scale: scale,
                                                                          capabilities: capabilities),
                                display: display, group: group)
        session.connect()
    }

    /// Steps the session until `condition` holds, at most `timeout` seconds.
    /// - Throws: the session's `ClientError` (`.timedOut` when time runs out).
    func run(timeout: Double, until condition: (ClientRig) -> Bool) throws {
        try session.runUntil(timeout: timeout) { _ in condition(self) }
    }

    /// Steps the session for `count` turns without waiting for anything in particular (lets
    /// input go out and acks come back).
    func step(_ count: Int) {
        for _ in 0..<count { session.step(maxWait: 0.01) }
    }

    /// Closes the session, releases the display (SDL shuts down here, on the thread that opened
    /// it) and stops the event loop.
    func shutDown() {
        session?.close()
        session = nil
        display = nil
        try? group.syncShutdownGracefully()
    }
}

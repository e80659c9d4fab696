import Foundation
import LayercastGraphics
import LayercastProtocol
import LayercastServer
import LayercastUI
import Logging
import NIOPosix
import Testing
@testable import LayercastClient

/// A server for the TLS tests: a small app (two coloured views, no text, so turns are cheap)
/// on 127.0.0.1 and a free port, with the fixture certificate or without TLS, paced
/// automatically, its log collected.
@MainActor
final class TLSServer {
    /// The server.
    let server: LayercastServer
    private let group: MultiThreadedEventLoopGroup
    private let logLines: LogLines
    private let window: UIWindow

    /// The server's log messages so far.
    var log: [String] { logLines.lines }

    private init(server: LayercastServer, group: MultiThreadedEventLoopGroup, logLines: LogLines, window: UIWindow) {
        self.server = server; self.group = group; self.logLines = logLines; self.window = window
    }

    /// Runs `body` with a started server (TLS with the fixture certificate when `tls`), and
    /// stops it whatever `body` does.
    /// - Parameter certificate: the fixture certificate file (with `server-key.pem`).
    static func with(tls: Bool, certificate: String = "server.pem", _ body: (TLSServer) async throws -> Void) async throws {
        let server = try await start(tls: tls, certificate: certificate)
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    static func start(tls: Bool, certificate: String) async throws -> TLSServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let application = LayercastServer.makeApplication(screen: ServedScreen(scale: 1))
        let window = application.perform { () -> UIWindow in
            let window = UIWindow(screen: application.screen)
            let controller = UIViewController()
            window.rootViewController = controller
            controller.view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
            let square = UIView(frame: CGRect(x: 100, y: 300, width: 120, height: 120))
            square.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
            square.layer.cornerRadius = 24
            controller.view.addSubview(square)
            window.makeKeyAndVisible()
            return window
        }
        let lines = LogLines()
        var logger = Logger(label: "layercast.server.tls-test") { _ in CollectingLogHandler(lines: lines) }
        logger.logLevel = .info
        let certificates = tls ? try ServerTLSConfiguration(
            certificateChainFile: InProcessServerTests.TLSTests.fixture(certificate),
            privateKeyFile: InProcessServerTests.TLSTests.fixture("server-key.pem")) : nil
        do {
            let server = try LayercastServer(ui: UIApplicationServedUI(application: application),
                                             configuration: ServerConfiguration(host: "127.0.0.1", port: 0, logger: logger,
                                                                                tls: certificates),
                                             eventLoopGroup: group)
            server.runTurn()
            try await server.start()
            return TLSServer(server: server, group: group, logLines: lines, window: window)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    func stop() async {
        await server.stop()
        try? await group.shutdownGracefully()
    }

    /// A client with a `MirrorDisplay` (300×650 px fits the 390×844-point screen below 1×).
    func openClient(tls: ClientTLSConfiguration?, name: String) async throws -> ClientHost<TLSRig> {
        let port = try #require(server.port)
        return try await ClientHost(name: name) { TLSRig(port: port, tls: tls, name: name) }
    }

    /// Steps `client` until its tree hash is the server's for its scale group; returns it.
    @discardableResult
    func converge(_ client: ClientHost<TLSRig>, timeout: Double = 60) async throws -> UInt64 {
        let id = try await client.run { rig -> UInt64 in
            try rig.session.runUntil(timeout: timeout) { $0.welcome != nil }
            return rig.session.welcome!.sessionID
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(timeout)
        while true {
            let expected = server.scaleGroup(ofSession: id).flatMap { server.tree(for: $0) }?.canonicalHash
            let reached = try await client.run { rig -> UInt64 in
                _ = try? rig.session.runUntil(timeout: 0.25) { $0.treeHash == expected && $0.presentedCommitCount > 0 }
                if case .ended(let error?) = rig.session.status { throw error }
                return rig.session.treeHash
            }
            if reached == expected, !server.needsTurn { return reached }
            guard clock.now < deadline else {
                throw EndToEndError.timedOut("session \(id) to converge: client \(String(reached, radix: 16)), "
                                             + "server \(expected.map { String($0, radix: 16) } ?? "none")")
            }
        }
    }

    /// Checks `client` is still served: its session is the only one, and a resync request is
    /// answered with a snapshot that leaves it at the server's hash.
    func expectServing(_ client: ClientHost<TLSRig>, onlySession id: UInt64) async throws {
        try await waitUntil("the refused connection to leave the server's sessions") { self.server.sessionIDs == [id] }
        let before = try await client.run { $0.session.appliedCommitCount }
        try await client.run { rig in
            rig.session.requestResync()
            try rig.session.runUntil(timeout: 60) { $0.appliedCommitCount > before }
        }
        try await converge(client)
    }
}

/// One in-process client on its `ClientHost`'s thread: a session with the given TLS options and
/// a `MirrorDisplay`.
final class TLSRig {
    let session: ClientSession
    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    init(port: Int, tls: ClientTLSConfiguration?, name: String) {
        session = ClientSession(configuration: ClientSessionConfiguration(host: "127.0.0.1", port: port, name: name, tls: tls),
                                display: MirrorDisplay(width: 300, height: 650), group: group)
        session.connect()
    }

    /// Steps until the session ends (bounded: a refused connection ends within seconds); its error.
    func runUntilEnded(timeout: Double = 60) throws -> ClientError? {
        do {
            try session.runUntil(timeout: timeout) { $0.isEnded }
        } catch .timedOut(let what) {
            throw ClientError.timedOut(what)
        } catch {
            return error
        }
        if case .ended(let error) = session.status { return error }
        return nil
    }

    func shutDown() {
        session.close()
        try? group.syncShutdownGracefully()
    }
}

/// Runs `body` with `client`, then closes it whatever `body` does.
@MainActor
func usingRig(_ client: ClientHost<TLSRig>, _ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch {
        await client.stop { $0.shutDown() }
        throw error
    }
    await client.stop { $0.shutDown() }
}

/// Log messages collected from any thread.
final class LogLines: @unchecked Sendable {
    // @unchecked: `storage` is only touched under `lock`.
    private let lock = NSLock()
    private var storage: [String] = []
    var lines: [String] { lock.withLock { storage } }
    func append(_ line: String) { lock.withLock { storage.append(line) } }
}

/// A log handler that keeps each message (with its metadata) in a `LogLines`.
struct CollectingLogHandler: LogHandler {
    let lines: LogLines
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.append("\(event.level): \(event.message) \(event.metadata ?? [:])")
    }
}

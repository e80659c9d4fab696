import Foundation
import Logging
import LayercastGraphics
import LayercastServer
import LayercastUI
import NIOCore
import NIOPosix

/// Issue 18's figure: bytes and server CPU per commit with one, two and four screens of the
/// same app (the main screen and one client per screen).
enum ScreensSuite: BenchSuite {
    static let name = "screens"

    struct Measurement {
        var screens: Int
        var commits: Int
        var microseconds: Double
        var bytes: Int
        var acks: Int
        var perCommit: Double { microseconds / Double(commits) }
    }

    @MainActor
    static func run(quick: Bool) async throws -> [BenchSection] {
        let counts = quick ? [1, 2] : [1, 2, 4]
        let commits = quick ? 20 : 600
        let scene = ScreensScene()
        var logger = Logger(label: "bench.screens")
        logger.logLevel = .error
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var configuration = ServerConfiguration(port: 0, pacing: .manual, logger: logger)
        // The child is stopped by a signal between runs: its sessions are parked, and their
        // screens disconnect only when the grace period ends (30 s by default, as long as the
        // wait for them to leave, which made that wait a race).
        configuration.resumeGracePeriod = .milliseconds(250)
        let server = try LayercastServer(ui: UIApplicationServedUI(application: scene.application),
                                         configuration: configuration, eventLoopGroup: group)
        server.runTurn()
        let port = try await server.start()
        var measurements: [Measurement] = []
        do {
            for count in counts {
                measurements.append(try await measure(screens: count, commits: commits, server: server, scene: scene, port: port))
            }
        } catch {
            await server.stop()
            try? await group.shutdownGracefully()
            throw error
        }
        await server.stop()
        try await group.shutdownGracefully()

        let base = measurements[0]
        let rows = measurements.map { m -> [String] in
            [String(m.screens), String(m.commits),
             BenchFormat.duration(microseconds: m.perCommit),
             BenchFormat.ratio(m.perCommit / base.perCommit),
             BenchFormat.bytes(Double(m.bytes) / Double(m.commits)),
             BenchFormat.bytes(Double(m.bytes) / Double(m.commits * m.screens)),
             String(format: "%.0f %%", 100 * Double(m.acks) / Double(m.commits * m.screens))]
        }
        return [BenchSection(
            title: "10. Screens: bytes and server CPU per commit with 1, 2 and 4 screens",
            goal: "each screen costs its own tree's bytes and work; no screen pays for another",
            headers: ["screens", "commits", "server CPU per commit", "vs 1 screen", "bytes per commit (all)",
                      "bytes per screen per commit", "commits acked"],
            rows: rows,
            goalMet: nil,
            notes: [
                "The app is the fan-out figure's 1,000-view scene on the main screen; each screen that connects gets a window of \(ScreensScene.viewsPerScreen) views from the app's `UIScreen.didConnectNotification` observer. Each commit moves one view on every screen (one turn every 1/60 s), so every screen commits every turn.",
                "One client per screen: the main screen's mirror (390×844 pt) and one additional 1280×720-point screen per extra screen, real ClientSessions with MirrorDisplays in a child process (`layercast-bench fanout-clients --additional N`), each applying and acking every update.",
                "Server CPU is this process's user + system time (getrusage) over the commits: the turn of every screen (layout, commit, diff per screen), the encoding per screen, the writes and the acks.",
            ])]
    }

    @MainActor
    static func measure(screens: Int, commits: Int, server: LayercastServer, scene: ScreensScene,
                        port: Int) async throws -> Measurement {
        let child = try BenchChildProcess(try BenchChildProcess.sibling("layercast-bench"), arguments: [
            "fanout-clients", "--port", String(port), "--clients", String(screens),
            "--additional", String(screens - 1), "--seconds", "300"])
        defer { child.stop() }
        let acksBefore = server.statistics.acks
        try await benchWait("\(screens) screens' clients to connect and ack their snapshots", timeout: 60) {
            server.sessionIDs.count == screens && server.additionalScreens.count == screens - 1
                && server.statistics.acks - acksBefore >= screens
        }
        let measured = try await FanOutSuite.steadyCommits(commits, on: server, nudge: scene.nudge)
        let (start, end, bytes, acks) = (measured.start, measured.end, measured.bytes, measured.acks)
        child.stop()
        try await benchWait("\(screens) screens' clients to leave", timeout: 30) {
            server.sessionIDs.isEmpty && server.additionalScreens.isEmpty
        }
        return Measurement(screens: screens, commits: commits,
                           microseconds: end.user - start.user + end.system - start.system, bytes: bytes, acks: acks)
    }
}

/// The screens figure's app: the latency scene on the main screen, and a window of
/// `viewsPerScreen` views with one moving view on every screen that connects.
@MainActor
final class ScreensScene {
    static let viewsPerScreen = 200
    private let scene = LatencyScene(views: 1_000)
    private var movers: [ObjectIdentifier: UIView] = [:]
    private var windows: [ObjectIdentifier: UIWindow] = [:]
    var application: UIApplication { scene.application }

    init() {
        let center = scene.application.notificationCenter
        _ = center.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: nil) { [weak self] note in
            nonisolated(unsafe) let screen = note.object as AnyObject?
            MainActor.assumeIsolated { if let screen = screen as? UIScreen { self?.connected(screen) } }
        }
        _ = center.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) { [weak self] note in
            nonisolated(unsafe) let screen = note.object as AnyObject?
            MainActor.assumeIsolated {
                guard let screen = screen as? UIScreen else { return }
                self?.movers[ObjectIdentifier(screen)] = nil
                self?.windows[ObjectIdentifier(screen)] = nil
            }
        }
    }

    private func connected(_ screen: UIScreen) {
        let window = UIWindow(screen: screen)
        window.backgroundColor = .white
        for index in 0..<(Self.viewsPerScreen - 1) {
            let cell = UIView(frame: CGRect(x: CGFloat(index % 20) * 30, y: CGFloat(index / 20) * 20, width: 28, height: 18))
            cell.backgroundColor = UIColor(red: 0.3, green: CGFloat(index % 10) / 10, blue: 0.6, alpha: 1)
            window.addSubview(cell)
        }
        let mover = UIView(frame: CGRect(x: screen.bounds.midX - 60, y: screen.bounds.midY - 60, width: 120, height: 120))
        mover.backgroundColor = UIColor(red: 0.9, green: 0.4, blue: 0.3, alpha: 1)
        window.addSubview(mover)
        window.isHidden = false
        movers[ObjectIdentifier(screen)] = mover
        windows[ObjectIdentifier(screen)] = window
    }

    /// Moves the main screen's draggable view and every other screen's mover by `dx` points.
    func nudge(_ dx: CGFloat) {
        scene.nudge(dx)
        application.perform {
            for mover in movers.values { mover.center = CGPoint(x: mover.center.x + dx, y: mover.center.y) }
        }
    }
}

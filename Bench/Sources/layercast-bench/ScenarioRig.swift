import Foundation
import LayercastClient
import LayercastLayers
import LayercastProtocol
import LayercastCompositing
import LayercastRender
import LayercastServer
import LayercastUI
import NIOPosix

/// One scripted session: the real server (manual pacing, the app on a manual clock) and a real
/// `ClientSession` with a `MirrorDisplay`, connected over loopback TCP, both on the main actor.
///
/// Time is the app's: each frame advances its clock by 1/60 s and runs one server turn, so ten
/// seconds of a script take only as long as the work they cause. The client is stepped without
/// blocking and the actor yields between steps, so the server's input and ack handling (which
/// hops to the main actor) runs in between.
@MainActor
final class ScenarioRig {
    let screen: WireScreen
    /// The app's clock (server time), advanced a frame at a time.
    let clock: ManualClock
    let application: UIApplication
    let server: LayercastServer
    let display: MirrorDisplay
    let session: ClientSession
    private let serverGroup: MultiThreadedEventLoopGroup
    private let clientGroup: MultiThreadedEventLoopGroup
    private(set) var sessionID: UInt64 = 0
    /// How long a wait for the network may take before the run fails, seconds of wall time.
    static let networkTimeout = 60.0

    /// Launches `scenario` on `screen`, starts the server and connects the client; returns the
    /// rig with the client converged on the server's first frame, and the script's frames.
    static func start(_ scenario: WireScenario, on screen: WireScreen, quick: Bool) async throws
        -> (ScenarioRig, [[ClientInputEvent]]) {
        let clock = ManualClock()
        let application = UIApplication(screen: UIScreen(bounds: CGRect(origin: .zero, size: screen.points),
                                                         scale: CGFloat(screen.scale)), clock: clock)
        let makeScript = scenario.launch(in: application, quick: quick)
        let rig = try await ScenarioRig(screen: screen, clock: clock, application: application)
        return (rig, makeScript())
    }

    private init(screen: WireScreen, clock: ManualClock, application: UIApplication) async throws {
        self.screen = screen
        self.clock = clock
        self.application = application
        serverGroup = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        clientGroup = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, pacing: .manual)
        // A line per connection for every scenario would bury the tables.
        configuration.logger.logLevel = .warning
        server = try LayercastServer(ui: UIApplicationServedUI(application: application),
                                     configuration: configuration, eventLoopGroup: serverGroup)
        server.runTurn()
        let port = try await server.start()
        display = MirrorDisplay(width: screen.pixelWidth, height: screen.pixelHeight)
        session = ClientSession(configuration: ClientSessionConfiguration(host: "127.0.0.1", port: port,
                                                                          name: "wire-bench", scale: screen.scale),
                                display: display, group: clientGroup)
        session.connect()
        try await pump("the welcome") { $0.session.welcome != nil }
        sessionID = session.welcome!.sessionID
        try await settle()
    }

    /// Bytes the server has written to the client so far (frame headers included).
    var bytesSent: Int { server.bytesSent(toSession: sessionID) ?? 0 }

    /// Runs one frame: advances the clock 1/60 s, sends `input` from the client and waits until
    /// the server has it, runs one server turn and waits until the client shows its result.
    /// Returns how many commits the turn made.
    func frame(input: [ClientInputEvent]) async throws -> Int {
        clock.advance(by: 1 / WireScenario.frameRate)
        if !input.isEmpty {
            let expected = server.statistics.inputs + input.count
            session.inject(input)
            try await pump("the server to take the input") { $0.server.statistics.inputs >= expected }
        }
        let commits = server.runTurn()
        try await settle()
        return commits
    }

    /// Steps until the client's tree is the server's for its group and no turn is pending
    /// (running the turns new scales ask for).
    func settle() async throws {
        try await pump("the client to converge") { rig in Self.hasConverged(rig.session, sessionID: rig.sessionID, on: rig.server) }
    }

    /// Whether `session` (the server's session `sessionID`) shows its group's tree with no turn
    /// pending; runs the pending turn (a new scale asks for one) and says no when there is one.
    static func hasConverged(_ session: ClientSession, sessionID: UInt64?, on server: LayercastServer) -> Bool {
        if server.needsTurn { server.runTurn(); return false }
        guard let sessionID, let key = server.scaleGroup(ofSession: sessionID), let tree = server.tree(for: key) else { return false }
        return session.treeHash == tree.canonicalHash
    }

    /// The frame the client shows now: its tree at the app's time, with the contents it holds,
    /// rendered by the reference renderer at the client's pixel size (premultiplied BGRA).
    func renderFrame() throws -> ContentBitmap {
        let viewport = Viewport(screenSize: screen.points, outputWidth: screen.pixelWidth, outputHeight: screen.pixelHeight)
        return try ReferenceRenderer().render(display.tree, contents: display.contents, glyphs: display.glyphs,
                                              viewport: viewport, at: clock.now)
    }

    /// Whether an animation of the client's tree runs at the app's time.
    var isAnimating: Bool { display.tree.hasRunningAnimations(at: clock.now) }

    /// Closes the client and the server.
    func stop() async {
        session.close()
        // Let the goodbye reach the server before the event loops go away (a close still
        // queued on a shut-down loop is an error in NIO).
        let deadline = ContinuousClock.now + .seconds(2)
        while !server.sessionIDs.isEmpty, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        await server.stop()
        try? await serverGroup.shutdownGracefully()
        try? await clientGroup.shutdownGracefully()
    }

    /// Steps the client without blocking and yields the main actor until `condition` holds.
    /// - Throws: `WireBenchError.timedOut` after `networkTimeout` seconds; the session's error if it ends.
    private func pump(_ what: String, until condition: (ScenarioRig) -> Bool) async throws {
        try await Self.pump(session, what) { condition(self) }
    }

    /// Steps `session` without blocking and yields the main actor until `condition` holds.
    /// - Throws: `WireBenchError.timedOut` after `networkTimeout` seconds; the session's error if it ends.
    static func pump(_ session: ClientSession, _ what: String, until condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(networkTimeout)
        while true {
            session.step(maxWait: 0)
            if condition() { return }
            if case .ended(let error) = session.status { throw WireBenchError.sessionEnded("\(error.map { "\($0)" } ?? "closed")") }
            guard ContinuousClock.now < deadline else { throw WireBenchError.timedOut(what) }
            try await Task.sleep(for: .microseconds(100))
        }
    }
}

import Foundation
import LayercastClient
import LayercastDemo
import LayercastLayers
import LayercastProtocol
import LayercastServer
import LayercastUI
import NIOPosix

/// Issue 17's connection figure: what the demo costs a client to join — the first client at
/// 390×844 points @3×, a second client at a scale no one has yet (a 1920×1080 window: 1.28×),
/// and a third at 3× again — with text as glyph runs and with text in bitmaps (a client without
/// `glyphRuns`), each on a server of its own.
enum ConnectionCostSuite: BenchSuite {
    static let name = "connect"

    /// One client's join: the bytes the server wrote to it until it showed the server's tree.
    struct Join {
        var bytes = 0
        var glyphBytes = 0
        var contents = 0
    }

    struct Measurement {
        var glyphRuns: Bool
        var first = Join(), newScale = Join(), sameScale = Join()
        /// Glyph masks the server rasterised for all three.
        var rasterised = 0
    }

    @MainActor
    static func run(quick: Bool) async throws -> [BenchSection] {
        var results: [Measurement] = []
        for glyphRuns in [true, false] { results.append(try await measure(glyphRuns: glyphRuns)) }
        let rows = results.map { r -> [String] in
            [r.glyphRuns ? "glyph runs (version 4)" : "text in bitmaps",
             BenchFormat.bytes(Double(r.first.bytes)), BenchFormat.bytes(Double(r.first.glyphBytes)),
             BenchFormat.bytes(Double(r.newScale.bytes)), BenchFormat.bytes(Double(r.sameScale.bytes)),
             "\(r.rasterised)"]
        }
        return [BenchSection(
            title: "1g. Joining the demo: the first client, a second at a new scale, a third at 3× again",
            goal: "reported, no goal: the demo's connection cost with text as glyph runs beside text in bitmaps",
            headers: ["clients take", "first client (390×844 pt @3×)", "of which glyph masks",
                      "second client (1920×1080 px: 1.28×)", "third client (@3× again)", "glyph masks rasterised"],
            rows: rows,
            goalMet: nil,
            notes: [
                "The demo app (its first screen, as launched) on the real `LayercastServer`; each client is a real `ClientSession` with a `MirrorDisplay` over loopback TCP, joining after the one before has converged. Bytes: everything the server wrote to that client (welcome, glyph masks, contents, snapshot) until its tree hash was the server's, zstd on as the reference client asks.",
                "With glyph runs every client of a scale is sent the masks its text names, rasterised once per key for all of them; a client at a new scale needs masks of its own, a client at a scale already served reuses what the server drew. Text in bitmaps is the same app for clients without `glyphRuns` (versions 1–3).",
            ] + (quick ? ["Quick (CI smoke) run: the same steps; the figures are real but not recorded."] : []))]
    }

    @MainActor
    static func measure(glyphRuns: Bool) async throws -> Measurement {
        let clock = ManualClock()
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3),
                                        clock: clock)
        _ = launchDemo(in: application)
        let serverGroup = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let clientGroup = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, pacing: .manual)
        configuration.logger.logLevel = .warning
        let server = try LayercastServer(ui: UIApplicationServedUI(application: application),
                                         configuration: configuration, eventLoopGroup: serverGroup)
        server.runTurn()
        let port = try await server.start()
        let capabilities = glyphRuns ? ClientSessionConfiguration.implemented
            : ClientSessionConfiguration.implemented.subtracting(.glyphRuns)
        var result = Measurement(glyphRuns: glyphRuns)
        var sessions: [ClientSession] = []
        do {
            for (width, height) in [(1170, 2532), (1920, 1080), (1170, 2532)] {
                let glyphBytesBefore = server.statistics.glyphBytesSent
                let contentsBefore = server.statistics.contentsEncoded
                let session = ClientSession(
                    configuration: ClientSessionConfiguration(host: "127.0.0.1", port: port, name: "connect-bench",
                                                              capabilities: capabilities),
                    display: MirrorDisplay(width: width, height: height), group: clientGroup)
                sessions.append(session)
                session.connect()
                let id = try await converge(session, server: server)
                let join = Join(bytes: server.bytesSent(toSession: id) ?? 0,
                                glyphBytes: server.statistics.glyphBytesSent - glyphBytesBefore,
                                contents: server.statistics.contentsEncoded - contentsBefore)
                switch sessions.count {
                case 1: result.first = join
                case 2: result.newScale = join
                default: result.sameScale = join
                }
            }
            result.rasterised = server.statistics.glyphMasksRasterised
        } catch {
            for s in sessions { s.close() }
            await server.stop()
            throw error
        }
        for s in sessions { s.close() }
        await server.stop()
        try? await serverGroup.shutdownGracefully()
        try? await clientGroup.shutdownGracefully()
        return result
    }

    /// Steps the client (and the server's turns a new scale asks for) until its tree is its
    /// group's; returns its session id.
    @MainActor
    static func converge(_ session: ClientSession, server: LayercastServer) async throws -> UInt64 {
        try await ScenarioRig.pump(session, "a client to join") {
            ScenarioRig.hasConverged(session, sessionID: session.welcome?.sessionID, on: server)
        }
        return session.welcome!.sessionID
    }
}

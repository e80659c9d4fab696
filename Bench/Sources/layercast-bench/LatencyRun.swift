import Foundation
import Logging
import LayercastServer
import NIOCore
import NIOPosix

/// One latency run: a server in this process (automatic pacing, a latency probe) serving the
/// 1,000-view scene, and the real `layercast-client` process, headless, dragging the scene's
/// draggable view with `--script-drag`.
@MainActor
enum LatencyRun {
    struct Result {
        /// Server-side times per input, microseconds.
        var arrivalToWritten: [Double] = []
        var arrivalToHandled: [Double] = []
        var handledToTurn: [Double] = []
        var turnToWritten: [Double] = []
        /// End to end per input (input timestamp → ack's presentedTime), microseconds.
        var endToEnd: [Double] = []
        /// Input timestamp → the client received the commit's frame (ack's receivedTime).
        var inputToReceived: [Double] = []
        /// The commit's frame received → presented.
        var receivedToPresented: [Double] = []
        var inputs = 0
        var layers = 0
        /// The client's renderer as it announced it ("opengl renderer, 390x844 px, headless").
        var clientRenderer = "?"
    }

    nonisolated static func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func measure(views: Int, moves: Int, maxTurnsPerSecond: Double) async throws -> Result {
        let scene = LatencyScene(views: views)
        let probe = InputLatencyProbe(now: { nanoseconds() })
        var logger = Logger(label: "bench.latency")
        logger.logLevel = .error
        var configuration = ServerConfiguration(port: 0, pacing: .automatic, maxTurnsPerSecond: maxTurnsPerSecond,
                                                logger: logger)
        configuration.inputLatencyProbe = probe
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let server = try LayercastServer(ui: UIApplicationServedUI(application: scene.application),
                                         configuration: configuration, eventLoopGroup: group)
        server.runTurn()
        let port = try await server.start()
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("layercast-bench-latency-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: screenshot) }
        var result = Result()
        result.layers = scene.viewCount
        do {
            let client = try BenchChildProcess(try BenchChildProcess.sibling("layercast-client"), arguments: [
                "127.0.0.1:\(port)", "--headless", "--script-drag", String(moves),
                "--screenshot", screenshot.path, "--name", "bench-latency"])
            try await client.waitForExit(timeout: Double(moves) / 60 * 4 + 60)
            if let line = client.output.split(separator: "\n").first(where: { $0.contains(" renderer") }),
               let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")"), open < close {
                result.clientRenderer = String(line[line.index(after: open)..<close])
            }
        } catch {
            await server.stop()
            try? await group.shutdownGracefully()
            throw error
        }
        await server.stop()
        try await group.shutdownGracefully()

        let samples = probe.samples
        let acks = probe.acks
        result.inputs = samples.count
        for sample in samples {
            result.arrivalToWritten.append(Double(sample.writtenAt - sample.receivedAt) / 1000)
            result.arrivalToHandled.append(Double(sample.handledAt - sample.receivedAt) / 1000)
            result.handledToTurn.append(Double(sample.turnStartedAt - sample.handledAt) / 1000)
            result.turnToWritten.append(Double(sample.writtenAt - sample.turnStartedAt) / 1000)
            // Acks are cumulative and sent per presented frame: the first one at or past the
            // sample's commit is the frame that showed it.
            guard let ack = acks.first(where: { $0.sessionID == sample.sessionID && $0.ack.commitID >= sample.commitID })?.ack
            else { continue }
            result.endToEnd.append((ack.presentedTime - sample.inputTimestamp) * 1e6)
            result.inputToReceived.append((ack.receivedTime - sample.inputTimestamp) * 1e6)
            result.receivedToPresented.append((ack.presentedTime - ack.receivedTime) * 1e6)
        }
        return result
    }
}

import Foundation
import Logging
import LayercastClient
import LayercastProtocol
import LayercastServer
import NIOCore
import NIOPosix

/// Figure 7: server and client bytes per layer, without bitmaps.
enum MemorySuite: BenchSuite {
    static let name = "memory"
    /// Goals, bytes per layer.
    static let serverGoal = 1024.0, clientGoal = 512.0
    /// The small tree whose heap is subtracted, so fixed costs (event loops, encoders, buffers)
    /// do not count per layer.
    static let baseViews = 10

    struct Measurement {
        var layers: Int
        /// Heap growth, bytes: building the toolkit's views and layers and committing them.
        var toolkit: Int
        /// Then: the server, its scale group's tree and one synchronised session.
        var server: Int
        /// A client's mirrored tree after applying a snapshot of the server's tree.
        var client: Int
    }

    @MainActor
    static func run(quick: Bool) async throws -> [BenchSection] {
        guard MemoryHeap.bytesInUse() != nil else {
            return [BenchSection(title: "7. Memory per layer", goal: "server ≤ 1 KiB, client ≤ 512 B per layer",
                                 headers: ["layers"], rows: [], goalMet: nil,
                                 notes: ["Not measured: glibc's malloc_info is not available."])]
        }
        let sizes = quick ? [1_000] : [1_000, 10_000]
        _ = try await measure(views: baseViews)  // warm-up: process-wide caches allocated once
        let base = try await measure(views: baseViews)
        var rows: [[String]] = []
        var last: (server: Double, client: Double)?
        var measured: [Measurement] = []
        for size in sizes {
            let m = try await measure(views: size)
            measured.append(m)
            let layers = Double(m.layers - base.layers)
            let toolkit = Double(m.toolkit - base.toolkit) / layers
            let serverState = Double(m.server - base.server) / layers
            let client = Double(m.client - base.client) / layers
            last = (toolkit + serverState, client)
            rows.append([String(m.layers), BenchFormat.bytes(toolkit), BenchFormat.bytes(serverState),
                         BenchFormat.bytes(toolkit + serverState), BenchFormat.ratio((toolkit + serverState) / serverGoal),
                         BenchFormat.bytes(client), BenchFormat.ratio(client / clientGoal)])
        }
        var residualNote: [String] = []
        if measured.count >= 2, let small = measured.first, let large = measured.last {
            // Between the two largest trees nothing fixed is left: the per-layer cost alone.
            let layers = Double(large.layers - small.layers)
            let toolkit = Double(large.toolkit - small.toolkit) / layers
            let serverState = Double(large.server - small.server) / layers
            let client = Double(large.client - small.client) / layers
            rows.append(["\(small.layers) → \(large.layers) (marginal)", BenchFormat.bytes(toolkit),
                         BenchFormat.bytes(serverState), BenchFormat.bytes(toolkit + serverState),
                         BenchFormat.ratio((toolkit + serverState) / serverGoal), BenchFormat.bytes(client),
                         BenchFormat.ratio(client / clientGoal)])
            let residual = Double(small.server - base.server) - serverState * Double(small.layers - base.layers)
            residualNote = ["The smaller tree's server figure carries a fixed cost of about \(BenchFormat.bytes(residual)) that the \(baseViews)-view base does not (the shared encoder's zstd context, which keeps the working memory of inputs under one block, 128 KiB, and the smaller tree's snapshot is such an input; a larger one is compressed in a context freed at once); the marginal row excludes it."]
        }
        return [BenchSection(
            title: "7. Memory per layer (without bitmaps)",
            goal: "server ≤ 1 KiB per layer, client ≤ 512 B per layer",
            headers: ["layers", "server: toolkit (UIView + CALayer)", "server: group tree + session", "server total",
                      "vs 1 KiB", "client", "vs 512 B"],
            rows: rows,
            goalMet: quick ? nil : last.map { $0.server <= serverGoal && $0.client <= clientGoal },
            notes: [
                "Heap in use from glibc's malloc_info (all arenas, so all threads), before and after; per layer is the growth over a \(baseViews)-view tree's divided by the extra layers, so fixed costs (event loops, encoder contexts, socket buffers) are not spread over the layers. The goal is judged on the largest tree's row; the marginal row (the growth between the two largest trees) is the cost of one more layer.",
                "Views are plain (a background colour, no contents bitmap). Toolkit: the UIViews, their CALayers and the application's committed state after the first turn. Group tree + session: the server (manual pacing) with one real client connected from a child process (`layercast-bench fanout-clients`), after the snapshot and one commit were acknowledged: the scale group's LayerTree, the session's copy of what the client holds, and the caches.",
                "Client: a MirrorDisplay's LayerTree after applying a snapshot of the server's tree, as ClientSession does; the SDL Compositor keeps the same LayerTree plus a texture per content bitmap (none here).",
                residualNote.first ?? "",
                "What limits it: a LayerTree node (the layer's property state, whose rarely-set properties share one out-of-line box while they are at their defaults, its sublayer array, its node hash and the dictionary entries that index it) is the whole client figure, and the group's LayerTree most of the server's second column (the session's record of the client's tree shares it). The toolkit's part is a CALayer (its common properties inline, the rarely-set ones and the bookkeeping of masks, animations and partial display out of line, and no second copy of its properties for the diff), a UIView, the side table Swift gives an object that is referenced weakly (the layer's delegate), and the app's own UIColor.",
            ].filter { !$0.isEmpty })]
    }

    @MainActor
    static func measure(views: Int) async throws -> Measurement {
        var logger = Logger(label: "bench.memory")
        logger.logLevel = .error
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let h0 = try heap()
        let scene = LatencyScene(views: views)
        let h1 = try heap()
        let server = try LayercastServer(ui: UIApplicationServedUI(application: scene.application),
                                         configuration: ServerConfiguration(port: 0, pacing: .manual, logger: logger),
                                         eventLoopGroup: group)
        let port = try await server.start()
        let child = try BenchChildProcess(try BenchChildProcess.sibling("layercast-bench"), arguments: [
            "fanout-clients", "--port", String(port), "--clients", "1", "--seconds", "120"])
        defer { child.stop() }
        var measurement = Measurement(layers: 0, toolkit: h1 - h0, server: 0, client: 0)
        do {
            try await benchWait("a client to ack its snapshot", timeout: 60) {
                server.sessionIDs.count == 1 && server.statistics.acks >= 1
            }
            scene.nudge(3)
            server.runTurn()
            try await benchWait("the client to ack a commit", timeout: 30) { server.statistics.acks >= 2 }
            // Let the event loop finish its writes and reads.
            try await Task.sleep(for: .milliseconds(50))
            let h2 = try heap()
            measurement.server = h2 - h1
            guard let key = server.scaleGroups.first, let tree = server.tree(for: key) else {
                throw LiveBenchError.childProcess("the server has no scale group:\n\(child.output)")
            }
            measurement.layers = tree.nodes.count
            let operations = tree.snapshotOperations()
            let h3 = try heap()
            let display = MirrorDisplay(width: 390, height: 844)
            display.replaceTree(try LayerTree(snapshot: operations))
            let h4 = try heap()
            measurement.client = h4 - h3
            withExtendedLifetime((display, operations)) {}
        } catch {
            await server.stop()
            try? await group.shutdownGracefully()
            throw error
        }
        child.stop()
        await server.stop()
        try await group.shutdownGracefully()
        withExtendedLifetime(scene) {}
        return measurement
    }

    static func heap() throws -> Int {
        guard let bytes = MemoryHeap.bytesInUse() else { throw LiveBenchError.childProcess("malloc_info is not available") }
        return bytes
    }
}

import Foundation
import LayercastClient
import LayercastProtocol
import LayercastRender
import LayercastRenderFixtures

/// Figure 5: frames per second of the client's compositor on trees of 100 and 1,000 layers,
/// against a single full-screen texture copy per frame, with each SDL renderer it can use here.
enum CompositingSuite: BenchSuite {
    static let name = "compositing"

    /// An output: its window size in pixels and the points it shows.
    private struct Output {
        var label: String
        var width: Int
        var height: Int
        var scale: Double
        var screen: CGSize { CGSize(width: Double(width) / scale, height: Double(height) / scale) }
    }

    /// How long one case runs.
    private struct Budget {
        var seconds: Double
        var minimumFrames: Int
        var maximumFrames: Int
    }

    private struct Rate {
        var frames: Int
        var seconds: Double
        var median: Double
        var fps: Double { Double(frames) / seconds }
    }

    @MainActor
    static func run(quick: Bool) async throws -> [BenchSection] {
        let outputs = quick
            ? [Output(label: "640×360", width: 640, height: 360, scale: 1)]
            : [Output(label: "1920×1080 (1×)", width: 1920, height: 1080, scale: 1),
               Output(label: "3840×2160 (2×)", width: 3840, height: 2160, scale: 2)]
        let layerCounts = quick ? [100] : [100, 1_000]
        let budget = quick ? Budget(seconds: 0, minimumFrames: 2, maximumFrames: 2)
                           : Budget(seconds: 2, minimumFrames: 5, maximumFrames: 300)
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
        var rows: [[String]] = []
        var implementations: [String] = []
        var fasterThanBaseline: Set<String> = []
        for renderer in ["software", "opengl"] {
            for output in outputs {
                // SDL is process-global: one compositor at a time, on this (the main) thread.
                let compositor = try Compositor(configuration: CompositorConfiguration(
                    videoDriver: "offscreen", renderDriver: renderer, windowWidth: output.width,
                    windowHeight: output.height, scale: output.scale, title: "layercast-bench"))
                guard compositor.rendererName == renderer,
                      compositor.outputWidth == output.width, compositor.outputHeight == output.height else {
                    throw BenchMeasurementFailure("asked for \(renderer) at \(output.width)×\(output.height), got \(compositor.rendererName) at \(compositor.outputWidth)×\(compositor.outputHeight)")
                }
                if let gl = compositor.glImplementation, !implementations.contains(gl) { implementations.append(gl) }
                // The baseline needs a tree for the output's size only.
                compositor.replaceTree(SampleScenes.benchmark(layerCount: 1, screenSize: output.screen,
                                                              contentScale: output.scale).tree)
                let fullScreenCopy = try FullScreenCopyBaseline(compositor: compositor)
                let baseline = try measure(budget) { () throws(ClientError) in
                    fullScreenCopy.present()
                    try compositor.finishFrame()
                }
                rows.append([renderer, output.label, "baseline: 1 full-screen copy", fps(baseline),
                             BenchFormat.duration(microseconds: baseline.median * 1e6), "×1.00"])
                for count in layerCounts {
                    let scene = SampleScenes.benchmark(layerCount: count, screenSize: output.screen, contentScale: output.scale)
                    compositor.replaceTree(scene.tree)
                    for (id, bitmap) in scene.contents { try compositor.storeContents(bitmap, for: id) }
                    let rate = try measure(budget) { () throws(ClientError) in
                        compositor.present()
                        try compositor.finishFrame()
                    }
                    rows.append([renderer, output.label, "\(count) layers", fps(rate),
                                 BenchFormat.duration(microseconds: rate.median * 1e6),
                                 BenchFormat.ratio(rate.fps / baseline.fps)])
                    if rate.fps > baseline.fps { fasterThanBaseline.insert(renderer) }
                    // One small layer changed per frame: damage tracking redraws around it only.
                    let leaf = try smallLayer(in: scene.tree)
                    var flip = false
                    let changed = try measure(budget) {
                        flip.toggle()
                        try compositor.apply([.setProperties(leaf, [.backgroundColor(flip ? .black : .white)])])
                        compositor.presentIfNeeded()
                        try compositor.finishFrame()
                    }
                    rows.append([renderer, output.label, "\(count) layers, one small layer changed", fps(changed),
                                 BenchFormat.duration(microseconds: changed.median * 1e6),
                                 BenchFormat.ratio(changed.fps / baseline.fps)])
                }
            }
        }
        let glNote = implementations.isEmpty
            ? "The OpenGL renderer reported no GL implementation string."
            : "The OpenGL renderer runs on \(implementations.joined(separator: "; ")) through SDL's offscreen video driver (EGL). On this machine that is Mesa's llvmpipe, i.e. OpenGL rasterised in software on the CPU (no GPU); a real GPU would change the GL rows, not the software ones."
        var notes = [
            "Scene: `SampleScenes.benchmark(layerCount:)` — groups of one container and nine children, every child rotated (0–77°) and half of them at 70 % opacity, every third container at 80 % opacity, every tenth clipping to its bounds, one shared 32×32-point contents bitmap at the output's scale; spread over the whole screen.",
            "Each frame: `Compositor.present()` (the whole tree composited from scratch into the kept frame texture, copied to the window, then `SDL_RenderPresent`), then a one-pixel `SDL_RenderReadPixels`, which cannot return before the GL commands of the frame have run; the baseline is `FullScreenCopyBaseline.present()` (one full-screen texture copy, then `SDL_RenderPresent`) plus the same read-back. fps is frames ÷ wall time over the run.",
            "'One small layer changed': each frame sets the background colour of the scene's smallest leaf layer (black and white in turn) and calls `presentIfNeeded()`, which redraws only the damage, the rectangle around what changed (clipped, skipping layers outside it), then copies the kept frame to the window and presents. That copy is the baseline's full-screen copy, so about ×1 is the most it can reach.",
            quick ? "Quick mode: 2 frames per case." : "Each case runs for \(Int(budget.seconds)) s (at least \(budget.minimumFrames), at most \(budget.maximumFrames) frames) after 2 warm-up frames; 4K is 1920×1080 points at 2×, with contents at 2×.",
            glNote,
            "SDL's offscreen video driver: frames go to memory, nothing is shown on a display; everything here, GL included, runs on the CPU, so the figures are CPU-bound and move with the machine's load (load average when this suite started: \(load), on \(ProcessInfo.processInfo.activeProcessorCount) cores).",
        ]
        if !fasterThanBaseline.isEmpty {
            notes.append("On \(fasterThanBaseline.sorted().joined(separator: " and ")) a tree frame can beat the 'floor': the baseline samples a full-screen texture for every output pixel, while a tree frame clears the screen (a plain fill) and samples textures only where layers are. With a CPU rasteriser, per-pixel texture sampling rather than memory bandwidth is what the baseline measures.")
        }
        return [BenchSection(
            title: "5. Client compositing",
            goal: "report frames per second and the ratio to a single full-screen texture copy per frame (the memory-bandwidth floor); no pass/fail goal",
            headers: ["renderer", "output", "frame", "fps", "median frame", "fps vs baseline"],
            rows: rows,
            goalMet: nil,
            notes: notes)]
    }

    /// The smallest layer without sublayers: what "one small layer changed" edits.
    private static func smallLayer(in tree: LayerTree) throws -> LayerID {
        let leaves = tree.nodes.filter { $0.key != .root && $0.value.sublayers.isEmpty }
        guard let leaf = leaves.min(by: { a, b in
            let sa = a.value.state.bounds.size, sb = b.value.state.bounds.size
            return (sa.width * sa.height, a.key.rawValue) < (sb.width * sb.height, b.key.rawValue)
        }) else { throw BenchMeasurementFailure("the benchmark scene has no leaf layer") }
        return leaf.key
    }

    private static func fps(_ rate: Rate) -> String { String(format: "%.1f", rate.fps) }

    /// Runs `frame` twice to warm up, then until the budget is spent; returns the rate.
    private static func measure(_ budget: Budget, _ frame: () throws -> Void) throws -> Rate {
        let clock = ContinuousClock()
        for _ in 0..<2 { try frame() }
        var samples: [Double] = []
        let start = clock.now
        var elapsed = 0.0
        while samples.count < budget.minimumFrames
                || (elapsed < budget.seconds && samples.count < budget.maximumFrames) {
            let t0 = clock.now
            try frame()
            let now = clock.now
            samples.append((now - t0).microseconds / 1e6)
            elapsed = (now - start).microseconds / 1e6
        }
        return Rate(frames: samples.count, seconds: elapsed, median: BenchStats(samples).median)
    }
}

import ArgumentParser
import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI

/// The benchmark executable. Timing lives here, never in tests.
@main
struct LayercastBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layercast-bench",
        abstract: "Layercast benchmarks.",
        subcommands: [AllBench.self, ToolkitBench.self, DrawBench.self, FanOutClients.self, PacingClient.self])
}

/// Commit and layout cost against tree size: the cost must follow what changed.
struct ToolkitBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "toolkit",
        abstract: "Commit with 10 changed layers, and a layout pass with one dirty view, in trees of 1k/10k/100k views.")

    @Option(help: "Tree sizes (views, each backed by one layer).")
    var sizes: [Int] = [1_000, 10_000, 100_000]

    @Option(help: "Measured iterations per case (after warm-up).")
    var iterations = 300

    @MainActor
    func run() async throws {
        let sizes = self.sizes, iterations = self.iterations
        do {
            print("size      build+first turn   commit(10 changed) median / p90   layout(1 dirty) median / p90")
            var baseline: (Double, Double)?
            for size in sizes {
                let result = ToolkitScenario.measure(size: size, iterations: iterations)
                let ratio = baseline.map { String(format: "  (×%.2f, ×%.2f vs first)", result.commit.median / $0.0, result.layout.median / $0.1) } ?? ""
                if baseline == nil { baseline = (result.commit.median, result.layout.median) }
                print(String(format: "%-9d %10.1f ms        %8.2f µs / %8.2f µs       %8.2f µs / %8.2f µs%@",
                             size, result.buildMilliseconds, result.commit.median, result.commit.p90,
                             result.layout.median, result.layout.p90, ratio))
            }
        }
    }
}

/// Builds an application whose window holds `size` views in a tree of fan-out 10.
@MainActor
enum ToolkitScenario {
    struct Stats: Sendable { var median: Double; var p90: Double }
    struct Result { var buildMilliseconds: Double; var commit: Stats; var layout: Stats }

    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    static func measure(size: Int, iterations: Int) -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: 1)
        let app = UIApplication(screen: screen, clock: ManualClock())
        let window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
        var views: [UIView] = [window]
        var next = 0
        while views.count < size + 1 {
            let parent = views[next]
            for _ in 0..<10 where views.count < size + 1 {
                let v = CountingView(frame: CGRect(x: CGFloat(views.count % 50), y: 1, width: 10, height: 10))
                parent.addSubview(v)
                views.append(v)
            }
            next += 1
        }
        app.runTurn()
        let build = (clock.now - start).milliseconds

        var generator = SplitMix64(seed: 42)
        var commitTimes: [Double] = []
        var layoutTimes: [Double] = []
        for i in 0..<(iterations + 20) {
            // 10 changed layers, then the turn that commits them.
            for k in 0..<10 {
                let v = views[1 + Int(generator.next() % UInt64(size))]
                v.center = CGPoint(x: CGFloat(i), y: CGFloat(k))
            }
            let t0 = clock.now
            let diffs = app.runTurn()
            let commit = (clock.now - t0).microseconds
            precondition(diffs.count == 1 && !diffs[0].propertyChanges.isEmpty)

            // One dirty view, then the layout pass alone.
            let dirty = views[views.count - 1 - Int(generator.next() % 100)]
            dirty.setNeedsLayout()
            let t1 = clock.now
            app.layerContext.layoutPass()
            let layout = (clock.now - t1).microseconds
            app.runTurn()
            if i >= 20 { commitTimes.append(commit); layoutTimes.append(layout) }
        }
        return Result(buildMilliseconds: build, commit: stats(commitTimes), layout: stats(layoutTimes))
    }

    static func stats(_ values: [Double]) -> Stats {
        let sorted = values.sorted()
        return Stats(median: sorted[sorted.count / 2], p90: sorted[sorted.count * 9 / 10])
    }
}

/// A small deterministic generator so every run changes the same views.

extension Duration {
    var microseconds: Double { Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12 }
    var milliseconds: Double { microseconds / 1000 }
}

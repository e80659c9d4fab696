import Foundation

/// Figure 3: the cost of a commit of 10 changed layers against the size of the tree.
enum CommitCostSuite: BenchSuite {
    static let name = "commit"

    @MainActor
    static func run(quick: Bool) async throws -> [BenchSection] {
        let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
        let iterations = quick ? 30 : 2_000
        var rows: [[String]] = []
        var base: ToolkitScenario.Result?
        var worst = 0.0
        for size in sizes {
            let result = ToolkitScenario.measure(size: size, iterations: iterations)
            let reference = base ?? result
            if base == nil { base = result }
            let commitRatio = result.commit.median / reference.commit.median
            worst = max(worst, commitRatio)
            rows.append([String(size),
                         BenchFormat.duration(microseconds: result.commit.median),
                         BenchFormat.duration(microseconds: result.commit.p90),
                         BenchFormat.ratio(commitRatio),
                         BenchFormat.duration(microseconds: result.layout.median),
                         BenchFormat.ratio(result.layout.median / reference.layout.median)])
        }
        return [BenchSection(
            title: "3. Commit cost versus tree size",
            goal: "a commit of 10 changed layers in a 100k-layer tree within 1.5× of the 1k tree",
            headers: ["layers", "commit median", "commit p90", "vs 1k", "layout (1 dirty view) median", "vs 1k"],
            rows: rows,
            goalMet: quick ? nil : worst <= 1.5,
            notes: ["One UIApplication turn: layout, display, the commit's diff; \(iterations) iterations after 20 warm-up, views in a tree of fan-out 10."])]
    }
}

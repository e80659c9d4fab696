import ArgumentParser
import Foundation

/// Every suite the `all` command runs, in report order. A new suite is added here.
let allBenchSuites: [any BenchSuite.Type] = [
    WireSuite.self,
    ConnectionCostSuite.self,
    PacingSuite.self,
    LatencySuite.self,
    CommitCostSuite.self,
    CompressionSuite.self,
    CompositingSuite.self,
    FanOutSuite.self,
    ScreensSuite.self,
    MemorySuite.self,
    SoakSuite.self,
    SolverSuite.self,
    FootprintSuite.self,
]

/// Runs every benchmark scenario, prints the tables and writes docs/BENCHMARKS.md.
struct AllBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "all",
        abstract: "Run every benchmark against its baseline, print the tables and write the report.")

    @Flag(help: "CI's smoke mode: tiny sizes, meaningless figures, every code path exercised.")
    var quick = false

    @Option(help: "Where to write the Markdown report (default: docs/BENCHMARKS.md; '-' for none).")
    var output = "docs/BENCHMARKS.md"

    @Option(help: "Run only these suites (by name).")
    var only: [String] = []

    func validate() throws {
        let known = allBenchSuites.map { $0.name }
        for name in only where !known.contains(name) {
            throw ValidationError("unknown suite '\(name)'; known: \(known.joined(separator: ", "))")
        }
    }

    @MainActor
    func run() async throws {
        let started = Date()
        let clock = ContinuousClock()
        let t0 = clock.now
        let machine = BenchMachine.describe()
        var sections: [BenchSection] = []
        for suite in allBenchSuites where only.isEmpty || only.contains(suite.name) {
            print("-- \(suite.name)…")
            let produced = try await suite.run(quick: quick)
            for section in produced { print(BenchReport.text(section)) }
            sections += produced
        }
        let seconds = Double((clock.now - t0).components.seconds)
        guard output != "-" else { return }
        let command = (["layercast-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        let document = BenchReport.document(sections: sections, command: command, machine: machine,
                                            date: started, seconds: seconds)
        try document.write(toFile: output, atomically: true, encoding: .utf8)
        print("wrote \(output)")
    }
}

import Foundation
import LayercastProtocol
import NIOCore
import NIOPosix
import Testing
@testable import LayercastConformance

/// The mutation run (issue 31): the kit must fail every broken server. The test command runs the
/// proxy without a fault and a sample of mutants; `scripts/mutants.sh server` runs them all
/// (`LAYERCAST_MUTANTS=server`) and writes the kill table into docs/CONFORMANCE.md.
@Suite(.serialized) struct MutationSmokeTests {
    /// The real server for the mutation run: the demo app (it has contents), pinging often so a
    /// fault in pings shows within any case.
    static func demoServer() throws -> ServerProcess {
        try ServerProcess(app: "demo", arguments: ["--ping-interval", "0.5", "--ping-timeout", "4"])
    }

    /// Mutants from every part of the SPEC, run by the test command.
    static let sample: [ServerMutant] = [
        .unofferedCapability, .lowestVersion, .compressedWithoutZstd, .frameSizeAnnouncedLower, .contentsResent,
        .animationUngranted, .commitIDRepeated, .cycle, .errorClosesAll, .goodbyeAnswered, .resumeAfterGoodbye,
        .oversizedHeld, .strayPongCloses, .codeInvalidInput,
    ]

    @Test func theProxyWithoutAFaultPassesEveryCase() throws {
        let server = try Self.demoServer()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let (_, results) = try MutationRun.run(nil, upstreamPort: server.port, group: group, timeout: 5)
        for r in results where r.fails(strict: true) { Issue.record("through the proxy without a fault: \(ConformanceReport.line(r))") }
        #expect(results.count == ServerCases.all.count + 1)
    }

    @Test func sampledMutantsAreKilled() throws {
        let server = try Self.demoServer()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        var verdicts: [MutantVerdict] = []
        for mutant in Self.sample {
            guard let verdict = try MutationRun.run(mutant, upstreamPort: server.port, group: group, timeout: 3).verdict else { continue }
            verdicts.append(verdict)
            print("mutant \(mutant.rawValue) (\(mutant.rule.section)): \(verdict.killedBy.map { "killed by \($0)" } ?? "SURVIVED") "
                  + "in \(String(format: "%.1f", verdict.seconds)) s")
            #expect(verdict.killedBy != nil, "mutant \(mutant.rawValue) survived: \(mutant.rule.text)")
        }
        print("server mutants (sample): \(MutationRun.rate(verdicts))")
    }
}

/// Every server mutant, and the kit's run time against the real server: only when
/// `LAYERCAST_MUTANTS=server` (`scripts/mutants.sh server`), which also names the document to
/// write the table into (`LAYERCAST_MUTANTS_DOC`).
@Suite(.serialized) struct MutationRunTests {
    static var enabled: Bool { ProcessInfo.processInfo.environment["LAYERCAST_MUTANTS"] == "server" }

    @Test(.enabled(if: MutationRunTests.enabled)) func everyServerMutantIsKilled() throws {
        let environment = ProcessInfo.processInfo.environment
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        // The figure: the whole server suite against the real demo server, as a user runs it.
        let plain = try ServerProcess(app: "demo")
        let start = Date()
        let suite = ConformanceKit.checkServer(ServerUnderTest(host: "127.0.0.1", port: plain.port, group: group))
        let suiteSeconds = Date().timeIntervalSince(start)
        let suiteSummary = ConformanceReport.summary(suite, strict: true)
        print("the kit's server suite against the demo server: \(String(format: "%.1f", suiteSeconds)) s, \(suiteSummary)")
        for r in suite where r.fails(strict: true) { Issue.record("against the demo server: \(ConformanceReport.line(r))") }

        let server = try MutationSmokeTests.demoServer()
        let only = environment["LAYERCAST_MUTANTS_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
        let mutants = ServerMutant.allCases.filter { only?.contains($0.rawValue) ?? true }
        func runAll(baseline: Bool) throws -> [MutantVerdict] {
            try mutants.compactMap { mutant in
                let verdict = try MutationRun.run(mutant, upstreamPort: server.port, group: group, timeout: 3, baseline: baseline).verdict
                if let verdict {
                    print("\(baseline ? "baseline " : "")mutant \(mutant.rawValue) (\(mutant.rule.section)): "
                          + "\(verdict.killedBy.map { "killed by \($0)" } ?? "SURVIVED") in \(String(format: "%.1f", verdict.seconds)) s")
                }
                return verdict
            }
        }
        let baseline = environment["LAYERCAST_MUTANTS_BASELINE"] == "1" ? try runAll(baseline: true) : []
        let verdicts = try runAll(baseline: false)
        if !baseline.isEmpty { print("server mutants, the kit before issue 31's cases: \(MutationRun.rate(baseline))") }
        print("server mutants: \(MutationRun.rate(verdicts))")
        for v in verdicts where v.killedBy == nil { Issue.record("mutant \(v.mutant.rawValue) survived: \(v.mutant.rule.text)") }
        if let path = environment["LAYERCAST_MUTANTS_DOC"], only == nil {
            let document = try String(contentsOfFile: path, encoding: .utf8)
            let block = MutationRun.markdown(verdicts, baseline: baseline, suiteSeconds: suiteSeconds, suiteSummary: suiteSummary)
            try MutationRun.splice(block, into: document).write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}

import Foundation
import NIOPosix
import Testing
@testable import LayercastConformance

/// The kit judged as h2spec is (issue 31): it passes a correct client and fails each mutant, a
/// client that breaks exactly one client-side MUST of the SPEC (`ClientMutant`).
@Suite(.serialized) struct ClientMutationTests {
    /// A fixed sample, one or two of each kind: framing, compression, payloads, tree rules,
    /// contents, hashing, limits, the handshake and version 3 and 4 messages.
    static let smoke: [ClientMutant] = [
        .reservedFlagsIgnored, .unknownCriticalSkipped, .inflationUncapped, .trailingBytesAccepted, .boolLax, .t2Unchecked,
        .t8Cycle, .contentsForgottenAtSnapshot, .subIgnored, .negativeZeroHashed, .welcomeL4Ignored, .snapshotOntoCurrent,
        .keyboardWithoutGrant, .compactTimeOver2p53, .namedMaskReleased,
    ]

    /// Without a fault the mutant client passes every case: otherwise a kill would mean nothing.
    @Test func theCorrectClientPassesEveryCase() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let verdict = ClientMutationRun.verdict(nil, group: group, exhaustive: true)
        #expect(verdict.failures.isEmpty, "\(verdict.failures): \(verdict.why ?? "")")
    }

    @Test func aSampleOfMutantsIsKilled() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let verdicts = Self.smoke.map { ClientMutationRun.verdict($0, group: group) }
        let killed = verdicts.filter { $0.killedBy != nil }.count
        print("client mutants (sample): \(killed) of \(verdicts.count) killed (\(ClientMutationRun.percent(killed, verdicts.count)))")
        for v in verdicts {
            print("  \(v.killedBy == nil ? "SURVIVED" : "killed  ") \(v.mutant?.rawValue ?? "") \(v.killedBy.map { "by \($0)" } ?? "")")
            #expect(v.killedBy != nil, "\(v.mutant?.rawValue ?? "") survived: \(v.mutant?.rule ?? "")")
        }
    }

    /// Every mutant; `scripts/mutants.sh client` runs it and the table lands in docs/CONFORMANCE.md.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LAYERCAST_MUTANTS"] == "client"))
    func everyClientMutant() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let correct = ClientMutationRun.verdict(nil, group: group, exhaustive: true)
        try #require(correct.failures.isEmpty, "the correct client fails \(correct.failures)")
        var verdicts: [ClientMutantVerdict] = []
        for mutant in ClientMutant.allCases {
            let v = ClientMutationRun.verdict(mutant, group: group)
            print("\(v.killedBy == nil ? "SURVIVED" : "killed  ") \(mutant.rawValue) (\(mutant.section)) \(v.killedBy.map { "by \($0)" } ?? "")"
                  + (v.why.map { ": \($0.prefix(120))" } ?? ""))
            verdicts.append(v)
        }
        let report = ClientMutationRun.report(verdicts)
        print(report)
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/CONFORMANCE.md")
        // The baseline run only prints: the table in the docs is the kit's as it is.
        if !ClientMutationRun.baseline { try ClientMutationRun.write(report, into: docs) }
        for v in verdicts where v.killedBy == nil && !ClientMutationRun.baseline { Issue.record("\(v.mutant?.rawValue ?? "") survived: \(v.mutant?.rule ?? "")") }
    }
}

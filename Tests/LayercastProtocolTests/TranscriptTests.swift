import Foundation
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

@Suite struct TranscriptTests {
    // MARK: - Transcripts (§16.3)

    @Test func transcriptsGiveTheirTreeHashes() throws {
        let urls = try FileManager.default.contentsOfDirectory(at: VectorPaths.transcripts, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        #expect(urls.count >= 2)
        for url in urls {
            let file = try JSON.decoder().decode(TranscriptFile.self, from: Data(contentsOf: url))
            var runner = VectorCatalog.TranscriptRunner()
            for (i, step) in file.steps.enumerated() {
                let error = try runner.step(Hex.decode(step.frame))
                #expect(error.map { "\($0.code)" } == step.error, "\(file.name) step \(i): \(step.summary)")
                #expect(Hex.u64(runner.tree.canonicalHash) == step.treeHash, "\(file.name) step \(i): \(step.summary)")
                #expect(runner.tree.canonicalHash == runner.tree.recomputedCanonicalHash())
            }
        }
    }

    /// §6.4, §11.4, §10.5: exactly the updates that name a content not held are refused — a
    /// commit naming one never sent, a partial update of a base dropped after the commit that
    /// stopped using it, and a new connection's snapshot sent before its contents; a resumed
    /// connection keeps what it held. Checked by step, not by re-running the generator's runner.
    @Test func theContentsTranscriptRefusesExactlyTheUpdatesNamingContentsNotHeld() throws {
        let file = try JSON.decoder().decode(TranscriptFile.self, from: Data(contentsOf: VectorPaths.transcripts.appendingPathComponent("contents.json")))
        let refused = file.steps.enumerated().filter { $0.element.error != nil }.map(\.offset)
        #expect(refused == [9, 10, 14], "\(file.steps.map(\.summary))")
        #expect(refused.allSatisfy { file.steps[$0].error == "invalidTree" })
        // Refused steps leave the tree as it was.
        for i in refused { #expect(file.steps[i].treeHash == file.steps[i - 1].treeHash) }
        let live = try JSON.decoder().decode(TranscriptFile.self, from: Data(contentsOf: VectorPaths.transcripts.appendingPathComponent("live.json")))
        #expect(live.steps.allSatisfy { $0.error == nil })
        #expect(Set(live.steps.map(\.treeHash)).count == live.steps.count, "every live step (the welcome: the empty tree) has a tree of its own")
    }

    /// The independent Python reading of the SPEC (§16.5) agrees with every transcript.
    @Test func theIndependentPythonCheckAgreesWithEveryTranscript() throws {
        let script = VectorPaths.transcripts.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Conformance/check_session.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains(" passed, 0 failed"), "\(output)")
        #expect(!output.contains("FAIL"), "\(output)")
    }

    /// The independent Python reading of §10.1, §10.1.1 and §10.2 agrees with every hello and
    /// welcome vector, and refuses each malformed one with its error.
    @Test func theIndependentPythonCheckAgreesWithEveryHandshakeVector() throws {
        let script = VectorPaths.transcripts.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Conformance/check_handshake.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("mirror screen 1 (version 4)"), "\(output)")
        #expect(output.contains(" 0 failed"), "\(output)")
    }

    @Test func invalidCommitsAreAllRejected() throws {
        let file = try JSON.decoder().decode(TranscriptFile.self, from: Data(contentsOf: VectorPaths.transcripts.appendingPathComponent("invalid-commits.json")))
        let afterSnapshot = file.steps[1].treeHash
        for step in file.steps.dropFirst(2) {
            #expect(step.error != nil, "\(step.summary)")
            #expect(step.treeHash == afterSnapshot, "\(step.summary)")
        }
    }
}

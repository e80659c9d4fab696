import Foundation
import Testing
@testable import LayercastProtocol

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

    @Test func invalidCommitsAreAllRejected() throws {
        let file = try JSON.decoder().decode(TranscriptFile.self, from: Data(contentsOf: VectorPaths.transcripts.appendingPathComponent("invalid-commits.json")))
        let afterSnapshot = file.steps[1].treeHash
        for step in file.steps.dropFirst(2) {
            #expect(step.error != nil, "\(step.summary)")
            #expect(step.treeHash == afterSnapshot, "\(step.summary)")
        }
    }
}

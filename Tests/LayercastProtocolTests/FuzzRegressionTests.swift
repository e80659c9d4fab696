import Foundation
@testable import LayercastProtocol
@testable import LayercastModel
import Testing

/// Replays every committed fuzz input — the crash and violation reproducers in
/// Fuzz/Regressions/<target>/ and the seed corpora in Fuzz/corpus/<target>/ — through the same
/// `FuzzHarness` functions the libFuzzer binaries run (FuzzHarness/ is a link to Fuzz/Harness/).
/// Each must end in a typed result (messages then need-more, or a `ProtocolError`) and break
/// none of the harness's checked properties.
@Suite struct FuzzRegressionTests {
    /// The fuzz targets, by the names Fuzz/run.sh and the corpus folders use.
    static let targets = ["client-decoder", "server-decoder", "tree-apply", "zstd-payload"]

    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    static func run(_ target: String, _ data: [UInt8]) -> FuzzOutcome? {
        switch target {
        case "client-decoder": FuzzHarness.clientDecoder(data)
        case "server-decoder": FuzzHarness.serverDecoder(data)
        case "tree-apply": FuzzHarness.treeApply(data)
        case "zstd-payload": FuzzHarness.zstdPayload(data)
        default: nil
        }
    }

    /// The files of `Fuzz/<kind>/<target>/`, by name; an absent folder has none.
    static func inputs(_ kind: String, _ target: String) throws -> [(name: String, data: [UInt8])] {
        let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target)
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
            (name, [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    // MARK: - Replay

    @Test(arguments: targets)
    func regressionInputsReplayClean(target: String) throws {
        for input in try Self.inputs("Regressions", target) {
            let outcome = try #require(Self.run(target, input.data))
            #expect(outcome.violations == [], "\(target)/\(input.name)")
        }
    }

    @Test(arguments: targets)
    func seedCorpusReplaysClean(target: String) throws {
        let seeds = try Self.inputs("corpus", target)
        // A missing corpus would make this test pass vacuously: run Fuzz/seed-corpora.py.
        #expect(seeds.count >= 5, "Fuzz/corpus/\(target) holds \(seeds.count) seeds")
        for input in seeds {
            let outcome = try #require(Self.run(target, input.data))
            #expect(outcome.violations == [], "\(target)/\(input.name)")
        }
    }

    /// The decoder corpora hold both accepted streams and refused ones, so the fuzzers start
    /// from both sides of every check.
    @Test(arguments: ["client-decoder", "server-decoder"])
    func decoderCorpusHoldsValidAndMalformedStreams(target: String) throws {
        let endings = try Self.inputs("corpus", target).compactMap { Self.run(target, $0.data)?.ending }
        #expect(endings.contains(.needMore))
        #expect(endings.contains { if case .failed = $0 { true } else { false } })
    }

    // MARK: - The harness's own checks

    @Test func baseTreeIsValid() {
        #expect(FuzzHarness.baseTree.count == 5)
        #expect(FuzzHarness.treeViolations(FuzzHarness.baseTree) == [])
    }

    @Test func treeInvariantsCatchADanglingSuperlayerAndACycle() {
        var dangling = FuzzHarness.baseTree
        dangling.nodes[LayerID(4)]?.superlayer = LayerID(2)
        #expect(FuzzHarness.treeViolations(dangling).contains { $0.contains("does not list it") })

        var cycle = FuzzHarness.baseTree
        cycle.nodes[.root]?.superlayer = LayerID(3)
        cycle.nodes[LayerID(3)]?.sublayers.append(.root)
        #expect(FuzzHarness.treeViolations(cycle).contains { $0.contains("cycle") })
    }

    @Test func splitPointStaysInsideTheInput() {
        for count in 0..<64 {
            let data = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37) }
            #expect((0...count).contains(FuzzHarness.splitPoint(data)))
        }
    }

    @Test func zstdTargetRefusesAFrameInflatingPastItsLimit() throws {
        let frame = try ZstdCompressor().compress([UInt8](repeating: 7, count: 1000))
        // Limit index 4: 256 bytes.
        let input: [UInt8] = [4, 16, 0, 0, 0, 0, 1, 1] + Array(frame.readableBytesView)
        let outcome = FuzzHarness.zstdPayload(input)
        #expect(outcome.ending == .failed(.decompressedTooLarge))
        #expect(outcome.violations == [])
    }
}

import Foundation
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

@Suite struct XXH64Tests {
    // MARK: - Published values

    @Test func publishedValues() {
        #expect(XXH64.hash([UInt8]()) == 0xEF46_DB37_51D8_E999)
        #expect(XXH64.hash(Array("a".utf8)) == 0xD24E_C4F1_A98C_6E5B)
        #expect(XXH64.hash(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        #expect(XXH64.hash(Array("Nobody inspects the spammish repetition".utf8)) == 0xFBCE_A83C_8A37_8BF1)
        #expect(XXH64.hash([UInt8](), seed: 2_654_435_761) == 0xAC75_FDA2_929B_17EF)
        #expect(XXH64.hash((0..<512).map { UInt8($0 & 0xFF) }) == 0x7B3B_FCAA_C034_8AC0)
    }

    // MARK: - Streaming

    @Test func feedingInPiecesGivesTheSameHash() {
        let bytes = (0..<1000).map { UInt8(($0 * 7) & 0xFF) }
        let whole = XXH64.hash(bytes)
        var rng = SplitMix64(seed: 3)
        for _ in 0..<20 {
            var h = XXH64()
            var i = 0
            while i < bytes.count {
                let n = min(Int.random(in: 0...70, using: &rng), bytes.count - i)
                h.update(Array(bytes[i..<(i + n)]))
                i += n
            }
            #expect(h.digest() == whole)
        }
    }

    // MARK: - Hash vectors file

    @Test func hashVectorsFile() throws {
        let file = try JSON.decoder().decode(HashVectorFile.self, from: Data(contentsOf: VectorPaths.hashes))
        for v in file.xxh64 {
            let seed = UInt64(v.seed.dropFirst(2), radix: 16) ?? 0
            #expect(Hex.u64(XXH64.hash(Hex.decode(v.input), seed: seed)) == v.hash)
        }
        for n in file.nodes { #expect(Hex.u64(XXH64.hash(Hex.decode(n.encoding))) == n.hash, "\(n.name)") }
        // §7.2: −0 is hashed as +0 — the vector's encoding has no sign bit where the node has −0,
        // and the node hashes as its +0 twin; repeatCount 0 stays 0 (§5.4).
        let negative = try #require(file.nodes.first { $0.name.hasPrefix("negative zeros") })
        var positive = VectorCatalog.negativeZeroNode
        positive.state.position = CGPoint(x: 0, y: 5)
        positive.state.opacity = 0
        positive.state.zPosition = 0
        positive.animations["fade"]?.values = [.scalar(0), .scalar(1)]
        positive.animations["fade"]?.beginTime = 0
        #expect(Hex.u64(LayerTree.nodeHash(LayerID(9), positive)) == negative.hash)
        #expect(negative.fields.contains { $0.hasPrefix("00000000 |") && $0.contains("repeatCount") })
        for c in file.contents {
            let format = try #require(PixelFormat(rawValue: c.format))
            #expect(Hex.u64(ContentID(width: c.width, height: c.height, format: format, pixels: Hex.decode(c.pixels)).rawValue) == c.contentID)
        }
        let empty = try #require(file.nodes.first)
        #expect(Hex.u64(LayerTree().canonicalHash) == empty.hash, "the empty tree's hash is its root's node hash")
    }
}

import Foundation
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

/// Random commits, valid or not, against the invariants of SPEC §5.
@Suite struct LayerTreePropertyTests {
    /// Every list entry's superlayer is its list owner, each layer is in at most one list, masks are
    /// owned once and outside lists, and the root has no parent.
    static func checkInvariants(_ tree: LayerTree) {
        var listed: [LayerID: LayerID] = [:]
        for (id, node) in tree.nodes {
            for s in node.sublayers {
                #expect(listed[s] == nil, "\(s) in two lists")
                listed[s] = id
                #expect(tree[s]?.superlayer == id, "\(s).superlayer")
            }
            if let m = node.state.mask { #expect(tree.maskOwners[m] == id, "mask \(m) of \(id)") }
        }
        for (id, node) in tree.nodes where node.superlayer != nil { #expect(listed[id] == node.superlayer, "\(id) parent") }
        for (mask, owner) in tree.maskOwners {
            #expect(tree[owner]?.state.mask == mask)
            #expect(tree[mask]?.superlayer == nil)
        }
        #expect(tree[.root]?.superlayer == nil)
        #expect(tree.canonicalHash == tree.recomputedCanonicalHash())
        // The indexes `apply` maintains agree with a scan of the tree.
        #expect(tree.animatedLayers == Set(tree.nodes.filter { !$0.value.animations.isEmpty }.keys))
        #expect(tree.referencedContents() == Set(tree.nodes.values.compactMap(\.state.contents)))
        var counts: [ContentID: Int] = [:]
        for node in tree.nodes.values { if let c = node.state.contents { counts[c, default: 0] += 1 } }
        #expect(Dictionary(uniqueKeysWithValues: tree.contentsReferenceCounts.map { ($0.key, $0.value) }) == counts)
    }

    // MARK: - Atomicity under random commits

    @Test func randomCommitsKeepTheInvariants() throws {
        var rng = SplitMix64(seed: 99)
        var tree = LayerTree()
        let limits = ProtocolLimits(maxLayers: 40, maxTreeDepth: 6, maxSublayers: 5)
        var accepted = 0, rejected = 0
        for _ in 0..<400 {
            func anyID() -> LayerID { LayerID(UInt64.random(in: 1...30, using: &rng)) }
            var ops: [LayerOperation] = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                switch Int.random(in: 0..<9, using: &rng) {
                case 0, 1: ops.append(.createLayer(anyID()))
                case 2: ops.append(.destroyLayer(anyID()))
                case 3: ops.append(.setSublayers(anyID(), (0..<Int.random(in: 0...3, using: &rng)).map { _ in anyID() }))
                case 4: ops.append(.setProperties(anyID(), [.mask(Bool.random(using: &rng) ? anyID() : nil)]))
                case 5: ops.append(.setProperties(anyID(), [.opacity(0.5), .zPosition(-0.0)]))
                case 6: ops.append(.setProperties(anyID(), [.contents(Bool.random(using: &rng)
                    ? ContentID(UInt64.random(in: 1...4, using: &rng)) : nil)]))
                case 7: ops.append(.removeAnimation(anyID(), key: "fade"))
                default: ops.append(.addAnimation(anyID(), VectorCatalog.fade))
                }
            }
            let before = tree
            do {
                try tree.apply(ops, limits: limits)
                accepted += 1
            } catch {
                rejected += 1
                #expect(tree == before)
                #expect(tree.maskOwners == before.maskOwners)
                #expect(tree.canonicalHash == before.canonicalHash)
                #expect(tree.animatedLayers == before.animatedLayers)
                #expect(tree.contentsReferenceCounts == before.contentsReferenceCounts)
            }
            Self.checkInvariants(tree)
        }
        #expect(accepted > 50 && rejected > 50, "accepted \(accepted), rejected \(rejected)")
        let rebuilt = try LayerTree(snapshot: tree.snapshotOperations(), limits: limits)
        #expect(rebuilt == tree)
    }
}

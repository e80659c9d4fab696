import Foundation
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

@Suite struct LayerTreeTests {
    static func button() throws -> LayerTree { try LayerTree(snapshot: VectorCatalog.snapshotOps) }

    /// Applies `ops` expecting `code`, and checks the tree and its hash did not change.
    static func rejects(_ ops: [LayerOperation], _ code: ProtocolError.Code, limits: ProtocolLimits = .default,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        var tree = try button()
        let before = tree
        let hash = tree.canonicalHash
        let masks = tree.maskOwners
        #expect(throws: ProtocolError.self, sourceLocation: sourceLocation) { try tree.apply(ops, limits: limits) }
        do { try tree.apply(ops, limits: limits) } catch { #expect(error.code == code, "\(error)", sourceLocation: sourceLocation) }
        #expect(tree == before, sourceLocation: sourceLocation)
        #expect(tree.nodes == before.nodes, sourceLocation: sourceLocation)
        #expect(tree.maskOwners == masks, sourceLocation: sourceLocation)
        #expect(tree.canonicalHash == hash, sourceLocation: sourceLocation)
        #expect(tree.recomputedCanonicalHash() == hash, sourceLocation: sourceLocation)
    }

    // MARK: - Validation leaves the tree unchanged (§5.5)

    @Test func unknownIDs() throws {
        try Self.rejects([.setProperties(LayerID(99), [.opacity(0)])], .invalidTree)
        try Self.rejects([.setSublayers(LayerID(99), [])], .invalidTree)
        try Self.rejects([.setSublayers(LayerID(2), [LayerID(99)])], .invalidTree)
        try Self.rejects([.destroyLayer(LayerID(99))], .invalidTree)
        try Self.rejects([.addAnimation(LayerID(99), VectorCatalog.fade)], .invalidTree)
        try Self.rejects([.removeAnimation(LayerID(99), key: "x")], .invalidTree)
    }

    @Test func createAndDestroyRules() throws {
        try Self.rejects([.createLayer(LayerID(2))], .invalidTree)
        try Self.rejects([.createLayer(.root)], .invalidTree)
        try Self.rejects([.createLayer(LayerID(0))], .invalidTree)
        try Self.rejects([.destroyLayer(.root)], .invalidTree)
        try Self.rejects([.destroyLayer(LayerID(3))], .invalidTree)
        try Self.rejects([.setSublayers(.root, []), .destroyLayer(LayerID(2))], .invalidTree)
        try Self.rejects([.createLayer(LayerID(6)), .setProperties(LayerID(2), [.mask(LayerID(6))]), .destroyLayer(LayerID(6))], .invalidTree)
    }

    @Test func parentsAndCycles() throws {
        try Self.rejects([.createLayer(LayerID(6)), .setSublayers(LayerID(6), [LayerID(3)])], .invalidTree)
        try Self.rejects([.setSublayers(LayerID(3), [LayerID(2)])], .invalidTree)
        try Self.rejects([.setSublayers(LayerID(2), [LayerID(2)])], .invalidTree)
        try Self.rejects([.setSublayers(LayerID(2), [.root])], .invalidTree)
        try Self.rejects([.setSublayers(LayerID(2), [LayerID(3), LayerID(3)])], .invalidTree)
        // A detached cycle that never reaches the root.
        try Self.rejects([.createLayer(LayerID(6)), .createLayer(LayerID(7)), .setSublayers(LayerID(6), [LayerID(7)]),
                          .setSublayers(LayerID(7), [LayerID(6)])], .invalidTree)
    }

    @Test func masks() throws {
        try Self.rejects([.setProperties(.root, [.mask(LayerID(3))])], .invalidTree)
        try Self.rejects([.setProperties(LayerID(2), [.mask(LayerID(2))])], .invalidTree)
        try Self.rejects([.setProperties(LayerID(2), [.mask(.root)])], .invalidTree)
        try Self.rejects([.createLayer(LayerID(6)), .setProperties(LayerID(2), [.mask(LayerID(6))]),
                          .setProperties(LayerID(3), [.mask(LayerID(6))])], .invalidTree)
        // A mask whose own sublayer is the layer it masks.
        try Self.rejects([.createLayer(LayerID(6)), .setSublayers(LayerID(2), []), .setSublayers(LayerID(6), [LayerID(3)]),
                          .setProperties(LayerID(3), [.mask(LayerID(6))])], .invalidTree)
    }

    @Test func limits() throws {
        try Self.rejects([.createLayer(LayerID(6))], .limitExceeded, limits: ProtocolLimits(maxLayers: 3))
        try Self.rejects([.createLayer(LayerID(6)), .createLayer(LayerID(7)), .setSublayers(.root, [LayerID(2), LayerID(6), LayerID(7)])],
                         .limitExceeded, limits: ProtocolLimits(maxSublayers: 2))
        try Self.rejects([.createLayer(LayerID(6)), .setSublayers(LayerID(3), [LayerID(6)])], .limitExceeded, limits: ProtocolLimits(maxTreeDepth: 2))
        // Depth below a moved subtree counts too.
        try Self.rejects([.createLayer(LayerID(6)), .createLayer(LayerID(7)), .setSublayers(LayerID(6), [LayerID(7)]),
                          .setSublayers(LayerID(3), [LayerID(6)])], .limitExceeded, limits: ProtocolLimits(maxTreeDepth: 3))
        try Self.rejects([.setProperties(LayerID(2), [.name(String(repeating: "x", count: 256))])], .limitExceeded)
        try Self.rejects([.setProperties(LayerID(2), [.opacity(0), .opacity(1)])], .invalidTree)
    }

    // MARK: - Legal commits

    @Test func moveNamingTheNewParentFirst() throws {
        var tree = try Self.button()
        try tree.apply([.createLayer(LayerID(4)), .setSublayers(LayerID(4), [LayerID(3)]), .setSublayers(LayerID(2), [LayerID(4)])])
        #expect(tree[LayerID(3)]?.superlayer == LayerID(4))
        #expect(tree[LayerID(4)]?.superlayer == LayerID(2))
        #expect(tree.canonicalHash == tree.recomputedCanonicalHash())
    }

    @Test func maskMovedOutOfTheSublayerTreeInOneCommit() throws {
        var tree = try Self.button()
        try tree.apply([.setProperties(LayerID(2), [.mask(LayerID(3))]), .setSublayers(LayerID(2), [])])
        #expect(tree.maskOwners[LayerID(3)] == LayerID(2))
        #expect(tree[LayerID(3)]?.superlayer == nil)
        try tree.apply([.setProperties(LayerID(2), [.mask(nil)]), .destroyLayer(LayerID(3))])
        #expect(tree[LayerID(3)] == nil)
        #expect(tree.canonicalHash == tree.recomputedCanonicalHash())
    }

    // MARK: - Snapshot

    @Test func snapshotRebuildsTheTree() throws {
        var tree = try Self.button()
        try tree.apply([.addAnimation(LayerID(2), VectorCatalog.pulse), .addAnimation(LayerID(2), VectorCatalog.fade),
                        .createLayer(LayerID(8)), .setProperties(LayerID(3), [.mask(LayerID(8))])])
        let ops = tree.snapshotOperations()
        let rebuilt = try LayerTree(snapshot: ops)
        #expect(rebuilt == tree)
        #expect(rebuilt.canonicalHash == tree.canonicalHash)
        #expect(rebuilt.snapshotOperations() == ops, "deterministic")
        #expect(LayerTree().snapshotOperations().isEmpty)
    }

    // MARK: - Hash agreement (§7.2)

    @Test func incrementalHashEqualsRecomputedHash() throws {
        var rng = SplitMix64(seed: 11)
        var tree = LayerTree()
        var next: UInt64 = 2
        for _ in 0..<300 {
            let ids = Array(tree.nodes.keys)
            let pick = ids[Int.random(in: 0..<ids.count, using: &rng)]
            var ops: [LayerOperation] = []
            switch Int.random(in: 0..<8, using: &rng) {
            case 0, 1, 2:
                ops = [.createLayer(LayerID(next)), .setSublayers(pick, (tree[pick]?.sublayers ?? []) + [LayerID(next)])]
                next += 1
            case 3: ops = [.setProperties(pick, [.opacity(Float.random(in: 0...1, using: &rng)), .position(CGPoint(x: 1, y: 2))])]
            case 4: ops = [.setSublayers(pick, (tree[pick]?.sublayers ?? []).reversed())]
            case 5: ops = [.addAnimation(pick, VectorCatalog.fade)]
            case 6: ops = [.removeAnimation(pick, key: "fade")]
            default:
                // Detach and destroy a leaf.
                if let leaf = ids.first(where: { tree[$0]?.sublayers.isEmpty == true && $0 != .root && tree.maskOwners[$0] == nil }),
                   let parent = tree[leaf]?.superlayer {
                    ops = [.setSublayers(parent, (tree[parent]?.sublayers ?? []).filter { $0 != leaf }), .destroyLayer(leaf)]
                }
            }
            try tree.apply(ops)
            #expect(tree.canonicalHash == tree.recomputedCanonicalHash())
        }
        #expect(tree.count > 10)
    }

    @Test func negativeZeroHashesLikeZero() throws {
        var a = LayerTree(), b = LayerTree()
        try a.apply([.setProperties(.root, [.zPosition(0.0), .position(CGPoint(x: 1, y: 1))])])
        try b.apply([.setProperties(.root, [.zPosition(-0.0), .position(CGPoint(x: 1, y: 1))])])
        #expect(a.canonicalHash == b.canonicalHash)
    }
}

extension LayerTreeTests {
    // MARK: - Referenced contents (§6.4)

    @Test func referencedContents() throws {
        var tree = try Self.button()
        #expect(tree.referencedContents().isEmpty)
        try tree.apply([.setProperties(LayerID(3), [.contents(ContentID(7))]), .setProperties(.root, [.contents(ContentID(7))])])
        #expect(tree.referencedContents() == [ContentID(7)])
    }
}

extension LayerTreeTests {
    // MARK: - Moves within one commit (§5.5 T5)

    @Test func moveAwayAndBackInOneCommit() throws {
        var tree = try Self.button()
        try tree.apply([.createLayer(LayerID(4)), .setSublayers(.root, [LayerID(2), LayerID(4)]),
                        .setSublayers(LayerID(4), [LayerID(3)]), .setSublayers(LayerID(2), [LayerID(3)]), .setSublayers(LayerID(4), [])])
        #expect(tree[LayerID(3)]?.superlayer == LayerID(2))
        #expect(tree.canonicalHash == tree.recomputedCanonicalHash())
    }

    @Test func claimedByTwoNewParents() throws {
        try Self.rejects([.createLayer(LayerID(4)), .createLayer(LayerID(5)), .setSublayers(LayerID(4), [LayerID(3)]),
                          .setSublayers(LayerID(5), [LayerID(3)]), .setSublayers(LayerID(2), [])], .invalidTree)
    }
}

extension LayerTreeTests {
    // MARK: - Diff for coalescing

    @Test func operationsSinceAnOlderTreeRebuildTheNewOne() throws {
        var rng = SplitMix64(seed: 21)
        var tree = try Self.button()
        for round in 0..<40 {
            let old = tree
            var ops: [LayerOperation] = []
            let base = UInt64(100 + round * 10)
            ops.append(.createLayer(LayerID(base)))
            ops.append(.setSublayers(LayerID(base), []))
            let ids = tree.nodes.keys.filter { $0 != .root }.sorted()
            if let victim = ids.randomElement(using: &rng), tree.maskOwners[victim] == nil,
               let parent = tree[victim]?.superlayer, Bool.random(using: &rng) {
                // Re-parent the victim's subtree under the new layer, or destroy it when it is a leaf.
                ops.append(.setSublayers(parent, (tree[parent]?.sublayers ?? []).filter { $0 != victim } + [LayerID(base)]))
                if tree[victim]?.sublayers.isEmpty == true, Bool.random(using: &rng) { ops.append(.destroyLayer(victim)) }
                else { ops.append(.setSublayers(LayerID(base), [victim])) }
            } else {
                ops.append(.setSublayers(.root, (tree[.root]?.sublayers ?? []) + [LayerID(base)]))
            }
            ops.append(.setProperties(LayerID(base), [.opacity(0.5), .name("n\(round)")]))
            if round % 3 == 0 { ops.append(.addAnimation(LayerID(base), VectorCatalog.fade)) }
            try tree.apply(ops)
            var rebuilt = old
            try rebuilt.apply(tree.operations(since: old))
            #expect(rebuilt == tree, "round \(round)")
            #expect(rebuilt.canonicalHash == tree.canonicalHash)
        }
        #expect(tree.operations(since: tree).isEmpty)
        var fromEmpty = LayerTree()
        try fromEmpty.apply(tree.operations(since: LayerTree()))
        #expect(fromEmpty == tree)
        // A subtree destroyed whole: its lists are emptied before the destructions.
        var pruned = tree
        let top = try #require(tree[.root]?.sublayers.first)
        var doomed: [LayerID] = [], stack = [top]
        while let id = stack.popLast() { doomed.append(id); stack += tree[id]?.sublayers ?? [] }
        try pruned.apply([.setSublayers(.root, Array((tree[.root]?.sublayers ?? []).dropFirst()))]
                         + doomed.map { LayerOperation.setSublayers($0, []) } + doomed.map { .destroyLayer($0) })
        var again = tree
        try again.apply(pruned.operations(since: tree))
        #expect(again == pruned)
    }
}

extension LayerTreeTests {
    @Test func operationsSinceDestroyAnOwnerAndItsMask() throws {
        var old = try Self.button()
        try old.apply([.createLayer(LayerID(10)), .createLayer(LayerID(4)), .setSublayers(.root, [LayerID(2), LayerID(10)]),
                       .setProperties(LayerID(10), [.mask(LayerID(4))])])
        let new = try Self.button()
        var rebuilt = old
        try rebuilt.apply(new.operations(since: old))
        #expect(rebuilt == new)
        #expect(rebuilt.maskOwners.isEmpty)
    }
}

import LayercastProtocol

extension FuzzHarness {
    // MARK: - Target 3: applying decoded snapshots and commits

    /// The tree commits apply to before any snapshot: the root with two sublayers, one with a
    /// sublayer of its own and one with a mask, so that commits can re-parent, re-mask and
    /// destroy without first building a tree.
    static let baseTree: LayerTree = {
        let a = LayerID(2), b = LayerID(3), c = LayerID(4), m = LayerID(5)
        do {
            return try LayerTree(snapshot: [
                .createLayer(a), .createLayer(b), .createLayer(c), .createLayer(m),
                .setSublayers(.root, [a, b]), .setSublayers(b, [c]),
                .setProperties(a, [.mask(m), .name("a")]),
            ], limits: limits)
        } catch {
            fatalError("the fuzz base tree is invalid: \(error)")
        }
    }()

    /// Target `tree-apply`: decodes server messages from `data`; each snapshot replaces the tree
    /// (built from the empty tree), each commit is applied to it. After a successful apply the
    /// tree must satisfy every structural invariant, rebuild from its own snapshot and be
    /// reachable from the previous tree by the coalesced diff; after a failed one it must be
    /// exactly the tree before, hash included.
    static func treeApply(_ data: [UInt8]) -> FuzzOutcome {
        var decoder = ServerMessageDecoder(limits: limits)
        decoder.append(data)
        var tree = baseTree
        var outcome = FuzzOutcome(messages: 0, ending: .needMore, violations: [])
        while true {
            let message: ServerMessage?
            do { message = try decoder.nextMessage() } catch {
                outcome.ending = .failed(error.code)
                return outcome
            }
            guard let message else { return outcome }
            outcome.messages += 1
            let operations: [LayerOperation]
            let before: LayerTree
            switch message {
            case .snapshot(let s): operations = s.operations; before = LayerTree()
            case .commit(let c): operations = c.operations; before = tree
            default: continue
            }
            var next = before
            do {
                try next.apply(operations, limits: limits)
            } catch {
                outcome.check(next == before, "failed apply (\(error)) changed the tree")
                outcome.check(next.canonicalHash == before.canonicalHash, "failed apply (\(error)) changed the hash")
                outcome.violations += treeViolations(next).map { "after failed apply: " + $0 }
                continue
            }
            outcome.violations += treeViolations(next)
            outcome.violations += rebuildViolations(next, from: before)
            tree = next
        }
    }

    /// The structural invariants of SPEC §5 and the limits of §8 that `apply` promises.
    static func treeViolations(_ tree: LayerTree) -> [String] {
        var v: [String] = []
        guard let root = tree[.root] else { return ["root missing"] }
        if root.superlayer != nil || tree.maskOwners[.root] != nil { v.append("root has a parent") }
        if tree.count > limits.maxLayers { v.append("\(tree.count) layers, limit \(limits.maxLayers)") }
        for (id, node) in tree.nodes {
            if Set(node.sublayers).count != node.sublayers.count { v.append("\(id) lists a sublayer twice") }
            if node.sublayers.count > limits.maxSublayers { v.append("\(id) has \(node.sublayers.count) sublayers") }
            for s in node.sublayers where tree[s]?.superlayer != id {
                v.append("sublayer \(s) of \(id) has superlayer \(String(describing: tree[s]?.superlayer))")
            }
            if let p = node.superlayer, tree[p]?.sublayers.contains(id) != true {
                v.append("\(id) names superlayer \(p), which does not list it")
            }
            if let m = node.state.mask {
                if tree[m] == nil { v.append("\(id) has unknown mask \(m)") }
                if tree.maskOwners[m] != id { v.append("mask \(m) of \(id) is owned by \(String(describing: tree.maskOwners[m]))") }
            }
        }
        for (mask, owner) in tree.maskOwners {
            if tree[owner]?.state.mask != mask { v.append("maskOwners says \(owner) masks \(mask); it does not") }
            if tree[mask]?.superlayer != nil { v.append("mask \(mask) is also a sublayer") }
        }
        // §5.5 T8 and §8 L4: walking up from any layer ends at a layer without parent, in few steps.
        for id in tree.nodes.keys {
            var depth = 0, cursor = id
            while let p = tree[cursor]?.superlayer ?? tree.maskOwners[cursor] {
                depth += 1
                if depth > tree.count { v.append("cycle through \(id)"); break }
                cursor = p
            }
            if depth > limits.maxTreeDepth, depth <= tree.count { v.append("\(id) at depth \(depth)") }
        }
        if tree.canonicalHash != tree.recomputedCanonicalHash() { v.append("incremental hash differs from recomputed") }
        return v
    }

    /// The tree rebuilds from its own snapshot, and the coalesced diff from `before` reproduces
    /// it: what the server sends a new client and a client that fell behind (SPEC §11.1, §11.2).
    static func rebuildViolations(_ tree: LayerTree, from before: LayerTree) -> [String] {
        var v: [String] = []
        do {
            let rebuilt = try LayerTree(snapshot: tree.snapshotOperations(), limits: limits)
            if rebuilt != tree || rebuilt.canonicalHash != tree.canonicalHash { v.append("snapshot rebuilds another tree") }
        } catch {
            v.append("snapshot of a valid tree is refused: \(error)")
        }
        var replay = before
        do {
            try replay.apply(tree.operations(since: before), limits: limits)
            if replay != tree || replay.canonicalHash != tree.canonicalHash { v.append("diff replays to another tree") }
        } catch {
            v.append("diff of a valid commit is refused: \(error)")
        }
        return v
    }
}

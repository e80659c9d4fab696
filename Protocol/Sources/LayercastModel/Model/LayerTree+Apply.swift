/// The bookkeeping of one `apply`: what to restore on error, what to re-validate and re-hash.
private struct TreeTransaction {
    /// Every touched node's value before the transaction (`nil`: it did not exist).
    var undo: [LayerID: LayerTree.Node?] = [:]
    /// Every touched mask-owner entry before the transaction.
    var maskUndo: [LayerID: LayerID?] = [:]
    /// Layers taken from a former parent (`mask` says whether as a mask) that must have let go
    /// by the end of the commit (§5.5 rule T5).
    var claims: [(child: LayerID, former: LayerID, mask: Bool)] = []
    /// Layers whose parent changed: checked for cycles, depth and mask-vs-sublayer (§5.5).
    var moved: [LayerID] = []
}

extension LayerTree {
    /// Applies a commit's or snapshot's operations in order, atomically (SPEC §5.3, §5.5).
    ///
    /// Throws `invalidTree` for an operation that names an unknown layer, creates an existing
    /// layer or the root, destroys the root or a layer that is still a sublayer, a mask or has
    /// sublayers, lists a sublayer twice, makes a layer a child of two parents, a mask that is
    /// also a sublayer, or a cycle; `limitExceeded` for more than `maxLayers` layers, more than
    /// `maxSublayers` sublayers or a layer deeper than `maxTreeDepth`. On error the tree is left
    /// exactly as it was. Cost: proportional to the operations (and the sublayer lists they
    /// replace), plus, for each re-parented layer, a walk bounded by the depth limit up its
    /// ancestors and down its subtree.
    public mutating func apply(_ operations: [LayerOperation], limits: ProtocolLimits = .default) throws(ProtocolError) {
        var tx = TreeTransaction()
        do throws(ProtocolError) {
            for op in operations { try step(op, &tx, limits) }
            try validate(tx, limits)
        } catch {
            for (id, old) in tx.undo { nodes[id] = old }
            for (id, old) in tx.maskUndo { maskOwners[id] = old }
            throw error
        }
        for (id, before) in tx.undo {
            if let old = nodeHashes[id] { canonicalHash &-= old }
            let node = nodes[id]
            if let node {
                let h = Self.nodeHash(id, node)
                nodeHashes[id] = h
                canonicalHash &+= h
            } else {
                nodeHashes[id] = nil
            }
            updateIndexes(id, from: before, to: node)
        }
    }

    /// Keeps `animatedLayers` and the contents reference counts in step with one node's change.
    private mutating func updateIndexes(_ id: LayerID, from before: Node?, to after: Node?) {
        if after?.animations.isEmpty == false { animatedLayers.insert(id) } else { animatedLayers.remove(id) }
        let old = before?.state.contents, new = after?.state.contents
        guard old != new else { return }
        if let old {
            let remaining = (contentsReferenceCounts[old] ?? 1) - 1
            contentsReferenceCounts[old] = remaining > 0 ? remaining : nil
        }
        if let new { contentsReferenceCounts[new, default: 0] += 1 }
    }

    private mutating func touch(_ id: LayerID, _ tx: inout TreeTransaction) {
        if tx.undo[id] == nil { tx.undo[id] = .some(nodes[id]) }
    }

    private mutating func setMaskOwner(_ mask: LayerID, _ owner: LayerID?, _ tx: inout TreeTransaction) {
        if tx.maskUndo[mask] == nil { tx.maskUndo[mask] = .some(maskOwners[mask]) }
        maskOwners[mask] = owner
    }

    private func existing(_ id: LayerID, _ what: String) throws(ProtocolError) -> Node {
        // §5.5 T1: "every id an operation names MUST exist when the operation is applied".
        guard let n = nodes[id] else { throw ProtocolError(.invalidTree, "\(what): unknown layer \(id)") }
        return n
    }

    private mutating func step(_ op: LayerOperation, _ tx: inout TreeTransaction, _ limits: ProtocolLimits) throws(ProtocolError) {
        switch op {
        case .createLayer(let id):
            // §5.5 T2: "createLayer MUST NOT name 0, the root or an existing layer".
            guard id.rawValue != 0, id != .root, nodes[id] == nil else {
                throw ProtocolError(.invalidTree, "createLayer: \(id) already exists or is reserved")
            }
            // §8 L3: "a tree MUST NOT hold more than maxLayers layers".
            guard nodes.count < limits.maxLayers else {
                throw ProtocolError(.limitExceeded, "createLayer: more than \(limits.maxLayers) layers")
            }
            touch(id, &tx)
            nodes[id] = Node()

        case .destroyLayer(let id):
            let n = try existing(id, "destroyLayer")
            // §5.5 T3: "destroyLayer MUST NOT name the root, a layer that is a sublayer or a mask,
            // or a layer that has sublayers".
            guard id != .root else { throw ProtocolError(.invalidTree, "destroyLayer: the root") }
            guard n.superlayer == nil else { throw ProtocolError(.invalidTree, "destroyLayer: \(id) is still a sublayer of \(n.superlayer!)") }
            guard maskOwners[id] == nil else { throw ProtocolError(.invalidTree, "destroyLayer: \(id) is still the mask of \(maskOwners[id]!)") }
            guard n.sublayers.isEmpty else { throw ProtocolError(.invalidTree, "destroyLayer: \(id) still has sublayers") }
            if let m = n.state.mask, maskOwners[m] == id { setMaskOwner(m, nil, &tx) }
            touch(id, &tx)
            nodes[id] = nil

        case .setProperties(let id, let props):
            var n = try existing(id, "setProperties")
            var seen = Set<LayerPropertyKey>()
            for p in props {
                // §5.3: "each key appears at most once in one setProperties".
                guard seen.insert(p.key).inserted else { throw ProtocolError(.invalidTree, "setProperties: \(p.key) twice") }
                // §4.2: "a name is at most 255 bytes of UTF-8".
                if case .name(let name?) = p, name.utf8.count > 255 {
                    throw ProtocolError(.limitExceeded, "setProperties: name longer than 255 bytes")
                }
                if case .mask(let m) = p, m != n.state.mask { try changeMask(of: id, from: n.state.mask, to: m, &tx) }
                n.state.apply(p)
            }
            touch(id, &tx)
            nodes[id] = n

        case .setSublayers(let id, let subs):
            var n = try existing(id, "setSublayers")
            // §8 L6: "a layer MUST NOT have more than maxSublayers sublayers".
            guard subs.count <= limits.maxSublayers else {
                throw ProtocolError(.limitExceeded, "setSublayers: \(subs.count) sublayers, limit \(limits.maxSublayers)")
            }
            let newSet = Set(subs)
            // §5.5 T4: "a sublayer list MUST NOT hold an id twice, the layer itself or the root".
            guard newSet.count == subs.count else { throw ProtocolError(.invalidTree, "setSublayers: \(id) lists a layer twice") }
            for s in subs {
                guard s != id, s != .root else { throw ProtocolError(.invalidTree, "setSublayers: \(id) lists \(s)") }
                _ = try existing(s, "setSublayers")
            }
            for c in n.sublayers where !newSet.contains(c) {
                if nodes[c]?.superlayer == id { touch(c, &tx); nodes[c]?.superlayer = nil }
            }
            for s in subs {
                let former = nodes[s]?.superlayer
                if former == id { continue }
                if let former { tx.claims.append((s, former, false)) }
                touch(s, &tx)
                nodes[s]?.superlayer = id
                tx.moved.append(s)
            }
            n.sublayers = subs
            touch(id, &tx)
            nodes[id] = n

        case .addAnimation(let id, let animation):
            var n = try existing(id, "addAnimation")
            n.animations[animation.key] = animation
            touch(id, &tx)
            nodes[id] = n

        case .removeAnimation(let id, let key):
            var n = try existing(id, "removeAnimation")
            n.animations[key] = nil
            touch(id, &tx)
            nodes[id] = n

        case .spliceGlyphs(let id, let s):
            var n = try existing(id, "spliceGlyphs")
            // §5.5 (version 4): the run and the replaced range MUST exist; the result within L20.
            guard s.run < n.state.glyphRuns.count, s.start + s.deleteCount <= n.state.glyphRuns[s.run].glyphs.count else {
                throw ProtocolError(.invalidTree, "spliceGlyphs: run \(s.run) glyphs \(s.start)+\(s.deleteCount) out of range")
            }
            let count = n.state.glyphRuns[s.run].glyphs.count - s.deleteCount + s.glyphs.count
            guard count <= ProtocolLimits.maxGlyphsPerRun else {
                throw ProtocolError(.limitExceeded, "spliceGlyphs: \(count) glyphs in a run")
            }
            n.state.glyphRuns[s.run].glyphs.replaceSubrange(s.start..<(s.start + s.deleteCount), with: s.glyphs)
            touch(id, &tx)
            nodes[id] = n
        }
    }

    private mutating func changeMask(of owner: LayerID, from old: LayerID?, to new: LayerID?, _ tx: inout TreeTransaction) throws(ProtocolError) {
        if let new {
            // §5.5 T6: "a mask MUST be an existing layer other than the root and the layer itself".
            guard new != owner, new != .root else { throw ProtocolError(.invalidTree, "mask of \(owner) is \(new)") }
            _ = try existing(new, "setProperties mask")
        }
        if let old, maskOwners[old] == owner { setMaskOwner(old, nil, &tx) }
        if let new {
            if let former = maskOwners[new], former != owner { tx.claims.append((new, former, true)) }
            setMaskOwner(new, owner, &tx)
            tx.moved.append(new)
        }
    }

    /// §5.5: the rules checked once all operations of the commit are applied.
    private func validate(_ tx: TreeTransaction, _ limits: ProtocolLimits) throws(ProtocolError) {
        for claim in tx.claims {
            // §5.5 T5: "at the end of a commit every layer has at most one parent".
            if claim.mask {
                if let n = nodes[claim.former], n.state.mask == claim.child, maskOwners[claim.child] != claim.former {
                    throw ProtocolError(.invalidTree, "\(claim.child) is the mask of two layers")
                }
            } else if nodes[claim.child]?.superlayer != claim.former, let n = nodes[claim.former], n.sublayers.contains(claim.child) {
                throw ProtocolError(.invalidTree, "\(claim.child) is a sublayer of two layers")
            }
        }
        for id in tx.moved {
            guard let n = nodes[id] else { continue }
            // §5.5 T7: "a mask MUST NOT also be a sublayer".
            if maskOwners[id] != nil, n.superlayer != nil {
                throw ProtocolError(.invalidTree, "\(id) is both a mask and a sublayer")
            }
            let depth = try depthOf(id, limits)
            try checkHeight(below: id, budget: limits.maxTreeDepth - depth, limits)
        }
    }

    /// The parent in the render graph: the superlayer, or for a mask the layer it masks.
    func parent(of id: LayerID) -> LayerID? { nodes[id]?.superlayer ?? maskOwners[id] }

    /// §5.5 T8: "the tree MUST NOT contain a cycle"; §8 L4: "no layer deeper than maxTreeDepth".
    private func depthOf(_ id: LayerID, _ limits: ProtocolLimits) throws(ProtocolError) -> Int {
        var depth = 0
        var cursor = id
        while let p = parent(of: cursor) {
            guard p != id else { throw ProtocolError(.invalidTree, "\(id) is its own ancestor (cycle)") }
            depth += 1
            guard depth <= limits.maxTreeDepth else {
                throw ProtocolError(.limitExceeded, "\(id) is deeper than \(limits.maxTreeDepth) (or in a cycle that long)")
            }
            cursor = p
        }
        return depth
    }

    private func checkHeight(below id: LayerID, budget: Int, _ limits: ProtocolLimits) throws(ProtocolError) {
        var stack: [(LayerID, Int)] = [(id, 0)]
        while let (cur, level) = stack.popLast() {
            guard level <= budget else {
                throw ProtocolError(.limitExceeded, "a sublayer of \(id) is deeper than \(limits.maxTreeDepth)")
            }
            guard let n = nodes[cur] else { continue }
            for s in n.sublayers { stack.append((s, level + 1)) }
            if let m = n.state.mask, maskOwners[m] == cur { stack.append((m, level + 1)) }
        }
    }
}

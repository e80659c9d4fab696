extension LayerTree {
    /// The operations that turn `old` into this tree: one commit's worth, valid under SPEC §5.5.
    ///
    /// For a server that coalesces ("latest state wins", DESIGN.md): keep the tree a slow client
    /// has, and when it can take more send `current.operations(since: clientTree, touched: ids)`.
    /// Order: creations, property sets (only changed keys) each followed by the layer's glyph
    /// splices (version 4, when smaller than setting its runs), sublayer lists that changed (and
    /// emptied lists and masks of layers about to be destroyed), animations added, changed or
    /// removed, then destructions; ids ascending, so the result is deterministic.
    ///
    /// - Parameter touched: the layers that may differ between the trees. When given, only they are
    ///   compared and the cost is O(touched); it must contain every layer that differs (a server
    ///   gets it from the ids its commits named). `nil` compares every layer of both trees.
    public func operations(since old: LayerTree, touched: Set<LayerID>? = nil) -> [LayerOperation] {
        var ops: [LayerOperation] = []
        let candidates: [LayerID]
        if let touched {
            candidates = touched.sorted()
        } else {
            candidates = Set(nodes.keys).union(old.nodes.keys).sorted()
        }
        let ids = candidates.filter { nodes[$0] != nil }
        let gone = candidates.filter { nodes[$0] == nil && old.nodes[$0] != nil }
        for id in ids where old.nodes[id] == nil { ops.append(.createLayer(id)) }
        for id in ids {
            guard let node = nodes[id] else { continue }
            let before = old.nodes[id]?.state ?? .defaults
            guard node.state != before else { continue }
            // Version 4: runs edited in place go as splices, when smaller (a keystroke's glyph).
            let splices = node.state.glyphRuns == before.glyphRuns ? nil
                : GlyphSplice.splices(from: before.glyphRuns, to: node.state.glyphRuns)
            let changed = LayerPropertyKey.allCases.compactMap { key -> LayerProperty? in
                if key == .glyphRuns, splices != nil { return nil }
                let v = node.state.value(for: key)
                return v == before.value(for: key) ? nil : v
            }
            if !changed.isEmpty { ops.append(.setProperties(id, changed)) }
            for splice in splices ?? [] { ops.append(.spliceGlyphs(id, splice)) }
        }
        for id in ids {
            guard let node = nodes[id] else { continue }
            if node.sublayers != (old.nodes[id]?.sublayers ?? []) { ops.append(.setSublayers(id, node.sublayers)) }
        }
        for id in gone where !(old.nodes[id]?.sublayers.isEmpty ?? true) { ops.append(.setSublayers(id, [])) }
        // A destroyed owner lets go of its mask first, so the mask's own destruction is valid whatever the id order.
        for id in gone where old.nodes[id]?.state.mask != nil { ops.append(.setProperties(id, [.mask(nil)])) }
        for id in ids {
            guard let node = nodes[id] else { continue }
            let before = old.nodes[id]?.animations ?? [:]
            guard node.animations != before else { continue }
            for key in before.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) where node.animations[key] == nil {
                ops.append(.removeAnimation(id, key: key))
            }
            for (key, a) in node.animations.sorted(by: { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) })
            where before[key] != a {
                ops.append(.addAnimation(id, a))
            }
        }
        for id in gone { ops.append(.destroyLayer(id)) }
        return ops
    }
}

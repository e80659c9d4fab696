extension LayerTree {
    /// The operations that rebuild this tree from the empty tree (SPEC §11.1), deterministic:
    /// `createLayer` for every layer but the root by ascending id, then `setProperties` with the
    /// non-default properties of each layer (root included) by ascending id, then `setSublayers`
    /// for each layer with sublayers by ascending id, then `addAnimation` by ascending layer id
    /// and the UTF-8 bytes of the key.
    public func snapshotOperations() -> [LayerOperation] {
        let ids = nodes.keys.sorted()
        var ops: [LayerOperation] = []
        ops.reserveCapacity(ids.count * 3)
        for id in ids where id != .root { ops.append(.createLayer(id)) }
        for id in ids {
            let props = nodes[id]?.state.nonDefaultProperties ?? []
            if !props.isEmpty { ops.append(.setProperties(id, props)) }
        }
        for id in ids {
            if let subs = nodes[id]?.sublayers, !subs.isEmpty { ops.append(.setSublayers(id, subs)) }
        }
        for id in ids {
            guard let animations = nodes[id]?.animations, !animations.isEmpty else { continue }
            let sorted = animations.values.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
            for a in sorted { ops.append(.addAnimation(id, a)) }
        }
        return ops
    }
}

extension LayerTree {
    /// Every content id some layer's `contents` refers to (SPEC §6.4: what a client must hold).
    /// O(distinct content ids): `apply` keeps the reference counts.
    public func referencedContents() -> Set<ContentID> {
        Set(contentsReferenceCounts.keys)
    }
}

extension LayerTree {
    /// The node hash of SPEC §7.2: XXH64 (seed 0) of the layer's canonical encoding — u64 id,
    /// every property of §4.2 in key order (27–33 only when not at their defaults) as key byte and value, u32 sublayer count and the
    /// sublayer ids, u64 superlayer (0 for none), u32 animation count and the animations of §5.4
    /// sorted by the UTF-8 bytes of their keys — with every floating-point zero written as +0.
    public static func nodeHash(_ id: LayerID, _ node: Node) -> UInt64 {
        var w = WireWriter(canonical: true)
        canonicalEncoding(id, node, &w)
        return w.output.withUnsafeBytes { p in
            var h = XXH64(seed: 0)
            h.update(p)
            return h.digest()
        }
    }

    /// The canonical bytes of one node (SPEC §7.2), annotated: for the conformance vectors.
    /// (Keys 27–33 only when not at their defaults: `LayerState.isHashed`.)
    package static func canonicalEncoding(_ id: LayerID, _ node: Node, _ w: inout WireWriter) {
        w.u64(id.rawValue, "id")
        for key in LayerPropertyKey.allCases where node.state.isHashed(key) {
            // §7.2: keys 27–33 are hashed only when not at their defaults, so a tree without
            // them (every tree of versions 1–3) keeps its hash.
            // Only names can fail to encode (over 255 bytes); the decoder never produces those.
            try? node.state.value(for: key).write(to: &w, "property")
        }
        w.u32(UInt32(clamping: node.sublayers.count), "sublayer count")
        for s in node.sublayers { w.u64(s.rawValue, "sublayer") }
        w.u64(node.superlayer?.rawValue ?? 0, "superlayer")
        let animations = node.animations.values.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
        w.u32(UInt32(clamping: animations.count), "animation count")
        for a in animations { try? a.write(to: &w, "animation") }
    }

    /// The canonical hash recomputed from every node (SPEC §7.2); equals `canonicalHash`.
    /// O(layers): for tests and for checking a tree after a resync.
    public func recomputedCanonicalHash() -> UInt64 {
        nodes.reduce(UInt64(0)) { $0 &+ Self.nodeHash($1.key, $1.value) }
    }
}

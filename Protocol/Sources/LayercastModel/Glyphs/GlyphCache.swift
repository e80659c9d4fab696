/// The glyph masks one connection holds (SPEC §6.5), as a client keeps them and as a server
/// mirrors them: the glyph scale, the masks by key, and the checks of §5.5 and §6.5.
///
/// Not a cache that decides anything: the server evicts, by `glyphRelease`; this only applies
/// what arrives and refuses what the rules forbid. Resume keeps it; a new connection starts one.
public struct GlyphCache: Sendable {
    /// The glyph scale: pixels per point of the masks (the welcome's contents scale, then that
    /// of the last `glyphs` message).
    public private(set) var scale: Double
    /// The held masks, by key.
    public private(set) var masks: [GlyphKey: GlyphMask] = [:]

    /// An empty cache at the welcome's contents scale.
    public init(scale: Double) { self.scale = scale }

    /// How many masks are held.
    public var count: Int { masks.count }

    /// Whether the mask `key` is held.
    public func holds(_ key: GlyphKey) -> Bool { masks[key] != nil }

    /// §11.8: takes the masks and the scale; refuses a message that would pass L23
    /// (`limitExceeded`), leaving the cache as it was.
    public mutating func receive(_ message: GlyphsMessage) throws(ProtocolError) {
        let added = Set(message.masks.map(\.key)).filter { masks[$0] == nil }.count
        guard masks.count + added <= ProtocolLimits.maxHeldGlyphs else {
            throw ProtocolError(.limitExceeded, "\(masks.count + added) glyph masks held, over \(ProtocolLimits.maxHeldGlyphs)")
        }
        scale = message.scale
        for m in message.masks { masks[m.key] = m }
    }

    /// §11.9: drops the masks; refuses (`invalidTree`, nothing dropped) to drop one a run of
    /// `tree` still names at the glyph scale. O(runs of the tree): releases are rare.
    public mutating func release(_ message: GlyphReleaseMessage, tree: LayerTree) throws(ProtocolError) {
        let named = Set(message.keys).filter { masks[$0] != nil }
        guard !named.isEmpty else { return }
        for (id, node) in tree.nodes where !node.state.glyphRuns.isEmpty {
            for run in node.state.glyphRuns {
                for key in run.keys(scale: scale) where named.contains(key) {
                    throw ProtocolError(.invalidTree, "glyphRelease of \(key), which a run of \(id) names")
                }
            }
        }
        for k in named { masks[k] = nil }
    }

    /// §5.5: every glyph of every run the operations set, and every glyph a splice inserts,
    /// must be held at the glyph scale. `tree` is the tree the operations apply to (the empty
    /// tree for a snapshot): a splice's run is found there or in an earlier operation.
    public func checkHeld(_ operations: [LayerOperation], in tree: LayerTree) throws(ProtocolError) {
        var runsSet: [LayerID: [GlyphRun]] = [:]
        func check(_ run: GlyphRun, _ layer: LayerID) throws(ProtocolError) {
            for key in run.keys(scale: scale) where masks[key] == nil {
                throw ProtocolError(.invalidTree, "a run of \(layer) names glyph \(key.glyph) (size \(key.pixelSize)/64 px, phase \(key.phase)), which is not held")
            }
        }
        for op in operations {
            switch op {
            case .setProperties(let layer, let properties):
                for case .glyphRuns(let runs) in properties {
                    runsSet[layer] = runs
                    for run in runs { try check(run, layer) }
                }
            case .spliceGlyphs(let layer, let s):
                // A splice of a run that does not exist is refused when applied (invalidTree).
                guard let runs = runsSet[layer] ?? tree[layer]?.state.glyphRuns, s.run < runs.count else { continue }
                var inserted = runs[s.run]
                inserted.glyphs = s.glyphs
                try check(inserted, layer)
                if s.start + s.deleteCount <= runs[s.run].glyphs.count {
                    var edited = runs
                    edited[s.run].glyphs.replaceSubrange(s.start..<(s.start + s.deleteCount), with: s.glyphs)
                    runsSet[layer] = edited
                }
            case .destroyLayer(let layer):
                runsSet[layer] = []
            case .createLayer(let layer):
                runsSet[layer] = []
            default: break
            }
        }
    }
}

import LayercastProtocol

/// The server's side of SPEC §6.5 for one connection: which glyph masks the client holds, which
/// an update needs sent first, and which to release to stay within the cache limit (L23).
///
/// Eviction is the server's, least recently used first: a mask's use is the last update whose
/// runs named it. Masks the client's tree still names are never released (the client would
/// refuse it, `invalidTree`). The value lives with the session, so a resume keeps it, as the
/// client keeps its masks — less what was sent after the update the client resumes from, which
/// may not have reached it (`resume(afterCommit:)`).
public struct GlyphSupply: Sendable {
    /// The client's glyph scale (pixels per point).
    public private(set) var scale: Double
    /// The most masks the client may hold (SPEC §8 L23; smaller in tests).
    public let capacity: Int
    /// Held masks by key, with the update counter of their last use.
    public private(set) var held: [GlyphKey: UInt64] = [:]
    private var clock: UInt64 = 0
    /// The commit id of the update each held mask was sent before.
    private var sentBefore: [GlyphKey: UInt64] = [:]
    /// The commit id of the update the last scale change was sent before.
    private var scaleSentBefore: UInt64 = 0
    /// Whether the next update must repeat the glyph scale (a resume may have lost it).
    private var mustAnnounceScale = false
    /// Masks whose sending a resume made uncertain: released with the next update, so the
    /// client's count never exceeds the server's.
    private var uncertain: Set<GlyphKey> = []
    /// Masks sent so far, and their bytes of pixels, for statistics.
    public private(set) var masksSent = 0

    /// A new connection's supply: nothing held, at the welcome's contents scale.
    public init(scale: Double, capacity: Int = ProtocolLimits.maxHeldGlyphs) {
        self.scale = scale; self.capacity = max(1, capacity)
    }

    /// The messages to send before an update whose snapshot or commit sets `runs`, so that
    /// every glyph they name is held (SPEC §6.5): a `glyphRelease` when the cache would pass its
    /// capacity (never of a key in `inUse`, the keys the client's tree names after the update),
    /// then one `glyphs` message with the missing masks, made by `mask`. A scale change
    /// (`scale` differing from the client's) always sends a `glyphs` message, masks or not.
    /// Keys `mask` cannot make are left out (the client would refuse the update: the caller
    /// sends such text as a bitmap). `commitID` names the update the messages go before (for
    /// `resume(afterCommit:)`); `inUse` is only evaluated when something must be released.
    public mutating func prepare(runs: [GlyphRun], inUse: @autoclosure () -> Set<GlyphKey>, scale newScale: Double? = nil,
                                 commitID: UInt64 = 0, mask: (GlyphKey) -> GlyphMask?) -> [ServerMessage] {
        clock += 1
        var scaleChanged = newScale.map { $0 != scale } ?? false
        if let newScale { scale = newScale }
        if mustAnnounceScale { scaleChanged = true; mustAnnounceScale = false }
        if scaleChanged { scaleSentBefore = commitID }
        var needed: [GlyphKey] = []
        var seen: Set<GlyphKey> = []
        for run in runs {
            for key in run.keys(scale: scale) where seen.insert(key).inserted {
                if held[key] != nil { held[key] = clock } else { needed.append(key) }
            }
        }
        let masks = needed.compactMap(mask)
        var out: [ServerMessage] = []
        let overflow = held.count + masks.count - capacity
        var victims: [GlyphKey] = []
        var protected: Set<GlyphKey>?
        if !uncertain.isEmpty {
            protected = inUse()
            victims = uncertain.filter { !protected!.contains($0) }.sorted { $0.glyph < $1.glyph }
            uncertain.removeAll()
        }
        if overflow > 0 {
            let keep = (protected ?? inUse()).union(seen)
            let lru = held.filter { !keep.contains($0.key) }
                .sorted { $0.value != $1.value ? $0.value < $1.value : $0.key.glyph < $1.key.glyph }
                .prefix(overflow).map(\.key)
            for k in lru { held[k] = nil; sentBefore[k] = nil }
            victims += lru
        }
        if !victims.isEmpty { out.append(.glyphRelease(GlyphReleaseMessage(keys: victims))) }
        for m in masks { held[m.key] = clock; sentBefore[m.key] = commitID }
        masksSent += masks.count
        if !masks.isEmpty || scaleChanged {
            // L22: at most 4096 masks per message.
            var rest = masks[...]
            repeat {
                out.append(.glyphs(GlyphsMessage(scale: scale, masks: Array(rest.prefix(ProtocolLimits.maxGlyphsPerMessage)))))
                rest = rest.dropFirst(ProtocolLimits.maxGlyphsPerMessage)
            } while !rest.isEmpty
        }
        return out
    }

    /// A resume from the state after `commitID` (SPEC §10.5): the client holds what was sent
    /// before that update, but masks sent before later updates may have been lost with the
    /// connection: they count as not held and the next update releases them (releasing a mask
    /// not held is ignored, §11.9) before sending again those it needs. A scale change sent
    /// after it is repeated.
    public mutating func resume(afterCommit commitID: UInt64) {
        for (key, sent) in sentBefore where sent > commitID {
            held[key] = nil; sentBefore[key] = nil; uncertain.insert(key)
        }
        if scaleSentBefore > commitID { mustAnnounceScale = true }
    }
}

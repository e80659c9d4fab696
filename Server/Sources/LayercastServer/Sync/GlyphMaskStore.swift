import LayercastGraphics
import LayercastLayers
import LayercastProtocol

/// The glyph masks a server has rasterised, shared by every connection (SPEC §6.5: a mask is
/// named by its content — face, pixel size, glyph, phase — so one rasterisation serves every
/// client of a scale, and a client resuming or joining needs no new work).
///
/// Faces are learnt from the runs the toolkit records (`learn(_:)`): a run names its face by
/// `GlyphRun.faceID(of:)`, and only the description can be rasterised. Bounded: past `capacity`
/// masks it forgets the oldest rasterisations (they are redrawn if asked again).
public struct GlyphMaskStore: Sendable {
    /// The most masks kept.
    public let capacity: Int
    private var faces: [UInt64: String] = [:]
    private var masks: [GlyphKey: GlyphMask] = [:]
    private var order: [GlyphKey] = []
    /// How many masks were rasterised (not served from the store), for tests and benchmarks.
    public private(set) var rasterised = 0

    /// An empty store.
    public init(capacity: Int = 65_536) { self.capacity = max(1, capacity) }

    /// Remembers the faces of recorded runs, so their glyphs can be rasterised.
    public mutating func learn(_ runs: [TextGlyphRun]) {
        for run in runs { faces[GlyphRun.faceID(of: run.faceDescription)] = run.faceDescription }
    }

    /// Remembers faces by id (a scale group's `glyphFaces`).
    public mutating func learn(faces known: [UInt64: String]) { faces.merge(known) { a, _ in a } }

    /// The mask for `key`, rasterised on first use; `nil` for an unknown face or a glyph over L24.
    /// `known` adds faces by id to those learnt.
    public mutating func mask(_ key: GlyphKey, faces known: [UInt64: String] = [:]) -> GlyphMask? {
        if let m = masks[key] { return m }
        guard let description = faces[key.face] ?? known[key.face],
              let m = GlyphMask(key: key, faceDescription: description) else { return nil }
        rasterised += 1
        masks[key] = m
        order.append(key)
        if order.count > capacity {
            let drop = order.count - capacity
            for k in order.prefix(drop) { masks[k] = nil }
            order.removeFirst(drop)
        }
        return m
    }
}

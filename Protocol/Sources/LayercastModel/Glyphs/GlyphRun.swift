import Foundation

/// One run of glyphs drawn by a layer (SPEC §4.6, version 4): one face at one size in one colour,
/// positioned in points, with the decorations and clip its text needs.
///
/// Coordinates are points from the top-left corner of the layer's bounds — the space of a
/// contents bitmap drawn in `draw(_:)` — so the same run serves every scale; only the glyph
/// masks (SPEC §6.5) differ per scale.
public struct GlyphRun: Hashable, Sendable, Codable {
    /// The face, by the id the server gives it (`GlyphKey.face`).
    public var face: UInt64
    /// The size in points (the font's em size), finite and > 0.
    public var size: Float
    /// The colour alpha masks are tinted with; colour glyphs are multiplied by its alpha only.
    public var color: LayerColor
    /// The pen origin of the run (on its baseline), in points.
    public var origin: CGPoint
    /// The glyphs, each positioned relative to `origin`.
    public var glyphs: [PositionedGlyph]
    /// Rectangles (underline, strikethrough) filled with `color` after the glyphs, in points.
    public var decorations: [CGRect]
    /// The run is drawn only inside this rectangle (points), when set.
    public var clip: CGRect?

    /// Creates a run.
    public init(face: UInt64, size: Float, color: LayerColor, origin: CGPoint, glyphs: [PositionedGlyph],
                decorations: [CGRect] = [], clip: CGRect? = nil) {
        self.face = face; self.size = size; self.color = color; self.origin = origin
        self.glyphs = glyphs; self.decorations = decorations; self.clip = clip
    }

    /// The key of the mask glyph `index` is drawn with at `scale` pixels per point (SPEC §6.5).
    public func key(ofGlyphAt index: Int, scale: Double) -> GlyphKey {
        let g = glyphs[index]
        return GlyphKey(face: face, pixelSize: GlyphKey.pixelSize(points: size, scale: scale), glyph: g.glyph,
                        phase: GlyphKey.phase(x: origin.x + Double(g.x), scale: scale))
    }

    /// The keys of every glyph of the run at `scale`, in order.
    public func keys(scale: Double) -> [GlyphKey] { glyphs.indices.map { key(ofGlyphAt: $0, scale: scale) } }
}

/// One glyph of a run: the face's glyph index and its pen position relative to the run's origin,
/// in points (SPEC §4.6).
public struct PositionedGlyph: Hashable, Sendable, Codable {
    /// The glyph index in the face.
    public var glyph: UInt32
    /// Horizontal offset from the run's origin, points.
    public var x: Float
    /// Vertical offset from the run's origin, points (y down).
    public var y: Float
    /// Creates a positioned glyph.
    public init(glyph: UInt32, x: Float, y: Float = 0) { self.glyph = glyph; self.x = x; self.y = y }
}

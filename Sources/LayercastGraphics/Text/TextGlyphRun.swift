import Foundation

/// One run of glyphs as a `TextLayout` places them: one face at one size in one colour, each
/// glyph's pen position in points, unhinted (the same at every scale).
///
/// What the toolkit records instead of rasterising text, so a server can send the run and have
/// each client draw it from glyph masks at its own scale (SPEC §4.6), or rasterise it as before.
public struct TextGlyphRun: Hashable, Sendable {
    /// The face without its size (a Pango font description: family, weight, style): with
    /// `size`, everything `GlyphRasterizer` needs to draw the glyphs.
    public var faceDescription: String
    /// The em size in points.
    public var size: CGFloat
    /// The colour, sRGB components red, green, blue, alpha in 0…1.
    public var color: [CGFloat]
    /// The pen origin on the baseline, in the layout's space (points).
    public var origin: CGPoint
    /// The glyphs, their pen positions relative to `origin`.
    public var glyphs: [TextGlyph]
    /// Lines under or through the glyphs (`.underlineStyle`, `.strikethroughStyle`), in the
    /// layout's space, filled with the run's colour after the glyphs.
    public var decorations: [CGRect]
    /// Where the run is cut off (a label's clipped line), in the layout's space; `nil` for none.
    public var clip: CGRect?

    /// Creates a run.
    public init(faceDescription: String, size: CGFloat, color: [CGFloat], origin: CGPoint, glyphs: [TextGlyph],
                decorations: [CGRect] = [], clip: CGRect? = nil) {
        self.faceDescription = faceDescription; self.size = size; self.color = color; self.origin = origin
        self.glyphs = glyphs; self.decorations = decorations; self.clip = clip
    }
}

/// One glyph of a `TextGlyphRun`: the face's glyph index and its pen position relative to the
/// run's origin, in points.
public struct TextGlyph: Hashable, Sendable {
    /// The glyph index in the face.
    public var glyph: UInt32
    /// Horizontal offset from the run's origin, points.
    public var x: CGFloat
    /// Vertical offset from the run's origin, points (y down).
    public var y: CGFloat
    /// Creates a glyph.
    public init(glyph: UInt32, x: CGFloat, y: CGFloat) { self.glyph = glyph; self.x = x; self.y = y }
}

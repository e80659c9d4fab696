/// An edit of one glyph run in place (SPEC §5.3 opcode 7, version 4): the glyphs
/// `start ..< start + deleteCount` of run `run` replaced by `glyphs`, so a keystroke costs its
/// glyph, not the line's.
public struct GlyphSplice: Hashable, Sendable, Codable {
    /// The run's index in the layer's `glyphRuns`.
    public var run: Int
    /// The first glyph replaced.
    public var start: Int
    /// How many glyphs are removed.
    public var deleteCount: Int
    /// The glyphs put in their place, positioned relative to the run's origin.
    public var glyphs: [PositionedGlyph]
    /// Creates a splice.
    public init(run: Int, start: Int, deleteCount: Int, glyphs: [PositionedGlyph]) {
        self.run = run; self.start = start; self.deleteCount = deleteCount; self.glyphs = glyphs
    }
}

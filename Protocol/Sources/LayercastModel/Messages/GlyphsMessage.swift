/// §11.8 (version 4, `glyphRuns`): glyph masks for the client's scale, sent before the commit
/// whose runs first name them. The client holds them until a `glyphRelease` names them.
public struct GlyphsMessage: Hashable, Sendable, Codable {
    /// The pixels per point the masks are drawn at: from now on the client's glyph scale.
    public var scale: Double
    /// The masks, at most `ProtocolLimits.maxGlyphsPerMessage`.
    public var masks: [GlyphMask]
    /// Creates the message.
    public init(scale: Double, masks: [GlyphMask]) { self.scale = scale; self.masks = masks }
}

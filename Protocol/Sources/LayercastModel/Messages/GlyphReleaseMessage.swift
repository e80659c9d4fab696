/// §11.9 (version 4, `glyphRuns`): glyph masks the client no longer holds — the server's
/// eviction, so both sides agree on the held set without a round trip.
public struct GlyphReleaseMessage: Hashable, Sendable, Codable {
    /// The masks to drop.
    public var keys: [GlyphKey]
    /// Creates the message.
    public init(keys: [GlyphKey]) { self.keys = keys }
}

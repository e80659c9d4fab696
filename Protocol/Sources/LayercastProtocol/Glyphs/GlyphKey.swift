/// What identifies a glyph mask (SPEC §6.5): the face, the size in pixels, the glyph and the
/// horizontal subpixel phase. Content addressing: the same key is the same pixels, for every
/// client of a scale group, on every connection of one server.
public struct GlyphKey: Hashable, Sendable, Codable {
    /// The face id a run names.
    public var face: UInt64
    /// The em size in 1/64 pixels: `round(size × scale × 64)`.
    public var pixelSize: UInt32
    /// The glyph index in the face.
    public var glyph: UInt32
    /// The horizontal subpixel phase, 0…3 (quarters of a pixel).
    public var phase: UInt8

    /// Creates a key.
    public init(face: UInt64, pixelSize: UInt32, glyph: UInt32, phase: UInt8) {
        self.face = face; self.pixelSize = pixelSize; self.glyph = glyph; self.phase = phase
    }

    /// Subpixel phases per pixel (SPEC §6.5): a quarter pixel is below what text rendering shows.
    public static let phases = 4

    /// SPEC §6.5: the size in 1/64 pixels of a run of `points` at `scale`, rounded to nearest.
    public static func pixelSize(points: Float, scale: Double) -> UInt32 {
        UInt32(clamping: Int64((Double(points) * scale * 64).rounded()))
    }

    /// SPEC §6.5: the quarter-pixel phase of a pen position `x` (points) at `scale`.
    public static func phase(x: Double, scale: Double) -> UInt8 {
        let px = x * scale
        let frac = px - px.rounded(.down)
        return UInt8(min(Int((frac * Double(phases)).rounded(.down)), phases - 1))
    }

    /// SPEC §6.5: the pixel column of the pen at `x` (points) at `scale`: the phase is in the mask.
    public static func penColumn(x: Double, scale: Double) -> Int { Int((x * scale).rounded(.down)) }

    /// SPEC §6.5: the pixel row of the baseline at `y` (points) at `scale`.
    public static func penRow(y: Double, scale: Double) -> Int { Int((y * scale).rounded()) }
}

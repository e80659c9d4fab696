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
    /// The horizontal subpixel phase, 0…3 (quarters of a pixel); at 1.5 pixels a point and more
    /// only some are used (`phaseStep(scale:)`).
    public var phase: UInt8

    /// Creates a key.
    public init(face: UInt64, pixelSize: UInt32, glyph: UInt32, phase: UInt8) {
        self.face = face; self.pixelSize = pixelSize; self.glyph = glyph; self.phase = phase
    }

    /// Subpixel phases per pixel (SPEC §6.5): a quarter pixel is below what text rendering shows.
    public static let phases = 4

    /// SPEC §6.5: the size in 1/64 pixels of a run of `points` at `scale`, rounded to nearest.
    public static func pixelSize(points: Float, scale: Double) -> UInt32 {
        // Clamped to u32 (a hostile size such as 1e30 must not trap the conversion); NaN is 0.
        let v = (Double(points) * scale * 64).rounded()
        return v.isNaN || v <= 0 ? 0 : v >= Double(UInt32.max) ? .max : UInt32(v)
    }

    /// A pixel coordinate as an `Int`, clamped to ±2^40 (far beyond any screen) so that a
    /// hostile origin cannot trap the conversion or the additions after it; NaN is 0.
    static func pixelCoordinate(_ v: Double) -> Int {
        let bound = Double(1 << 40)
        return v.isNaN ? 0 : Int(min(max(v, -bound), bound))
    }

    /// SPEC §6.5: the quarters of a pixel between the phases used at `scale`: 1 below 1.5 pixels
    /// a point, 2 below 3, 4 (whole pixels) from 3 up. A pen is then placed within a quarter to a
    /// third of a point at every scale, so a finer grid at high scales would only multiply the
    /// masks a client needs (four per glyph at 3× instead of one) without visibly evener text.
    public static func phaseStep(scale: Double) -> Int {
        scale < 1.5 ? 1 : scale < 3 ? 2 : 4
    }

    /// SPEC §6.5: the subpixel phase of a pen position `x` (points) at `scale`: the quarter pixel
    /// ⌊frac(x·s) × 4⌋, rounded down to a multiple of `phaseStep(scale:)`.
    public static func phase(x: Double, scale: Double) -> UInt8 {
        let px = x * scale
        guard px.isFinite else { return 0 }
        let frac = px - px.rounded(.down)
        let step = phaseStep(scale: scale)
        let quarter = min(Int((frac * Double(phases)).rounded(.down)), phases - 1)
        return UInt8(quarter / step * step)
    }

    /// SPEC §6.5: the pixel column of the pen at `x` (points) at `scale`: the phase is in the mask.
    public static func penColumn(x: Double, scale: Double) -> Int { pixelCoordinate((x * scale).rounded(.down)) }

    /// SPEC §6.5: the pixel row of the baseline at `y` (points) at `scale`.
    public static func penRow(y: Double, scale: Double) -> Int { pixelCoordinate((y * scale).rounded()) }
}

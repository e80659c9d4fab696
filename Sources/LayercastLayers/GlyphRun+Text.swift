import Foundation
import LayercastGraphics
import LayercastModel

// The bridge between text as the toolkit lays it out (`TextGlyphRun`, Pango) and glyph runs and
// masks as the wire carries them (SPEC §4.6, §6.5).

extension GlyphRun {
    /// The wire run of a laid-out run: the face by its id, positions as `f32` points.
    public init(_ text: TextGlyphRun) {
        let c = text.color.map { Float($0) } + [0, 0, 0, 1].dropFirst(text.color.count)
        self.init(face: GlyphRun.faceID(of: text.faceDescription), size: Float(text.size),
                  color: LayerColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]),
                  origin: text.origin, glyphs: text.glyphs.map { PositionedGlyph(glyph: $0.glyph, x: Float($0.x), y: Float($0.y)) },
                  decorations: text.decorations, clip: text.clip)
    }

    /// SPEC §6.5's face id of a face description: XXH64 (seed 0) of its UTF-8, so every
    /// connection, and a server after a restart, names a face alike (content addressing).
    public static func faceID(of description: String) -> UInt64 {
        var h = XXH64(seed: 0)
        Array(description.utf8).withUnsafeBytes { h.update($0) }
        return h.digest()
    }
}

extension GlyphMask {
    /// The mask SPEC §6.5 names by `key`, rasterised from the face `faceDescription` (the one
    /// whose `GlyphRun.faceID(of:)` is `key.face`): an alpha mask, or a colour one (§11.8 format
    /// 2) for a glyph its font draws in colour; `nil` when no font matches or the glyph is larger
    /// than L24.
    public init?(key: GlyphKey, faceDescription: String) {
        guard let image = GlyphRasterizer.image(faceDescription: faceDescription, pixelSize: Double(key.pixelSize) / 64,
                                                glyph: key.glyph, phase: Int(key.phase), phases: GlyphKey.phases),
              image.width <= ProtocolLimits.maxGlyphMaskDimension, image.height <= ProtocolLimits.maxGlyphMaskDimension
        else { return nil }
        let (format, pixels): (Format, [UInt8]) = image.colorPixels.map { (.bgra8, $0) } ?? (.alpha8, image.coverage)
        self.init(key: key, format: format, left: Int32(image.left), top: Int32(image.top), width: image.width,
                  height: image.height, pixels: pixels)
    }
}

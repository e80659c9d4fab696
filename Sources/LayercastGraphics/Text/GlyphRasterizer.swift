import CCairo
import Foundation

/// The image of one glyph: coverage per pixel (an alpha mask), or for a colour glyph (emoji of
/// a colour font) premultiplied BGRA pixels, placed relative to the pen.
public struct GlyphImage: Hashable, Sendable {
    /// Pixels from the pen column to the image's left edge.
    public var left: Int
    /// Pixels from the baseline row to the image's top edge (negative above the baseline).
    public var top: Int
    /// Width in pixels; 0 for a glyph without ink.
    public var width: Int
    /// Height in pixels; 0 for a glyph without ink.
    public var height: Int
    /// Coverage, one byte per pixel, rows top to bottom (for a colour glyph: its alpha).
    public var coverage: [UInt8]
    /// For a glyph the font draws in its own colours: premultiplied BGRA, 4 bytes per pixel, rows
    /// top to bottom; `nil` for an outline glyph, which the run's colour tints.
    public var colorPixels: [UInt8]? = nil

    /// Whether ARGB32 pixels of a glyph drawn in opaque black hold any colour: an outline glyph
    /// leaves every colour channel 0 (premultiplied black), a colour font's glyph does not.
    public static func hasColor(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            for x in 0..<width {
                let p = y * stride + x * 4
                if pixels[p] != 0 || pixels[p + 1] != 0 || pixels[p + 2] != 0 { return true }
            }
        }
        return false
    }
}

/// Rasterises single glyphs as alpha masks (SPEC §6.5), with the font options text drawing uses
/// (grey anti-aliasing, no hinting), so a run drawn glyph by glyph from these masks matches the
/// same text drawn by `TextLayout` within anti-aliasing rounding.
///
/// The server makes one per scale group; a glyph is drawn with its pen at `phase / phases` of a
/// pixel right of a pixel edge and the baseline on a pixel edge.
public enum GlyphRasterizer {
    /// The image of `glyph` of the face `faceDescription` (a `TextGlyphRun.faceDescription`) at
    /// an em size of `pixelSize` pixels, the pen `phase`/`phases` of a pixel right of the
    /// pixel's left edge. `nil` when Pango has no font for the description.
    public static func image(faceDescription: String, pixelSize: Double, glyph: UInt32, phase: Int,
                             phases: Int = 4) -> GlyphImage? {
        guard let context = TextRendering.makeContext(), let map = pango_cairo_font_map_get_default() else { return nil }
        let description = FontDescriptionHandle(pango_font_description_from_string(faceDescription))
        pango_font_description_set_absolute_size(description.pointer, pixelSize * Double(PANGO_SCALE))
        guard let font = pango_font_map_load_font(map, context.pointer, description.pointer) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_font_get_glyph_extents(font, glyph, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        let pen = Double(phase) / Double(phases)
        guard ink.width > 0, ink.height > 0 else { return GlyphImage(left: 0, top: 0, width: 0, height: 0, coverage: []) }
        // One pixel of margin: anti-aliasing reaches past the ink rectangle's rounding.
        let left = Int((Double(ink.x) / scale + pen).rounded(.down)) - 1
        let right = Int((Double(ink.x + ink.width) / scale + pen).rounded(.up)) + 1
        let top = Int((Double(ink.y) / scale).rounded(.down)) - 1
        let bottom = Int((Double(ink.y + ink.height) / scale).rounded(.up)) + 1
        let (width, height) = (right - left, bottom - top)
        // ARGB in opaque black: outline glyphs give coverage in alpha with colour 0; a colour
        // font's glyph (an emoji) draws its own colours, which go out as a colour mask (§11.8).
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        TextRendering.applyFontOptions(to: cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        let glyphs = pango_glyph_string_new()!
        defer { pango_glyph_string_free(glyphs) }
        pango_glyph_string_set_size(glyphs, 1)
        glyphs.pointee.glyphs[0] = PangoGlyphInfo(glyph: glyph, geometry: PangoGlyphGeometry(width: 0, x_offset: 0, y_offset: 0),
                                                  attr: PangoGlyphVisAttr())
        cairo_move_to(cr, pen - Double(left), -Double(top))
        pango_cairo_show_glyph_string(cr, font, glyphs)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let pixels = UnsafeBufferPointer(start: data, count: stride * height)
        var coverage = [UInt8](repeating: 0, count: width * height)
        // Cairo's ARGB32 is native-endian 32-bit: bytes B, G, R, A on a little-endian machine.
        for y in 0..<height { for x in 0..<width { coverage[y * width + x] = pixels[y * stride + x * 4 + 3] } }
        var image = GlyphImage(left: left, top: top, width: width, height: height, coverage: coverage)
        if GlyphImage.hasColor(pixels, width: width, height: height, stride: stride) {
            var bgra = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for i in 0..<(width * 4) { bgra[y * width * 4 + i] = pixels[y * stride + i] }
            }
            image.colorPixels = bgra
        }
        return image
    }
}

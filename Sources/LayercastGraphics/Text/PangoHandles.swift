import CCairo
import Foundation

/// Owns a GObject (PangoLayout, PangoContext, PangoFont) and unrefs it in `deinit`. Not Sendable.
final class GObjectHandle {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}

/// Owns a `PangoFontDescription` and frees it in `deinit`. Not Sendable.
final class FontDescriptionHandle {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { pango_font_description_free(pointer) }
}

/// Font options and Pango contexts shared by measuring and drawing, so both lay text out alike.
enum TextRendering {
    /// Grey anti-aliasing (contents have alpha, so no subpixel), no hinting of outlines or metrics,
    /// so a layout has the same geometry at every device scale and in measuring and drawing.
    static func withFontOptions<R>(_ body: (OpaquePointer) -> R) -> R {
        let options = cairo_font_options_create()!
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        return body(options)
    }

    static func applyFontOptions(to cairo: OpaquePointer) {
        withFontOptions { cairo_set_font_options(cairo, $0) }
    }

    /// A Pango context on this thread's default Cairo font map (Pango keeps one per thread), in
    /// user-space units of points.
    static func makeContext() -> GObjectHandle? {
        guard let map = pango_cairo_font_map_get_default(),
              let context = pango_font_map_create_context(map) else { return nil }
        withFontOptions { pango_cairo_context_set_font_options(context, $0) }
        pango_context_set_round_glyph_positions(context, 0)
        return GObjectHandle(context)
    }

    /// Names of the font families installed on this machine.
    static func familyNames() -> [String] {
        guard let map = pango_cairo_font_map_get_default() else { return [] }
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &families, &count)
        guard let families else { return [] }
        defer { g_free(families) }
        return (0..<Int(count)).compactMap { index in
            families[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
        }
    }
}

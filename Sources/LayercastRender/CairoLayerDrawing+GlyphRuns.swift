import CCairo
import Foundation
import LayercastModel
import LayercastCompositing

extension CairoLayerDrawing {
    /// SPEC §4.6: a layer's glyph runs, above its contents, from the masks held at the glyph
    /// scale: each glyph's mask at its pen pixel in the layer's pixel grid at that scale, tinted
    /// with the run's colour (colour masks multiplied by its alpha), then the decorations, each
    /// run cut to its clip. A glyph whose mask is missing draws nothing.
    func drawGlyphRuns(_ s: LayerState, toDevice: CompositingTransform, alpha: Double) {
        guard !s.glyphRuns.isEmpty, let glyphs else { return }
        let scale = glyphs.scale
        for run in s.glyphRuns {
            cairo_save(cr)
            setMatrix(toDevice)
            // Runs are placed from the top-left of the bounds (§4.6).
            cairo_translate(cr, s.bounds.minX, s.bounds.minY)
            if let clip = run.clip {
                cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
                cairo_clip(cr)
            }
            cairo_save(cr)
            cairo_scale(cr, 1 / scale, 1 / scale)
            for index in run.glyphs.indices {
                let key = run.key(ofGlyphAt: index, scale: scale)
                guard let mask = glyphs.masks[key], mask.width > 0, mask.height > 0,
                      let surface = Self.surface(of: mask) else { continue }
                let g = run.glyphs[index]
                let x = Double(GlyphKey.penColumn(x: run.origin.x + Double(g.x), scale: scale) + Int(mask.left))
                let y = Double(GlyphKey.penRow(y: run.origin.y + Double(g.y), scale: scale) + Int(mask.top))
                if mask.format == .alpha8 {
                    setSource(run.color, alpha: alpha)
                    cairo_mask_surface(cr, surface, x, y)
                } else {
                    cairo_set_source_surface(cr, surface, x, y)
                    cairo_paint_with_alpha(cr, Double(run.color.alpha) * alpha)
                }
                cairo_surface_destroy(surface)
            }
            cairo_restore(cr)
            if !run.decorations.isEmpty {
                for d in run.decorations { cairo_rectangle(cr, d.minX, d.minY, d.width, d.height) }
                setSource(run.color, alpha: alpha)
                cairo_fill(cr)
            }
            cairo_restore(cr)
        }
    }

    /// A Cairo surface holding a mask's pixels: A8 for alpha masks, ARGB32 for colour ones.
    static func surface(of mask: GlyphMask) -> OpaquePointer? {
        let format = mask.format == .alpha8 ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        guard let surface = cairo_image_surface_create(format, Int32(mask.width), Int32(mask.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)), row = mask.width * mask.format.bytesPerPixel
        mask.pixels.withUnsafeBufferPointer { p in
            for y in 0..<mask.height { (data + y * stride).update(from: p.baseAddress! + y * row, count: row) }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

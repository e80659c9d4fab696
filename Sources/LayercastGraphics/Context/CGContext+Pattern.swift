import CCairo
import Foundation

/// An image repeated edge to edge: what a pattern colour paints with.
struct TilePattern {
    /// The tile's pixels.
    var image: CGImage
    /// Pixels per point of the tile, so a tile covers `pixels ÷ scale` points.
    var scale: CGFloat
}

// Painting with tiled images (UIKit's pattern colours). Tiles are laid from the origin of the base
// space, offset by the pattern phase, and do not follow the CTM, as Core Graphics' patterns.
extension CGContext {
    /// Fills with `image` tiled edge to edge, each tile `image.width ÷ scale` points wide, until
    /// the next fill colour is set. A Layercast extension through which `UIColor(patternImage:)`'s
    /// `setFill()` paints (Core Graphics' pattern colour spaces are not modelled).
    public func setFillPattern(_ image: CGImage, scale: CGFloat) {
        paint.fillPattern = TilePattern(image: image, scale: scale > 0 && scale.isFinite ? scale : 1)
    }

    /// Strokes with `image` tiled edge to edge until the next stroke colour is set (see
    /// `setFillPattern(_:scale:)`).
    public func setStrokePattern(_ image: CGImage, scale: CGFloat) {
        paint.strokePattern = TilePattern(image: image, scale: scale > 0 && scale.isFinite ? scale : 1)
    }

    /// Moves where pattern tiles start by `phase` points of the base space (x right, y down).
    /// Part of the graphics state.
    public func setPatternPhase(_ phase: CGSize) { paint.patternPhase = phase }

    /// Fills (or, with `preserve`, fills and keeps) the current path with a pattern or a colour,
    /// under the fill rule in effect and the global alpha.
    func paintPath(pattern: TilePattern?, color: CGColor, preserve: Bool) {
        guard let pattern else {
            setSource(color)
            if preserve { cairo_fill_preserve(cairo) } else { cairo_fill(cairo) }
            return
        }
        withPatternSource(pattern) {
            if preserve { cairo_fill_preserve(cairo) } else { cairo_fill(cairo) }
        }
    }

    /// Strokes the current path once with the stroke pattern or colour (no shadow handling).
    func strokePathOnce(preserve: Bool) {
        guard let pattern = paint.strokePattern else {
            setSource(paint.strokeColor)
            if preserve { cairo_stroke_preserve(cairo) } else { cairo_stroke(cairo) }
            return
        }
        withPatternSource(pattern) {
            if preserve { cairo_stroke_preserve(cairo) } else { cairo_stroke(cairo) }
        }
    }

    /// Runs `operation` (a fill or stroke) with the tiled image as Cairo's source. The global
    /// alpha goes through a group, as Cairo's fill and stroke take no alpha of their own.
    private func withPatternSource(_ tile: TilePattern, _ operation: () -> Void) {
        let painted: Bool? = tile.image.withCairoSurface { surface in
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            guard let pattern = cairo_pattern_create_for_surface(surface) else { return false }
            defer { cairo_pattern_destroy(pattern) }
            let alpha = paint.alpha
            if alpha < 1 { cairo_push_group(cairo) }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            cairo_pattern_set_filter(pattern, interpolationQuality.cairoFilter)
            // Pattern space is the tile's pixels; user space at set-source time is the base
            // space (points), so one point covers `scale` tile pixels, shifted by the phase.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(tile.scale), Double(tile.scale))
            cairo_matrix_translate(&matrix, -Double(paint.patternPhase.width), -Double(paint.patternPhase.height))
            cairo_pattern_set_matrix(pattern, &matrix)
            var ctm = cairo_matrix_t()
            cairo_get_matrix(cairo, &ctm)
            cairo_identity_matrix(cairo)
            cairo_set_source(cairo, pattern)
            cairo_set_matrix(cairo, &ctm)
            operation()
            if alpha < 1 {
                cairo_pop_group_to_source(cairo)
                cairo_paint_with_alpha(cairo, Double(alpha))
            }
            return true
        }
        // An empty image paints nothing, but the operation still consumes the path.
        if painted != true { cairo_new_path(cairo) }
    }
}

import CCairo
import Foundation

// Gradients, filling the clip region as Core Graphics does.
extension CGContext {
    /// Fills the clip with a linear gradient from `start` to `end` (user space). Without options
    /// nothing is painted before the start or after the end, as in Core Graphics.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions = []) {
        guard let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y),
                                                        Double(end.x), Double(end.y)) else { return }
        defer { cairo_pattern_destroy(pattern) }
        addStops(gradient, to: pattern)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        withSeparatePath {
            cairo_save(cairo)
            if before != after {
                // Cairo extends both ends or neither: clip away the side that must stay unpainted.
                let dx = end.x - start.x, dy = end.y - start.y
                let length = (dx * dx + dy * dy).squareRoot()
                if length > 0 {
                    // Path coordinates are fixed when added, so the rotated frame only needs to
                    // live while the half-plane is added; Cairo's save/restore keeps the path.
                    let huge = 1e6
                    cairo_save(cairo)
                    cairo_translate(cairo, Double(start.x), Double(start.y))
                    cairo_rotate(cairo, Double(atan2(dy, dx)))
                    if before { cairo_rectangle(cairo, -huge, -huge, huge + Double(length), 2 * huge) }
                    else { cairo_rectangle(cairo, 0, -huge, huge, 2 * huge) }
                    cairo_restore(cairo)
                    cairo_clip(cairo)
                }
            }
            cairo_set_source(cairo, pattern)
            paintWithAlpha()
            cairo_restore(cairo)
        }
    }

    /// Fills the clip with a radial gradient between two circles (user space).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat,
                                   options: CGGradientDrawingOptions = []) {
        guard let pattern = cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(startRadius),
            Double(endCenter.x), Double(endCenter.y), Double(endRadius)) else { return }
        defer { cairo_pattern_destroy(pattern) }
        addStops(gradient, to: pattern)
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        withSeparatePath {
            cairo_save(cairo)
            cairo_set_source(cairo, pattern)
            paintWithAlpha()
            cairo_restore(cairo)
        }
    }

    private func addStops(_ gradient: CGGradient, to pattern: OpaquePointer) {
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.red), Double(c.green),
                                              Double(c.blue), Double(c.alpha))
        }
    }

    /// Paints the source over the clip with the global alpha (and the shadow, if set).
    func paintWithAlpha() {
        paintingWithShadow {
            if paint.alpha < 1 { cairo_paint_with_alpha(cairo, Double(paint.alpha)) } else { cairo_paint(cairo) }
        }
    }
}

import CCairo
import Foundation

// Transparency layers: draw a group offscreen, then composite it once with the global alpha and
// blend mode in force when the layer began — group opacity, as Core Graphics defines it.
extension CGContext {
    /// Starts a transparency layer: later drawing goes to an offscreen group until
    /// `endTransparencyLayer()`. Inside, the global alpha is 1 and there is no shadow; the alpha,
    /// shadow and blend mode set before this call apply to the group as a whole. `auxiliaryInfo`
    /// is ignored.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]? = nil) {
        transparencyLayerAlphas.append(paint.alpha)
        saveGState()
        paint.alpha = 1
        paint.shadow = nil
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }

    /// Ends the innermost transparency layer and composites it. Unbalanced calls are ignored.
    public func endTransparencyLayer() {
        guard let alpha = transparencyLayerAlphas.popLast() else { return }
        guard let group = cairo_pop_group(cairo) else { restoreGState(); return }
        defer { cairo_pattern_destroy(group) }
        // Restore first, so the outer clip and blend mode apply to the composite.
        restoreGState()
        paintingWithShadow {
            cairo_set_source(cairo, group)
            cairo_paint_with_alpha(cairo, Double(alpha))
        }
    }
}

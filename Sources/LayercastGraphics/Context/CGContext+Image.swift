import CCairo
import Foundation

// Drawing bitmaps.
extension CGContext {
    /// Draws `image` scaled to fill `rect` (user space), upright.
    ///
    /// Unlike Core Graphics on iOS, where a `CGImage` drawn in a UIKit context appears upside down
    /// unless the CTM is flipped first, Layercast's contexts are y-down throughout and draw images
    /// the right way up; drop such flips when porting.
    public func draw(_ image: CGImage, in rect: CGRect) {
        drawWhole(image, in: rect)
    }

    /// Draws the part `source` of `image` (in image pixels, rounded out to whole pixels) scaled to
    /// fill `rect` (user space) — for contents rects and nine-part stretching. Layercast extension.
    /// The part is copied first, so pixels outside it never bleed in at the edges.
    public func draw(_ image: CGImage, in rect: CGRect, from source: CGRect) {
        let bounds = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        if source.standardized.integral.contains(bounds) {
            drawWhole(image, in: rect)
        } else if let part = image.cropping(to: source) {
            drawWhole(part, in: rect)
        }
    }

    private func drawWhole(_ drawn: CGImage, in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        _ = drawn.withCairoSurface { sourceSurface in
            withSeparatePath {
                cairo_save(cairo)
                cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                cairo_clip(cairo)
                cairo_translate(cairo, Double(r.minX), Double(r.minY))
                cairo_scale(cairo, Double(r.width) / Double(drawn.width), Double(r.height) / Double(drawn.height))
                cairo_set_source_surface(cairo, sourceSurface, 0, 0)
                if let pattern = cairo_get_source(cairo) {
                    cairo_pattern_set_filter(pattern, interpolationQuality.cairoFilter)
                    // Pad so edge pixels are not blended with transparency when scaling up.
                    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                }
                paintWithAlpha()
                cairo_restore(cairo)
            }
        }
    }
}

extension CGInterpolationQuality {
    var cairoFilter: cairo_filter_t {
        switch self {
        case .default, .medium: CAIRO_FILTER_GOOD
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .high: CAIRO_FILTER_BEST
        }
    }
}

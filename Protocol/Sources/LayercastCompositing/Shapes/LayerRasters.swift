import Foundation
import LayercastModel

/// What a layer's shape (SPEC §4.7) and gradient (§4.8) are drawn from: bitmaps made by the shared
/// rasterisers and the rectangle of the layer's space each covers. The client and the reference
/// renderer both call these, with the scale of their own output, so they draw the same pixels.
public enum LayerRasters {
    /// The pixels per point to rasterise at for a layer drawn through `toDevice` (layer space to
    /// output pixels): the longer axis's scale, so a scaled or rotated layer stays sharp, rounded
    /// to 1/64 so that tiny changes of the transform do not each make a new bitmap.
    public static func scale(for toDevice: CompositingTransform) -> Double {
        let s = max(hypot(toDevice.a, toDevice.b), hypot(toDevice.c, toDevice.d))
        return s.isFinite && s > 0 ? max(1.0 / 64, (s * 64).rounded() / 64) : 0
    }

    /// What a layer's shadow without a `shadowPath` is cast from, in its own space: the bounds
    /// (background, contents, gradient) and the shape's ink, which may reach past them (§4.7).
    public static func shadowArea(of s: LayerState) -> CGRect {
        guard let shape = s.shape, let ink = ShapeRasterizer.inkBounds(shape), !s.masksToBounds else { return s.bounds }
        return s.bounds.union(ink)
    }

    /// §4.8: the gradient over the bounds at `scale`, within the rounded corners; `nil` when the
    /// layer has none or it draws nothing.
    public static func gradient(of s: LayerState, scale: Double) -> (bitmap: ContentBitmap, rect: CGRect)? {
        guard let gradient = s.gradient, !gradient.colors.isEmpty, scale > 0 else { return nil }
        let bitmap = GradientRasterizer.render(gradient, size: s.bounds.size, scale: scale,
                                               cornerRadius: CompositingShapes.effectiveRadius(s.cornerRadius, for: s.bounds))
        return bitmap.width > 0 && bitmap.height > 0 ? (bitmap, s.bounds) : nil
    }

    /// §4.7: the shape at `scale` over its ink (the path's bounds with the stroke's reach), cut to
    /// the bounds when the layer masks to them, on the pixel grid of the layer's space at that
    /// scale; `nil` when the layer has none or it draws nothing.
    public static func shape(of s: LayerState, scale: Double) -> (bitmap: ContentBitmap, rect: CGRect)? {
        guard let shape = s.shape, scale > 0, var ink = ShapeRasterizer.inkBounds(shape) else { return nil }
        if s.masksToBounds { ink = ink.intersection(s.bounds) }
        guard !ink.isNull, !ink.isEmpty else { return nil }
        let x0 = (ink.minX * scale).rounded(.down) / scale, y0 = (ink.minY * scale).rounded(.down) / scale
        let x1 = (ink.maxX * scale).rounded(.up) / scale, y1 = (ink.maxY * scale).rounded(.up) / scale
        let area = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let bitmap = ShapeRasterizer.render(shape, area: area, scale: scale)
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        // The grid is whole pixels: the rectangle is exactly the bitmap's size in points.
        return (bitmap, CGRect(x: x0, y: y0, width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale))
    }
}

extension GradientRasterizer {
    /// The gradient as `render(_:size:scale:)` draws it, with everything outside the rounded
    /// rectangle of the bounds' size and `cornerRadius` (points) cut away, antialiased: Core
    /// Animation fills "the shape of the layer (including rounded corners)". The corners are the
    /// compositors' own rounded-rectangle polygon (`CompositingShapes.roundedRect`), so the cut
    /// follows the edge of the background drawn under it.
    public static func render(_ gradient: LayerGradient, size: CGSize, scale: Double, cornerRadius: Double) -> ContentBitmap {
        var bitmap = render(gradient, size: size, scale: scale)
        guard cornerRadius > 0, bitmap.width > 0 else { return bitmap }
        let pixels = CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
        let corners = CompositingShapes.roundedRect(pixels, radius: cornerRadius * scale,
                                                    segmentsPerCorner: CompositingShapes.segments(forRadiusInPixels: cornerRadius * scale))
        let coverage = PolygonRasterizer.coverage(of: [corners], originX: 0, originY: 0, width: bitmap.width, height: bitmap.height)
        for (i, a) in coverage.enumerated() where a < 255 {
            for c in (4 * i)..<(4 * i + 4) { bitmap.pixels[c] = UInt8((UInt32(bitmap.pixels[c]) * UInt32(a) + 127) / 255) }
        }
        return bitmap
    }
}

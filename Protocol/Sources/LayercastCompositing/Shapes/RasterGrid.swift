import Foundation
import LayercastModel

/// The pixel grid a vector rasteriser draws into, and the limits that bound its work. Inputs
/// come from the wire, so every size is checked before anything is allocated.
public enum RasterGrid {
    /// Most pixels in one rasterised bitmap: 4096 × 4096, the largest bitmap SPEC §8 L5 lets a
    /// contents message carry (64 MiB of BGRA). A larger request yields an empty bitmap.
    public static let maxPixelCount = 4096 * 4096
    /// Largest width or height of one rasterised bitmap, in pixels (SPEC §8 L13's screen limit).
    public static let maxDimension = 16_384
    /// Most dash-pattern entries (painted and unpainted) walked when stroking one shape; the rest
    /// of the path past them is not stroked.
    public static let maxDashEntries = 20_000
    /// Most vertices a shape's path may flatten to; a path past it draws nothing.
    public static let maxFlattenedPoints = 1 << 20
    /// Flattening tolerance, in pixels: curves, round joins and round caps stay this close to the
    /// true outline.
    public static let tolerance = 0.1

    /// The bitmap size covering `width` × `height` points at `scale` pixels per point (each
    /// rounded up, ignoring a float error of 1e-9 px so 10 pt at 1.1× is 11 px, not 12), or nil
    /// when an input is not finite or not positive, or the size passes the limits.
    static func pixelSize(width: Double, height: Double, scale: Double) -> (width: Int, height: Int)? {
        guard scale.isFinite, scale > 0, width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        let w = (width * scale - 1e-9).rounded(.up), h = (height * scale - 1e-9).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= Double(maxDimension), h <= Double(maxDimension),
              w * h <= Double(maxPixelCount) else { return nil }
        return (Int(w), Int(h))
    }

    /// A bitmap with no pixels, the result of input that cannot be drawn.
    static func empty(scale: Double) -> ContentBitmap {
        ContentBitmap(width: 0, height: 0, scale: scale.isFinite && scale > 0 ? scale : 1, pixels: [])
    }

    /// `color` premultiplied, components clamped to 0…1, as B, G, R, A in 0…1; nil when a
    /// component is not finite.
    static func premultiplied(_ color: LayerColor) -> (b: Double, g: Double, r: Double, a: Double)? {
        let c = [color.blue, color.green, color.red, color.alpha].map(Double.init)
        guard c.allSatisfy(\.isFinite) else { return nil }
        let k = c.map { min(max($0, 0), 1) }
        return (k[0] * k[3], k[1] * k[3], k[2] * k[3], k[3])
    }
}

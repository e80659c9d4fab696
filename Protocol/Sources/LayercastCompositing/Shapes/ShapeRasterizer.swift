import Foundation
import LayercastModel

/// Draws a `CAShapeLayer`'s content into a premultiplied BGRA bitmap, with no dependency beyond
/// Foundation, so the thin client and the reference renderer produce the same pixels.
///
/// As `CAShapeLayer` draws (Apple's QuartzCore reference): the path is filled with `fillColor`
/// by `fillRule`, then stroked with `strokeColor`, the stroke centred on the path and composited
/// over the fill (source-over). Curves are flattened to within `RasterGrid.tolerance` pixels at
/// the requested scale; coverage comes from `PolygonRasterizer` (16 sub-scanlines per row,
/// exact horizontal coverage).
public enum ShapeRasterizer {
    /// The shape drawn on the pixel grid covering `area` (points, in the layer's own space,
    /// y-down) at `scale` pixels per point: `ceil(area.width × scale)` × `ceil(area.height ×
    /// scale)` pixels, pixel (i, j) covering the points from `area.origin + (i, j) / scale`.
    /// Rows top first, B, G, R, A premultiplied, transparent where nothing is drawn.
    ///
    /// Returns an empty (0 × 0) bitmap when any number in the shape, `area` or `scale` is NaN or
    /// infinite, when the grid would pass `RasterGrid.maxPixelCount` or `maxDimension`, or when
    /// the path flattens to more than `RasterGrid.maxFlattenedPoints` vertices.
    public static func render(_ shape: LayerShape, area: CGRect, scale: Double) -> ContentBitmap {
        guard isFinite(shape), area.origin.x.isFinite, area.origin.y.isFinite,
              let size = RasterGrid.pixelSize(width: area.width, height: area.height, scale: scale)
        else { return RasterGrid.empty(scale: scale) }
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let fill = shape.fillColor.flatMap(RasterGrid.premultiplied)
        let stroke = shape.strokeColor.flatMap(RasterGrid.premultiplied)
        guard let path = shape.path, fill != nil || stroke != nil else {
            return ContentBitmap(width: size.width, height: size.height, scale: scale, pixels: pixels)
        }
        guard let subpaths = PathFlattening.flatten(path, origin: area.origin, scale: scale,
                                                    tolerance: RasterGrid.tolerance,
                                                    maxPoints: RasterGrid.maxFlattenedPoints)
        else { return RasterGrid.empty(scale: scale) }
        var fillCoverage: [UInt8] = [], strokeCoverage: [UInt8] = []
        if fill != nil {
            fillCoverage = PolygonRasterizer.coverage(of: subpaths.map(\.points), originX: 0, originY: 0,
                                                      width: size.width, height: size.height, fillRule: shape.fillRule)
        }
        if stroke != nil {
            let outline = strokePolygons(shape, subpaths, scale: scale)
            if !outline.isEmpty {
                strokeCoverage = PolygonRasterizer.coverage(of: outline, originX: 0, originY: 0,
                                                            width: size.width, height: size.height)
            }
        }
        for i in 0..<(size.width * size.height) {
            var b = 0.0, g = 0.0, r = 0.0, a = 0.0
            if let f = fill, !fillCoverage.isEmpty, fillCoverage[i] != 0 {
                let k = Double(fillCoverage[i]) / 255
                b = f.b * k; g = f.g * k; r = f.r * k; a = f.a * k
            }
            if let s = stroke, !strokeCoverage.isEmpty, strokeCoverage[i] != 0 {
                let k = Double(strokeCoverage[i]) / 255, keep = 1 - s.a * k
                b = s.b * k + b * keep; g = s.g * k + g * keep; r = s.r * k + r * keep; a = s.a * k + a * keep
            }
            guard a > 0 else { continue }
            pixels[i * 4] = UInt8((b * 255).rounded()); pixels[i * 4 + 1] = UInt8((g * 255).rounded())
            pixels[i * 4 + 2] = UInt8((r * 255).rounded()); pixels[i * 4 + 3] = UInt8((a * 255).rounded())
        }
        return ContentBitmap(width: size.width, height: size.height, scale: scale, pixels: pixels)
    }

    /// The area the shape can paint, in points in the layer's space: the fill's path bounds
    /// (Bézier control points included, so it may be a little larger than the curve) united
    /// with the stroke's outline (half the line width either side, miters, square and round
    /// caps, after `strokeStart`/`strokeEnd` and dashes), plus `RasterGrid.tolerance` points of
    /// margin. Nil when nothing would be drawn: no path, neither a fill nor a stroke colour, or a
    /// number that is not finite.
    public static func inkBounds(_ shape: LayerShape) -> CGRect? {
        guard isFinite(shape), let path = shape.path else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        let fills = shape.fillColor != nil, strokes = shape.strokeColor != nil
        guard fills || strokes,
              let subpaths = PathFlattening.flatten(path, tolerance: RasterGrid.tolerance,
                                                    maxPoints: RasterGrid.maxFlattenedPoints)
        else { return nil }
        if fills {
            var current: CGPoint?
            for e in path.elements {
                switch e {
                case .move(let p), .line(let p):
                    if case .line = e, let c = current { include(c); include(p) }
                    current = p
                case .quadCurve(let p, let c):
                    if let s = current { include(s) }
                    include(p); include(c); current = p
                case .curve(let p, let c1, let c2):
                    if let s = current { include(s) }
                    include(p); include(c1); include(c2); current = p
                case .closeSubpath:
                    break
                }
            }
        }
        if strokes {
            for polygon in strokePolygons(shape, subpaths, scale: 1) { polygon.forEach(include) }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        let m = RasterGrid.tolerance
        return CGRect(x: minX - m, y: minY - m, width: maxX - minX + 2 * m, height: maxY - minY + 2 * m)
    }

    /// The stroke's outline polygons for `subpaths` already mapped to pixels at `scale`.
    private static func strokePolygons(_ shape: LayerShape, _ subpaths: [FlatSubpath], scale: Double) -> [[CGPoint]] {
        // A finite width can still overflow once scaled to pixels.
        guard (shape.lineWidth * scale).isFinite else { return [] }
        let pieces = StrokeDashing.pieces(of: subpaths, strokeStart: shape.strokeStart, strokeEnd: shape.strokeEnd,
                                          pattern: shape.lineDashPattern.map { $0 * scale },
                                          phase: shape.lineDashPhase * scale, maxDashes: RasterGrid.maxDashEntries)
        return StrokeOutline.polygons(of: pieces, width: shape.lineWidth * scale, cap: shape.lineCap,
                                      join: shape.lineJoin, miterLimit: shape.miterLimit,
                                      tolerance: RasterGrid.tolerance)
    }

    /// Whether every number that steers the drawing is finite. The dash pattern is not checked:
    /// a non-finite entry makes the stroke solid, as any invalid pattern does.
    private static func isFinite(_ shape: LayerShape) -> Bool {
        let numbers = [shape.lineWidth, shape.miterLimit, shape.lineDashPhase, shape.strokeStart, shape.strokeEnd]
        let colors = [shape.fillColor, shape.strokeColor].compactMap { $0 }
        return numbers.allSatisfy(\.isFinite) && colors.allSatisfy { RasterGrid.premultiplied($0) != nil }
    }
}

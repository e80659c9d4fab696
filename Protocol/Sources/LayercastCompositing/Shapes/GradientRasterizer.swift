import Foundation
import LayercastModel

/// Draws a `CAGradientLayer`'s content into a premultiplied BGRA bitmap, with no dependency
/// beyond Foundation, so the thin client and the reference renderer produce the same pixels.
///
/// The gradient is evaluated in the unit square and stretched onto the bounds, as Apple's
/// `CAGradientLayer.h` describes the points: "defined in a unit coordinate space that is then
/// mapped to the layer's bounds rectangle when drawn". So on a non-square layer a diagonal axial
/// gradient's half-way line runs corner to corner, and a radial gradient is an ellipse.
/// Colours are interpolated unpremultiplied (the header: "the colors are mapped to the output
/// colorspace before being interpolated"; here that space is sRGB) and premultiplied after;
/// before the first stop and past the last the end colours extend.
public enum GradientRasterizer {
    /// The gradient filling bounds of `size` points at `scale` pixels per point:
    /// `ceil(width × scale)` × `ceil(height × scale)` pixels, each sampled at its centre. Rows
    /// top first, B, G, R, A premultiplied.
    ///
    /// No colours, or degenerate geometry (start and end point equal for axial and conic, a zero
    /// radius for radial; Apple calls the conic case undefined), leave the bitmap transparent;
    /// one colour fills it. Returns an empty (0 × 0) bitmap when a number is NaN or infinite or
    /// the grid would pass `RasterGrid.maxPixelCount` or `RasterGrid.maxDimension`.
    public static func render(_ gradient: LayerGradient, size: CGSize, scale: Double) -> ContentBitmap {
        let points = [gradient.startPoint.x, gradient.startPoint.y, gradient.endPoint.x, gradient.endPoint.y]
        let stops = gradient.colors.compactMap(RasterGrid.premultiplied)
        guard points.allSatisfy(\.isFinite), stops.count == gradient.colors.count,
              (gradient.locations ?? []).allSatisfy(\.isFinite),
              let grid = RasterGrid.pixelSize(width: size.width, height: size.height, scale: scale)
        else { return RasterGrid.empty(scale: scale) }
        var pixels = [UInt8](repeating: 0, count: grid.width * grid.height * 4)
        let done = ContentBitmap(width: grid.width, height: grid.height, scale: scale, pixels: pixels)
        guard !gradient.colors.isEmpty else { return done }
        let ramp = Ramp(gradient.colors, gradient.locations)
        let s = gradient.startPoint, e = gradient.endPoint
        let dx = e.x - s.x, dy = e.y - s.y
        let parameter: (Double, Double) -> Double
        switch gradient.type {
        case .axial:
            let len2 = dx * dx + dy * dy
            guard len2 > 0 || gradient.colors.count == 1 else { return done }
            parameter = { u, v in ((u - s.x) * dx + (v - s.y) * dy) / len2 }
        case .radial:
            let rx = abs(dx), ry = abs(dy)
            guard (rx > 0 && ry > 0) || gradient.colors.count == 1 else { return done }
            parameter = { u, v in hypot((u - s.x) / rx, (v - s.y) / ry) }
        case .conic:
            guard dx != 0 || dy != 0 || gradient.colors.count == 1 else { return done }
            parameter = { u, v in
                let px = u - s.x, py = v - s.y
                // From +x towards +y, i.e. clockwise on a y-down screen, starting along start→end.
                let angle = atan2(dx * py - dy * px, dx * px + dy * py)
                return (angle < 0 ? angle + 2 * Double.pi : angle) / (2 * Double.pi)
            }
        }
        let w = Double(size.width), h = Double(size.height)
        for j in 0..<grid.height {
            let v = (Double(j) + 0.5) / scale / h
            for i in 0..<grid.width {
                let u = (Double(i) + 0.5) / scale / w
                let c = ramp.color(at: parameter(u, v))
                let o = (j * grid.width + i) * 4
                pixels[o] = UInt8((c.b * 255).rounded()); pixels[o + 1] = UInt8((c.g * 255).rounded())
                pixels[o + 2] = UInt8((c.r * 255).rounded()); pixels[o + 3] = UInt8((c.a * 255).rounded())
            }
        }
        return ContentBitmap(width: grid.width, height: grid.height, scale: scale, pixels: pixels)
    }

    /// The colour stops, mapping a gradient parameter to a premultiplied colour.
    struct Ramp {
        /// Unpremultiplied B, G, R, A per stop, clamped to 0…1.
        var colors: [(b: Double, g: Double, r: Double, a: Double)]
        /// Each stop's location, non-decreasing.
        var locations: [Double]

        /// Stops from `colors` at `locations`: evenly spread when `locations` is nil or its count
        /// differs from the colours', otherwise made non-decreasing (Apple requires increasing
        /// values; a decrease is clamped up to the value before it rather than trusted).
        init(_ colors: [LayerColor], _ locations: [Double]?) {
            self.colors = colors.map { c in
                let k = [c.blue, c.green, c.red, c.alpha].map { min(max(Double($0), 0), 1) }
                return (k[0], k[1], k[2], k[3])
            }
            let n = colors.count
            if let given = locations, given.count == n {
                var running = -Double.infinity
                self.locations = given.map { running = max(running, $0); return running }
            } else {
                self.locations = (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
            }
        }

        /// The premultiplied colour at parameter `t`; the end colours extend beyond the stops.
        func color(at t: Double) -> (b: Double, g: Double, r: Double, a: Double) {
            // k: the last stop at or before t (binary search: a wire gradient may have many stops).
            var k = -1
            if t >= locations[0] {
                var lo = 0, hi = locations.count - 1
                while lo < hi {
                    let mid = (lo + hi + 1) / 2
                    if locations[mid] <= t { lo = mid } else { hi = mid - 1 }
                }
                k = lo
            }
            let c: (b: Double, g: Double, r: Double, a: Double)
            if k < 0 { c = colors[0] } else if k + 1 >= colors.count { c = colors[colors.count - 1] } else {
                let span = locations[k + 1] - locations[k]
                let f = span > 0 ? (t - locations[k]) / span : 1
                let p = colors[k], q = colors[k + 1]
                c = (p.b + (q.b - p.b) * f, p.g + (q.g - p.g) * f, p.r + (q.r - p.r) * f, p.a + (q.a - p.a) * f)
            }
            return (c.b * c.a, c.g * c.a, c.r * c.a, c.a)
        }
    }
}

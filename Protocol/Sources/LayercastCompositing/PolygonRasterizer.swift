import Foundation
import LayercastModel

/// Coverage of filled polygons on a pixel grid, for compositors whose GPU path cannot fill
/// concave or self-intersecting shapes (the client's shadow paths, shape layers).
public enum PolygonRasterizer {
    /// The coverage (0…255) of `polygons` filled with `fillRule` (non-zero by default: Cairo's
    /// and Core Graphics' default) over the `width`×`height` pixels starting at (`originX`,
    /// `originY`): `samples` scanlines per pixel row, each span's horizontal coverage exact.
    /// Coordinates are in the same pixel space as the origin; each polygon is implicitly closed.
    /// Row-major, one byte per pixel.
    public static func coverage(of polygons: [[CGPoint]], originX: Int, originY: Int, width: Int, height: Int,
                                samples: Int = 16, fillRule: ShapeFillRule = .nonZero) -> [UInt8] {
        guard width > 0, height > 0 else { return [] }
        let n = max(1, samples)
        let h = Double(height)
        var edges: [Edge] = []
        for poly in polygons where poly.count >= 3 {
            for i in 0..<poly.count {
                let p = poly[i], q = poly[(i + 1) % poly.count]
                guard p.y != q.y else { continue }
                let e = Edge(x0: p.x - Double(originX), y0: p.y - Double(originY),
                             x1: q.x - Double(originX), y1: q.y - Double(originY), dir: q.y > p.y ? 1 : -1)
                // Non-finite input is dropped rather than trapping in `Int(_:)`; an edge wholly
                // above or below the grid never meets a sample line.
                guard e.x0.isFinite, e.x1.isFinite, e.y0.isFinite, e.y1.isFinite, e.hi > 0, e.lo < h else { continue }
                edges.append(e)
            }
        }
        // Active edges: edges enter in order of their top and leave once a sample line passes
        // their bottom, so each sample line tests only the edges that span it. The crossings and
        // the spans are the same as testing every edge, so the coverage is unchanged.
        edges.sort { $0.lo < $1.lo }
        var next = 0
        var active: [Edge] = []
        var out = [UInt8](repeating: 0, count: width * height)
        var partial = [Double](repeating: 0, count: width)
        // Pixels wholly inside a span, as a running count: +1 where a run starts, -1 past its end.
        var runs = [Int](repeating: 0, count: width + 1)
        var crossings: [(x: Double, dir: Int)] = []
        let w = Double(width)
        for py in 0..<height {
            for i in 0..<width { partial[i] = 0 }
            for i in 0...width { runs[i] = 0 }
            for sy in 0..<n {
                let y = Double(py) + (Double(sy) + 0.5) / Double(n)
                while next < edges.count, edges[next].lo <= y { active.append(edges[next]); next += 1 }
                active.removeAll { $0.hi <= y }
                crossings.removeAll(keepingCapacity: true)
                for e in active where y >= e.lo && y < e.hi {
                    let x = e.x0 + (y - e.y0) * (e.x1 - e.x0) / (e.y1 - e.y0)
                    if !x.isNaN { crossings.append((x, e.dir)) }
                }
                guard crossings.count >= 2 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in 0..<(crossings.count - 1) {
                    winding += crossings[k].dir
                    let inside = fillRule == .nonZero ? winding != 0 : winding & 1 != 0
                    guard inside else { continue }
                    let a = max(0, crossings[k].x), b = min(w, crossings[k + 1].x)
                    guard b > a else { continue }
                    let first = Int(a), last = min(width - 1, Int(b.rounded(.up)) - 1)
                    if last <= first {
                        partial[first] += min(b, Double(first + 1)) - a
                    } else {
                        partial[first] += Double(first + 1) - a
                        partial[last] += b - Double(last)
                        if last > first + 1 { runs[first + 1] += 1; runs[last] -= 1 }
                    }
                }
            }
            var full = 0
            for px in 0..<width {
                full += runs[px]
                let cover = partial[px] + Double(full)
                out[py * width + px] = UInt8(min(255, (cover / Double(n) * 255).rounded()))
            }
        }
        return out
    }

    /// One non-horizontal polygon edge in grid space, with its winding direction.
    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double, dir: Int
        var lo: Double { min(y0, y1) }
        var hi: Double { max(y0, y1) }
    }
}

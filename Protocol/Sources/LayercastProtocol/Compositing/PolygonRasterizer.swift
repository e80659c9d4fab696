import Foundation

/// Coverage of filled polygons on a pixel grid, for compositors whose GPU path cannot fill
/// concave or self-intersecting shapes (the client's shadow paths).
public enum PolygonRasterizer {
    /// The coverage (0…255) of `polygons` filled with the non-zero winding rule (Cairo's and Core
    /// Graphics' default) over the `width`×`height` pixels starting at (`originX`, `originY`):
    /// `samples` scanlines per pixel row, each span's horizontal coverage exact. Coordinates are
    /// in the same pixel space as the origin; each polygon is implicitly closed. Row-major, one
    /// byte per pixel.
    public static func coverage(of polygons: [[CGPoint]], originX: Int, originY: Int, width: Int, height: Int,
                                samples: Int = 16) -> [UInt8] {
        guard width > 0, height > 0 else { return [] }
        let n = max(1, samples)
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, dir: Int)] = []
        for poly in polygons where poly.count >= 3 {
            for i in 0..<poly.count {
                let p = poly[i], q = poly[(i + 1) % poly.count]
                guard p.y != q.y else { continue }
                edges.append((p.x - Double(originX), p.y - Double(originY), q.x - Double(originX), q.y - Double(originY), q.y > p.y ? 1 : -1))
            }
        }
        var out = [UInt8](repeating: 0, count: width * height)
        var row = [Double](repeating: 0, count: width)
        var crossings: [(x: Double, dir: Int)] = []
        let w = Double(width)
        for py in 0..<height {
            for i in 0..<width { row[i] = 0 }
            for sy in 0..<n {
                let y = Double(py) + (Double(sy) + 0.5) / Double(n)
                crossings.removeAll(keepingCapacity: true)
                for e in edges {
                    let lo = min(e.y0, e.y1), hi = max(e.y0, e.y1)
                    guard y >= lo, y < hi else { continue }
                    crossings.append((e.x0 + (y - e.y0) * (e.x1 - e.x0) / (e.y1 - e.y0), e.dir))
                }
                guard crossings.count >= 2 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in 0..<(crossings.count - 1) {
                    winding += crossings[k].dir
                    guard winding != 0 else { continue }
                    let a = max(0, crossings[k].x), b = min(w, crossings[k + 1].x)
                    guard b > a else { continue }
                    let first = Int(a), last = min(width - 1, Int(b.rounded(.up)) - 1)
                    for px in first...max(first, last) {
                        let cover = min(b, Double(px + 1)) - max(a, Double(px))
                        if cover > 0 { row[px] += cover }
                    }
                }
            }
            for px in 0..<width { out[py * width + px] = UInt8(min(255, (row[px] / Double(n) * 255).rounded())) }
        }
        return out
    }
}

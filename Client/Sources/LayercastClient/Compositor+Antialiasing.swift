import CSDL2
import Foundation
import LayercastProtocol
import LayercastCompositing

/// Antialiased polygon edges without multisampling: each convex polygon is drawn shrunk by half a
/// pixel at full alpha, plus a one-pixel fringe whose alpha falls to zero outward, so an edge's
/// pixels get about the coverage Cairo gives them. Edges on whole pixels stay exact.
extension Compositor {
    /// The colour of the fringe's outer edge: transparent.
    func faded(_ c: SDL_Color) -> SDL_Color {
        usesPremultipliedBlending ? SDL_Color(r: 0, g: 0, b: 0, a: 0) : SDL_Color(r: c.r, g: c.g, b: c.b, a: 0)
    }

    /// Per vertex, the offset that moves both adjacent edges outward by one pixel (a miter,
    /// limited at sharp corners). Repeated points take the directions of their distinct
    /// neighbours, so outlines with collapsed corners pair up with their rounded twins.
    static func outwardMiters(_ pts: [CGPoint]) -> [CGSize] {
        let n = pts.count
        guard n >= 3 else { return Array(repeating: .zero, count: n) }
        var area = 0.0
        for i in 0..<n { let p = pts[i], q = pts[(i + 1) % n]; area += p.x * q.y - q.x * p.y }
        let sign: Double = area >= 0 ? 1 : -1
        func distinct(from i: Int, step: Int) -> CGPoint? {
            var j = i
            for _ in 0..<n {
                j = (j + step + n) % n
                if abs(pts[j].x - pts[i].x) > 1e-9 || abs(pts[j].y - pts[i].y) > 1e-9 { return pts[j] }
            }
            return nil
        }
        return (0..<n).map { i in
            guard let prev = distinct(from: i, step: -1), let next = distinct(from: i, step: 1) else { return .zero }
            let p = pts[i]
            func normal(_ a: CGPoint, _ b: CGPoint) -> CGSize {
                let dx = b.x - a.x, dy = b.y - a.y, len = (dx * dx + dy * dy).squareRoot()
                // With y down and a positive (clockwise on screen) area, (dy, -dx) points outward.
                return CGSize(width: sign * dy / len, height: -sign * dx / len)
            }
            let n1 = normal(prev, p), n2 = normal(p, next)
            let dot = n1.width * n2.width + n1.height * n2.height
            let k = 1 / max(0.25, 1 + dot)
            return CGSize(width: (n1.width + n2.width) * k, height: (n1.height + n2.height) * k)
        }
    }

    /// Draws a convex polygon (device pixels) with antialiased edges, in a solid colour or a
    /// texture whose coordinates are `uv` applied to device positions.
    func drawConvexAA(_ pts: [CGPoint], color: SDL_Color, texture: OpaquePointer? = nil, uv: CompositingTransform? = nil) {
        guard pts.count >= 3 else { return }
        let m = Self.outwardMiters(pts)
        let fade = faded(color)
        var verts: [SDL_Vertex] = []
        verts.reserveCapacity(pts.count * 2)
        func v(_ p: CGPoint, _ c: SDL_Color) -> SDL_Vertex {
            // SDL rejects the whole call when a texture coordinate leaves 0…1; the fringe's
            // extrapolated coordinates may, and clamping is what sampling would do anyway.
            let t = uv?.apply(to: p) ?? .zero
            return vertex(p, c, u: min(1, max(0, t.x)), v: min(1, max(0, t.y)))
        }
        for (p, o) in zip(pts, m) { verts.append(v(CGPoint(x: p.x - o.width / 2, y: p.y - o.height / 2), color)) }
        for (p, o) in zip(pts, m) { verts.append(v(CGPoint(x: p.x + o.width / 2, y: p.y + o.height / 2), fade)) }
        let n = Int32(pts.count)
        var idx: [Int32] = []
        idx.reserveCapacity(pts.count * 9)
        for i in 1..<(n - 1) { idx += [0, i, i + 1] }
        for i in 0..<n {
            let j = (i + 1) % n
            idx += [i, n + i, j, n + i, n + j, j]
        }
        renderGeometry(texture, verts, idx)
    }

    /// Draws the ring between two outlines with the same vertex count (a border), both edges
    /// antialiased.
    func drawRingAA(outer: [CGPoint], inner: [CGPoint], color: SDL_Color) {
        guard outer.count == inner.count, outer.count >= 3 else { return }
        let mo = Self.outwardMiters(outer), mi = Self.outwardMiters(inner)
        let fade = faded(color)
        let n = outer.count
        var verts: [SDL_Vertex] = []
        verts.reserveCapacity(n * 4)
        for (p, o) in zip(outer, mo) { verts.append(vertex(CGPoint(x: p.x + o.width / 2, y: p.y + o.height / 2), fade)) }
        for (p, o) in zip(outer, mo) { verts.append(vertex(CGPoint(x: p.x - o.width / 2, y: p.y - o.height / 2), color)) }
        for (p, o) in zip(inner, mi) { verts.append(vertex(CGPoint(x: p.x + o.width / 2, y: p.y + o.height / 2), color)) }
        for (p, o) in zip(inner, mi) { verts.append(vertex(CGPoint(x: p.x - o.width / 2, y: p.y - o.height / 2), fade)) }
        var idx: [Int32] = []
        idx.reserveCapacity(n * 18)
        for band in 0..<3 {
            let a = Int32(band * n), b = Int32((band + 1) * n)
            for i in 0..<Int32(n) {
                let j = (i + 1) % Int32(n)
                idx += [a + i, b + i, a + j, b + i, b + j, a + j]
            }
        }
        renderGeometry(nil, verts, idx)
    }
}

import Foundation
import LayercastModel

/// One subpath cut into straight segments.
struct FlatSubpath {
    /// The vertices in drawing order. A closed subpath repeats its first point at the end, so
    /// its closing segment is an ordinary segment.
    var points: [CGPoint]
    /// Per vertex: whether it lies inside a curve rather than at a corner the path names. A
    /// stroke rounds such vertices whatever its join, as the curve it approximates has no corner.
    var smooth: [Bool]
    /// Whether the subpath ends with `closeSubpath` (its end joins its start).
    var closed: Bool
}

/// Adaptive flattening of a path: each curve gets as many segments as keep it within a
/// tolerance of the true curve, so a small ring and a large ring are both smooth.
enum PathFlattening {
    /// Most segments one curve is cut into, so a curve with absurd control points (untrusted
    /// input) costs bounded work. 256 segments keep a quarter circle of radius ~10 000 px
    /// within 0.1 px.
    static let maxSegmentsPerCurve = 256

    /// `path` mapped by `p ↦ (p - origin) × scale` (points to pixels) and flattened to within
    /// `tolerance` in the mapped space, or nil when a coordinate is not finite or the result
    /// would exceed `maxPoints` vertices. A subpath is kept when it has a drawing element after
    /// its move (even one of zero length, which a round or square cap draws as a dot).
    static func flatten(_ path: LayerPath, origin: CGPoint = .zero, scale: Double = 1, tolerance: Double,
                        maxPoints: Int) -> [FlatSubpath]? {
        func map(_ p: CGPoint) -> CGPoint { CGPoint(x: (p.x - origin.x) * scale, y: (p.y - origin.y) * scale) }
        var result: [FlatSubpath] = []
        var current = FlatSubpath(points: [], smooth: [], closed: false)
        var start = CGPoint.zero
        var last: CGPoint?
        var total = 0
        func flush() {
            if current.points.count >= 2 { total += current.points.count; result.append(current) }
            current = FlatSubpath(points: [], smooth: [], closed: false)
        }
        // A drawing element with no current point begins a subpath where the last one began
        // (after a close) or, with nothing before it, at its own start.
        func begin(at p: CGPoint) {
            if current.points.isEmpty { current.points = [p]; current.smooth = [false]; start = p }
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                let q = map(p)
                guard q.x.isFinite, q.y.isFinite else { return nil }
                flush(); begin(at: q); last = q
            case .line(let p):
                let q = map(p)
                guard q.x.isFinite, q.y.isFinite else { return nil }
                begin(at: last ?? q)
                current.points.append(q); current.smooth.append(false); last = q
            case .quadCurve(let to, let c):
                let t = map(to), c1 = map(c)
                guard t.x.isFinite, t.y.isFinite, c1.x.isFinite, c1.y.isFinite else { return nil }
                let p0 = last ?? t
                begin(at: p0)
                // Wang's formula: n segments keep a degree-d Bézier within tolerance when
                // n ≥ sqrt(d(d-1)/8 × max|second difference| / tolerance).
                let dd = hypot(p0.x - 2 * c1.x + t.x, p0.y - 2 * c1.y + t.y)
                let n = segmentCount(0.25 * dd, tolerance)
                for i in 1...n {
                    let s = Double(i) / Double(n), u = 1 - s
                    current.points.append(i == n ? t : CGPoint(x: u * u * p0.x + 2 * u * s * c1.x + s * s * t.x,
                                                               y: u * u * p0.y + 2 * u * s * c1.y + s * s * t.y))
                    current.smooth.append(i < n)
                }
                last = t
            case .curve(let to, let control1, let control2):
                let t = map(to), c1 = map(control1), c2 = map(control2)
                guard t.x.isFinite, t.y.isFinite, c1.x.isFinite, c1.y.isFinite, c2.x.isFinite, c2.y.isFinite
                else { return nil }
                let p0 = last ?? t
                begin(at: p0)
                let dd = max(hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                             hypot(c1.x - 2 * c2.x + t.x, c1.y - 2 * c2.y + t.y))
                let n = segmentCount(0.75 * dd, tolerance)
                for i in 1...n {
                    let s = Double(i) / Double(n), u = 1 - s
                    let a = u * u * u, b = 3 * u * u * s, c = 3 * u * s * s, d = s * s * s
                    current.points.append(i == n ? t : CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * t.x,
                                                               y: a * p0.y + b * c1.y + c * c2.y + d * t.y))
                    current.smooth.append(i < n)
                }
                last = t
            case .closeSubpath:
                guard !current.points.isEmpty else { continue }
                current.points.append(start); current.smooth.append(false); current.closed = true
                flush()
                last = start
            }
            if total + current.points.count > maxPoints { return nil }
        }
        flush()
        return result
    }

    /// Segments for a curve whose Wang bound (scaled second difference) is `bound`.
    private static func segmentCount(_ bound: Double, _ tolerance: Double) -> Int {
        let n = (bound / tolerance).squareRoot().rounded(.up)
        guard n.isFinite, n >= 1 else { return 1 }
        return Int(min(n, Double(maxSegmentsPerCurve)))
    }
}

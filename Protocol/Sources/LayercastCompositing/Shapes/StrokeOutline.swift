import Foundation
import LayercastModel

/// The outline of a stroke as a union of small convex polygons: one quad per segment, one
/// polygon per join and per cap. Every polygon winds the same way (positive shoelace area), so
/// filling them all with the non-zero rule gives their union with no cancellation where they
/// overlap.
enum StrokeOutline {
    /// The polygons stroking `pieces` with a line `width` wide (same units as the points).
    /// Round joins and caps are polygons whose chords stay within a quarter of `tolerance` of
    /// the arc: inscribed polygons lose area, and the loss matters most for the small dots of a
    /// dotted line (a 2 px radius loses 6 % at 0.1 px, 1.6 % at 0.025 px).
    static func polygons(of pieces: [StrokePiece], width: Double, cap: ShapeLineCap, join: ShapeLineJoin,
                         miterLimit: Double, tolerance: Double) -> [[CGPoint]] {
        let r = width / 2
        guard r > 0 else { return [] }
        var out: [[CGPoint]] = []
        func emit(_ polygon: [CGPoint]) {
            var area = 0.0
            for i in 0..<polygon.count {
                let p = polygon[i], q = polygon[(i + 1) % polygon.count]
                area += p.x * q.y - q.x * p.y
            }
            if area > 0 { out.append(polygon) } else if area < 0 { out.append(polygon.reversed()) }
        }
        // The arc step keeping the chord's sagitta r(1 - cos(step/2)) within tolerance / 4.
        let sagitta = tolerance / 4
        let step = sagitta < r ? 2 * acos(1 - sagitta / r) : Double.pi / 2
        for piece in pieces {
            var pts: [CGPoint] = [], smooth: [Bool] = []
            for (p, s) in zip(piece.points, piece.smooth) where pts.last.map({ hypot(p.x - $0.x, p.y - $0.y) > 1e-9 }) ?? true {
                pts.append(p); smooth.append(s)
            }
            var closed = piece.closed
            if closed, pts.count > 1, let f = pts.first, let l = pts.last, hypot(f.x - l.x, f.y - l.y) <= 1e-9 {
                pts.removeLast(); smooth.removeLast()
            }
            if pts.count < 2 {
                // A piece of zero length: only its caps show (Core Graphics draws a dot for a
                // zero-length subpath or dash with round or square caps, nothing with butt caps).
                closed = false
                let p = pts.first ?? piece.points[0], d = piece.tangent
                emitCap(at: p, direction: d, r: r, cap: cap, step: step, emit: emit)
                emitCap(at: p, direction: CGPoint(x: -d.x, y: -d.y), r: r, cap: cap, step: step, emit: emit)
                continue
            }
            if closed && pts.count < 3 { closed = false }
            let n = pts.count
            let segments = closed ? n : n - 1
            var dirs: [CGPoint] = []
            dirs.reserveCapacity(segments)
            for i in 0..<segments {
                let p = pts[i], q = pts[(i + 1) % n], len = hypot(q.x - p.x, q.y - p.y)
                dirs.append(CGPoint(x: (q.x - p.x) / len, y: (q.y - p.y) / len))
                let nx = -dirs[i].y * r, ny = dirs[i].x * r
                emit([CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: q.x + nx, y: q.y + ny),
                      CGPoint(x: q.x - nx, y: q.y - ny), CGPoint(x: p.x - nx, y: p.y - ny)])
            }
            for v in (closed ? 0 : 1)..<(closed ? n : n - 1) {
                let d0 = dirs[(v - 1 + segments) % segments], d1 = dirs[v % segments]
                emitJoin(at: pts[v], d0, d1, r: r, join: smooth[v] ? .round : join, miterLimit: miterLimit,
                         step: step, emit: emit)
            }
            if !closed {
                emitCap(at: pts[n - 1], direction: dirs[segments - 1], r: r, cap: cap, step: step, emit: emit)
                let d = dirs[0]
                emitCap(at: pts[0], direction: CGPoint(x: -d.x, y: -d.y), r: r, cap: cap, step: step, emit: emit)
            }
        }
        return out
    }

    /// The cap beyond end point `p` of a stroke heading in unit `direction` out of the stroke.
    private static func emitCap(at p: CGPoint, direction d: CGPoint, r: Double, cap: ShapeLineCap, step: Double,
                                emit: ([CGPoint]) -> Void) {
        let nx = -d.y * r, ny = d.x * r
        switch cap {
        case .butt:
            return
        case .square:
            emit([CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: p.x + nx + d.x * r, y: p.y + ny + d.y * r),
                  CGPoint(x: p.x - nx + d.x * r, y: p.y - ny + d.y * r), CGPoint(x: p.x - nx, y: p.y - ny)])
        case .round:
            let a0 = atan2(ny, nx)
            emit(arc(around: p, r: r, from: a0, sweep: -Double.pi, step: step))
        }
    }

    /// The join at vertex `p` between a segment arriving in unit direction `d0` and one leaving
    /// in `d1`: it fills the wedge on the outer side of the turn.
    private static func emitJoin(at p: CGPoint, _ d0: CGPoint, _ d1: CGPoint, r: Double, join: ShapeLineJoin,
                                 miterLimit: Double, step: Double, emit: ([CGPoint]) -> Void) {
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        // Straight on: the two quads already meet edge to edge.
        if abs(cross) < 1e-12 && dot > 0 { return }
        // The outer side is opposite the turn: the right-hand normal when turning left.
        let side: Double = cross > 0 ? -1 : 1
        let o0 = CGPoint(x: -d0.y * side, y: d0.x * side), o1 = CGPoint(x: -d1.y * side, y: d1.x * side)
        let a = CGPoint(x: p.x + o0.x * r, y: p.y + o0.y * r), b = CGPoint(x: p.x + o1.x * r, y: p.y + o1.y * r)
        switch join {
        case .bevel:
            emit([p, a, b])
        case .round:
            let a0 = atan2(o0.y, o0.x)
            var sweep = atan2(o1.y, o1.x) - a0
            if sweep > Double.pi { sweep -= 2 * Double.pi } else if sweep < -Double.pi { sweep += 2 * Double.pi }
            emit([p] + arc(around: p, r: r, from: a0, sweep: sweep, step: step))
        case .miter:
            // Core Graphics' miter limit bounds the miter length over the line width,
            // 1 / sin(φ/2) for the angle φ between the segments; sin(φ/2) = cos(turn/2).
            let cosHalfTurn = ((1 + dot) / 2).squareRoot()
            guard cosHalfTurn > 0, 1 / cosHalfTurn <= miterLimit else { emit([p, a, b]); return }
            let mx = o0.x + o1.x, my = o0.y + o1.y, ml = hypot(mx, my)
            let reach = r / cosHalfTurn
            emit([p, a, CGPoint(x: p.x + mx / ml * reach, y: p.y + my / ml * reach), b])
        }
    }

    /// Most chords in one arc: bounds the work for an absurd line width (a half circle of
    /// radius ~4000 px still within 0.25 px).
    static let maxArcSegments = 128

    /// Points on the circle of radius `r` around `c` from angle `from` through `sweep` radians,
    /// both ends included, at most `step` apart in angle (unless that needs more than
    /// `maxArcSegments` chords).
    static func arc(around c: CGPoint, r: Double, from: Double, sweep: Double, step: Double) -> [CGPoint] {
        let raw = (abs(sweep) / step).rounded(.up)
        let count = raw.isFinite ? max(1, Int(min(raw, Double(maxArcSegments)))) : maxArcSegments
        return (0...count).map { i in
            let a = from + sweep * Double(i) / Double(count)
            return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
    }
}

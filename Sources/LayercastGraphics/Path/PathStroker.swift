import Foundation

/// Turns a path into the outline of its stroke, for `replacePathWithStrokedPath()` and
/// `CGPath.copy(strokingWithWidth:…)`; and splits a path into dashes.
///
/// Cairo strokes but cannot hand back the stroke's outline, so this is done here: curves are
/// flattened (within `tolerance` points), and the stroke is built as a union of pieces — a
/// quadrilateral per segment, a wedge or disc per join, a cap per open end — each a closed polygon
/// of the same orientation, so filling the result with the non-zero winding rule paints exactly
/// the stroked area. (Core Graphics returns one traced outline instead; the filled area is the
/// same.)
struct PathStroker {
    var lineWidth: CGFloat
    var lineCap: CGLineCap
    var lineJoin: CGLineJoin
    var miterLimit: CGFloat
    /// Dash lengths (on, off, …) and the phase into them; empty: solid.
    var dashLengths: [CGFloat] = []
    var dashPhase: CGFloat = 0
    /// Maximum distance between a curve and its flattened polyline, in points.
    var tolerance: CGFloat = 0.05

    /// A polyline of a subpath: its points and whether it is closed.
    struct Polyline {
        var points: [CGPoint]
        var closed: Bool
        /// Whether the subpath had a drawing element (a lone move draws nothing, a zero-length
        /// line draws a dot with round or square caps).
        var hasSegment: Bool
    }

    /// The stroke outline of `elements` as closed polygons.
    func strokeOutline(of elements: [CGPathElement]) -> [CGPathElement] {
        let halfWidth = lineWidth / 2
        guard halfWidth > 0 else { return [] }
        var polygons: [[CGPoint]] = []
        for line in dashed(flatten(elements)) {
            polygons += outline(of: line, halfWidth: halfWidth)
        }
        var out: [CGPathElement] = []
        for var polygon in polygons where polygon.count >= 3 {
            if signedArea(polygon) < 0 { polygon.reverse() }
            out.append(.moveToPoint(polygon[0]))
            for p in polygon.dropFirst() { out.append(.addLineToPoint(p)) }
            out.append(.closeSubpath)
        }
        return out
    }

    /// `elements` cut into dashes (curves flattened); without dash lengths, the flattened path.
    func dashedElements(of elements: [CGPathElement]) -> [CGPathElement] {
        var out: [CGPathElement] = []
        for line in dashed(flatten(elements)) where !line.points.isEmpty {
            out.append(.moveToPoint(line.points[0]))
            for p in line.points.dropFirst() { out.append(.addLineToPoint(p)) }
            if line.closed { out.append(.closeSubpath) }
        }
        return out
    }

    // MARK: - Flattening

    func flatten(_ elements: [CGPathElement]) -> [Polyline] {
        var lines: [Polyline] = []
        var current = Polyline(points: [], closed: false, hasSegment: false)
        var start = CGPoint.zero
        func finish() {
            if !current.points.isEmpty { lines.append(current) }
            current = Polyline(points: [], closed: false, hasSegment: false)
        }
        func last() -> CGPoint { current.points.last ?? start }
        for element in elements {
            switch element {
            case let .moveToPoint(p):
                finish()
                start = p
                current.points = [p]
            case let .addLineToPoint(p):
                if current.points.isEmpty { current.points = [start] }
                current.points.append(p)
                current.hasSegment = true
            case let .addQuadCurveToPoint(c, p):
                let p0 = last()
                if current.points.isEmpty { current.points = [p0] }
                let n = segmentCount([p0, c, p])
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    current.points.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                                  y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
                current.hasSegment = true
            case let .addCurveToPoint(c1, c2, p):
                let p0 = last()
                if current.points.isEmpty { current.points = [p0] }
                let n = segmentCount([p0, c1, c2, p])
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
                    current.points.append(CGPoint(x: a * p0.x + b * c1.x + cc * c2.x + d * p.x,
                                                  y: a * p0.y + b * c1.y + cc * c2.y + d * p.y))
                }
                current.hasSegment = true
            case .closeSubpath:
                if !current.points.isEmpty {
                    current.closed = true
                    current.hasSegment = true
                    let first = current.points[0]
                    finish()
                    // Drawing continues from the subpath's start, as in Core Graphics.
                    start = first
                }
            }
        }
        finish()
        return lines
    }

    /// Segments for a Bézier whose control polygon is `points`, so the chord error stays under
    /// the tolerance (the polygon's length bounds the curve's).
    private func segmentCount(_ points: [CGPoint]) -> Int {
        var length: CGFloat = 0
        for i in 1..<points.count { length += distance(points[i - 1], points[i]) }
        return max(1, min(256, Int((length / (8 * tolerance).squareRoot()).rounded(.up))))
    }

    // MARK: - Dashing

    func dashed(_ lines: [Polyline]) -> [Polyline] {
        let pattern = dashLengths.map { max(0, $0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return lines }
        var out: [Polyline] = []
        for line in lines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            guard points.count >= 2 else { out.append(line); continue }
            // Where in the pattern the line starts.
            var offset = dashPhase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var remaining = pattern[index] - offset
            var on = index.isMultiple(of: 2)
            var piece: [CGPoint] = on ? [points[0]] : []
            for i in 1..<points.count {
                var a = points[i - 1]
                let b = points[i]
                var segment = distance(a, b)
                while segment > remaining {
                    let t = remaining / segment
                    let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        piece.append(cut)
                        out.append(Polyline(points: piece, closed: false, hasSegment: true))
                        piece = []
                    } else {
                        piece = [cut]
                    }
                    on.toggle()
                    segment -= remaining
                    a = cut
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= segment
                if on { piece.append(b) }
            }
            if on, piece.count >= 2 { out.append(Polyline(points: piece, closed: false, hasSegment: true)) }
        }
        return out
    }

    // MARK: - Outline pieces

    private func outline(of line: Polyline, halfWidth hw: CGFloat) -> [[CGPoint]] {
        // Drop repeated points; a line that collapses to one point is a dot.
        var pts: [CGPoint] = []
        for p in line.points where pts.last.map({ distance($0, p) > 1e-9 }) ?? true { pts.append(p) }
        if line.closed, pts.count > 1, distance(pts[0], pts[pts.count - 1]) <= 1e-9 { pts.removeLast() }
        guard line.hasSegment else { return [] }
        if pts.count == 1 {
            switch lineCap {
            case .butt: return []
            case .round: return [circle(pts[0], hw)]
            case .square:
                let p = pts[0]
                return [[CGPoint(x: p.x - hw, y: p.y - hw), CGPoint(x: p.x + hw, y: p.y - hw),
                         CGPoint(x: p.x + hw, y: p.y + hw), CGPoint(x: p.x - hw, y: p.y + hw)]]
            }
        }
        var pieces: [[CGPoint]] = []
        let closed = line.closed && pts.count > 2
        let segmentCount = closed ? pts.count : pts.count - 1
        for i in 0..<segmentCount {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let n = normal(a, b, hw)
            pieces.append([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                           CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
        }
        let joints = closed ? Array(0..<pts.count) : Array(1..<(pts.count - 1))
        for j in joints {
            let prev = pts[(j - 1 + pts.count) % pts.count], p = pts[j], next = pts[(j + 1) % pts.count]
            if let piece = join(prev, p, next, hw) { pieces.append(piece) }
        }
        if !closed {
            pieces += cap(at: pts[0], from: pts[1], hw)
            pieces += cap(at: pts[pts.count - 1], from: pts[pts.count - 2], hw)
        }
        return pieces
    }

    /// The piece filling the outside of the corner at `p` between segments prev→p and p→next.
    private func join(_ prev: CGPoint, _ p: CGPoint, _ next: CGPoint, _ hw: CGFloat) -> [CGPoint]? {
        let d1 = unit(prev, p), d2 = unit(p, next)
        let cross = d1.x * d2.y - d1.y * d2.x
        let dot = d1.x * d2.x + d1.y * d2.y
        if lineJoin == .round { return circle(p, hw) }
        guard abs(cross) > 1e-9 || dot < 0 else { return nil } // straight on: nothing to fill
        // The outer side is where the path turns away from.
        let side: CGFloat = cross > 0 ? -1 : 1
        let o1 = CGPoint(x: p.x - d1.y * hw * side, y: p.y + d1.x * hw * side)
        let o2 = CGPoint(x: p.x - d2.y * hw * side, y: p.y + d2.x * hw * side)
        if lineJoin == .miter {
            // Miter length over line width is 1 / sin(θ/2), θ the angle between the segments.
            let cosTheta = -dot
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            if sinHalf > 1e-9, 1 / sinHalf <= miterLimit {
                let bisector = CGPoint(x: o1.x + o2.x - 2 * p.x, y: o1.y + o2.y - 2 * p.y)
                let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
                if length > 1e-12 {
                    let tipDistance = hw / sinHalf
                    let tip = CGPoint(x: p.x + bisector.x / length * tipDistance, y: p.y + bisector.y / length * tipDistance)
                    return [p, o1, tip, o2]
                }
            }
        }
        return [p, o1, o2]
    }

    /// The cap at `end` of a segment coming from `from`.
    private func cap(at end: CGPoint, from: CGPoint, _ hw: CGFloat) -> [[CGPoint]] {
        switch lineCap {
        case .butt: return []
        case .round: return [circle(end, hw)]
        case .square:
            let d = unit(from, end)
            let n = CGPoint(x: -d.y * hw, y: d.x * hw)
            let far = CGPoint(x: end.x + d.x * hw, y: end.y + d.y * hw)
            return [[CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: far.x + n.x, y: far.y + n.y),
                     CGPoint(x: far.x - n.x, y: far.y - n.y), CGPoint(x: end.x - n.x, y: end.y - n.y)]]
        }
    }

    private func circle(_ c: CGPoint, _ r: CGFloat) -> [CGPoint] {
        // Enough sides that the chord error stays under the tolerance.
        let sides = max(8, min(256, Int((CGFloat.pi / acos(max(-1, 1 - tolerance / max(r, tolerance)))).rounded(.up))))
        // Vertices slightly outside the circle, so the polygon's edges straddle it: the error
        // is split between the corners (outside) and the edge midpoints (inside).
        let vertexRadius = r * 2 / (1 + cos(CGFloat.pi / CGFloat(sides)))
        return (0..<sides).map { i in
            let a = 2 * CGFloat.pi * CGFloat(i) / CGFloat(sides)
            return CGPoint(x: c.x + vertexRadius * cos(a), y: c.y + vertexRadius * sin(a))
        }
    }

    private func normal(_ a: CGPoint, _ b: CGPoint, _ hw: CGFloat) -> CGPoint {
        let d = unit(a, b)
        return CGPoint(x: -d.y * hw, y: d.x * hw)
    }

    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let l = distance(a, b)
        return l > 0 ? CGPoint(x: (b.x - a.x) / l, y: (b.y - a.y) / l) : .zero
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    private func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for i in 0..<polygon.count {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }
}

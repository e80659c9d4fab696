import Foundation
import LayercastGraphics

/// A path for a keyframe animation as the wire carries it: points joined by straight lines,
/// with their key times.
///
/// The path's vertices (the end points of its elements; a close returns to the subpath's start)
/// get the key times (given ones when their count matches, else evenly spaced; paced: by
/// distance along the path). A curve is split into n equal parameter steps with n chosen so the
/// chord stays within 0.1 pt of the curve: a Bézier's chord over a parameter step h deviates by
/// at most max|B″|·h²/8, and max|B″| is at most 6·d for a cubic (2·d for a quadratic), d the
/// largest second difference of its control points.
enum PathSampler {
    /// The largest distance between a curve and its chords, in points.
    static let tolerance: CGFloat = 0.1

    static func sample(_ path: CGPath, keyTimes: [Double]?, paced: Bool) -> (points: [CGPoint], times: [Double]) {
        // Each segment: its start vertex index and the points after its start.
        var vertices: [CGPoint] = []
        var pieces: [[CGPoint]] = []
        var current = CGPoint.zero, start = CGPoint.zero
        func steps(_ d: CGFloat, _ factor: CGFloat) -> Int { max(1, Int(((factor * d) / (8 * tolerance)).squareRoot().rounded(.up))) }
        func len(_ p: CGPoint) -> CGFloat { (p.x * p.x + p.y * p.y).squareRoot() }
        for element in path.elements {
            switch element {
            case .moveToPoint(let p):
                if vertices.isEmpty { vertices.append(p) } else { pieces.append([p]); vertices.append(p) }
                current = p; start = p
            case .addLineToPoint(let p):
                if vertices.isEmpty { vertices.append(current) }
                pieces.append([p]); vertices.append(p); current = p
            case .addQuadCurveToPoint(let c, let p):
                if vertices.isEmpty { vertices.append(current) }
                let d = len(CGPoint(x: current.x - 2 * c.x + p.x, y: current.y - 2 * c.y + p.y))
                let n = steps(d, 2)
                let a = current
                pieces.append((1...n).map { k in
                    let t = CGFloat(k) / CGFloat(n), u = 1 - t
                    return k == n ? p : CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * p.x,
                                                y: u * u * a.y + 2 * u * t * c.y + t * t * p.y)
                })
                vertices.append(p); current = p
            case .addCurveToPoint(let c1, let c2, let p):
                if vertices.isEmpty { vertices.append(current) }
                let a = current
                let d = max(len(CGPoint(x: a.x - 2 * c1.x + c2.x, y: a.y - 2 * c1.y + c2.y)),
                            len(CGPoint(x: c1.x - 2 * c2.x + p.x, y: c1.y - 2 * c2.y + p.y)))
                let n = steps(d, 6)
                pieces.append((1...n).map { k in
                    let t = CGFloat(k) / CGFloat(n), u = 1 - t
                    let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                    return k == n ? p : CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * p.x,
                                                y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * p.y)
                })
                vertices.append(p); current = p
            case .closeSubpath:
                if vertices.isEmpty { continue }
                pieces.append([start]); vertices.append(start); current = start
            }
        }
        guard let first = vertices.first else { return ([], []) }
        var points = [first]
        for piece in pieces { points.append(contentsOf: piece) }
        if paced {
            var cumulative = [0.0]
            for i in 1..<max(points.count, 1) {
                let dx = points[i].x - points[i - 1].x, dy = points[i].y - points[i - 1].y
                cumulative.append(cumulative.last! + Double((dx * dx + dy * dy).squareRoot()))
            }
            let total = cumulative.last!
            return (points, total > 0 ? cumulative.map { $0 / total } : cumulative)
        }
        let count = vertices.count
        let vertexTimes = keyTimes?.count == count ? keyTimes!
            : (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        var times = [vertexTimes[0]]
        for (i, piece) in pieces.enumerated() {
            let a = vertexTimes[i], b = vertexTimes[min(i + 1, count - 1)]
            for k in 1...piece.count { times.append(a + (b - a) * Double(k) / Double(piece.count)) }
        }
        return (points, times)
    }

    /// The direction of travel at each point, in radians (towards the next point; the last
    /// keeps the previous direction), unwrapped so consecutive angles differ by less than π.
    static func tangentAngles(_ points: [CGPoint], reverse: Bool) -> [Double] {
        guard points.count > 1 else { return points.map { _ in 0 } }
        var angles: [Double] = []
        for i in points.indices {
            let a = points[min(i, points.count - 2)], b = points[min(i + 1, points.count - 1)]
            var angle = atan2(Double(b.y - a.y), Double(b.x - a.x)) + (reverse ? Double.pi : 0)
            if let last = angles.last {
                while angle - last > .pi { angle -= 2 * .pi }
                while angle - last < -.pi { angle += 2 * .pi }
            }
            angles.append(angle)
        }
        return angles
    }
}

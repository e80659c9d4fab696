import Foundation
import LayercastModel

/// A run of the path that is stroked as one piece: joins at its vertices, caps at its ends
/// unless it is closed.
struct StrokePiece {
    /// The vertices, in pixels; at least one.
    var points: [CGPoint]
    /// Per vertex: whether it lies inside a curve (see `FlatSubpath.smooth`).
    var smooth: [Bool]
    /// Whether the last vertex joins the first (a whole closed subpath).
    var closed: Bool
    /// The path's direction where the piece starts: orients the caps of a piece of zero length
    /// (a dot from a zero-length dash or subpath). A unit vector.
    var tangent: CGPoint
}

/// Cuts flattened subpaths to the stroked range (`strokeStart`…`strokeEnd`) and into dashes.
enum StrokeDashing {
    /// The pieces of `subpaths` to stroke.
    ///
    /// `strokeStart` and `strokeEnd` are fractions of the length of the whole path, all subpaths
    /// together (Apple, `CAShapeLayer.strokeStart`: "the relative location at which to begin
    /// stroking the path", 0…1; out-of-range values are clamped here); nothing is stroked unless
    /// `strokeStart < strokeEnd`. `pattern` and `phase` are in the same units as the points.
    /// The dash pattern restarts at `phase` at the start of every subpath (PostScript's `setdash`,
    /// which Core Graphics follows), is measured from the subpath's start whatever the trim (so
    /// dashes stay put while `strokeStart` animates), and cycles on/off through its entries, an
    /// odd count swapping roles on each repeat (Core Graphics: `[1, 2, 1]` paints 1, skips 2,
    /// paints 1, skips 1, paints 2, …). A pattern that is empty, sums to zero or has a negative
    /// or non-finite entry strokes solid: Core Graphics rejects such arrays (logging "invalid
    /// dash array") and keeps its previous, solid, state. At most `maxDashes` pattern entries
    /// are walked over the whole path; past that the rest of the path is not stroked.
    static func pieces(of subpaths: [FlatSubpath], strokeStart: Double, strokeEnd: Double,
                       pattern: [Double], phase: Double, maxDashes: Int) -> [StrokePiece] {
        let from = min(max(strokeStart, 0), 1), to = min(max(strokeEnd, 0), 1)
        guard from < to else { return [] }
        let lengths = subpaths.map(cumulativeLengths(_:))
        let total = lengths.reduce(0) { $0 + ($1.last ?? 0) }
        let windowStart = from * total, windowEnd = to * total
        let dashes = validPattern(pattern)
        var budget = maxDashes
        var pieces: [StrokePiece] = []
        var offset = 0.0
        for (sub, cum) in zip(subpaths, lengths) {
            let length = cum.last ?? 0
            defer { offset += length }
            let lo = max(0, windowStart - offset), hi = min(length, windowEnd - offset)
            // A subpath of zero length inside the window is a dot; otherwise the window must
            // overlap the subpath by a positive length.
            guard lo < hi || (length == 0 && lo == hi) else { continue }
            guard let dashes else {
                if sub.closed && lo == 0 && hi == length {
                    var whole = slice(sub, cum, 0, length); whole.closed = true
                    pieces.append(whole)
                } else {
                    pieces.append(slice(sub, cum, lo, hi))
                }
                continue
            }
            let cycle = dashes.reduce(0, +)
            let startPhase = phase.truncatingRemainder(dividingBy: cycle)
            var index = 0
            var position = -(startPhase < 0 ? startPhase + cycle : startPhase)
            // Whole cycles before the window draw nothing; skip them in one step.
            if lo - position > cycle { position += ((lo - position) / cycle).rounded(.down) * cycle - cycle }
            while position <= hi, budget > 0 {
                budget -= 1
                let dash = dashes[index]
                if index % 2 == 0 {
                    let a = max(position, lo), b = min(position + dash, hi)
                    if a < b || (dash == 0 && position >= lo) { pieces.append(slice(sub, cum, a, max(a, b))) }
                }
                position += dash
                index = (index + 1) % dashes.count
            }
        }
        return pieces
    }

    /// The pattern to dash with, an even number of entries (an odd pattern written twice), or
    /// nil for a solid stroke.
    static func validPattern(_ pattern: [Double]) -> [Double]? {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let sum = pattern.reduce(0, +)
        guard sum > 0, sum.isFinite else { return nil }
        return pattern.count % 2 == 0 ? pattern : pattern + pattern
    }

    /// Distance along `sub` at each vertex; the first is 0.
    static func cumulativeLengths(_ sub: FlatSubpath) -> [Double] {
        var cum = [0.0]
        cum.reserveCapacity(sub.points.count)
        for i in 1..<max(1, sub.points.count) {
            let p = sub.points[i - 1], q = sub.points[i]
            cum.append(cum[i - 1] + hypot(q.x - p.x, q.y - p.y))
        }
        return cum
    }

    /// The part of `sub` between distances `a` ≤ `b` along it (`cum` its cumulative lengths).
    static func slice(_ sub: FlatSubpath, _ cum: [Double], _ a: Double, _ b: Double) -> StrokePiece {
        let i = segment(cum, containing: a), j = segment(cum, containing: b)
        let p = point(sub, cum, i, a)
        var points = [p], smooth = [false]
        if j > i {
            for k in (i + 1)...j { points.append(sub.points[k]); smooth.append(sub.smooth[k]) }
        }
        points.append(point(sub, cum, j, b)); smooth.append(false)
        return StrokePiece(points: points, smooth: smooth, closed: false, tangent: tangent(sub, cum, i))
    }

    /// The index k of the segment from vertex k to k + 1 on which distance `s` lies, preferring
    /// one of positive length.
    private static func segment(_ cum: [Double], containing s: Double) -> Int {
        guard cum.count >= 2 else { return 0 }
        var lo = 0, hi = cum.count - 2
        while lo < hi {
            let mid = (lo + hi) / 2
            if cum[mid + 1] <= s { lo = mid + 1 } else { hi = mid }
        }
        while lo > 0, cum[lo + 1] == cum[lo] { lo -= 1 }
        return lo
    }

    /// The point at distance `s`, on segment `k`.
    private static func point(_ sub: FlatSubpath, _ cum: [Double], _ k: Int, _ s: Double) -> CGPoint {
        guard sub.points.count >= 2 else { return sub.points[0] }
        let p = sub.points[k], q = sub.points[k + 1]
        let len = cum[k + 1] - cum[k]
        guard len > 0 else { return p }
        let t = min(max((s - cum[k]) / len, 0), 1)
        return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }

    /// The unit direction of segment `k`, or of the nearest segment of positive length; +x for
    /// a subpath of zero length (Core Graphics caps a zero-length subpath axis-aligned).
    private static func tangent(_ sub: FlatSubpath, _ cum: [Double], _ k: Int) -> CGPoint {
        guard sub.points.count >= 2 else { return CGPoint(x: 1, y: 0) }
        for m in Array(k..<(sub.points.count - 1)) + Array((0..<k).reversed()) where cum[m + 1] > cum[m] {
            let p = sub.points[m], q = sub.points[m + 1], len = cum[m + 1] - cum[m]
            return CGPoint(x: (q.x - p.x) / len, y: (q.y - p.y) / len)
        }
        return CGPoint(x: 1, y: 0)
    }
}

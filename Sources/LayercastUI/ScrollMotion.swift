import Foundation
import LayercastGraphics

/// A scroll view's offset in motion: one `AxisMotion` per axis, from a begin time.
struct ScrollMotion {
    var x: AxisMotion
    var y: AxisMotion
    /// When it began, in seconds of the application's clock.
    var beginTime: TimeInterval

    /// How long it lasts.
    var duration: Double { max(x.duration, y.duration) }
    /// Where it ends.
    var final: CGPoint { CGPoint(x: x.final, y: y.final) }

    /// The offset at `time` (seconds of the clock).
    func offset(at time: TimeInterval) -> CGPoint {
        let t = time - beginTime
        return CGPoint(x: x.position(at: t), y: y.position(at: t))
    }

    /// Whether the motion is over at `time`.
    func isFinished(at time: TimeInterval) -> Bool { time - beginTime >= duration }

    /// Keyframe times (seconds from the beginning, first 0, last `duration`) such that linear
    /// interpolation between them stays within `tolerance` points of the motion; at most
    /// `maximumCount` (the tolerance is relaxed if needed).
    func keyframeTimes(tolerance: Double = 0.25, maximumCount: Int = 120) -> [Double] {
        let total = duration
        guard total > 0 else { return [0] }
        var eps = tolerance
        while true {
            var marks = Set((x.breakpoints + y.breakpoints).filter { $0 >= 0 && $0 <= total })
            marks.insert(0); marks.insert(total)
            let sorted = marks.sorted()
            var times: [Double] = [sorted[0]]
            for (a, b) in zip(sorted, sorted.dropFirst()) where b > a {
                refine(a, b, eps, depth: 0, into: &times)
            }
            if times.count <= maximumCount { return times }
            eps *= 1.5
        }
    }

    private func refine(_ a: Double, _ b: Double, _ eps: Double, depth: Int, into times: inout [Double]) {
        let pa = offset(at: beginTime + a), pb = offset(at: beginTime + b)
        var worst = 0.0
        for f in [0.25, 0.5, 0.75] {
            let t = a + (b - a) * f
            let p = offset(at: beginTime + t)
            let lx = pa.x + (pb.x - pa.x) * f, ly = pa.y + (pb.y - pa.y) * f
            worst = max(worst, hypot(p.x - lx, p.y - ly))
        }
        if worst > eps, depth < 14 {
            let m = (a + b) / 2
            refine(a, m, eps, depth: depth + 1, into: &times)
            refine(m, b, eps, depth: depth + 1, into: &times)
        } else {
            times.append(b)
        }
    }
}

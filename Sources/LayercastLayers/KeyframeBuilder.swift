import Foundation
import LayercastModel
import LayercastCompositing

/// Turns Core Animation's keyframe settings into what the wire carries: values with key times
/// interpolated linearly (SPEC §5.4).
///
/// Exact on the wire: linear and paced modes (paced key times are the cumulative distances
/// between the values), and discrete mode (each value is repeated at the next key time, so the
/// wire's zero-length segment jumps). Sampled: a per-segment timing function (each segment is
/// sampled as `SampledCurve.sampling` does, within 0.2 % of the segment's change) and the cubic
/// modes (the Catmull-Rom segment is sampled 24 times, so a chord deviates from the spline by at
/// most max|p″|/4,608 of the segment's parameter span per component).
enum KeyframeBuilder {
    /// Samples of one cubic segment.
    static let cubicSamples = 24

    /// The wire values and key times for `values` at `keyTimes` (`nil`, or a count that does
    /// not fit the mode: evenly spaced) with `timingFunctions` between them (`nil`: linear).
    static func build(values: [AnimationValue], keyTimes: [Double]?, timingFunctions: [CAMediaTimingFunction]?,
                      mode: CAAnimationCalculationMode) -> (values: [AnimationValue], keyTimes: [Double]) {
        let n = values.count
        guard n > 1 else { return (values, []) }
        let even = (0..<n).map { Double($0) / Double(n - 1) }
        switch mode {
        case .discrete:
            // n values hold over n intervals: key times 0…1 with n + 1 entries, or n entries of
            // which the last value holds to the end.
            var times = keyTimes ?? (0...n).map { Double($0) / Double(n) }
            if times.count == n { times.append(1) }
            guard times.count == n + 1 else { return build(values: values, keyTimes: nil, timingFunctions: nil, mode: mode) }
            var outValues: [AnimationValue] = []
            var outTimes: [Double] = []
            for i in 0..<n {
                outValues.append(values[i]); outTimes.append(times[i])
                outValues.append(values[i]); outTimes.append(times[i + 1])
            }
            return (outValues, outTimes)
        case .paced:
            return (values, pacedTimes(values))
        case .cubic, .cubicPaced:
            let times = mode == .cubicPaced ? pacedTimes(values) : (keyTimes?.count == n ? keyTimes! : even)
            return cubic(values, times)
        default:
            let times = keyTimes?.count == n ? keyTimes! : even
            guard let functions = timingFunctions, !functions.isEmpty else { return (values, times) }
            var outValues: [AnimationValue] = [values[0]]
            var outTimes: [Double] = [times[0]]
            for i in 0..<(n - 1) {
                let function = functions[min(i, functions.count - 1)]
                let span = times[i + 1] - times[i]
                if function == .linear || span <= 0 {
                    outValues.append(values[i + 1]); outTimes.append(times[i + 1])
                    continue
                }
                let curve = SampledCurve.sampling { function.progress(at: $0) }
                for (t, p) in zip(curve.times, curve.progress).dropFirst() {
                    outValues.append(AnimationValue.interpolate(values[i], values[i + 1], p))
                    outTimes.append(times[i] + t * span)
                }
            }
            return (outValues, outTimes)
        }
    }

    /// Key times proportional to the distance travelled (Euclidean over the components).
    static func pacedTimes(_ values: [AnimationValue]) -> [Double] {
        var total = 0.0
        var cumulative = [0.0]
        for i in 1..<values.count {
            let a = values[i - 1].components, b = values[i].components
            total += zip(a, b).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot()
            cumulative.append(total)
        }
        guard total > 0 else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
        return cumulative.map { $0 / total }
    }

    /// A Catmull-Rom spline through the values (end tangents from repeated end points), sampled.
    static func cubic(_ values: [AnimationValue], _ times: [Double]) -> (values: [AnimationValue], keyTimes: [Double]) {
        let n = values.count
        let points = values.map(\.components)
        var outValues: [AnimationValue] = [values[0]]
        var outTimes: [Double] = [times[0]]
        for i in 0..<(n - 1) {
            let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, n - 1)]
            for k in 1...cubicSamples {
                let s = Double(k) / Double(cubicSamples)
                let c = (0..<p1.count).map { j -> Double in
                    let a = 2 * p1[j], b = -p0[j] + p2[j]
                    let c2 = 2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]
                    let c3 = -p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]
                    return 0.5 * (a + b * s + c2 * s * s + c3 * s * s * s)
                }
                outValues.append(k == cubicSamples ? values[i + 1] : values[i].with(components: c))
                outTimes.append(times[i] + s * (times[i + 1] - times[i]))
            }
        }
        return (outValues, outTimes)
    }
}

extension AnimationValue {
    /// The value's numbers in a fixed order (for distances and splines).
    var components: [Double] {
        switch self {
        case .scalar(let v): [v]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.minX, r.minY, r.width, r.height]
        case .color(let c): [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)]
        case .transform(let t): t.m
        case .colors(let list): list.flatMap { [Double($0.red), Double($0.green), Double($0.blue), Double($0.alpha)] }
        }
    }

    /// A value of the same kind made of `c` (in the order of `components`).
    func with(components c: [Double]) -> AnimationValue {
        switch self {
        case .scalar: .scalar(c[0])
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .size: .size(CGSize(width: c[0], height: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: .color(LayerColor(red: Float(c[0]), green: Float(c[1]), blue: Float(c[2]), alpha: Float(c[3])))
        case .transform: .transform(LayerTransform(c))
        case .colors(let list):
            .colors((0..<list.count).map { LayerColor(red: Float(c[4 * $0]), green: Float(c[4 * $0 + 1]),
                                                       blue: Float(c[4 * $0 + 2]), alpha: Float(c[4 * $0 + 3])) })
        }
    }
}

extension CAMediaTimingFunction {
    /// The eased progress at linear progress `x` (0…1): the cubic Bézier (0,0)–c1–c2–(1,1)
    /// solved for x by bisection (as the wire's evaluation does, SPEC §5.4).
    public func progress(at x: Double) -> Double {
        let c = controlPoints.map(Double.init)
        guard c.count == 4, c != [0, 0, 1, 1] else { return x }
        func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0, t = x
        for _ in 0..<50 {
            t = (lo + hi) / 2
            if bez(t, c[0], c[2]) < x { lo = t } else { hi = t }
        }
        return bez(t, c[1], c[3])
    }
}

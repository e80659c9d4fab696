import Foundation
import LayercastModel

extension LayerAnimation {
    /// The animation's progress at `time` (seconds of server time, the clock of `beginTime`):
    /// 0…1 through the keyframes after repetition, autoreverse and the timing function; `nil`
    /// when the animation has no effect then (before it starts or after it ends, unless its fill
    /// mode holds a value).
    public func progress(at time: Double) -> Double? {
        let local = time - beginTime
        let d = max(duration, 0)
        let repeats = repeatCount > 0 ? Double(repeatCount) : 1
        let cycle = d * (autoreverses ? 2 : 1)
        let total = repeats.isInfinite ? Double.infinity : cycle * repeats
        let raw: Double
        if local < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            raw = 0
        } else if local >= total || d == 0 {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            // The end of the last (possibly partial) repetition.
            let within = repeats.truncatingRemainder(dividingBy: 1)
            let phase = within == 0 ? (autoreverses ? 2.0 : 1.0) : within * (autoreverses ? 2 : 1)
            raw = phase > 1 ? 2 - phase : phase
        } else {
            let phase = cycle > 0 ? local.truncatingRemainder(dividingBy: cycle) / d : 0
            raw = phase > 1 ? 2 - phase : phase
        }
        return timed(raw)
    }

    /// Whether the animation still changes (or must still be drawn) at `time`: started or
    /// filling backwards, and not yet past its end.
    public func isRunning(at time: Double) -> Bool {
        let repeats = repeatCount > 0 ? Double(repeatCount) : 1
        let total = max(duration, 0) * (autoreverses ? 2 : 1) * repeats
        return time - beginTime < total
    }

    /// The interpolated value at `time`, or `nil` when the animation has no effect then.
    public func value(at time: Double) -> AnimationValue? {
        guard let p = progress(at: time), let first = values.first else { return nil }
        guard values.count > 1 else { return first }
        let n = values.count
        let times = keyTimes.count == n ? keyTimes : (0..<n).map { Double($0) / Double(n - 1) }
        var i = 0
        while i < n - 2 && p > times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        let f = span > 0 ? min(1, max(0, (p - times[i]) / span)) : 1
        return AnimationValue.interpolate(values[i], values[i + 1], f)
    }

    /// Applies the cubic Bézier timing function to a linear progress.
    private func timed(_ x: Double) -> Double {
        guard timingFunction.count == 4 else { return x }
        let c = timingFunction.map(Double.init)
        if c == [0, 0, 1, 1] { return x }
        func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0, t = x
        for _ in 0..<40 {
            t = (lo + hi) / 2
            if bez(t, c[0], c[2]) < x { lo = t } else { hi = t }
        }
        return bez(t, c[1], c[3])
    }
}

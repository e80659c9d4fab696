import Foundation

/// A progress curve sampled for the wire: progress (0 at the start, 1 at the end, possibly
/// beyond in between) at each key time (0…1 of the duration). Linear interpolation between the
/// samples is what the client draws.
package struct SampledCurve: Sendable, Equatable {
    /// The sample times, 0…1 of the duration, first 0 and last 1.
    package var times: [Double]
    /// The progress at each time.
    package var progress: [Double]

    /// Samples `f` (progress at a fraction 0…1 of the duration) evenly, with as many samples as
    /// keep linear interpolation within `tolerance` of `f` (in units of the whole change): a
    /// segment of length h deviates from a curve whose second derivative is at most M by at
    /// most M·h²/8, with M measured on a grid of 2,000 points. Between 2 and `maxSamples`
    /// samples; with `endsOnTarget` the last is exactly 1 so the animation ends on the model
    /// value.
    package static func sampling(_ f: (Double) -> Double, tolerance: Double = 0.002,
                                 maxSamples: Int = 600, endsOnTarget: Bool = true) -> SampledCurve {
        let grid = 2_000
        let h = 1 / Double(grid)
        var m = 0.0
        var previous = f(0), current = f(h)
        for i in 2...grid {
            let next = f(Double(i) * h)
            m = max(m, abs(next - 2 * current + previous) / (h * h))
            previous = current; current = next
        }
        let step = m > 0 ? (8 * tolerance / m).squareRoot() : 1
        let n = min(maxSamples, max(1, Int((1 / step).rounded(.up))))
        let times = (0...n).map { Double($0) / Double(n) }
        var progress = times.map(f)
        if endsOnTarget { progress[n] = 1 }
        return SampledCurve(times: times, progress: progress)
    }
}

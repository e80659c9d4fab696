import Foundation
import LayercastGraphics

/// One axis of a scroll view's motion after a drag (deceleration, bounce, paging snap) or
/// during an animated scroll: a position for every time since the motion began.
///
/// **Deceleration** is UIKit's exponential model: `decelerationRate` r is the fraction of the
/// velocity kept per millisecond, so v(t) = v₀·r^(1000t) = v₀·e^(−kt) with k = −1000·ln r
/// (per second), and the offset travels x(t) = x₀ + v₀/k·(1 − e^(−kt)), in all −v₀/(1000·ln r)
/// points. Apple states the per-millisecond rates (`.normal` 0.998, `.fast` 0.99, in
/// `UIScrollView.DecelerationRate`) and, in WWDC 2018 session 803 "Designing Fluid Interfaces",
/// the projected travel (v₀/1000)·r/(1 − r): the same model summed per millisecond, 0.1 % shorter
/// at 0.998. The motion ends when less than `stopDistance` remains, at the asymptote.
///
/// **Bounce and snaps** are critically damped springs, x(t) = x* + (y₀ + (v₀ + ωy₀)t)·e^(−ωt):
/// velocity-continuous, no oscillation. A deceleration that reaches an edge continues past it as
/// a spring back to the edge (or stops there when the scroll view does not bounce); a release
/// past an edge springs back. A target set by paging or by the delegate is reached by an
/// exponential decay whose rate makes it stop exactly there when the release velocity points at
/// it fast enough, else by a spring. Apple publishes no spring constants: ω is Layercast's.
struct AxisMotion {
    enum Segment {
        /// x₀ + v₀/k·(1 − e^(−kt)); ends at x₀ + v₀/k.
        case decay(x0: Double, v0: Double, k: Double)
        /// target + (y₀ + (v₀ + ωy₀)t)·e^(−ωt); ends at target.
        case spring(target: Double, y0: Double, v0: Double, omega: Double)
        /// An ease-in-ease-out curve from `from` to `to` over the segment's duration.
        case curve(from: Double, to: Double)
    }

    /// Seconds the motion lasts.
    private(set) var duration: Double = 0
    /// Where it ends.
    private(set) var final: Double
    private var segments: [(start: Double, duration: Double, segment: Segment)] = []

    /// Points left over when a motion is considered stopped.
    static let stopDistance = 0.5
    /// The spring's natural frequency (per second) for bounces and snaps (Layercast's choice:
    /// a bounce of 1000 pt/s overshoots about 30 pt and settles in about half a second).
    static let omega = 12.0
    /// The slowest decay rate (per second) used to reach a target; slower ones use a spring.
    static let slowestTargetDecay = 4.0

    /// A motion that stays at `x`.
    init(at x: Double) { final = x }

    /// The decay rate k (per second) of a per-millisecond deceleration rate.
    static func decayRate(_ rate: Double) -> Double { -1000 * log(rate) }

    /// Where a deceleration from `velocity` (points per second) would stop, from 0.
    static func travel(velocity: Double, rate: Double) -> Double { velocity / decayRate(rate) }

    /// Decelerates from `x0` at `v0` (points per second) with `rate`, bouncing off (or stopping
    /// at) `lower`/`upper`.
    static func deceleration(from x0: Double, velocity v0: Double, rate: Double,
                             lower: Double, upper: Double, bounces: Bool) -> AxisMotion {
        var m = AxisMotion(at: x0)
        if x0 > upper || x0 < lower {
            m.appendSpring(to: x0 > upper ? upper : lower, from: x0, velocity: v0)
            return m
        }
        let k = decayRate(rate)
        let end = x0 + v0 / k
        let edge: Double? = end > upper ? upper : end < lower ? lower : nil
        guard let edge else {
            m.appendDecay(from: x0, velocity: v0, k: k)
            return m
        }
        // Reaches the edge at e^(−k·tc) = 1 − (edge − x0)·k/v0, with velocity v0 − (edge − x0)·k.
        let remaining = 1 - (edge - x0) * k / v0
        let tc = remaining > 0 ? -log(remaining) / k : 0
        m.segments.append((0, tc, .decay(x0: x0, v0: v0, k: k)))
        m.duration = tc
        m.final = edge
        if bounces { m.appendSpring(to: edge, from: edge, velocity: v0 - (edge - x0) * k) }
        return m
    }

    /// Goes from `x0` at `v0` (points per second) to `target`.
    static func toTarget(_ target: Double, from x0: Double, velocity v0: Double) -> AxisMotion {
        var m = AxisMotion(at: x0)
        let distance = target - x0
        if abs(distance) < 1e-9, abs(v0) < 1e-9 { return m }
        if distance != 0, v0 * distance > 0, v0 / distance >= slowestTargetDecay {
            m.appendDecay(from: x0, velocity: v0, k: v0 / distance)
        } else {
            m.appendSpring(to: target, from: x0, velocity: v0)
        }
        return m
    }

    /// An ease-in-ease-out move from `x0` to `x1` over `duration` seconds.
    static func animation(from x0: Double, to x1: Double, duration: Double) -> AxisMotion {
        var m = AxisMotion(at: x0)
        guard x0 != x1, duration > 0 else { m.final = x1; return m }
        m.segments.append((0, duration, .curve(from: x0, to: x1)))
        m.duration = duration
        m.final = x1
        return m
    }

    private mutating func appendDecay(from x0: Double, velocity v0: Double, k: Double) {
        let travel = v0 / k
        let length = abs(travel) > Self.stopDistance ? log(abs(travel) / Self.stopDistance) / k : 0
        segments.append((duration, length, .decay(x0: x0, v0: v0, k: k)))
        duration += length
        final = x0 + travel
    }

    private mutating func appendSpring(to target: Double, from x: Double, velocity v0: Double) {
        let y0 = x - target, w = Self.omega
        let b = v0 + w * y0
        // Until the envelope (|y0| + |b|·t)·e^(−ωt) is under the stop distance, searching from
        // its peak (it first grows when the spring starts at the target with a velocity).
        var t = abs(b) > 0 ? max(0, 1 / w - abs(y0) / abs(b)) : 0
        while (abs(y0) + abs(b) * t) * exp(-w * t) > Self.stopDistance, t < 10 { t += 0.001 }
        segments.append((duration, t, .spring(target: target, y0: y0, v0: v0, omega: w)))
        duration += t
        final = target
    }

    /// The position `t` seconds after the motion began (the end once it is over).
    func position(at t: Double) -> Double {
        guard t < duration, let index = segments.lastIndex(where: { $0.start <= t }) else { return final }
        let s = segments[index]
        let local = t - s.start
        switch s.segment {
        case .decay(let x0, let v0, let k):
            return x0 + v0 / k * (1 - exp(-k * local))
        case .spring(let target, let y0, let v0, let w):
            return target + (y0 + (v0 + w * y0) * local) * exp(-w * local)
        case .curve(let from, let to):
            return from + (to - from) * Self.easeInEaseOut(local / s.duration)
        }
    }

    /// The velocity `t` seconds after the motion began, in points per second.
    func velocity(at t: Double) -> Double {
        let h = 1e-4
        return (position(at: t + h) - position(at: max(0, t - h))) / (t + h - max(0, t - h))
    }

    /// Times where the motion changes segment (keyframes must fall there).
    var breakpoints: [Double] { segments.map(\.start) + [duration] }

    /// Core Animation's ease-in-ease-out, the Bézier (0.42, 0, 0.58, 1), at progress `x`.
    static func easeInEaseOut(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0, t = x
        for _ in 0..<50 {
            t = (lo + hi) / 2
            if bez(t, 0.42, 0.58) < x { lo = t } else { hi = t }
        }
        return bez(t, 0, 1)
    }
}

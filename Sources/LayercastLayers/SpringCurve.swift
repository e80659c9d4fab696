import Foundation

/// A damped harmonic oscillator released at displacement −1 from its target with an initial
/// velocity: m·x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v0 — the model of Core Animation's
/// `CASpringAnimation` (mass, stiffness, damping, initialVelocity; Apple documents the damping
/// ratio as damping / (2·√(stiffness·mass))). Progress 0 is the start value, 1 the end value.
package struct SpringCurve: Sendable, Equatable {
    /// The mass m (> 0).
    package var mass: Double
    /// The stiffness k (> 0).
    package var stiffness: Double
    /// The damping coefficient c (≥ 0).
    package var damping: Double
    /// The initial velocity in units of the whole change per second.
    package var initialVelocity: Double

    /// A spring with Core Animation's physical parameters.
    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = max(mass, 1e-9); self.stiffness = max(stiffness, 1e-9)
        self.damping = max(damping, 0); self.initialVelocity = initialVelocity
    }

    /// The undamped angular frequency ω0 = √(k/m).
    package var omega: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio ζ = c / (2·√(k·m)).
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress at `t` seconds (the closed-form solution for under-, critically and
    /// over-damped springs).
    package func position(at t: Double) -> Double {
        let w = omega, z = dampingRatio, v = initialVelocity
        if abs(z - 1) < 1e-9 {
            // x − 1 = (c1 + c2·t)·e^(−ωt) with c1 = −1, c2 = v − ω.
            return 1 + (-1 + (v - w) * t) * exp(-w * t)
        } else if z > 1 {
            let r = (z * z - 1).squareRoot()
            let s1 = w * (-z + r), s2 = w * (-z - r)
            let c1 = (-s2 - v) / (s2 - s1), c2 = (s1 + v) / (s2 - s1)
            // x − 1 = c1·e^(s1·t) + c2·e^(s2·t), c1 + c2 = −1, s1·c1 + s2·c2 = v.
            return 1 + c1 * exp(s1 * t) + c2 * exp(s2 * t)
        } else {
            let a = z * w, b = w * (1 - z * z).squareRoot()
            // x − 1 = e^(−a·t)·(−cos(b·t) + ((v − a)/b)·sin(b·t)).
            return 1 + exp(-a * t) * (-cos(b * t) + (v - a) / b * sin(b * t))
        }
    }

    /// A bound on |x(t) − 1| from `t` on (the envelope of the oscillation).
    package func envelope(at t: Double) -> Double {
        let w = omega, z = dampingRatio, v = initialVelocity
        if abs(z - 1) < 1e-9 { return (1 + abs(v - w) * t) * exp(-w * t) }
        if z > 1 {
            let r = (z * z - 1).squareRoot()
            let s1 = w * (-z + r), s2 = w * (-z - r)
            let c1 = (-s2 - v) / (s2 - s1), c2 = (s1 + v) / (s2 - s1)
            return abs(c1) * exp(s1 * t) + abs(c2) * exp(s2 * t)
        }
        let a = z * w, b = w * (1 - z * z).squareRoot()
        return exp(-a * t) * (1 + ((v - a) / b) * ((v - a) / b)).squareRoot()
    }

    /// How long the spring takes to come to rest: the first time (to 1 ms) after which it stays
    /// within 0.1 % of the change — Core Animation's `settlingDuration`, whose threshold Apple
    /// does not publish. Measured on the curve itself, checking the envelope beyond it.
    package var settlingDuration: Double {
        let tolerance = 0.001
        guard damping > 0 else { return .infinity }
        // First a time by which the envelope has surely dropped below the tolerance.
        var horizon = 0.01
        while envelope(at: horizon) > tolerance, horizon < 1e4 { horizon *= 2 }
        // Then the last 1 ms step before it at which the curve is still outside.
        var t = horizon
        let step = 0.001
        while t > 0, abs(position(at: t - step) - 1) <= tolerance { t -= step }
        return (t * 1000).rounded() / 1000
    }

    /// UIKit's damping-ratio spring for an animation of `duration` seconds
    /// (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`,
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`).
    ///
    /// UIKit does not publish how it picks the stiffness; it documents that the damping ratio
    /// shapes the curve (1: no oscillation; towards 0: more), that the velocity is in units of
    /// the whole change per second, and that the animation lasts `duration` and then completes.
    /// Layercast takes mass 1 and the stiffness at which the oscillation's envelope has fallen
    /// to 0.1 % of the change at `duration` (the threshold of `settlingDuration`), so the curve
    /// ends on the target with a step of at most 0.1 %. The ratio is clamped to 0.01…1, as UIKit
    /// accepts 0…1 and an undamped spring never settles.
    package static func uiKit(dampingRatio: Double, initialVelocity: Double, duration: Double) -> SpringCurve {
        let z = min(max(dampingRatio, 0.01), 1)
        func spring(_ w: Double) -> SpringCurve {
            SpringCurve(mass: 1, stiffness: w * w, damping: 2 * z * w, initialVelocity: initialVelocity)
        }
        guard duration > 0 else { return spring(1) }
        // The envelope falls as ω grows (for a fixed t): bisect on ω.
        var lo = 1e-3, hi = 1.0
        while spring(hi).envelope(at: duration) > 0.001, hi < 1e6 { hi *= 2 }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if spring(mid).envelope(at: duration) > 0.001 { lo = mid } else { hi = mid }
        }
        return spring(hi)
    }

    /// The curve over `duration` seconds sampled for the wire (`SampledCurve.sampling`: linear
    /// interpolation within 0.2 % of the change of the spring's own curve).
    package func sampled(duration: Double) -> SampledCurve {
        SampledCurve.sampling { position(at: $0 * duration) }
    }
}

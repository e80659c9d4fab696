import Foundation
import LayercastGraphics

/// A spring animation of one property (Core Animation's `CASpringAnimation`): the value moves
/// from the start to the end value as a damped spring, m·x″ + c·x′ + k·(x − end) = 0.
///
/// The wire carries no springs: the curve is sampled on the server over the animation's
/// `duration` into keyframes with linear pacing (within 0.2 % of the change between samples;
/// `SampledCurve.sampling`). Set `duration` to `settlingDuration` to see the whole motion; a
/// shorter duration cuts it off, as in Core Animation. A `timingFunction` is not applied.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring (> 0). Default 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness (> 0). Default 100.
    open var stiffness: CGFloat = 100
    /// The damping coefficient (≥ 0). Default 10.
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the whole change per second (a velocity of 1 covers
    /// the distance in one second). Default 0.
    open var initialVelocity: CGFloat = 0

    /// How long the spring takes to come to rest: until it stays within 0.1 % of the change
    /// (Apple does not publish its threshold), to the millisecond.
    open var settlingDuration: CFTimeInterval { curve.settlingDuration }

    /// The spring with these parameters.
    package var curve: SpringCurve {
        SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                    initialVelocity: Double(initialVelocity))
    }

    /// Copies the settings, values and spring parameters.
    open override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        if let other = other as? CASpringAnimation {
            mass = other.mass; stiffness = other.stiffness; damping = other.damping
            initialVelocity = other.initialVelocity
        }
    }
}

import Foundation
import LayercastGraphics
import LayercastLayers

/// A spring timing curve (UIKit's `UISpringTimingParameters`).
@preconcurrency @MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// The initial velocity, in units of the whole change per second (only the magnitude is
    /// used for properties that are not 2D motions).
    public let initialVelocity: CGVector
    /// The spring, when given by physical parameters; `nil` for a damping-ratio spring.
    let physical: SpringCurve?
    /// The damping ratio of a damping-ratio spring.
    let dampingRatio: CGFloat

    /// A critically damped spring (ratio 1), no initial velocity.
    public convenience init() { self.init(dampingRatio: 1) }

    /// A spring with `ratio` that settles in the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        physical = nil
    }

    /// A spring from its physical parameters; the animator's duration is then ignored for the
    /// curve's shape (the spring runs its own course, cut at the duration), as in UIKit.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let speed = Double((velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot())
        physical = SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                               initialVelocity: velocity.dx < 0 || velocity.dy < 0 ? -speed : speed)
        dampingRatio = CGFloat(physical!.dampingRatio)
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// `nil`.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring for an animation of `duration` seconds.
    func curve(duration: Double) -> SpringCurve {
        if let physical { return physical }
        let v = Double((initialVelocity.dx * initialVelocity.dx + initialVelocity.dy * initialVelocity.dy).squareRoot())
        return SpringCurve.uiKit(dampingRatio: Double(dampingRatio), initialVelocity: v, duration: duration)
    }
}

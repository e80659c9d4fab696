import Foundation
import LayercastGraphics
import LayercastLayers

/// The kind of a timing curve provider.
public enum UITimingCurveType: Int, Sendable {
    /// A named UIKit curve.
    case builtin = 0
    /// A cubic Bézier.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic and a spring together.
    case composed = 3
}

/// The timing of a property animator: a cubic Bézier, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (UIKit's `UICubicTimingParameters`).
@preconcurrency @MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve, `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// The default curve, ease-in-ease-out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let c = curve.timingFunction.controlPoints.map { CGFloat($0) }
        controlPoint1 = CGPoint(x: c[0], y: c[1])
        controlPoint2 = CGPoint(x: c[2], y: c[3])
    }

    /// A custom curve from (0, 0) to (1, 1) with two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// `.builtin` for the named curves' init, else `.cubic`.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

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

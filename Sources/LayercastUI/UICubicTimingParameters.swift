import Foundation
import LayercastGraphics
import LayercastLayers

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

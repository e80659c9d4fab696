import Foundation
import LayercastGraphics
import LayercastLayers

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

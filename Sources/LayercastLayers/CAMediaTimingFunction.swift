/// The pacing of an animation: a cubic Bézier from (0, 0) to (1, 1) with two control points.
public struct CAMediaTimingFunction: Hashable, Sendable {
    /// The control points `(c1x, c1y, c2x, c2y)`.
    public var controlPoints: [Float]

    /// Creates a timing function from its two control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
    }

    /// Even pace.
    public static let linear = CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)
    /// Slow start.
    public static let easeIn = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Slow end.
    public static let easeOut = CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Slow start and end (UIKit's default animation curve).
    public static let easeInEaseOut = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// Core Animation's default for implicit animations.
    public static let `default` = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
}

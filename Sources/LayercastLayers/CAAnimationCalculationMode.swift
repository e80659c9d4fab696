import Foundation

/// How a keyframe animation goes from one value to the next (Core Animation's
/// `calculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the mode.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between the values at their key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time; no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed over the whole path; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull-Rom spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The spline at even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

import Foundation

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

import Foundation

/// The direction of a `CATransition`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the direction.
    public let rawValue: String
    /// Creates a direction from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

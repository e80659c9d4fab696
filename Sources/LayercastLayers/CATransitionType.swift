import Foundation

/// The kind of a `CATransition`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the kind.
    public let rawValue: String
    /// Creates a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old look fades out as the new one fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look slides in over the old one.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look slides in and pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look slides out, revealing the new one.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

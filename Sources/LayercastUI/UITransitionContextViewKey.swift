import Foundation

/// Names the views of a transition, for `view(forKey:)`: UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving (`nil` when it stays, as under a sheet).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving (`nil` when it is already there, as when a sheet is dismissed).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

import Foundation

/// Whether a layer animated along a path turns with it (Core Animation's `rotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the mode.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer's x axis follows the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer's x axis points against the path's tangent.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

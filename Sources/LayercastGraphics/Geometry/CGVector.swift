import Foundation

/// A two-dimensional vector, with Core Graphics' names (Foundation on Linux has no `CGVector`).
///
/// Codable as an unkeyed pair `[dx, dy]`, the form Foundation uses for `CGPoint` and `CGSize`.
public struct CGVector: Hashable, Sendable, Codable, CustomDebugStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() { dx = 0; dy = 0 }

    /// A vector with the components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }

    /// A vector with the components `dx` and `dy`.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// A vector with the components `dx` and `dy`.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }

    /// Decodes an unkeyed pair `[dx, dy]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        dx = try container.decode(CGFloat.self)
        dy = try container.decode(CGFloat.self)
    }

    /// Encodes the vector as an unkeyed pair `[dx, dy]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }

    /// e.g. `(1.0, 2.0)`, as Core Graphics prints vectors.
    public var debugDescription: String { "(\(dx), \(dy))" }
}

/// The vector `(dx, dy)` (Core Graphics' C name for `CGVector(dx:dy:)`).
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }

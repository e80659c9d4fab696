import Foundation

/// A colour as the wire carries it: sRGB components in 0…1, not premultiplied (SPEC §4.3).
public struct LayerColor: Hashable, Sendable, Codable {
    /// Red, 0…1.
    public var red: Float
    /// Green, 0…1.
    public var green: Float
    /// Blue, 0…1.
    public var blue: Float
    /// Alpha (coverage), 0…1.
    public var alpha: Float
    /// Creates a colour from sRGB components in 0…1.
    public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// Opaque black, the default border and shadow colour of a layer.
    public static let black = LayerColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Opaque white.
    public static let white = LayerColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = LayerColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// A 4×4 layer transform in Core Animation's layout: row vectors, row-major `m11 … m44`,
/// translation in `m41, m42, m43` (SPEC §4.3). Identity by default.
public struct LayerTransform: Hashable, Sendable, Codable {
    /// The sixteen entries in row-major order.
    public var m: [Double]
    /// Creates a transform from sixteen row-major entries; any other count yields the identity.
    /// Identity entries share one array: most layers are untransformed, and each would
    /// otherwise hold sixteen doubles of its own on the heap (figure 7).
    public init(_ m: [Double]) {
        self.m = m.count == 16 && m != Self.identityEntries ? m : Self.identityEntries
    }
    /// The identity's entries, the one array every identity transform shares.
    private static let identityEntries: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    /// The identity transform.
    public static let identity = LayerTransform(identityEntries)
    /// A 2D affine transform `(a, b, c, d, tx, ty)` in Core Graphics' convention.
    public static func affine(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> LayerTransform {
        LayerTransform([a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1])
    }
    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }
}

/// A vector path, used for `shadowPath` (SPEC §4.4). Coordinates are in points, in the layer's
/// own coordinate space (its bounds space).
public struct LayerPath: Hashable, Sendable, Codable {
    /// One element of a path.
    public enum Element: Hashable, Sendable, Codable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to `to` with one control point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to `to` with two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }
    /// The elements in drawing order.
    public var elements: [Element]
    /// Creates a path from its elements.
    public init(_ elements: [Element] = []) { self.elements = elements }
}

/// How a layer places its contents bitmap in its bounds (SPEC §4.5). "Top" is the top of the screen:
/// the wire's coordinate space is y-down, like UIKit's.
public enum ContentsGravity: UInt8, Hashable, Sendable, CaseIterable, Codable {
    case center = 0, top = 1, bottom = 2, left = 3, right = 4
    case topLeft = 5, topRight = 6, bottomLeft = 7, bottomRight = 8
    /// Stretches to fill the bounds (the default).
    case resize = 9
    /// Scales keeping the aspect ratio so the whole bitmap fits (letterboxed).
    case resizeAspect = 10
    /// Scales keeping the aspect ratio so the bounds are filled (cropped).
    case resizeAspectFill = 11
}

import Foundation

/// A colour in device RGB (treated as sRGB), with Core Graphics' names.
///
/// Components are straight (not premultiplied) and clamped to 0…1. A value type: two colours with
/// the same components are equal, which is what layer diffing needs.
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public let red: CGFloat
    /// Green, 0…1.
    public let green: CGFloat
    /// Blue, 0…1.
    public let blue: CGFloat
    /// Opacity, 0 (transparent) … 1 (opaque).
    public let alpha: CGFloat

    /// Creates a colour from RGBA components in 0…1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamp(red); self.green = Self.clamp(green)
        self.blue = Self.clamp(blue); self.alpha = Self.clamp(alpha)
    }

    /// Creates a grey from a white level and an opacity, both 0…1.
    public init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The components `[red, green, blue, alpha]`; never `nil` (optional as in Core Graphics).
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// Always 4 (RGBA).
    public var numberOfComponents: Int { 4 }
    /// Always device RGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// A colour from components in `space`: grey and alpha for a monochrome space, red, green,
    /// blue and alpha for an RGB one (`numberOfComponents + 1` values, 0…1). `nil` for other
    /// models. Every RGB space is drawn as device RGB (no colour management).
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .monochrome: self.init(gray: components[0], alpha: components[1])
        case .rgb: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default: return nil
        }
    }

    /// A colour from sRGB components in 0…1 (drawn as device RGB).
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as premultiplied 8-bit (b, g, r, a), rounded as Cairo rounds.
    public var premultipliedBGRA: (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
        func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return (byte(blue * alpha), byte(green * alpha), byte(red * alpha), byte(alpha))
    }

    /// e.g. `CGColor(r: 1, g: 0, b: 0, a: 1)`.
    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.max(0, Swift.min(1, v)) }
}

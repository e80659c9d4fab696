import Foundation

/// A colour with UIKit's names: an immutable, Sendable object holding straight RGBA in 0…1.
///
/// Equality compares components, as `UIColor.isEqual` does for RGB colours. There are no dynamic
/// (light/dark) colours: the `system…` colours have their light-appearance values.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The Core Graphics colour with the same components.
    public let cgColor: CGColor

    /// Creates a colour from a `CGColor`.
    public init(cgColor: CGColor) { self.cgColor = cgColor }

    /// Creates a colour from RGBA components in 0…1 (clamped).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Creates a grey from a white level and an opacity, both 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// Creates a colour from hue, saturation, brightness and alpha, all 0…1 (hue wraps around).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates an opaque colour from 0…255 RGB bytes, a convenience for colours from design specs.
    public convenience init(red255 red: Int, green: Int, blue: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// The same colour with another opacity (0…1).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: alpha)
    }

    /// Writes the RGBA components (0…1) through the pointers that are not `nil`; always `true`.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = cgColor.red; green?.pointee = cgColor.green
        blue?.pointee = cgColor.blue; alpha?.pointee = cgColor.alpha
        return true
    }

    /// Writes the white level (the mean of R, G, B) and alpha; `true` only when the colour is grey.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor
        white?.pointee = (c.red + c.green + c.blue) / 3
        alpha?.pointee = c.alpha
        return c.red == c.green && c.green == c.blue
    }

    /// Writes hue, saturation, brightness and alpha (all 0…1); always `true`.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = cgColor.red, g = cgColor.green, b = cgColor.blue
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == r { h = (g - b) / delta + (g < b ? 6 : 0) }
            else if maxC == g { h = (b - r) / delta + 2 }
            else { h = (r - g) / delta + 4 }
            h /= 6
        }
        hue?.pointee = h
        saturation?.pointee = maxC == 0 ? 0 : delta / maxC
        brightness?.pointee = maxC
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// Sets this colour as both fill and stroke colour of the current context (no-op without one).
    public func set() { setFill(); setStroke() }

    /// Sets this colour as the fill colour of the current context (no-op without one).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Sets this colour as the stroke colour of the current context (no-op without one).
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Colours are equal when their components are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }

    /// e.g. `UIColor(r: 1, g: 0, b: 0, a: 1)`.
    public var description: String {
        "UIColor(r: \(cgColor.red), g: \(cgColor.green), b: \(cgColor.blue), a: \(cgColor.alpha))"
    }
}

import LayercastGraphics
import LayercastProtocol

/// The demo's colours, named by role so the whole screen can be retuned in one place.
///
/// Each colour exists as a `UIColor` (the source of truth) and, derived from it, as the layer
/// property types, so call sites write `.demoAccent` whatever type the property has.
enum DemoPalette {
    static let background = UIColor(red255: 242, green: 242, blue: 247)
    static let card = UIColor.white
    static let accent = UIColor(red255: 88, green: 86, blue: 214)
    static let accentDark = UIColor(red255: 60, green: 58, blue: 160)
    static let coral = UIColor(red255: 255, green: 111, blue: 97)
    static let teal = UIColor(red255: 48, green: 176, blue: 199)
    static let mint = UIColor(red255: 0, green: 199, blue: 190)
    static let amber = UIColor(red255: 255, green: 179, blue: 64)
    static let pink = UIColor(red255: 255, green: 45, blue: 85)
    static let ink = UIColor(red255: 28, green: 28, blue: 30)
    static let secondaryInk = UIColor(red255: 99, green: 99, blue: 102)
    static let hairline = UIColor(red255: 209, green: 209, blue: 214)
    static let shadow = UIColor.black
    static let toolbar = UIColor(red255: 249, green: 249, blue: 251)
    /// Background of alternate list rows.
    static let rowTint = UIColor(red255: 246, green: 246, blue: 250)
    /// Swatches shown in the list rows, cycled.
    static let swatches: [UIColor] = [coral, amber, mint, teal, accent, pink,
                                      UIColor(red255: 52, green: 199, blue: 89),
                                      UIColor(red255: 175, green: 82, blue: 222)]
}

extension UIColor {
    /// `color` itself: with the same spelling on the layer colour types, call sites write
    /// `.demo(DemoPalette.accent)` whatever colour type the property takes.
    static func demo(_ color: UIColor) -> UIColor { color }

    /// This colour as the wire's colour type.
    var layerColor: LayerColor {
        let c = cgColor
        return LayerColor(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(c.alpha))
    }
}

// Layer colour properties take the wire type until the drawing module switches them to
// UIColor/CGColor; these let the same call sites compile either way.
extension LayerColor {
    static func demo(_ color: UIColor) -> LayerColor { color.layerColor }
}

extension CGColor {
    static func demo(_ color: UIColor) -> CGColor { color.cgColor }
}

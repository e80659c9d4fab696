import LayercastGraphics

/// The demo's colours, named by role so the whole screen can be retuned in one place.
///
/// Colours are `UIColor`s; `.demo(_:)` hands one to a view (`UIColor`) or layer (`CGColor`)
/// property alike.
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

import Foundation

// UIKit's fixed colours, and the light-appearance values of its system colours (no dark mode).
extension UIColor {
    /// Opaque black (white 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Opaque dark grey (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Opaque light grey (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Opaque white.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Opaque grey (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)

    /// iOS system blue (0, 122, 255), also the default tint.
    public static let systemBlue = UIColor(red255: 0, green: 122, blue: 255)
    /// iOS system red (255, 59, 48).
    public static let systemRed = UIColor(red255: 255, green: 59, blue: 48)
    /// iOS system green (52, 199, 89).
    public static let systemGreen = UIColor(red255: 52, green: 199, blue: 89)
    /// iOS system orange (255, 149, 0).
    public static let systemOrange = UIColor(red255: 255, green: 149, blue: 0)
    /// iOS system yellow (255, 204, 0).
    public static let systemYellow = UIColor(red255: 255, green: 204, blue: 0)
    /// iOS system pink (255, 45, 85).
    public static let systemPink = UIColor(red255: 255, green: 45, blue: 85)
    /// iOS system purple (175, 82, 222).
    public static let systemPurple = UIColor(red255: 175, green: 82, blue: 222)
    /// iOS system indigo (88, 86, 214).
    public static let systemIndigo = UIColor(red255: 88, green: 86, blue: 214)
    /// iOS system teal (48, 176, 199).
    public static let systemTeal = UIColor(red255: 48, green: 176, blue: 199)
    /// iOS system cyan (50, 173, 230), iOS 15.
    public static let systemCyan = UIColor(red255: 50, green: 173, blue: 230)
    /// iOS system mint (0, 199, 190), iOS 15.
    public static let systemMint = UIColor(red255: 0, green: 199, blue: 190)
    /// iOS system brown (162, 132, 94).
    public static let systemBrown = UIColor(red255: 162, green: 132, blue: 94)
    /// iOS system grey (142, 142, 147).
    public static let systemGray = UIColor(red255: 142, green: 142, blue: 147)
    /// iOS system grey 2 (174, 174, 178).
    public static let systemGray2 = UIColor(red255: 174, green: 174, blue: 178)
    /// iOS system grey 3 (199, 199, 204).
    public static let systemGray3 = UIColor(red255: 199, green: 199, blue: 204)
    /// iOS system grey 4 (209, 209, 214).
    public static let systemGray4 = UIColor(red255: 209, green: 209, blue: 214)
    /// iOS system grey 5 (229, 229, 234).
    public static let systemGray5 = UIColor(red255: 229, green: 229, blue: 234)
    /// iOS system grey 6 (242, 242, 247).
    public static let systemGray6 = UIColor(red255: 242, green: 242, blue: 247)

    /// The default background of views and windows (white).
    public static let systemBackground = UIColor.white
    /// Background of a grouped interface (242, 242, 247).
    public static let systemGroupedBackground = UIColor(red255: 242, green: 242, blue: 247)
    /// Content over a grouped background (white).
    public static let secondarySystemGroupedBackground = UIColor.white
    /// Content nested over grouped content (242, 242, 247).
    public static let tertiarySystemGroupedBackground = UIColor(red255: 242, green: 242, blue: 247)
    /// Background of grouped content (242, 242, 247).
    public static let secondarySystemBackground = UIColor(red255: 242, green: 242, blue: 247)
    /// Primary text colour (black).
    public static let label = UIColor.black
    /// Secondary text colour (60, 60, 67 at 60 %).
    public static let secondaryLabel = UIColor(red255: 60, green: 60, blue: 67, alpha: 0.6)
    /// Tertiary text colour (60, 60, 67 at 30 %).
    public static let tertiaryLabel = UIColor(red255: 60, green: 60, blue: 67, alpha: 0.3)
    /// Placeholder text colour (60, 60, 67 at 30 %).
    public static let placeholderText = UIColor(red255: 60, green: 60, blue: 67, alpha: 0.3)
    /// Thin separator lines (60, 60, 67 at 29 %).
    public static let separator = UIColor(red255: 60, green: 60, blue: 67, alpha: 0.29)
    /// Link text colour (system blue).
    public static let link = UIColor.systemBlue
    /// Fill for thin and small shapes (120, 120, 128 at 20 %).
    public static let systemFill = UIColor(red255: 120, green: 120, blue: 128, alpha: 0.2)
    /// Fill for medium shapes (120, 120, 128 at 16 %).
    public static let secondarySystemFill = UIColor(red255: 120, green: 120, blue: 128, alpha: 0.16)
    /// Fill for large shapes (118, 118, 128 at 12 %).
    public static let tertiarySystemFill = UIColor(red255: 118, green: 118, blue: 128, alpha: 0.12)
    /// Fill for large areas with complex content (116, 116, 128 at 8 %).
    public static let quaternarySystemFill = UIColor(red255: 116, green: 116, blue: 128, alpha: 0.08)
}

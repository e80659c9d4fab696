import Foundation

/// How `.underlineStyle` and `.strikethroughStyle` draw their line, as UIKit's `NSUnderlineStyle`
/// (raw values from UIKit's NSAttributedString.h: none 0x00, single 0x01, thick 0x02, double
/// 0x09, the patterns 0x0100–0x0400, byWord 0x8000). An attributed string holds the raw value
/// as a number (`NSUnderlineStyle.single.rawValue`); the style itself is read too.
///
/// Drawn here (Pango): single and byWord as one line at the font's underline position and
/// thickness; double as two; thick as single; the dot and dash patterns as a solid line.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a style from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A dash and two dots, repeated.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The style an attribute value holds (an `Int`, an `NSNumber` or the style), `nil` for none.
    static func of(_ value: Any?) -> NSUnderlineStyle? {
        let style: NSUnderlineStyle? = switch value {
        case let v as NSUnderlineStyle: v
        case let v as Int: NSUnderlineStyle(rawValue: v)
        case let v as NSNumber: NSUnderlineStyle(rawValue: v.intValue)
        default: nil
        }
        // The line's kind is the low byte; a pattern or byWord alone draws nothing.
        guard let style, style.rawValue & 0xFF != 0 else { return nil }
        return style
    }
}

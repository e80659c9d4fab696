import Foundation

// UIKit's attribute names, with UIKit's raw values (an archived or logged key reads the same).
extension NSAttributedString.Key {
    /// A `UIFont`; default `UIFont.systemFont(ofSize: 12)`, as UIKit.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs; default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An `NSParagraphStyle`; default `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A number (`CGFloat`, `Double`, `Int` or `NSNumber`): points the glyphs are raised above
    /// the baseline (negative lowers them); default 0.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `URL` (or a `String` holding one) the text links to. Labels draw it as plain text, as
    /// UIKit's do; a text view draws it with its `linkTextAttributes`.
    public static let link = NSAttributedString.Key("NSLink")
    /// A number holding an `NSUnderlineStyle`'s raw value (or the style): a line under the text,
    /// in the text's colour; default none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A number holding an `NSUnderlineStyle`'s raw value (or the style): a line through the
    /// text, in the text's colour; default none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

extension NSAttributedString.Key {
    /// The points a `.baselineOffset` value raises text by, whatever number type holds it.
    static func points(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }
}

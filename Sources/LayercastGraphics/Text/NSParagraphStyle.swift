import Foundation

/// Paragraph settings for text attributes: alignment, line breaking and extra line spacing.
///
/// Not Sendable, since its subclass `NSMutableParagraphStyle` is mutable. Both live in this file
/// because the subclass must reach the base class's private setters.
public class NSParagraphStyle: Hashable {
    fileprivate var storedAlignment: NSTextAlignment = .natural
    fileprivate var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    fileprivate var storedLineSpacing: CGFloat = 0

    /// The default style: natural alignment, word wrapping, no extra spacing.
    public init() {}

    /// A new default style (a fresh object each time, since styles are classes).
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Horizontal alignment of lines.
    public var alignment: NSTextAlignment { storedAlignment }
    /// Wrapping and truncation.
    public var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat { storedLineSpacing }

    /// A mutable copy.
    public func mutableCopy() -> NSMutableParagraphStyle {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        return copy
    }

    /// Styles are equal when all their settings are.
    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
        lhs.alignment == rhs.alignment && lhs.lineBreakMode == rhs.lineBreakMode && lhs.lineSpacing == rhs.lineSpacing
    }
    /// Hashes the settings.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(alignment); hasher.combine(lineBreakMode); hasher.combine(lineSpacing)
    }
}

/// A paragraph style whose settings can be changed.
public final class NSMutableParagraphStyle: NSParagraphStyle {
    /// Horizontal alignment of lines.
    public override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// Wrapping and truncation.
    public override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    /// Extra space between lines, in points.
    public override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = max(0, newValue) }
    }
}

extension NSAttributedString.Key {
    /// A `UIFont`; default `UIFont.systemFont(ofSize: 12)`, as UIKit.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs; default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An `NSParagraphStyle`; default `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

import Foundation

/// Paragraph settings for text attributes: alignment, line breaking, extra line spacing and the
/// line height (`lineHeightMultiple`, `minimumLineHeight`, `maximumLineHeight`).
///
/// A `TextAttributeObject`, not an `NSObject` as UIKit's (see there why). `copy()` and
/// `mutableCopy()` return `Any`, as NSObject's do, so `style.mutableCopy() as!
/// NSMutableParagraphStyle` reads as on iOS. Not Sendable, since its
/// subclass `NSMutableParagraphStyle` is mutable. Both live in this file because the subclass
/// must reach the base class's private setters.
open class NSParagraphStyle: TextAttributeObject, Hashable {
    fileprivate var storedAlignment: NSTextAlignment = .natural
    fileprivate var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    fileprivate var storedLineSpacing: CGFloat = 0
    fileprivate var storedLineHeightMultiple: CGFloat = 0
    fileprivate var storedMinimumLineHeight: CGFloat = 0
    fileprivate var storedMaximumLineHeight: CGFloat = 0

    /// The default style: natural alignment, word wrapping, no extra spacing, natural line height.
    public override init() { super.init() }

    /// A new default style (a fresh object each time, since styles are classes).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Horizontal alignment of lines. Default `.natural`.
    open var alignment: NSTextAlignment { storedAlignment }
    /// Wrapping and truncation. Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra space between lines, in points. Default 0.
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// The factor the natural line height is multiplied by before the minimum and maximum
    /// apply; 0 (the default) leaves it natural.
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
    /// The least height of a line, in points; 0 (the default) for no minimum.
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
    /// The most height of a line, in points; 0 (the default) for no maximum.
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }

    /// The height of a line whose natural height is `natural`, as TextKit computes it: the
    /// natural height times `lineHeightMultiple` (when not 0), then at least `minimumLineHeight`
    /// and at most `maximumLineHeight` (when not 0). `nil` when nothing changes it.
    public func lineHeight(natural: CGFloat) -> CGFloat? {
        guard lineHeightMultiple > 0 || minimumLineHeight > 0 || maximumLineHeight > 0 else { return nil }
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }

    /// An immutable copy with the same settings.
    open func copy() -> Any {
        let copy = NSParagraphStyle()
        copy.take(from: self)
        return copy
    }

    /// A mutable copy with the same settings: `style.mutableCopy() as! NSMutableParagraphStyle`,
    /// as in UIKit.
    open func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.take(from: self)
        return copy
    }

    fileprivate func take(from other: NSParagraphStyle) {
        storedAlignment = other.alignment
        storedLineBreakMode = other.lineBreakMode
        storedLineSpacing = other.lineSpacing
        storedLineHeightMultiple = other.lineHeightMultiple
        storedMinimumLineHeight = other.minimumLineHeight
        storedMaximumLineHeight = other.maximumLineHeight
    }

    /// Styles are equal when all their settings are.
    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
        let other = rhs
        return lhs.alignment == other.alignment && lhs.lineBreakMode == other.lineBreakMode && lhs.lineSpacing == other.lineSpacing
            && lhs.lineHeightMultiple == other.lineHeightMultiple && lhs.minimumLineHeight == other.minimumLineHeight
            && lhs.maximumLineHeight == other.maximumLineHeight
    }

    /// Hashes the settings that decide equality most often.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(alignment); hasher.combine(lineBreakMode); hasher.combine(lineSpacing)
        hasher.combine(lineHeightMultiple)
    }
}

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Horizontal alignment of lines.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// Wrapping and truncation.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    /// Extra space between lines, in points (never negative).
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = max(0, newValue) }
    }
    /// The natural line height's factor; 0 for natural (never negative).
    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = max(0, newValue) }
    }
    /// The least line height in points; 0 for none (never negative).
    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = max(0, newValue) }
    }
    /// The most line height in points; 0 for none (never negative).
    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = max(0, newValue) }
    }

    /// Copies every setting of `other` into this style.
    open func setParagraphStyle(_ other: NSParagraphStyle) { take(from: other) }
}

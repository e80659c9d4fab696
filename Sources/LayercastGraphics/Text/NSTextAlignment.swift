import Foundation

/// Horizontal alignment of text lines within their width, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Both edges flush, except the last line of a paragraph.
    case justified = 3
    /// The script's natural alignment (left for left-to-right text).
    case natural = 4
}

/// What happens to text that does not fit its width, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (characters when a word does not fit).
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping = 1
    /// Wrap at words; a single line is not wrapped but clipped at the edge.
    case byClipping = 2
    /// Ellipsis at the start of the last visible line.
    case byTruncatingHead = 3
    /// Ellipsis at the end of the last visible line.
    case byTruncatingTail = 4
    /// Ellipsis in the middle of the last visible line.
    case byTruncatingMiddle = 5
}

/// Options for `boundingRect(with:options:attributes:context:)` and `draw(with:…)`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out several lines within the given width (without it the text is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted for compatibility; the font's line height already includes its leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted for compatibility; bounds are always logical, not ink.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last visible line when the text does not fit the height.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra inputs and outputs of string drawing. `maximumNumberOfLines` (private in UIKit, where
/// `UILabel` uses it) is public here so a label can limit its lines.
public final class NSStringDrawingContext {
    /// The most lines to lay out; 0 means no limit.
    public var maximumNumberOfLines: Int = 0
    /// Accepted for compatibility; text is never scaled down.
    public var minimumScaleFactor: CGFloat = 1
    /// Always 1 (no scaling happens).
    public private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last drawn or measured with this context, in points.
    public internal(set) var totalBounds: CGRect = .zero

    /// A context with no line limit.
    public init() {}
}

import Foundation

/// One line of text (Core Text's `CTLine`): a range of an attributed string laid out on a
/// single line with Pango, whatever its width.
///
/// Made by `CTLineCreateWithAttributedString`, by a frame (`CTFrameGetLines`) or by
/// `CTLineCreateTruncatedLine`. Positions are in points from the line's origin (its left end,
/// on its baseline); string indexes are UTF-16 offsets into the attributed string it was made
/// from. An `NSObject`, so a `CFArray` (an `NSArray`) holds lines as themselves.
public final class CTLine: NSObject, @unchecked Sendable {
    /// The characters of the source string the line stands for.
    let range: CFRange
    /// What the line shows: the source's characters in `range`, or a truncated version.
    let shown: NSAttributedString
    /// The shown text laid out on one line, without a final line break (which CoreText keeps in
    /// the line's range but does not draw).
    let layout: TextLayout?
    /// The shown text without its trailing white space, laid out on one line.
    private let trimmedLayout: TextLayout?

    init(source: NSAttributedString, range: CFRange, shown: NSAttributedString? = nil) {
        self.range = range
        let text = shown ?? source.attributedSubstring(from: NSRange(location: range.location, length: range.length))
        self.shown = text
        let visible = Self.removingTrailing(.newlines, from: text)
        layout = visible.length == 0 ? nil : try? TextLayout(attributedString: Self.withoutLineHeight(visible))
        let trimmed = Self.removingTrailing(.whitespacesAndNewlines, from: text)
        trimmedLayout = trimmed.length == 0 ? nil : try? TextLayout(attributedString: Self.withoutLineHeight(trimmed))
        super.init()
    }

    /// The line's width including trailing white space, points.
    var width: CGFloat { layout?.fullSize.width ?? 0 }
    /// The width of the trailing white space, points.
    var trailingWhitespaceWidth: CGFloat { width - (trimmedLayout?.fullSize.width ?? 0) }

    /// The largest ascent, descent and leading of the fonts on the line (Core Text's typographic
    /// bounds come from the fonts, not from paragraph line heights). Text without a font is in
    /// the 12-point system font, Core Text's default size.
    var metrics: (ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        let whole = NSRange(location: 0, length: shown.length)
        shown.enumerateAttribute(.font, in: whole, options: []) { value, _, _ in
            let font = value as? UIFont ?? .systemFont(ofSize: 12)
            ascent = max(ascent, font.ascender)
            descent = max(descent, -font.descender)
            leading = max(leading, font.leading)
        }
        return (ascent, descent, leading)
    }

    private static func removingTrailing(_ set: CharacterSet, from text: NSAttributedString) -> NSAttributedString {
        let units = Array(text.string.utf16)
        var end = units.count
        while end > 0, let scalar = Unicode.Scalar(units[end - 1]), set.contains(scalar) { end -= 1 }
        return end == units.count ? text : text.attributedSubstring(from: NSRange(location: 0, length: end))
    }

    /// `text` without its paragraph style's line height settings, which do not change a line's
    /// own bounds in Core Text.
    private static func withoutLineHeight(_ text: NSAttributedString) -> NSAttributedString {
        guard text.length > 0, let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle,
              style.lineHeight(natural: 1) != nil else { return text }
        let plain = style.mutableCopy() as! NSMutableParagraphStyle
        plain.lineHeightMultiple = 0
        plain.minimumLineHeight = 0
        plain.maximumLineHeight = 0
        let copy = NSMutableAttributedString(attributedString: text)
        copy.addAttribute(.paragraphStyle, value: plain, range: NSRange(location: 0, length: copy.length))
        return copy
    }
}

/// Where `CTLineCreateTruncatedLine` cuts a line, with Core Text's raw values.
public enum CTLineTruncationType: UInt32, Sendable {
    /// Cut at the start: the end of the line stays.
    case start = 0
    /// Cut at the end: the start of the line stays.
    case end = 1
    /// Cut in the middle: both ends stay.
    case middle = 2
}

/// A line of all of `attrString`, unwrapped (Core Text's `CTLineCreateWithAttributedString`).
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    CTLine(source: attrString, range: CFRange(location: 0, length: attrString.length))
}

/// The characters of the source string `line` stands for.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange { line.range }

/// How many glyphs `line` has: here one per UTF-16 unit it shows (Pango's glyphs are not
/// exposed one by one).
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex { line.shown.length }

/// The line's width in points, trailing white space included; `ascent`, `descent` and
/// `leading` receive the largest of its fonts' (points, all positive).
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                       _ descent: UnsafeMutablePointer<CGFloat>?,
                                       _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    let metrics = line.metrics
    ascent?.pointee = metrics.ascent
    descent?.pointee = metrics.descent
    leading?.pointee = metrics.leading
    return Double(line.width)
}

/// The width of the white space at the end of `line`, points.
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double { Double(line.trailingWhitespaceWidth) }

/// How far to move the pen to align `line` within `flushWidth` points: 0 flush left, 0.5
/// centred, 1 flush right (`flushFactor`). Trailing white space does not count, as in Core Text.
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double {
    let ink = line.width - line.trailingWhitespaceWidth
    let factor = max(0, min(1, flushFactor))
    return max(0, (flushWidth - Double(ink)) * Double(factor))
}

/// The string index of the caret position nearest `position` (points from the line's origin;
/// only x counts), as a source string index.
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    guard let layout = line.layout else { return line.range.location }
    let offset = layout.utf16Offset(nearest: CGPoint(x: position.x, y: layout.size.height / 2))
    return line.range.location + min(offset, line.range.length)
}

/// The x offset, from the line's origin, of the caret before source string index `charIndex`;
/// `secondaryOffset` receives the same (lines here run one way).
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex,
                                          _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    let x = line.layout?.caretRect(atUTF16Offset: charIndex - line.range.location).minX ?? 0
    secondaryOffset?.pointee = x
    return x
}

/// `line` cut to fit `width` points at the start, the end or the middle, `truncationToken`
/// (usually an ellipsis) marking the cut; without a token the line is just cut. The line itself
/// when it fits; `nil` when not even the token fits. Cuts fall between grapheme clusters.
public func CTLineCreateTruncatedLine(_ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType,
                                      _ truncationToken: CTLine?) -> CTLine? {
    let limit = CGFloat(width)
    if line.width <= limit { return line }
    let token = truncationToken?.shown ?? NSAttributedString(string: "")
    if (truncationToken?.width ?? 0) > limit { return nil }
    let text = line.shown
    // Grapheme boundaries, in UTF-16 offsets.
    let string = text.string
    var boundaries: [Int] = []
    var index = string.startIndex
    while index < string.endIndex {
        boundaries.append(string.utf16.distance(from: string.utf16.startIndex, to: index))
        index = string.index(after: index)
    }
    let count = boundaries.count
    let end = text.length
    func composed(keeping kept: Int) -> NSAttributedString {
        let result = NSMutableAttributedString()
        let head: Int, tail: Int
        switch truncationType {
        case .end: head = kept; tail = 0
        case .start: head = 0; tail = kept
        case .middle: head = (kept + 1) / 2; tail = kept / 2
        }
        if head > 0 {
            result.append(text.attributedSubstring(from: NSRange(location: 0, length: head < count ? boundaries[head] : end)))
        }
        result.append(token)
        if tail > 0 {
            let from = boundaries[count - tail]
            result.append(text.attributedSubstring(from: NSRange(location: from, length: end - from)))
        }
        return result
    }
    // The most graphemes that fit with the token: binary search (widths grow with what is kept).
    var low = 0, high = count
    while low < high {
        let mid = (low + high + 1) / 2
        let piece = composed(keeping: mid)
        let candidate = CTLine(source: piece, range: CFRange(location: 0, length: piece.length))
        if candidate.width <= limit { low = mid } else { high = mid - 1 }
    }
    return CTLine(source: text, range: line.range, shown: composed(keeping: low))
}

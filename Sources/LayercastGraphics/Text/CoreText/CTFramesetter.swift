import Foundation

/// Makes frames of an attributed string (Core Text's `CTFramesetter`): the text laid out in a
/// rectangle by Pango, wrapped at its width.
public final class CTFramesetter: NSObject, @unchecked Sendable {
    /// The text, copied when the framesetter is made (later changes to the caller's string do
    /// not reach it, as in Core Text).
    let string: NSAttributedString

    init(string: NSAttributedString) {
        self.string = NSAttributedString(attributedString: string)
        super.init()
    }

    /// The characters of `range` (length 0: to the end), clamped to the text.
    func characters(_ range: CFRange) -> NSRange {
        let location = max(0, min(range.location, string.length))
        let length = range.length <= 0 ? string.length - location : min(range.length, string.length - location)
        return NSRange(location: location, length: length)
    }

    /// The characters of `range` laid out wrapped at `width` within `height` (each `nil` for no
    /// limit); `nil` for no characters.
    func layout(_ range: NSRange, width: CGFloat?, height: CGFloat?) -> TextLayout? {
        guard range.length > 0 else { return nil }
        func limit(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite && $0 < .greatestFiniteMagnitude / 2 ? $0 : nil } }
        return try? TextLayout(attributedString: string.attributedSubstring(from: range), width: limit(width),
                               height: limit(height))
    }
}

/// A framesetter for `attrString` (Core Text's `CTFramesetterCreateWithAttributedString`).
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    CTFramesetter(string: attrString)
}

/// A frame of the characters of `stringRange` (length 0: to the end of the text) laid out in
/// `path`'s bounding box: wrapped at its width, the lines that fit its height.
/// `frameAttributes` is accepted and not read (its keys set progression and fill rules Pango
/// has no equivalent for).
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
                                     _ frameAttributes: CFDictionary?) -> CTFrame {
    let range = framesetter.characters(stringRange)
    let box = path.boundingBox
    return CTFrame(framesetter: framesetter, range: range, path: path,
                   layout: framesetter.layout(range, width: box.width, height: box.height))
}

/// The size the characters of `stringRange` need within `constraints` (wrapped at its width,
/// the lines that fit its height; `.greatestFiniteMagnitude` for no limit); `fitRange`
/// receives the characters that fit.
public func CTFramesetterSuggestFrameSizeWithConstraints(_ framesetter: CTFramesetter, _ stringRange: CFRange,
                                                         _ frameAttributes: CFDictionary?, _ constraints: CGSize,
                                                         _ fitRange: UnsafeMutablePointer<CFRange>?) -> CGSize {
    let range = framesetter.characters(stringRange)
    let layout = framesetter.layout(range, width: constraints.width, height: constraints.height)
    let shown = layout?.lines.last.map { NSMaxRange($0.characterRange) } ?? 0
    fitRange?.pointee = CFRange(location: range.location, length: shown)
    return layout?.size ?? .zero
}

import CCairo
import Foundation

/// One shown line of a `TextLayout`, in points from the layout's top-left corner.
public struct TextLine: Equatable, Sendable {
    /// The characters on the line (UTF-16, as `NSRange`s count), including its trailing spaces
    /// and the newline that ends it, as TextKit's and Core Text's lines count them.
    public var characterRange: NSRange
    /// The line box: `minX` where its first glyph starts (after alignment), its logical width
    /// (without the trailing spaces of a wrapped line), its top and its height.
    public var rect: CGRect
    /// The baseline's distance from the layout's top.
    public var baseline: CGFloat

    /// Distance from the line's top to its baseline.
    public var ascent: CGFloat { baseline - rect.minY }
    /// Distance from the baseline to the line's bottom.
    public var descent: CGFloat { rect.maxY - baseline }
}

// Line geometry for TextKit (`NSLayoutManager`) and Core Text (`CTFrame`, `CTLine`): which
// characters each line holds, where the glyphs of a range are, and which character is at a point.
extension TextLayout {
    /// The UTF-16 offset of a byte index into the layout's UTF-8 text.
    func utf16Offset(ofByte byte: Int) -> Int {
        let utf8 = string.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: max(0, min(byte, utf8.count)))
        return string.utf16.distance(from: string.utf16.startIndex, to: index)
    }

    /// The byte index into the layout's UTF-8 text of a UTF-16 offset (clamped to the text).
    func byteOffset(ofUTF16 offset: Int) -> Int {
        let utf16 = string.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: max(0, min(offset, utf16.count)))
        return string.utf8.distance(from: string.utf8.startIndex, to: index)
    }

    /// The lines shown (at most `lineCount`), top to bottom. Each holds the characters from its
    /// start to the next line's start (shown or not); a last line Pango ellipsized holds the
    /// rest of the text. Empty for an empty string.
    public var lines: [TextLine] {
        guard !string.isEmpty, let iterator = pango_layout_get_iter(layout.pointer) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let scale = CGFloat(PANGO_SCALE)
        var starts: [Int] = [], boxes: [(CGRect, CGFloat)] = []
        // One line past the shown ones, when the limit hides some: where the last shown one ends.
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            starts.append(utf16Offset(ofByte: Int(line.pointee.start_index)))
            guard boxes.count < lineCount else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            boxes.append((CGRect(x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale,
                                 width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale),
                          CGFloat(pango_layout_iter_get_baseline(iterator)) / scale))
        } while pango_layout_iter_next_line(iterator) != 0
        let end = string.utf16.count
        return boxes.indices.map { i in
            let upper = i + 1 < starts.count ? starts[i + 1] : end
            return TextLine(characterRange: NSRange(location: starts[i], length: max(0, upper - starts[i])),
                            rect: boxes[i].0, baseline: boxes[i].1)
        }
    }

    /// The rectangle of the grapheme starting at `offset` (UTF-16): its line's top and height,
    /// its advance. Zero width at the end of the text or on a newline.
    public func glyphRect(atUTF16Offset offset: Int) -> CGRect {
        var rect = PangoRectangle()
        pango_layout_index_to_pos(layout.pointer, Int32(byteOffset(ofUTF16: offset)), &rect)
        let scale = CGFloat(PANGO_SCALE)
        var x = CGFloat(rect.x) / scale, width = CGFloat(rect.width) / scale
        if width < 0 { x += width; width = -width }  // right-to-left graphemes
        return CGRect(x: x, y: CGFloat(rect.y) / scale, width: width, height: CGFloat(rect.height) / scale)
    }

    /// The rectangles covering the glyphs of `range` (UTF-16), one per shown line it touches:
    /// each spans the line's height and the range's extent on it.
    public func rects(forUTF16Range range: NSRange) -> [CGRect] {
        let scale = CGFloat(PANGO_SCALE)
        let lower = range.location, upper = range.location + max(0, range.length)
        var rects: [CGRect] = []
        for (index, line) in lines.enumerated() {
            let lineRange = line.characterRange
            let from = max(lower, lineRange.location), to = min(upper, lineRange.location + lineRange.length)
            guard from < to || (range.length == 0 && from == to && lineRange.location <= lower
                                && lower <= lineRange.location + lineRange.length) else { continue }
            guard let pangoLine = pango_layout_get_line_readonly(layout.pointer, Int32(index)) else { continue }
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(pangoLine, Int32(byteOffset(ofUTF16: from)), Int32(byteOffset(ofUTF16: to)),
                                           &ranges, &count)
            defer { g_free(ranges) }
            var minX = CGFloat.infinity, maxX = -CGFloat.infinity
            if let ranges {
                for i in 0..<Int(count) {
                    minX = min(minX, CGFloat(ranges[2 * i]) / scale)
                    maxX = max(maxX, CGFloat(ranges[2 * i + 1]) / scale)
                }
            }
            if !minX.isFinite {  // an empty range (or only a newline): where the caret would be
                minX = caretRect(atUTF16Offset: from).minX
                maxX = minX
            }
            rects.append(CGRect(x: minX, y: line.rect.minY, width: max(0, maxX - minX), height: line.rect.height))
            if range.length == 0 { break }
        }
        return rects
    }

    /// The character under `point` (points from the layout's top-left), as TextKit hit-tests:
    /// the nearest line vertically, the nearest grapheme on it horizontally. `fraction` is how
    /// far across that grapheme the point lies (0 at its leading edge, 1 at its trailing edge).
    /// `nil` for an empty string.
    public func characterIndex(at point: CGPoint) -> (index: Int, fraction: CGFloat)? {
        guard !string.isEmpty else { return nil }
        let shown = lines
        guard let last = shown.last else { return nil }
        // Points below the shown lines hit the last shown one (hidden lines are not hit).
        let y = min(point.y, last.rect.maxY - 0.01)
        var index: Int32 = 0, trailing: Int32 = 0
        let scale = CGFloat(PANGO_SCALE)
        _ = pango_layout_xy_to_index(layout.pointer, Int32((point.x * scale).rounded()), Int32((y * scale).rounded()),
                                     &index, &trailing)
        let offset = min(utf16Offset(ofByte: Int(index)), string.utf16.count - 1)
        let glyph = glyphRect(atUTF16Offset: offset)
        let fraction = glyph.width > 0 ? max(0, min(1, (point.x - glyph.minX) / glyph.width)) : 0
        return (offset, fraction)
    }

    /// The size of the laid-out text including lines beyond the limit: the widest line and the
    /// bottom of the last line, in points.
    public var fullSize: CGSize {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout.pointer, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
    }
}

import CCairo
import Foundation

extension TextLayout {
    /// The byte index into the layout's UTF-8 text of a UTF-16 offset (clamped to the text).
    private func byteIndex(ofUTF16Offset offset: Int) -> Int32 {
        let utf16 = string.utf16
        let clamped = max(0, min(offset, utf16.count))
        let index = utf16.index(utf16.startIndex, offsetBy: clamped)
        return Int32(string.utf8.distance(from: string.utf8.startIndex, to: index.samePosition(in: string.utf8) ?? string.utf8.endIndex))
    }

    /// The caret before the character at `offset` (UTF-16, as `NSRange`s count): a zero-width
    /// rectangle as tall as its line, in points from the layout's top-left corner. For an empty
    /// string, at the origin and one font line tall.
    public func caretRect(atUTF16Offset offset: Int) -> CGRect {
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout.pointer, byteIndex(ofUTF16Offset: offset), &strong, &weak)
        let scale = CGFloat(PANGO_SCALE)
        let height = strong.height > 0 ? CGFloat(strong.height) / scale : font.lineHeight
        return CGRect(x: CGFloat(strong.x) / scale, y: CGFloat(strong.y) / scale, width: 0, height: height)
    }

    /// The UTF-16 offset of the caret position nearest `point` (points from the layout's
    /// top-left corner): before or after the character under it, whichever edge is closer.
    public func utf16Offset(nearest point: CGPoint) -> Int {
        var index: Int32 = 0, trailing: Int32 = 0
        let scale = CGFloat(PANGO_SCALE)
        _ = pango_layout_xy_to_index(layout.pointer, Int32((point.x * scale).rounded()), Int32((point.y * scale).rounded()),
                                     &index, &trailing)
        let utf8 = string.utf8
        let byte = max(0, min(Int(index), utf8.count))
        var position = utf8.index(utf8.startIndex, offsetBy: byte)
        // `trailing` counts graphemes past the character's start (0 or 1 for a caret).
        for _ in 0..<max(0, Int(trailing)) where position < string.endIndex {
            position = string.index(after: position)
        }
        return string.utf16.distance(from: string.utf16.startIndex, to: position)
    }
}

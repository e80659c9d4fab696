import Foundation

/// The editing model behind `UITextField` and `UITextView`: the text, the selection and the
/// marked text, as UTF-16 offsets (`NSRange`, as UIKit counts), and the operations keys perform.
///
/// Caret movement steps over whole grapheme clusters (an emoji with a modifier is one step), words
/// are runs of letters and digits, lines are separated by newlines. A value type, so tests assert
/// exact text and selection.
struct TextEditor: Equatable {
    /// The text.
    private(set) var text = ""
    /// The selection; a caret when its length is 0.
    var selection = NSRange(location: 0, length: 0)
    /// The marked (composing) text's range, if any.
    private(set) var markedRange: NSRange?
    /// The end of the selection that stays put while shift+arrows move the other.
    private var anchor = 0
    /// The state before the last edit, for `undo()`.
    private var undoState: (text: String, selection: NSRange)?

    static func == (a: TextEditor, b: TextEditor) -> Bool {
        a.text == b.text && a.selection == b.selection && a.markedRange == b.markedRange
    }

    init(text: String = "") { setText(text) }

    var length: Int { text.utf16.count }
    var caret: Int { selection.location + selection.length }
    var selectedText: String { substring(selection) }
    var canUndo: Bool { undoState != nil }

    /// Replaces everything, caret at the end, nothing to undo (what setting `text` does).
    mutating func setText(_ new: String) {
        text = new
        markedRange = nil
        undoState = nil
        select(NSRange(location: length, length: 0))
    }

    func substring(_ range: NSRange) -> String {
        let u = text.utf16
        let start = u.index(u.startIndex, offsetBy: max(0, min(range.location, u.count)))
        let end = u.index(start, offsetBy: max(0, min(range.length, u.distance(from: start, to: u.endIndex))))
        return String(text[start..<end])
    }

    mutating func select(_ range: NSRange) {
        let start = max(0, min(range.location, length))
        selection = NSRange(location: start, length: max(0, min(range.length, length - start)))
        anchor = selection.location
    }

    // MARK: - Editing

    /// Replaces `range` with `string`, the caret after it; records the undo state.
    mutating func replace(_ range: NSRange, with string: String, recordUndo: Bool = true) {
        if recordUndo { undoState = (text, selection) }
        let u = text.utf16
        let start = u.index(u.startIndex, offsetBy: range.location)
        let end = u.index(start, offsetBy: range.length)
        text.replaceSubrange(start..<end, with: string)
        select(NSRange(location: range.location + string.utf16.count, length: 0))
    }

    /// The range typing replaces: the marked text, else the selection.
    var replacementRange: NSRange { markedRange ?? selection }

    /// Types `string` over the marked text or the selection; ends any composition.
    mutating func insert(_ string: String) {
        let range = replacementRange
        markedRange = nil
        replace(range, with: string)
    }

    /// Deletes the selection, or the grapheme before the caret. `false` when nothing changed.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        if let marked = markedRange { markedRange = nil; replace(marked, with: ""); return true }
        if selection.length > 0 { replace(selection, with: ""); return true }
        guard selection.location > 0 else { return false }
        let start = previousBoundary(selection.location)
        replace(NSRange(location: start, length: selection.location - start), with: "")
        return true
    }

    /// Deletes the selection, or the grapheme after the caret.
    @discardableResult
    mutating func deleteForward() -> Bool {
        if selection.length > 0 { replace(selection, with: ""); return true }
        guard selection.location < length else { return false }
        let end = nextBoundary(selection.location)
        replace(NSRange(location: selection.location, length: end - selection.location), with: "")
        return true
    }

    /// Puts `marked` in place of the marked text (or the selection), marked, with
    /// `selectedRange` (within it) selected. `nil` or empty removes the marked text.
    mutating func setMarkedText(_ marked: String?, selectedRange: NSRange) {
        let range = replacementRange
        let string = marked ?? ""
        replace(range, with: string, recordUndo: markedRange == nil)
        markedRange = string.isEmpty ? nil : NSRange(location: range.location, length: string.utf16.count)
        let inner = min(max(0, selectedRange.location), string.utf16.count)
        select(NSRange(location: range.location + inner, length: min(max(0, selectedRange.length), string.utf16.count - inner)))
    }

    /// Commits the marked text as it is: the caret goes after it.
    mutating func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        select(NSRange(location: marked.location + marked.length, length: 0))
    }

    /// Restores the text and selection before the last edit. `false` when there is none.
    @discardableResult
    mutating func undo() -> Bool {
        guard let state = undoState else { return false }
        undoState = nil
        text = state.text
        markedRange = nil
        select(state.selection)
        return true
    }

    // MARK: - Movement

    /// How the caret moves.
    enum Movement {
        case left, right, wordLeft, wordRight, lineStart, lineEnd, up, down, documentStart, documentEnd
    }

    /// Moves the caret; with `extending`, moves the selection's free end instead (shift held).
    /// Without it, a selection collapses to its start (left, up) or end (right, down) first,
    /// as UIKit's text views do.
    mutating func move(_ movement: Movement, extending: Bool) {
        markedRange = nil
        let focus = extending ? (selection.location == anchor ? caret : selection.location) : caret
        if !extending, selection.length > 0, [.left, .right].contains(movement) {
            select(NSRange(location: movement == .left ? selection.location : caret, length: 0))
            return
        }
        let target: Int
        switch movement {
        case .left: target = previousBoundary(focus)
        case .right: target = nextBoundary(focus)
        case .wordLeft: target = wordStart(before: focus)
        case .wordRight: target = wordEnd(after: focus)
        case .lineStart: target = lineRange(at: focus).location
        case .lineEnd: let line = lineRange(at: focus); target = line.location + line.length
        case .up: target = verticalTarget(from: focus, lines: -1)
        case .down: target = verticalTarget(from: focus, lines: 1)
        case .documentStart: target = 0
        case .documentEnd: target = length
        }
        guard extending else { return select(NSRange(location: target, length: 0)) }
        let a = anchor
        selection = NSRange(location: min(a, target), length: abs(target - a))
        anchor = a
    }

    mutating func selectAll() {
        markedRange = nil
        select(NSRange(location: 0, length: length))
    }

    /// Selects the word around `offset` (a double click); between words, the caret goes there.
    mutating func selectWord(at offset: Int) {
        let chars = Array(text.utf16)
        let o = max(0, min(offset, chars.count))
        var start = o, end = o
        while start > 0, Self.isWordUnit(chars[start - 1]) { start -= 1 }
        while end < chars.count, Self.isWordUnit(chars[end]) { end += 1 }
        select(NSRange(location: start, length: end - start))
    }

    /// Extends from the anchor to `offset` (a drag, or a shift-click).
    mutating func extendSelection(to offset: Int) {
        let o = max(0, min(offset, length)), a = anchor
        selection = NSRange(location: min(a, o), length: abs(o - a))
        anchor = a
    }

    // MARK: - Boundaries

    /// The grapheme boundary before `offset`: the largest one below it.
    func previousBoundary(_ offset: Int) -> Int {
        var position = 0, best = 0
        for character in text {
            guard position < offset else { break }
            best = position
            position += character.utf16.count
        }
        return best
    }

    /// The grapheme boundary after `offset`: the smallest one above it.
    func nextBoundary(_ offset: Int) -> Int {
        var position = 0
        for character in text {
            position += character.utf16.count
            if position > offset { return position }
        }
        return length
    }

    private static func isWordUnit(_ u: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(u) else { return true } // surrogate halves: part of a word
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || scalar == "'"
    }

    /// The start of the word before `offset` (skipping separators first), as option+left moves.
    func wordStart(before offset: Int) -> Int {
        let chars = Array(text.utf16)
        var o = offset
        while o > 0, !Self.isWordUnit(chars[o - 1]) { o -= 1 }
        while o > 0, Self.isWordUnit(chars[o - 1]) { o -= 1 }
        return o
    }

    /// The end of the word after `offset`, as option+right moves.
    func wordEnd(after offset: Int) -> Int {
        let chars = Array(text.utf16)
        var o = offset
        while o < chars.count, !Self.isWordUnit(chars[o]) { o += 1 }
        while o < chars.count, Self.isWordUnit(chars[o]) { o += 1 }
        return o
    }

    /// The line (without its newline) holding `offset`.
    func lineRange(at offset: Int) -> NSRange {
        let chars = Array(text.utf16)
        var start = max(0, min(offset, chars.count)), end = start
        while start > 0, chars[start - 1] != 0x0A { start -= 1 }
        while end < chars.count, chars[end] != 0x0A { end += 1 }
        return NSRange(location: start, length: end - start)
    }

    /// The same column `lines` lines up or down (clamped to the line's end); the document's
    /// start or end past the first or last line, as in UIKit's single-line fields.
    private func verticalTarget(from offset: Int, lines: Int) -> Int {
        let line = lineRange(at: offset)
        let column = offset - line.location
        if lines < 0 {
            guard line.location > 0 else { return 0 }
            let previous = lineRange(at: line.location - 1)
            return previous.location + min(column, previous.length)
        }
        let end = line.location + line.length
        guard end < length else { return length }
        let following = lineRange(at: end + 1)
        return following.location + min(column, following.length)
    }
}

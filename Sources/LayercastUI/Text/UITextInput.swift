import Foundation

/// A position in a text input's text. UIKit's class is abstract; the toolkit's text views hand out
/// positions that are UTF-16 offsets (as `NSRange`s count).
@preconcurrency @MainActor
open class UITextPosition {
    let offset: Int
    init(offset: Int) { self.offset = offset }
}

/// A range of a text input's text, between two positions.
@preconcurrency @MainActor
open class UITextRange {
    /// The first position.
    public let start: UITextPosition
    /// The position after the last character.
    public let end: UITextPosition
    /// Whether the range is a caret (no characters).
    open var isEmpty: Bool { start.offset == end.offset }
    init(start: UITextPosition, end: UITextPosition) { self.start = start; self.end = end }

    var nsRange: NSRange { NSRange(location: start.offset, length: max(0, end.offset - start.offset)) }
    convenience init(_ range: NSRange) {
        self.init(start: UITextPosition(offset: range.location), end: UITextPosition(offset: range.location + range.length))
    }
}

/// The part of UIKit's text input protocol that marked text (input-method composition) and the
/// selection need.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The marked text's range; `nil` when nothing is being composed.
    var markedTextRange: UITextRange? { get }
    /// The selection (a caret when empty).
    var selectedTextRange: UITextRange? { get set }
    /// Replaces the marked text (or the selection, when nothing is marked) with `markedText`,
    /// marked; `selectedRange` is the selection within it (UTF-16).
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it is.
    func unmarkText()
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// The caret's rectangle at `position`, in the input's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
}

extension UITextInput {
    /// A range between two positions.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition.offset <= toPosition.offset ? fromPosition : toPosition,
                    end: fromPosition.offset <= toPosition.offset ? toPosition : fromPosition)
    }
    /// The position `offset` characters (UTF-16) from `position`; `nil` outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        guard target >= 0, target <= endOfDocument.offset else { return nil }
        return UITextPosition(offset: target)
    }
    /// The characters (UTF-16) from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
}

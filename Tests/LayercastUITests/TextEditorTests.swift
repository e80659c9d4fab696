import Foundation
import Testing
@testable import LayercastUI

/// The editing model's operations, with exact text and selection (UTF-16 `NSRange`s, as UIKit's
/// `selectedRange` counts). Expected behaviour: UIKit's text fields on iPadOS with a hardware
/// keyboard (shift extends, option moves by word, command to the line's ends).
@Suite struct TextEditorTests {
    private func r(_ location: Int, _ length: Int = 0) -> NSRange { NSRange(location: location, length: length) }

    @Test func typingAndDeletingBackward() {
        var e = TextEditor()
        e.insert("hello"); e.insert(" world")
        #expect(e.text == "hello world" && e.selection == r(11))
        let deleted = e.deleteBackward()
        #expect(deleted)
        #expect(e.text == "hello worl" && e.selection == r(10))
        e.select(r(0))
        let deletedAtStart = e.deleteBackward()
        #expect(!deletedAtStart)
        #expect(e.text == "hello worl")
    }

    @Test func caretStepsOverWholeGraphemes() {
        // "a👍🏽b": the thumbs-up with a skin tone is 4 UTF-16 units and one character.
        var e = TextEditor(text: "a👍🏽b")
        #expect(e.length == 6)
        e.move(.left, extending: false)
        #expect(e.selection == r(5))
        e.move(.left, extending: false)
        #expect(e.selection == r(1))
        e.move(.right, extending: false)
        e.deleteBackward()
        #expect(e.text == "ab" && e.selection == r(1))
    }

    @Test func shiftArrowsExtendFromTheAnchorAndArrowsCollapse() {
        var e = TextEditor(text: "abcdef")
        e.select(r(3))
        e.move(.right, extending: true); e.move(.right, extending: true)
        #expect(e.selection == r(3, 2))
        e.move(.left, extending: true); e.move(.left, extending: true); e.move(.left, extending: true)
        #expect(e.selection == r(2, 1))
        e.move(.right, extending: false)
        #expect(e.selection == r(3))
        e.move(.lineEnd, extending: true)
        #expect(e.selection == r(3, 3))
        e.move(.left, extending: false)
        #expect(e.selection == r(3))
    }

    @Test func wordAndLineMovement() {
        var e = TextEditor(text: "one two, three\nfour five")
        e.select(r(12))
        e.move(.wordLeft, extending: false)
        #expect(e.selection == r(9))
        e.move(.wordLeft, extending: false)
        #expect(e.selection == r(4))
        e.move(.wordRight, extending: false)
        #expect(e.selection == r(7))
        e.move(.lineEnd, extending: false)
        #expect(e.selection == r(14))
        e.move(.down, extending: false)
        #expect(e.selection == r(24))   // column 14 clamped to "four five"'s end
        e.move(.lineStart, extending: false)
        #expect(e.selection == r(15))
        e.move(.up, extending: false)
        #expect(e.selection == r(0))
        e.move(.documentEnd, extending: true)
        #expect(e.selection == r(0, 24))
    }

    @Test func doubleClickSelectsTheWordAndSelectAllEverything() {
        var e = TextEditor(text: "hello brave world")
        e.selectWord(at: 8)
        #expect(e.selection == r(6, 5) && e.selectedText == "brave")
        e.selectAll()
        #expect(e.selection == r(0, 17))
        e.insert("x")
        #expect(e.text == "x" && e.selection == r(1))
    }

    @Test func undoRestoresTheTextAndSelectionBeforeTheLastEdit() {
        var e = TextEditor(text: "abc")
        e.select(r(1, 1))
        e.insert("XY")
        #expect(e.text == "aXYc" && e.selection == r(3))
        let undone = e.undo()
        #expect(undone)
        #expect(e.text == "abc" && e.selection == r(1, 1))
        let undoneTwice = e.undo()
        #expect(!undoneTwice)
    }

    /// A CJK composition as an input method sends it: pinyin marked, then replaced by the chosen
    /// characters, then committed.
    @Test func cjkCompositionReplacesTheMarkedTextAndCommits() {
        var e = TextEditor(text: "我说")
        e.setMarkedText("ni", selectedRange: r(2))
        #expect(e.text == "我说ni" && e.markedRange == r(2, 2) && e.selection == r(4))
        e.setMarkedText("nihao", selectedRange: r(5))
        #expect(e.text == "我说nihao" && e.markedRange == r(2, 5))
        e.setMarkedText("你好", selectedRange: r(0, 2))
        #expect(e.text == "我说你好" && e.markedRange == r(2, 2) && e.selection == r(2, 2))
        e.insert("你好")
        #expect(e.text == "我说你好" && e.markedRange == nil && e.selection == r(4))
        // An emptied composition leaves nothing behind.
        e.setMarkedText("x", selectedRange: r(1))
        e.setMarkedText("", selectedRange: r(0))
        #expect(e.text == "我说你好" && e.markedRange == nil && e.selection == r(4))
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor
private final class ViewDelegate: UITextViewDelegate {
    var log: [String] = []
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("begin") }
    func textViewDidChange(_ textView: UITextView) { log.append("change") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text != "!"
    }
}

@MainActor @Suite struct UITextViewTests {
    private func press(_ stage: Stage, _ usage: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) {
        stage.app.enqueueKey(KeyInput(keyCode: usage, phase: .down, modifierFlags: flags))
        stage.app.enqueueKey(KeyInput(keyCode: usage, phase: .up, modifierFlags: flags))
        stage.app.runTurn()
    }

    @Test func returnIsANewlineAndUpDownMoveByLine() {
        let stage = Stage()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let delegate = ViewDelegate()
        view.delegate = delegate
        stage.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        stage.app.enqueueText("first"); stage.app.runTurn()
        press(stage, .keyboardReturnOrEnter)
        stage.app.enqueueText("2nd"); stage.app.runTurn()
        #expect(view.text == "first\n2nd" && view.selectedRange == NSRange(location: 9, length: 0))
        press(stage, .keyboardUpArrow)
        #expect(view.selectedRange == NSRange(location: 3, length: 0))
        press(stage, .keyboardDownArrow, [.shift])
        #expect(view.selectedRange == NSRange(location: 3, length: 6))
        // The delegate refuses "!".
        stage.app.enqueueText("!"); stage.app.runTurn()
        #expect(view.text == "first\n2nd")
        #expect(delegate.log == ["begin", "change", "change", "change"])
        let state = stage.app.textInputState
        #expect(state.isActive && state.isMultiline)
    }

    @Test func theCaretIsScrolledIntoView() {
        let stage = Stage()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.font = .systemFont(ofSize: 17)
        stage.window.addSubview(view)
        view.becomeFirstResponder()
        for i in 0..<10 {
            stage.app.enqueueText("line \(i)")
            stage.app.enqueueKey(KeyInput(keyCode: .keyboardReturnOrEnter, phase: .down))
            stage.app.enqueueKey(KeyInput(keyCode: .keyboardReturnOrEnter, phase: .up))
        }
        stage.app.runTurn()
        #expect(view.contentSize.height > 200)
        let caret = view.caretRect(atOffset: view.selectedRange.location)
        // Inside the visible part of the content.
        #expect(caret.minY >= view.contentOffset.y && caret.maxY <= view.contentOffset.y + 100)
        #expect(view.contentOffset.y > 0)
    }

    @Test func aViewThatIsNotEditableTakesNoText() {
        let stage = Stage()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.text = "read only"
        view.isEditable = false
        stage.window.addSubview(view)
        #expect(!view.becomeFirstResponder())
        view.insertText("x")
        #expect(view.text == "read only")
        #expect(view.canPerformAction("selectAll:", withSender: nil))
    }
}

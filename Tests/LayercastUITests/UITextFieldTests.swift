import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

/// A responder that records the presses it gets and offers one key command.
@MainActor
private final class PressRecorder: UIView {
    var log: [String] = []
    var commands: [UIKeyCommand] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("began \(presses.first?.key?.characters ?? "?")")
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("ended \(presses.first?.key?.keyCode.rawValue ?? 0)")
    }
    func save() { log.append("save") }
}

@MainActor
private final class FieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allow = true
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change \(range.location),\(range.length) \(string)"); return allow
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("return"); return true }
}

@MainActor @Suite struct UITextFieldTests {
    private func key(_ usage: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> [KeyInput] {
        [KeyInput(keyCode: usage, phase: .down, modifierFlags: flags), KeyInput(keyCode: usage, phase: .up, modifierFlags: flags)]
    }
    private func press(_ stage: Stage, _ usage: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) {
        for k in key(usage, flags) { stage.app.enqueueKey(k) }
        stage.app.runTurn()
    }
    private func field(in stage: Stage) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        field.borderStyle = .roundedRect
        stage.window.addSubview(field)
        return field
    }

    // MARK: - The press chain and key commands

    @Test func keysGoToTheFirstResponderThenUpTheChain() {
        let stage = Stage()
        let outer = PressRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = PressRecorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.becomeFirstResponder())
        press(stage, .keyboardQ, [.shift])
        // pressesBegan from the first responder, passed on to its superview by super; pressesEnded
        // only to the first responder (which does not call super).
        #expect(inner.log == ["began Q", "ended 20"])
        #expect(outer.log == ["began Q"])
    }

    @Test func aKeyCommandUpTheChainTakesTheKeyInsteadOfPresses() {
        let stage = Stage()
        let outer = PressRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = PressRecorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.window.addSubview(outer)
        outer.addSubview(inner)
        outer.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: PressRecorder.save)]
        inner.becomeFirstResponder()
        press(stage, .keyboardS, [.command])
        #expect(outer.log == ["save"])
        #expect(inner.log.isEmpty)
        // Without the modifier it is an ordinary press.
        press(stage, .keyboardS)
        #expect(inner.log == ["began s", "ended 22"])
    }

    // MARK: - Editing through keys and text

    @Test func typingEditingKeysAndUndo() {
        let stage = Stage()
        let f = field(in: stage)
        var events: [String] = []
        f.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        f.becomeFirstResponder()
        stage.app.enqueueText("hello world")
        stage.app.runTurn()
        #expect(f.text == "hello world" && f.editor.selection == NSRange(location: 11, length: 0))
        press(stage, .keyboardLeftArrow, [.alternate])           // to the start of "world"
        press(stage, .keyboardRightArrow, [.shift, .alternate])  // select "world"
        #expect(f.editor.selectedText == "world")
        stage.app.enqueueText("there"); stage.app.runTurn()
        #expect(f.text == "hello there")
        press(stage, .keyboardDeleteOrBackspace)
        #expect(f.text == "hello ther")
        press(stage, .keyboardZ, [.control])
        #expect(f.text == "hello there" && f.editor.selection == NSRange(location: 11, length: 0))
        press(stage, .keyboardHome)
        #expect(f.editor.selection == NSRange(location: 0, length: 0))
        press(stage, .keyboardA, [.command])
        #expect(f.editor.selection == NSRange(location: 0, length: 11))
        #expect(events == ["changed", "changed", "changed", "changed"])
    }

    /// UIKit scrolls a text wider than the field so the caret stays visible while editing, and
    /// shows the text from its start once editing ends.
    @Test func aLongTextScrollsSidewaysToKeepTheCaretInTheField() {
        let stage = Stage()
        let f = field(in: stage)
        f.becomeFirstResponder()
        stage.app.enqueueText("a long line that cannot fit in two hundred points of field")
        stage.app.runTurn()
        let rect = f.editingRect(forBounds: f.bounds)
        let end = f.caretRect(atOffset: f.editor.caret)
        #expect(f.horizontalScroll > 0)
        #expect(f.horizontalScroll == f.horizontalScroll.rounded(), "whole points: glyphs keep their subpixel phase")
        #expect(end.maxX <= rect.maxX + 0.5 && end.minX >= rect.minX, "caret \(end) in \(rect)")
        #expect(f.caretLayer.frame == end)
        // Home brings the start back into view; the caret sits at the text's start.
        press(stage, .keyboardHome)
        #expect(f.horizontalScroll == 0)
        #expect(abs(f.caretRect(atOffset: 0).minX - rect.minX) <= 1)
        // Moving right within what shows does not scroll.
        press(stage, .keyboardRightArrow)
        #expect(f.horizontalScroll == 0)
        press(stage, .keyboardEnd)
        let scrolled = f.horizontalScroll
        #expect(scrolled > 0)
        f.resignFirstResponder()
        stage.app.runTurn()
        #expect(f.horizontalScroll == 0, "not editing: the text shows from its start")
        _ = f.caretRect(atOffset: 0)
        #expect(f.horizontalScroll == 0)
    }

    @Test func delegateCallbacksAndEditingEventsInUIKitsOrder() {
        let stage = Stage()
        let f = field(in: stage)
        let delegate = FieldDelegate()
        f.delegate = delegate
        var events: [String] = []
        f.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        f.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        f.addAction(UIAction { _ in events.append("exit") }, for: .editingDidEndOnExit)
        #expect(f.becomeFirstResponder() && f.isEditing)
        stage.app.enqueueText("ab"); stage.app.runTurn()
        delegate.allow = false
        stage.app.enqueueText("c"); stage.app.runTurn()
        #expect(f.text == "ab")
        press(stage, .keyboardReturnOrEnter)
        // A listener for "Did End On Exit" makes Return end editing.
        #expect(!f.isFirstResponder && !f.isEditing)
        #expect(delegate.log == ["shouldBegin", "didBegin", "change 0,0 ab", "change 2,0 c", "return", "didEnd"])
        #expect(events == ["begin", "exit", "end"])
    }

    @Test func aTapMakesTheFieldFirstResponderAndATapOutsideDoesNotResign() {
        let stage = Stage()
        let f = field(in: stage)
        f.text = "abcdef"
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 24, y: 57)))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 24, y: 57)))
        #expect(f.isFirstResponder)
        // At the text's left edge (the rounded border's 7-point inset): the caret before "a".
        #expect(f.editor.selection == NSRange(location: 0, length: 0))
        stage.touch(TouchInput(identifier: 2, phase: .began, location: CGPoint(x: 300, y: 400)))
        stage.touch(TouchInput(identifier: 2, phase: .ended, location: CGPoint(x: 300, y: 400)))
        #expect(f.isFirstResponder)   // UIKit: a tap elsewhere does not resign
        #expect(stage.window.endEditing(false))
        #expect(!f.isFirstResponder)
    }

    @Test func theCaretBlinksAsOneRepeatingWireAnimation() {
        let stage = Stage()
        let f = field(in: stage)
        f.becomeFirstResponder()
        let first = stage.app.runTurn()
        let blink = first.flatMap(\.wireAnimations).map(\.animation).filter { $0.key == "blink" }
        #expect(blink.count == 1)
        #expect(blink.first?.repeatCount == .infinity && blink.first?.keyPath == "opacity")
        // Time passing sends nothing for the caret.
        stage.clock.advance(by: 5)
        #expect(stage.app.runTurn().allSatisfy { $0.wireAnimations.isEmpty && $0.isEmpty })
    }

    /// iOS keeps the caret solid while the user types and blinks it again once typing pauses:
    /// the blink goes once at the first keystroke, nothing is sent for the caret during the
    /// burst but its moves, and one blink comes back half a second after the last keystroke.
    @Test func theCaretStaysSolidWhileTypingAndBlinksAgainAfterAPause() {
        let stage = Stage()
        let f = field(in: stage)
        f.becomeFirstResponder()
        _ = stage.app.runTurn()
        var removals = 0, blinks = 0
        for _ in 0..<10 {
            stage.clock.advance(by: 0.1)
            stage.app.perform { f.insertText("a") }
            for diff in stage.app.runTurn() {
                removals += diff.animationRemovals.filter { $0.key == "blink" }.count
                blinks += diff.wireAnimations.filter { $0.animation.key == "blink" }.count
            }
        }
        #expect(removals == 1 && blinks == 0)
        let lastKeystroke = stage.clock.now
        stage.clock.advance(by: 0.4)
        let paused = stage.app.runTurn()
        #expect(paused.allSatisfy { $0.isEmpty })
        stage.clock.advance(by: 0.2)
        let resumed = stage.app.runTurn().flatMap(\.wireAnimations).map(\.animation).filter { $0.key == "blink" }
        // It starts at the last keystroke, so its solid first half has already run.
        #expect(resumed.count == 1 && resumed.first?.beginTime == lastKeystroke)
        #expect(!f.caretLayer.isHidden)
        stage.window.endEditing(true)
        _ = stage.app.runTurn()
        #expect(f.caretLayer.isHidden && f.caretLayer.wireAnimation(forKey: "blink") == nil)
    }

    @Test func theClearButtonEmptiesTheFieldWhenTheDelegateAgrees() {
        let stage = Stage()
        let f = field(in: stage)
        f.clearButtonMode = .always
        f.text = "abc"
        var changes = 0
        f.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let clear = try? #require(f.clearButtonRect(forBounds: f.bounds))
        // UIKit: 19 points square, 7 from the right edge.
        #expect(clear == CGRect(x: 174, y: 7.5, width: 19, height: 19))
        let p = f.convert(CGPoint(x: 183, y: 17), to: nil)
        stage.touch(TouchInput(identifier: 1, phase: .began, location: p))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: p))
        #expect(f.text == "" && f.isFirstResponder && changes == 1)
        #expect(f.clearButtonRect(forBounds: f.bounds) == nil)
    }

    // MARK: - Secure entry and the pasteboard

    @Test func aSecureFieldDrawsBulletsRefusesCopyAndSaysSecure() {
        let stage = Stage()
        let f = field(in: stage)
        f.isSecureTextEntry = true
        f.becomeFirstResponder()
        stage.app.enqueueText("hunter2"); stage.app.runTurn()
        #expect(f.text == "hunter2" && f.displayText == String(repeating: "\u{2022}", count: 7))
        press(stage, .keyboardA, [.control])
        press(stage, .keyboardC, [.control])
        press(stage, .keyboardX, [.control])
        #expect(f.text == "hunter2")
        #expect(stage.app.takeCopiedText() == nil)
        let state = stage.app.textInputState
        #expect(state.isActive && state.isSecure && !state.isMultiline)
    }

    @Test func copyOffersTheTextAndPasteAsksTheClientOnlyThen() {
        let stage = Stage()
        let f = field(in: stage)
        f.becomeFirstResponder()
        stage.app.enqueueText("copy me"); stage.app.runTurn()
        press(stage, .keyboardA, [.control])
        press(stage, .keyboardC, [.control])
        #expect(stage.app.takeCopiedText() == .some("copy me"))
        // The client's clipboard changes: it offers text; nothing is asked until a paste.
        stage.app.remoteClipboardChanged(hasText: true)
        stage.app.runTurn()
        #expect(!stage.app.takeRemoteClipboardRequest())
        press(stage, .keyboardEnd)
        press(stage, .keyboardV, [.command])
        #expect(stage.app.takeRemoteClipboardRequest())
        #expect(f.text == "copy me")
        stage.app.perform { stage.app.deliverRemoteClipboard(" 粘贴") }
        #expect(f.text == "copy me 粘贴")
    }

    @Test func aCompositionShowsMarkedTextAndTheStateCarriesTheCaretOnTheScreen() {
        let stage = Stage()
        let f = field(in: stage)
        f.becomeFirstResponder()
        stage.app.enqueueComposition("にほ", selectedRange: NSRange(location: 2, length: 0))
        stage.app.runTurn()
        #expect(f.text == "にほ" && f.markedTextRange?.nsRange == NSRange(location: 0, length: 2))
        stage.app.enqueueText("日本"); stage.app.runTurn()
        #expect(f.text == "日本" && f.markedTextRange == nil)
        let caret = stage.app.textInputState.caretRect
        // In the field (x 20…220, y 40…74 on the screen), after two characters.
        #expect(caret.minX > 27 && caret.maxX < 220 && caret.minY >= 40 && caret.maxY <= 74)
    }
}

import Foundation

/// What the shared editing keys need of a text view.
@MainActor
protocol TextEditingHost: AnyObject {
    var editor: TextEditor { get set }
    func selectionDidChange()
    func textDidChange(userEdit: Bool)
    func insertText(_ text: String)
    func deleteBackward()
    func handleReturn()
}

extension UITextField: TextEditingHost {}

extension TextEditingHost {
    /// The editing keys both text views share; `multiline` decides Return and up/down.
    func handleTextKey(_ key: UIKey, multiline: Bool) -> Bool {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift), word = flags.contains(.alternate)
        let line = flags.contains(.command) || flags.contains(.control)
        func move(_ m: TextEditor.Movement) -> Bool { editor.move(m, extending: shift); selectionDidChange(); return true }
        switch key.keyCode {
        case .keyboardLeftArrow: return move(line ? .lineStart : word ? .wordLeft : .left)
        case .keyboardRightArrow: return move(line ? .lineEnd : word ? .wordRight : .right)
        case .keyboardUpArrow: return move(line ? .documentStart : multiline ? .up : .documentStart)
        case .keyboardDownArrow: return move(line ? .documentEnd : multiline ? .down : .documentEnd)
        case .keyboardHome: return move(.lineStart)
        case .keyboardEnd: return move(.lineEnd)
        case .keyboardDeleteOrBackspace:
            if word, editor.selection.length == 0 { editor.move(.wordLeft, extending: true) }
            deleteBackward(); return true
        case .keyboardDeleteForward:
            if editor.selection.length == 0 { editor.move(.right, extending: true) }
            if editor.selection.length > 0 { deleteBackward() }
            return true
        case .keyboardReturnOrEnter, .keypadEnter:
            if multiline { insertText("\n") } else { handleReturn() }
            return true
        case .keyboardZ where line && !shift:
            if editor.undo() { textDidChange(userEdit: true) }
            return true
        default:
            return false
        }
    }
}

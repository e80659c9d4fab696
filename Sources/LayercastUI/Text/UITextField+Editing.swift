import Foundation
import LayercastGraphics

extension UITextField: UITextInput {
    /// Whether the field holds any text.
    public var hasText: Bool { !editor.text.isEmpty }

    /// Types `text` over the marked text or the selection, if the delegate agrees.
    public func insertText(_ text: String) {
        let range = editor.replacementRange
        guard editor.markedRange != nil || delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else { return }
        editor.insert(text)
        textDidChange(userEdit: true)
    }

    /// Deletes the selection or the character before the caret, if the delegate agrees.
    public func deleteBackward() {
        if editor.selection.length == 0, editor.markedRange == nil {
            guard editor.selection.location > 0 else { return }
            let start = editor.previousBoundary(editor.selection.location)
            let range = NSRange(location: start, length: editor.selection.location - start)
            guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        } else if editor.markedRange == nil {
            guard delegate?.textField(self, shouldChangeCharactersIn: editor.selection, replacementString: "") ?? true else { return }
        }
        if editor.deleteBackward() { textDidChange(userEdit: true) }
    }

    /// The marked text's range.
    public var markedTextRange: UITextRange? { editor.markedRange.map(UITextRange.init) }

    /// The selection.
    public var selectedTextRange: UITextRange? {
        get { UITextRange(editor.selection) }
        set {
            guard let newValue else { return }
            editor.select(newValue.nsRange)
            selectionDidChange()
        }
    }

    /// Marks `markedText` in place of the marked text or the selection (an input method composing).
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText, selectedRange: selectedRange)
        textDidChange(userEdit: true)
    }

    /// Commits the marked text.
    public func unmarkText() {
        editor.unmarkText()
        textDidChange(userEdit: false)
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }
    /// The text in `range`.
    public func text(in range: UITextRange) -> String? { editor.substring(range.nsRange) }
    /// The caret before `position`, in the field's coordinates.
    public func caretRect(for position: UITextPosition) -> CGRect { caretRect(atOffset: position.offset) }
}

extension UITextField: KeyEditingResponder {
    /// Arrows (shift extends, alt by word, cmd to the line's ends), home and end, backspace and
    /// forward delete, Return, and ctrl or cmd + Z (undo the last edit).
    func handleEditingKey(_ key: UIKey) -> Bool { handleTextKey(key, multiline: false) }

    /// Active with the caret in screen points; secure when the field is.
    var textInputState: TextInputState {
        TextInputState(isActive: true, caretRect: layer.convert(caretRect(atOffset: editor.caret), to: nil),
                       isSecure: isSecureTextEntry, isMultiline: false,
                       caretLayer: caretLayer.isHidden ? nil : caretLayer.layerID)
    }

    /// Return: the delegate's `textFieldShouldReturn`, then `.editingDidEndOnExit`, which ends
    /// editing when an action listens for it (UIKit's "Did End On Exit").
    func handleReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let listens = registrations.contains { $0.events.contains(.editingDidEndOnExit) }
        sendActions(for: .editingDidEndOnExit)
        if listens { resignFirstResponder() }
    }

    /// The clear button's action: empties the field if the delegate agrees.
    func clear() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        editor.replace(NSRange(location: 0, length: editor.length), with: "")
        textDidChange(userEdit: true)
    }
}

extension UITextField: UIResponderStandardEditActions {
    /// Puts the selection on the pasteboard and deletes it (never for a secure field).
    public func cut(_ sender: Any?) {
        guard !isSecureTextEntry, editor.selection.length > 0 else { return }
        UIPasteboard.general.string = editor.selectedText
        deleteBackward()
    }

    /// Puts the selection on the pasteboard (never for a secure field).
    public func copy(_ sender: Any?) {
        guard !isSecureTextEntry, editor.selection.length > 0 else { return }
        UIPasteboard.general.string = editor.selectedText
    }

    /// Types the pasteboard's string (a client's clipboard arrives a moment later, SPEC §12.12).
    public func paste(_ sender: Any?) {
        UIPasteboard.general.requestString { [weak self] text in
            guard let self, self.isFirstResponder, let text, !text.isEmpty else { return }
            // A single-line field takes the first line, as UIKit's does with newlines replaced.
            self.insertText(text.replacingOccurrences(of: "\n", with: " "))
        }
    }

    /// Selects all the text.
    public func selectAll(_ sender: Any?) {
        editor.selectAll()
        selectionDidChange()
    }

    /// Deletes the selection.
    public func delete(_ sender: Any?) {
        guard editor.selection.length > 0 else { return }
        deleteBackward()
    }
}


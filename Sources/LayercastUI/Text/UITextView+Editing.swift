import Foundation

extension UITextView: UITextInput, TextEditingHost, KeyEditingResponder, UIResponderStandardEditActions {
    /// Whether there is any text.
    public var hasText: Bool { !editor.text.isEmpty }

    /// Types `text` over the marked text or the selection, if the delegate agrees.
    public func insertText(_ text: String) {
        guard isEditable else { return }
        let range = editor.replacementRange
        guard editor.markedRange != nil || textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return }
        editor.insert(text)
        textDidChange(userEdit: true)
    }

    /// Deletes the selection or the character before the caret, if the delegate agrees.
    public func deleteBackward() {
        guard isEditable else { return }
        let range = editor.selection.length > 0 || editor.markedRange != nil ? editor.replacementRange
            : NSRange(location: editor.previousBoundary(editor.selection.location),
                      length: editor.selection.location - editor.previousBoundary(editor.selection.location))
        guard range.length > 0, textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: "") ?? true else { return }
        if editor.deleteBackward() { textDidChange(userEdit: true) }
    }

    /// Return in a text view is a newline.
    func handleReturn() { insertText("\n") }

    /// The marked text's range.
    public var markedTextRange: UITextRange? { editor.markedRange.map(UITextRange.init) }
    /// The selection.
    public var selectedTextRange: UITextRange? {
        get { UITextRange(editor.selection) }
        set { if let newValue { editor.select(newValue.nsRange); selectionDidChange() } }
    }
    /// Marks text for an input method.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditable else { return }
        editor.setMarkedText(markedText, selectedRange: selectedRange)
        textDidChange(userEdit: true)
    }
    /// Commits the marked text.
    public func unmarkText() { editor.unmarkText(); textDidChange(userEdit: false) }
    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }
    /// The text in `range`.
    public func text(in range: UITextRange) -> String? { editor.substring(range.nsRange) }
    /// The caret at `position`, in the view's content coordinates.
    public func caretRect(for position: UITextPosition) -> CGRect { caretRect(atOffset: position.offset) }

    func handleEditingKey(_ key: UIKey) -> Bool { isEditable ? handleTextKey(key, multiline: true) : false }

    var textInputState: TextInputState {
        TextInputState(isActive: isEditable, caretRect: contentView.layer.convert(caretRect(atOffset: editor.caret), to: nil),
                       isSecure: false, isMultiline: true,
                       caretLayer: isEditable && !caretLayer.isHidden ? caretLayer.layerID : nil)
    }

    /// Puts the selection on the pasteboard and deletes it.
    public func cut(_ sender: Any?) { copy(sender); if isEditable { deleteBackward() } }
    /// Puts the selection on the pasteboard.
    public func copy(_ sender: Any?) {
        guard editor.selection.length > 0 else { return }
        UIPasteboard.general.string = editor.selectedText
    }
    /// Types the pasteboard's string.
    public func paste(_ sender: Any?) {
        UIPasteboard.general.requestString { [weak self] text in
            guard let self, self.isFirstResponder, let text, !text.isEmpty else { return }
            self.insertText(text)
        }
    }
    /// Selects all the text.
    public func selectAll(_ sender: Any?) { editor.selectAll(); selectionDidChange() }
    /// Deletes the selection.
    public func delete(_ sender: Any?) { if editor.selection.length > 0 { deleteBackward() } }
}

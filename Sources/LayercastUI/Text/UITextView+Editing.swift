import Foundation

extension UITextView: UITextInput, TextEditingHost, KeyEditingResponder, UIResponderStandardEditActions {
    /// Return in a text view is a newline.
    func handleReturn() { insertText("\n") }

    func handleEditingKey(_ key: UIKey) -> Bool { isEditable ? handleTextKey(key, multiline: true) : false }

    var textInputState: TextInputState {
        TextInputState(isActive: isEditable, caretRect: contentView.layer.convert(caretRect(atOffset: editor.caret), to: nil),
                       isSecure: false, isMultiline: true,
                       caretLayer: isEditable && !caretLayer.isHidden ? caretLayer.layerID : nil)
    }
}

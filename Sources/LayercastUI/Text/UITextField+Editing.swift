import Foundation
import LayercastGraphics


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



/// A text field takes text input and the standard edit actions (its members are in the class
/// body, where subclasses can override them).
extension UITextField: UITextInput {}
extension UITextField: UIResponderStandardEditActions {}

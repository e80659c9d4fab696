/// The kind of return key a text input shows (its title on a software keyboard).
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// How a text input behaves for the keyboard: the return key, secure entry.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// Whether the text is a password: shown as bullets, never copied, never sent to a client.
    var isSecureTextEntry: Bool { get }
    /// The return key's kind.
    var returnKeyType: UIReturnKeyType { get }
}

extension UITextInputTraits {
    /// Not secure.
    public var isSecureTextEntry: Bool { false }
    /// `.default`.
    public var returnKeyType: UIReturnKeyType { .default }
}

/// The minimum a responder needs to take typed text: insert it, delete backwards.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts `text` at the caret, replacing the selection (and the marked text, if any).
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}

/// The editing actions of the edit menu and their keyboard shortcuts (ctrl or cmd + X, C, V, A).
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Removes the selection to the pasteboard.
    func cut(_ sender: Any?)
    /// Puts the selection on the pasteboard.
    func copy(_ sender: Any?)
    /// Replaces the selection with the pasteboard's contents.
    func paste(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
    /// Removes the selection.
    func delete(_ sender: Any?)
}

import Foundation
import LayercastProtocol

/// What a UI asks of the client whose user is typing, after a turn.
public struct ServedKeyboardOutput: Hashable, Sendable {
    /// Whether a text input is first responder and where its caret is (SPEC §11.7).
    public var textInput: TextInputStateMessage
    /// The layer whose frame is the caret while one shows (SPEC §11.10); `nil` otherwise.
    public var caretLayer: LayerID?
    /// Text the UI copied since the last turn, to offer the client (`.some(nil)`: the pasteboard
    /// was emptied); `nil` when nothing was copied.
    public var copiedText: String??
    /// Whether a paste of the user's needs the client's clipboard (SPEC §12.12).
    public var wantsClipboard: Bool

    /// Creates an output; the default is "no text input, nothing copied, no paste".
    public init(textInput: TextInputStateMessage = TextInputStateMessage(isActive: false), caretLayer: LayerID? = nil,
                copiedText: String?? = nil, wantsClipboard: Bool = false) {
        self.textInput = textInput; self.caretLayer = caretLayer
        self.copiedText = copiedText; self.wantsClipboard = wantsClipboard
    }
}

import Foundation
import LayercastModel

/// One key going down or up, as an input source reports it (the server, from SPEC §12.3), queued
/// with `UIApplication.enqueueKey`.
public struct KeyInput: Hashable, Sendable {
    /// Down or up.
    public enum Phase: Hashable, Sendable {
        /// The key went down (or repeats).
        case down
        /// The key went up.
        case up
    }

    /// The key's HID usage.
    public var keyCode: UIKeyboardHIDUsage
    /// Down or up.
    public var phase: Phase
    /// Whether this down is the input source's key repeat.
    public var isRepeat: Bool
    /// The modifiers held.
    public var modifierFlags: UIKeyModifierFlags
    /// When, in seconds of the application's clock; `nil` for now.
    public var timestamp: TimeInterval?

    /// Creates a key input.
    public init(keyCode: UIKeyboardHIDUsage, phase: Phase, isRepeat: Bool = false, modifierFlags: UIKeyModifierFlags = [],
                timestamp: TimeInterval? = nil) {
        self.keyCode = keyCode; self.phase = phase; self.isRepeat = isRepeat
        self.modifierFlags = modifierFlags; self.timestamp = timestamp
    }
}

/// Where the first responder takes text, for an input source: whether one does, where its caret
/// is on the screen (points), and whether it is a password or multi-line field (SPEC §11.7).
public struct TextInputState: Hashable, Sendable {
    /// Whether a text input is first responder in the key window.
    public var isActive: Bool
    /// The caret (the selection's end) in screen points; `.zero` when inactive.
    public var caretRect: CGRect
    /// Whether the input is a password field.
    public var isSecure: Bool
    /// Whether it takes several lines.
    public var isMultiline: Bool
    /// The layer drawing the caret, whose frame is `caretRect`, while the caret shows (no
    /// selection); `nil` otherwise. A remote client can follow it instead of being sent each move.
    public var caretLayer: LayerID?
    /// Creates a state.
    public init(isActive: Bool, caretRect: CGRect = .zero, isSecure: Bool = false, isMultiline: Bool = false,
                caretLayer: LayerID? = nil) {
        self.isActive = isActive; self.caretRect = caretRect; self.isSecure = isSecure; self.isMultiline = isMultiline
        self.caretLayer = caretLayer
    }
    /// No text input.
    public static let inactive = TextInputState(isActive: false)
}

/// A responder that edits text itself on editing keys (arrows, delete, return, shortcuts):
/// `UITextField` and `UITextView`. Keys it handles go no further.
@MainActor
protocol KeyEditingResponder: UIResponder, UITextInput {
    /// Handles an editing key (down or repeat); `false` when it is not one.
    func handleEditingKey(_ key: UIKey) -> Bool
    /// The caret rectangle in screen points, and the input's kind.
    var textInputState: TextInputState { get }
}

/// The application's keyboard input and pasteboard state.
@MainActor
final class KeyboardState {
    enum Input {
        case key(KeyInput)
        case text(String)
        case composition(String, NSRange)
        /// The keyboard's user is on this screen: its key window becomes the application's.
        case focus(UIScreen)
    }
    var pending: [Input] = []
    /// Keys down: the press and whether `pressesBegan` delivered it (so `pressesEnded` follows).
    var down: [UIKeyboardHIDUsage: (press: UIPress, delivered: Bool)] = [:]
    /// The application's general pasteboard.
    lazy var pasteboard = UIPasteboard()
}

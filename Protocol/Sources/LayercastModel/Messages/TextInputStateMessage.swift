import Foundation

/// §11.7 Whether the server's UI takes text, and where its caret is (version 3, `keyboard`
/// capability), so the client starts or stops its text input and places an input method's
/// candidate window beside the caret.
public struct TextInputStateMessage: Hashable, Sendable, Codable {
    /// Hints about the field taking text (a u8 bit set).
    public struct Flags: OptionSet, Hashable, Sendable, Codable {
        /// The bits.
        public var rawValue: UInt8
        /// Creates a set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A password field: a client should keep its input method's history and prediction out.
        public static let secure = Flags(rawValue: 1 << 0)
        /// The field takes several lines.
        public static let multiline = Flags(rawValue: 1 << 1)
        /// Every flag version 3 defines.
        public static let all: Flags = [.secure, .multiline]
    }

    /// Whether a text field or view is first responder.
    public var isActive: Bool
    /// The caret (or the selection's end) in points of the logical screen; `.zero` when inactive.
    public var caretRect: CGRect
    /// Hints about the field.
    public var flags: Flags
    /// Creates a text-input state.
    public init(isActive: Bool, caretRect: CGRect = .zero, flags: Flags = []) {
        self.isActive = isActive; self.caretRect = caretRect; self.flags = flags
    }
}

/// §11.10 The layer whose frame is the caret (version 4, `keyboard` and `caretLayer`): while one
/// is named, the client takes the caret rectangle from that layer's frame in its own tree after
/// each commit, and the server does not send `textInputState` when only the caret moved.
public struct TextInputCaretMessage: Hashable, Sendable, Codable {
    /// The caret's layer, or `nil` (0 on the wire) when no layer is the caret (a selection, or no
    /// field): `textInputState`'s rectangle rules again.
    public var layer: LayerID?
    /// Creates the message.
    public init(layer: LayerID?) { self.layer = layer }
}

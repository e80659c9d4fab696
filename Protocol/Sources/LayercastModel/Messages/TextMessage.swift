/// §12.9 Committed text typed at the client (version 3, `keyboard` capability): what a key
/// press, a dead-key sequence or an input method produced. It replaces the marked text of a
/// composition in progress (§12.10).
public struct TextMessage: Hashable, Sendable, Codable {
    /// The text: 1…`maxTextSize` bytes of UTF-8 with no control characters.
    public var text: String
    /// Creates a text message.
    public init(text: String) { self.text = text }
}

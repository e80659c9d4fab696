/// §12.10 An input method's composition in progress (version 3, `keyboard` capability): the
/// marked text and the part of it the input method has selected. Empty text ends the composition
/// without committing anything; committing is a `text` message (§12.9).
public struct CompositionMessage: Hashable, Sendable, Codable {
    /// The marked text (UTF-8, at most `maxTextSize` bytes).
    public var text: String
    /// Where the selection starts, in Unicode scalars of `text`.
    public var selectionStart: UInt32
    /// How many Unicode scalars the selection covers; `selectionStart + selectionLength` is at most
    /// the text's scalar count.
    public var selectionLength: UInt32
    /// Creates a composition message.
    public init(text: String, selectionStart: UInt32, selectionLength: UInt32 = 0) {
        self.text = text; self.selectionStart = selectionStart; self.selectionLength = selectionLength
    }
}

/// §12.13 The answer to a clipboard request: the data, or that it is no longer there.
public struct ClipboardDataMessage: Hashable, Sendable, Codable {
    /// The serial of the request answered.
    public var serial: UInt32
    /// The media type of the data.
    public var type: String
    /// The bytes (at most `maxClipboardSize`); `nil` when the offer is stale, the type not held,
    /// or the sender refuses (a secure field's text).
    public var data: [UInt8]?
    /// Creates an answer.
    public init(serial: UInt32, type: String, data: [UInt8]?) { self.serial = serial; self.type = type; self.data = data }

    /// The data as text, for `text/plain;charset=utf-8` (valid UTF-8 by the decoder).
    public var text: String? {
        guard let data, type == clipboardPlainTextType else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

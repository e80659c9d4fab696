/// The media type every clipboard implementation carries (SPEC §12.11): UTF-8 text.
public let clipboardPlainTextType = "text/plain;charset=utf-8"

/// §12.11 A peer says what its clipboard holds (version 3, `clipboard` capability). The other side
/// asks for one type of it with a request naming the offer's serial.
public struct ClipboardOfferMessage: Hashable, Sendable, Codable {
    /// Increases with every offer of the sender, so an answer to a stale request can be refused.
    public var serial: UInt32
    /// The media types held, at most 8; empty when the clipboard is empty.
    public var types: [String]
    /// Creates an offer.
    public init(serial: UInt32, types: [String]) { self.serial = serial; self.types = types }
}

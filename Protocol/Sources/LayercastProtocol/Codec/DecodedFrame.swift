import LayercastModel
/// One frame taken out of a decoder: its header, its inflated size and the message, or `nil`
/// when it was an unknown skippable frame (SPEC §2.3).
public struct DecodedFrame<Message: WireMessage>: Hashable, Sendable {
    /// The header as on the wire.
    public var header: FrameHeader
    /// The payload size after inflation (equal to `header.payloadLength` when not compressed).
    public var rawPayloadLength: Int
    /// The message; `nil` for a skipped unknown frame.
    public var message: Message?
}

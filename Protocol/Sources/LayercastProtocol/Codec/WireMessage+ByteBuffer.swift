import NIOCore
import LayercastModel

/// The model's message forms over NIO's buffers: what the frame codec, the server and the
/// clients use.
extension WireMessage {
    /// Decodes one payload (already inflated) of a known type, the buffer's readable bytes.
    public static func decode(type: MessageType, payload: ByteBuffer, limits: ProtocolLimits) throws(ProtocolError) -> Self {
        try decode(type: type, payload: Array(payload.readableBytesView), limits: limits)
    }

    /// Appends the payload (without frame header) to `buffer`; throws `limitExceeded` for a
    /// string or list too long for its length field, leaving `buffer` as it was.
    public func encodePayload(into buffer: inout ByteBuffer) throws(ProtocolError) {
        var bytes: [UInt8] = []
        try encodePayload(into: &bytes)
        buffer.writeBytes(bytes)
    }

    /// Appends the payload and returns one annotation per field (for vectors and dumps); offsets
    /// count from the buffer's writer index before.
    public func annotatedPayload(into buffer: inout ByteBuffer) throws(ProtocolError) -> [WireAnnotation] {
        var bytes: [UInt8] = []
        let annotations = try annotatedPayload(into: &bytes)
        buffer.writeBytes(bytes)
        return annotations
    }
}

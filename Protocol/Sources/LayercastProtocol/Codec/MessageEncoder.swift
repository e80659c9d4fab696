import NIOCore
import LayercastModel


/// The encoder of SPEC §2: a message in, a whole frame (header and payload) out. No I/O.
/// Not Sendable (it holds a zstd context); keep one per connection or per encoding task.
public struct MessageEncoder {
    /// When payloads are compressed.
    public let compression: CompressionPolicy
    /// The receiver's limits: a frame over them is never produced.
    public let limits: ProtocolLimits
    private var compressor: ZstdCompressor?

    /// Creates an encoder.
    public init(compression: CompressionPolicy = .default, limits: ProtocolLimits = .default) {
        self.compression = compression; self.limits = limits
    }

    /// Appends one frame holding `message` to `buffer`.
    ///
    /// Throws `limitExceeded` for a string or list too long for its field, `frameTooLarge` or
    /// `decompressedTooLarge` when the frame would break the receiver's limits (SPEC §8).
    public mutating func encode(_ message: some WireMessage, into buffer: inout ByteBuffer) throws(ProtocolError) {
        var payload = ByteBuffer()
        try message.encodePayload(into: &payload)
        try frame(type: message.type.rawValue, payload: payload, into: &buffer)
    }

    /// One frame holding `message`.
    public mutating func encode(_ message: some WireMessage) throws(ProtocolError) -> ByteBuffer {
        var out = ByteBuffer()
        try encode(message, into: &out)
        return out
    }

    /// Appends a frame of any type around a payload: for skippable extension messages and tests.
    public mutating func frame(type: UInt16, payload: ByteBuffer, into buffer: inout ByteBuffer) throws(ProtocolError) {
        let raw = payload.readableBytes
        guard raw <= limits.maxDecompressedSize else {
            throw ProtocolError(.decompressedTooLarge, "payload of \(raw) bytes exceeds \(limits.maxDecompressedSize)")
        }
        var body = payload
        var flags: UInt16 = 0
        if compression.isEnabled, raw >= compression.minimumPayloadSize {
            // A snapshot now and then must not leave its working memory in a long-lived encoder.
            if compressor == nil { compressor = ZstdCompressor(level: compression.level, freesLargeWorkspaces: true) }
            var packed = ByteBuffer()
            // Safe: assigned just above when it was nil.
            let c = compressor!
            let result = payload.withUnsafeReadableBytes { p in
                Result { () throws(ProtocolError) in try c.compress(p, into: &packed) }
            }
            try result.get()
            if packed.readableBytes < raw { body = packed; flags |= FrameHeader.compressedFlag }
        }
        guard body.readableBytes <= limits.maxFrameSize, body.readableBytes <= Int(UInt32.max) else {
            throw ProtocolError(.frameTooLarge, "frame of \(body.readableBytes) bytes exceeds \(limits.maxFrameSize)")
        }
        FrameHeader(payloadLength: UInt32(body.readableBytes), type: type, flags: flags).write(to: &buffer)
        buffer.writeBuffer(&body)
    }
}

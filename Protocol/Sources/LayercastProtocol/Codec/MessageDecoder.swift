import NIOCore
import LayercastModel


/// The decoder of SPEC §2: append bytes as they arrive, take out whole messages. No I/O.
///
/// Total: any bytes yield a message, `nil` ("need more bytes") or a `ProtocolError`. After an
/// error the decoder stays failed and rethrows it: the connection must close (SPEC §9).
/// Beyond the bytes the caller appends (read only as much as you intend to decode: that is the
/// caller's backpressure), it holds at most one inflated payload of `limits.maxDecompressedSize`
/// and refuses a frame longer than `limits.maxFrameSize` as soon as its header arrives. Not Sendable (it holds a zstd context).
public struct MessageDecoder<Message: WireMessage> {
    /// The limits enforced.
    /// The limits checked as frames are read; a client lowers them to the welcome's once it
    /// has read it (§8).
    public var limits: ProtocolLimits
    private var buffer = ByteBuffer()
    private var decompressor: ZstdDecompressor?
    private var failure: ProtocolError?
    /// How many unknown skippable frames were skipped.
    public private(set) var skippedFrames = 0
    /// Whether a compressed frame is inflated (`true`, the default) or `malformed`: SPEC §2.4
    /// lets a receiver that did not agree to `zstd` close on one, and a client that did not offer
    /// it does.
    public var acceptsCompressedFrames = true

    /// Creates a decoder enforcing `limits`.
    public init(limits: ProtocolLimits = .default) { self.limits = limits }

    /// Bytes received but not yet taken out as messages.
    public var bufferedBytes: Int { buffer.readableBytes }

    /// Adds received bytes.
    public mutating func append(_ bytes: ByteBuffer) {
        var b = bytes
        buffer.writeBuffer(&b)
    }

    /// Adds received bytes.
    public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.writeBytes(bytes) }

    /// The next message, or `nil` when more bytes are needed. Unknown skippable frames are skipped.
    public mutating func nextMessage() throws(ProtocolError) -> Message? {
        while let frame = try nextFrame() {
            if let m = frame.message { return m }
        }
        return nil
    }

    /// The next frame, or `nil` when more bytes are needed (SPEC §2.2–§2.4).
    public mutating func nextFrame() throws(ProtocolError) -> DecodedFrame<Message>? {
        var held = buffer
        buffer = ByteBuffer()  // one reference to the storage while parsing: no copy on write
        defer { buffer = held }
        return try nextFrame(in: &held)
    }

    /// The next frame taken from the front of `bytes` — a buffer the caller accumulates, such
    /// as a `ByteToMessageDecoder`'s — or `nil` when it does not hold a whole frame yet (the
    /// bytes are then left as they were). Bytes appended with `append` are not consulted.
    public mutating func nextFrame(in bytes: inout ByteBuffer) throws(ProtocolError) -> DecodedFrame<Message>? {
        if let failure { throw failure }
        do throws(ProtocolError) {
            return try parseFrame(&bytes)
        } catch {
            failure = error
            throw error
        }
    }

    /// SPEC §2.2 (header), §2.3 (unknown types), §2.4 (compression), then the message's section.
    private mutating func parseFrame(_ buffer: inout ByteBuffer) throws(ProtocolError) -> DecodedFrame<Message>? {
        guard let header = FrameHeader.peek(buffer) else { return nil }
        // §2.2: "a frame whose payload length exceeds maxFrameSize MUST be rejected with
        // frameTooLarge" — before waiting for (and buffering) its bytes.
        guard Int(header.payloadLength) <= limits.maxFrameSize else {
            throw ProtocolError(.frameTooLarge, "frame of \(header.payloadLength) bytes, limit \(limits.maxFrameSize)")
        }
        // §2.2: "flag bits other than bit 0 MUST be zero".
        guard header.flags & ~FrameHeader.knownFlags == 0 else {
            throw ProtocolError(.malformed, "reserved flag bits set: \(header.flags)")
        }
        let total = FrameHeader.size + Int(header.payloadLength)
        guard buffer.readableBytes >= total else { return nil }
        buffer.moveReaderIndex(forwardBy: FrameHeader.size)
        // readSlice cannot fail: the length was checked just above.
        var payload = buffer.readSlice(length: Int(header.payloadLength)) ?? ByteBuffer()
        if buffer.readerIndex > 64 * 1024, buffer.readerIndex > buffer.readableBytes { buffer.discardReadBytes() }

        guard let type = MessageType(rawValue: header.type) else {
            // §2.3: "an unknown type in 0x8000…0xFFFF MUST be skipped; an unknown type in
            // 0x0000…0x7FFF MUST close the connection with unknownMessage".
            guard MessageType.isSkippable(header.type) else {
                throw ProtocolError(.unknownMessage, "unknown critical message type \(header.type)")
            }
            skippedFrames += 1
            return DecodedFrame(header: header, rawPayloadLength: Int(header.payloadLength), message: nil)
        }
        if header.isCompressed {
            guard acceptsCompressedFrames else {
                throw ProtocolError(.malformed, "a compressed frame of type \(header.type), but zstd was not agreed (§2.4)")
            }
            if decompressor == nil { decompressor = ZstdDecompressor() }
            // Safe: assigned just above when it was nil.
            payload = try decompressor!.decompress(payload, limit: limits.maxDecompressedSize)
        }
        let raw = payload.readableBytes
        let message = try Message.decode(type: type, payload: payload, limits: limits)
        return DecodedFrame(header: header, rawPayloadLength: raw, message: message)
    }
}

/// What a client decodes: the server's messages.
public typealias ServerMessageDecoder = MessageDecoder<ServerMessage>
/// What a server decodes: the clients' messages.
public typealias ClientMessageDecoder = MessageDecoder<ClientMessage>

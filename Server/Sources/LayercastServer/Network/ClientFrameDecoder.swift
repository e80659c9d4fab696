import LayercastProtocol
import NIOCore

/// Framing (SPEC §2.2–§2.4) as NIO's `ByteToMessageDecoder`: whole frames out of the bytes
/// received, decoded into client messages. Unknown skippable frames are dropped here. A decoding
/// error is thrown (the handler then stops decoding and the error reaches `ConnectionHandler`);
/// the bytes of a frame left unfinished at the end are reported by `ConnectionHandler` when the
/// peer ends its side (`unfinishedBytes`).
final class ClientFrameDecoder: ByteToMessageDecoder {
    typealias InboundOut = ClientMessage

    private var decoder: ClientMessageDecoder
    /// Bytes received but not yet decoded, as of the last call (a partial frame).
    private(set) var unfinishedBytes = 0

    init(limits: ProtocolLimits) {
        decoder = ClientMessageDecoder(limits: limits)
    }

    func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        defer { unfinishedBytes = buffer.readableBytes }
        guard let frame = try decoder.nextFrame(in: &buffer) else { return .needMoreData }
        if let message = frame.message { context.fireChannelRead(wrapInboundOut(message)) }
        return .continue
    }

    func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        // What is left is an unfinished frame; `ConnectionHandler` decides what that means.
        // Consuming it keeps NIO from reporting it as leftover data.
        buffer.moveReaderIndex(to: buffer.writerIndex)
        return .needMoreData
    }
}

import LayercastProtocol
import NIOCore

/// Framing of the server's bytes (SPEC §2.2–§2.4) as NIO's `ByteToMessageDecoder`: whole frames
/// out of the bytes received, decoded into server messages (unknown skippable frames included,
/// with no message, so the handler after it can count them). A decoding error is thrown: NIO
/// then reports it to the handlers after this one and decodes nothing more.
///
/// It also keeps what the end of a connection is judged by (`ClientConnectionEnd`): the bytes
/// received, the first three of them, the frames decoded, and the bytes of a frame left
/// unfinished.
final class ServerFrameDecoder: ByteToMessageDecoder {
    typealias InboundOut = DecodedFrame<ServerMessage>

    private var decoder: ServerMessageDecoder
    /// What the connection showed so far, for `ClientConnectionEnd`.
    private(set) var seen = ClientConnectionEnd.Observed()
    /// Called with the count of each batch of new bytes (the wire's, before inflation).
    private let noteBytes: (Int) -> Void

    init(limits: ProtocolLimits, noteBytes: @escaping (Int) -> Void) {
        decoder = ServerMessageDecoder(limits: limits)
        self.noteBytes = noteBytes
    }

    func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        // Between two calls NIO only appends to the buffer: what is readable beyond what was left
        // last time is new.
        let new = buffer.readableBytes - seen.unfinishedBytes
        if new > 0 {
            noteBytes(new)
            seen.noteFirstBytes(buffer.readableBytesView.suffix(new))
        }
        defer { seen.unfinishedBytes = buffer.readableBytes }
        do {
            guard let frame = try decoder.nextFrame(in: &buffer) else { return .needMoreData }
            seen.framesDecoded += 1
            // §8: from the welcome on, the frames after it are held to its limits too (frame,
            // inflated and bitmap sizes are checked here, as they are read), never above the
            // client's own.
            if case .welcome(let w)? = frame.message { decoder.limits = decoder.limits.lowered(to: w.limits) }
            context.fireChannelRead(wrapInboundOut(frame))
            return .continue
        } catch {
            seen.decodingFailed = true
            throw error
        }
    }

    func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        // What is left is an unfinished frame; `ClientConnectionEnd` names it. Consuming it keeps
        // NIO from reporting it as leftover data.
        seen.unfinishedBytes = buffer.readableBytes
        buffer.moveReaderIndex(to: buffer.writerIndex)
        return .needMoreData
    }
}

import Logging
import NIOCore

/// The first handler of a plaintext server: when a connection's first bytes are a TLS
/// handshake record (a client configured for TLS, SPEC §14.1), it logs that and closes at once
/// instead of letting the frame decoder wait for a 33 MB "frame" until the handshake timeout.
/// After the first bytes it removes itself.
final class PlaintextGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let logger: Logger

    init(logger: Logger) { self.logger = logger }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        // A TLS ClientHello record: content type 22 (handshake), major version 3, and at byte 5
        // handshake type 1. A Layercast frame has the high byte of its message type at byte 5,
        // and no client message type is 0x01xx, so a valid hello never matches.
        let at = bytes.readerIndex
        if bytes.readableBytes >= 6, bytes.getInteger(at: at, as: UInt8.self) == 0x16,
           bytes.getInteger(at: at + 1, as: UInt8.self) == 0x03, bytes.getInteger(at: at + 5, as: UInt8.self) == 0x01 {
            let peer = context.remoteAddress.map { "\($0)" } ?? "?"
            logger.info("a client started a TLS handshake, but this server has no TLS certificate; closing",
                        metadata: ["peer": "\(peer)"])
            context.close(promise: nil)
            return
        }
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}

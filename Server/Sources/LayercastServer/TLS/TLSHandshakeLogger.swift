import Logging
import NIOCore
import NIOSSL

/// Sits right behind `NIOSSLServerHandler` and logs a failed TLS handshake (a plaintext client,
/// a client that refused the certificate) at `info` with the peer, since the connection handler
/// after it logs connection errors only at `debug`. It passes every event on.
final class TLSHandshakeLogger: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let logger: Logger

    init(logger: Logger) { self.logger = logger }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A ragged close after the handshake (no close_notify) is a vanished client, not a TLS failure.
        if let tls = error as? NIOSSLError, tls != .uncleanShutdown {
            let peer = context.remoteAddress.map { "\($0)" } ?? "?"
            logger.info("TLS handshake failed (a plaintext client, or one that refused the certificate): \(tls)",
                        metadata: ["peer": "\(peer)"])
        }
        context.fireErrorCaught(error)
    }
}

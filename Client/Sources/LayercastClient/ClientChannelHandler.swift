import LayercastProtocol
import NIOCore
import NIOSSL

/// The pipeline's last handler, after `ServerFrameDecoder`: posts each decoded message, with the
/// client-clock time it was received, to the inbox; after a decoding error it posts the error
/// once (NIO's decoder then reads nothing more). It holds reads while the inbox is full
/// (`ClientInbox.shouldHoldRead`); the session resumes them with `Channel.read()` after draining.
///
/// When the connection ends badly it names what went wrong (`ClientConnectionEnd`): a TLS failure
/// (behind a `NIOSSLClientHandler`, which reports a close during the handshake as an error), a
/// TLS server reached without TLS (its first bytes are a TLS record), and a close inside a frame.
final class ClientChannelHandler: ChannelDuplexHandler {
    typealias InboundIn = DecodedFrame<ServerMessage>
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let frames: ServerFrameDecoder
    private let inbox: ClientInbox
    private let clock: ClientClock
    private let usesTLS: Bool
    /// Set once an error (or the end) was posted, so that the close after it adds nothing.
    private var reported = false

    /// - Parameters:
    ///   - frames: the decoder before this handler (what the connection showed is read from it).
    ///   - usesTLS: a `NIOSSLClientHandler` sits before the decoder.
    init(frames: ServerFrameDecoder, inbox: ClientInbox, clock: @escaping ClientClock, usesTLS: Bool = false) {
        self.frames = frames; self.inbox = inbox; self.clock = clock; self.usesTLS = usesTLS
    }

    /// The decoder and this handler, in pipeline order, for a connection with `limits`.
    static func pipeline(inbox: ClientInbox, limits: ProtocolLimits, clock: @escaping ClientClock,
                         usesTLS: Bool) -> (ByteToMessageHandler<ServerFrameDecoder>, ClientChannelHandler) {
        let decoder = ServerFrameDecoder(limits: limits) { [inbox] count in inbox.noteWireBytes(count) }
        return (ByteToMessageHandler(decoder), ClientChannelHandler(frames: decoder, inbox: inbox, clock: clock, usesTLS: usesTLS))
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        guard !reported, let message = frame.message else { return }
        inbox.post(.message(message, receivedAt: clock()), bytes: frame.rawPayloadLength)
    }

    func read(context: ChannelHandlerContext) {
        guard !frames.seen.decodingFailed, !inbox.shouldHoldRead() else { return }
        context.read()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if !reported {
            reported = true
            inbox.post(ClientConnectionEnd.closed(frames.seen, usesTLS: usesTLS))
        }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? ProtocolError {
            // The decoder failed: the session says goodbye with the code and closes.
            guard !reported else { return }
            reported = true
            inbox.post(.protocolError(error))
            return
        }
        if !reported {
            reported = true
            inbox.post(ClientConnectionEnd.failed(frames.seen, usesTLS: usesTLS, error: error,
                                                  isTLSError: Self.isTLSError(error), describeTLS: { Self.describeTLS(error) }))
        }
        context.close(promise: nil)
    }

    /// A TLS failure; a ragged close after the handshake (no close_notify) is not one: it is a
    /// lost connection, which a reconnecting client retries.
    static func isTLSError(_ error: any Error) -> Bool {
        if let e = error as? NIOSSLError { return e != .uncleanShutdown }
        return error is BoringSSLError || error is NIOSSLExtraError
    }

    /// BoringSSL's reason in words a person can act on.
    static func describeTLS(_ error: any Error) -> String {
        let text = "\(error)"
        if let e = error as? NIOSSLExtraError, e == .failedToValidateHostname {
            return "the server's certificate was not accepted: it does not name the server (the name sent, or the "
                + "address connected to, when no name is sent; check --tls-server-name) (\(text))"
        }
        if text.contains("CERTIFICATE_VERIFY_FAILED") {
            return "the server's certificate was not accepted: it does not chain to the trusted CA or does not "
                + "name the server (check --tls-ca and --tls-server-name) (\(text))"
        }
        if case NIOSSLError.handshakeFailed(.sslError(let stack)) = error, stack.contains(.eofDuringHandshake) {
            return "the server closed the connection during the TLS handshake (a server without TLS closes a TLS "
                + "client at once)"
        }
        if text.contains("WRONG_VERSION_NUMBER") || text.contains("PACKET_LENGTH_TOO_LONG") {
            return "the server does not speak TLS (it is a plaintext server) (\(text))"
        }
        return "the TLS handshake failed: \(text)"
    }
}

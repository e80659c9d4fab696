import LayercastProtocol
import NIOCore
import NIOSSL

/// The pipeline's last handler: decodes the server's frames on the event loop (SPEC §2) and
/// posts each message, with the client-clock time it was received, to the inbox. After a
/// decoding error it posts the error once and reads nothing more (the decoder stays failed).
/// It holds reads while the inbox is full (`ClientInbox.shouldHoldRead`); the session resumes
/// them with `Channel.read()` after draining.
///
/// It also names what went wrong when a connection ends badly: a TLS failure (behind a
/// `NIOSSLClientHandler`, which reports a close during the handshake as an error), a TLS server reached without TLS (its first bytes are a TLS record),
/// and a close inside a frame (a truncated frame).
final class ClientChannelHandler: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private var decoder: ServerMessageDecoder
    private let inbox: ClientInbox
    private let clock: ClientClock
    private let usesTLS: Bool
    private var failed = false
    private var framesDecoded = 0
    /// The first bytes received, to recognise a TLS record sent to a plaintext client.
    private var firstBytes: [UInt8] = []
    /// Set once an error (or the end) was posted, so that the close after it adds nothing.
    private var reported = false

    /// - Parameter usesTLS: a `NIOSSLClientHandler` sits before this handler.
    init(inbox: ClientInbox, limits: ProtocolLimits, clock: @escaping ClientClock, usesTLS: Bool = false) {
        self.inbox = inbox; self.clock = clock; self.usesTLS = usesTLS
        decoder = ServerMessageDecoder(limits: limits)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !failed else { return }
        let bytes = unwrapInboundIn(data)
        inbox.noteWireBytes(bytes.readableBytes)
        if firstBytes.count < 3 { firstBytes += bytes.readableBytesView.prefix(3 - firstBytes.count) }
        decoder.append(bytes)
        do throws(ProtocolError) {
            while let frame = try decoder.nextFrame() {
                framesDecoded += 1
                guard let message = frame.message else { continue }
                inbox.post(.message(message, receivedAt: clock()), bytes: frame.rawPayloadLength)
            }
        } catch {
            failed = true
            reported = true
            inbox.post(.protocolError(error))
        }
    }

    func read(context: ChannelHandlerContext) {
        guard !failed, !inbox.shouldHoldRead() else { return }
        context.read()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if !reported {
            reported = true
            if !usesTLS, framesDecoded == 0, looksLikeTLS(firstBytes) {
                inbox.post(.tlsFailed("the server answered with TLS: it requires TLS (connect with TLS, --tls)"))
            } else if !failed, decoder.bufferedBytes > 0 {
                inbox.post(.closed("the server closed the connection inside a frame "
                                   + "(\(decoder.bufferedBytes) bytes of it received)"))
            } else {
                inbox.post(.closed(nil))
            }
        }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if !reported {
            reported = true
            if !failed, !usesTLS, framesDecoded == 0, looksLikeTLS(firstBytes) {
                inbox.post(.tlsFailed("the server answered with TLS: it requires TLS (connect with TLS, --tls)"))
            } else if usesTLS, Self.isTLSError(error) {
                inbox.post(.tlsFailed(Self.describeTLS(error)))
            } else {
                inbox.post(.closed("\(error)"))
            }
        }
        context.close(promise: nil)
    }

    /// A TLS record header: content type 21 (alert) or 22 (handshake), then major version 3.
    private func looksLikeTLS(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && (bytes[0] == 0x15 || bytes[0] == 0x16) && bytes[1] == 0x03
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

import LayercastProtocol
import NIOCore

/// What the network side hands the session's thread, in the order it happened.
public enum ConnectionEvent: Sendable {
    /// The TCP connection is up.
    case connected(Channel)
    /// The TCP connection could not be made.
    case connectFailed(String)
    /// A whole message arrived; `receivedAt` is client-clock seconds when its frame was decoded.
    case message(ServerMessage, receivedAt: Double)
    /// The server's bytes broke the protocol (the decoder's error); nothing more is read.
    case protocolError(ProtocolError)
    /// TLS failed (SPEC §14.1): the handshake or the certificate check; the string says why.
    case tlsFailed(String)
    /// The connection closed; the string says why when an error closed it.
    case closed(String?)
}

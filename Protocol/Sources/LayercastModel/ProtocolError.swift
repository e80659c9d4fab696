/// A violation of the protocol, with the wire error code it maps to (SPEC §9).
///
/// Every decoder and every tree validation reports problems as a `ProtocolError`; a peer that
/// receives one from its decoder sends an error message with `code` and closes the connection.
public struct ProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The wire error codes (u16). Stable: later versions add codes, never renumber them.
    public enum Code: UInt16, Hashable, Sendable, CaseIterable, Codable {
        /// Bytes that do not parse as the message they claim to be.
        case malformed = 1
        /// A frame longer than the negotiated maximum frame size.
        case frameTooLarge = 2
        /// A payload that inflates past the maximum decompressed size.
        case decompressedTooLarge = 3
        /// A message type the receiver does not know and that may not be skipped.
        case unknownMessage = 4
        /// A message that is not allowed in the current state (e.g. before the handshake).
        case unexpectedMessage = 5
        /// Wrong magic or no common version.
        case unsupportedVersion = 6
        /// Missing or wrong authentication token.
        case unauthorized = 7
        /// A commit or snapshot that names unknown ids, makes a cycle, gives a layer two parents,
        /// or is otherwise inconsistent with the tree.
        case invalidTree = 8
        /// A tree, bitmap or message over one of the limits.
        case limitExceeded = 9
        /// Contents whose pixels do not hash to their content id.
        case contentMismatch = 10
        /// Input that is out of range (NaN, infinite, absurd coordinates, unknown touch ids).
        case invalidInput = 11
        /// Too many messages in too short a time.
        case rateLimited = 12
        /// The handshake or a pong did not arrive in time.
        case timeout = 13
        /// Something went wrong on the sender's side.
        case internalError = 14
        /// The server is shutting down (sent in an `error` before it closes every connection).
        case shuttingDown = 15
        /// Version 4: a hello asks to mirror a screen the server does not have (§10.1.1).
        case unknownScreen = 16
    }

    /// The wire code.
    public var code: Code
    /// A readable reason, for logs and the error message's text.
    public var reason: String

    /// Creates an error with a code and a reason.
    public init(_ code: Code, _ reason: String) { self.code = code; self.reason = reason }

    public var description: String { "\(code) (\(code.rawValue)): \(reason)" }
}

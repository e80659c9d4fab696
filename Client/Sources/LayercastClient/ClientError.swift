import LayercastProtocol

/// What can go wrong in the client.
public enum ClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// SDL failed; the string is the call that failed and `SDL_GetError()`.
    case sdl(String)
    /// No render driver by that name exists in this SDL build; lists the ones that do.
    case unknownRenderDriver(String, available: [String])
    /// Writing a screenshot failed; the string says which file and why.
    case screenshot(String)
    /// The TCP connection could not be made; the string names the address and the cause.
    case connectionFailed(String)
    /// The connection closed before the session ended (no reject, error or goodbye).
    case connectionLost(String)
    /// The server refused the hello (SPEC §10.3) with this code and reason.
    case rejected(ProtocolError.Code, String)
    /// The server reported an error and closed (SPEC §11.5).
    case serverError(ProtocolError.Code, String)
    /// The server's bytes broke the protocol; the client sent a goodbye with the code and closed.
    case protocolViolation(ProtocolError)
    /// The TLS options cannot be used (a missing CA file, a malformed pin); the string says which.
    case tlsConfiguration(String)
    /// The TLS handshake failed (an untrusted certificate, a pin mismatch, a server without
    /// TLS or a TLS server reached without it); the string says what the client saw.
    case tlsFailed(String)
    /// A bounded wait ended before its condition held; the string says what was awaited.
    case timedOut(String)

    /// One line for a person: what happened and, for protocol errors, the §9 code.
    public var description: String {
        switch self {
        case .sdl(let s): "SDL error: \(s)"
        case .unknownRenderDriver(let d, let a): "no render driver \"\(d)\" (available: \(a.joined(separator: ", ")))"
        case .screenshot(let s): "cannot write the screenshot: \(s)"
        case .connectionFailed(let s): "cannot connect: \(s)"
        case .connectionLost(let s): "connection lost: \(s)"
        case .rejected(let c, let r): "the server rejected the connection: \(c) (\(c.rawValue)): \(r)"
        case .serverError(let c, let r): "the server reported an error: \(c) (\(c.rawValue)): \(r)"
        case .protocolViolation(let e): "the server broke the protocol: \(e)"
        case .tlsConfiguration(let s): "invalid TLS configuration: \(s)"
        case .tlsFailed(let s): "TLS failed: \(s)"
        case .timedOut(let s): "timed out waiting for \(s)"
        }
    }
}

/// §11.5 An error; the sender closes the connection after it.
public struct ErrorMessage: Hashable, Sendable, Codable {
    /// The error code.
    public var code: ProtocolError.Code
    /// A readable reason.
    public var reason: String
    /// Creates an error message.
    public init(code: ProtocolError.Code, reason: String) { self.code = code; self.reason = reason }
    /// The message for a protocol error.
    public init(_ error: ProtocolError) { self.init(code: error.code, reason: error.reason) }
}

/// §10.3 The server refuses the hello and closes.
public struct RejectMessage: Hashable, Sendable, Codable {
    /// Why (`unsupportedVersion`, `unauthorized`, …).
    public var code: ProtocolError.Code
    /// A readable reason.
    public var reason: String
    /// Creates a rejection.
    public init(code: ProtocolError.Code, reason: String) { self.code = code; self.reason = reason }
}

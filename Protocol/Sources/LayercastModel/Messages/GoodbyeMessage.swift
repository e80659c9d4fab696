/// §12.8 The client closes the session.
public struct GoodbyeMessage: Hashable, Sendable, Codable {
    /// Why, when the client leaves because of an error; `nil` for a normal close (wire 0).
    public var code: ProtocolError.Code?
    /// A readable reason.
    public var reason: String
    /// Creates a goodbye.
    public init(code: ProtocolError.Code? = nil, reason: String) { self.code = code; self.reason = reason }
}

/// §12.7 The answer to a ping.
public struct PongMessage: Hashable, Sendable, Codable {
    /// The ping's nonce.
    public var nonce: UInt64
    /// Creates a pong.
    public init(nonce: UInt64) { self.nonce = nonce }
}

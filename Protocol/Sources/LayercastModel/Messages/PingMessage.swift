/// §11.6 A liveness and clock probe; the client answers with a pong carrying the nonce.
public struct PingMessage: Hashable, Sendable, Codable {
    /// Echoed in the pong.
    public var nonce: UInt64
    /// Server time in seconds when sent.
    public var serverTime: Double
    /// Creates a ping.
    public init(nonce: UInt64, serverTime: Double) { self.nonce = nonce; self.serverTime = serverTime }
}

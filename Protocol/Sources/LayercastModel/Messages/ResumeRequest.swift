/// The resume part of a hello: reconnect to an existing session (SPEC §10.1).
public struct ResumeRequest: Hashable, Sendable, Codable {
    /// The resume token the server's welcome gave.
    public var token: UInt64
    /// The last commit id the client applied.
    public var lastCommitID: UInt64
    /// Creates a resume request.
    public init(token: UInt64, lastCommitID: UInt64) { self.token = token; self.lastCommitID = lastCommitID }
}

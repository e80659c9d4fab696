/// §12.6 The client asks for a fresh snapshot (its tree diverged or it lost state).
public struct ResyncRequestMessage: Hashable, Sendable, Codable {
    /// The last commit the client applied, 0 if none.
    public var lastCommitID: UInt64
    /// Creates a resync request.
    public init(lastCommitID: UInt64) { self.lastCommitID = lastCommitID }
}

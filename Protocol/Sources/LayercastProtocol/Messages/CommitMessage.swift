/// §11.2 One transaction: ordered operations applied atomically.
public struct CommitMessage: Hashable, Sendable, Codable {
    /// Strictly increasing per session.
    public var commitID: UInt64
    /// Server time in seconds when the transaction committed.
    public var serverTime: Double
    /// The operations, in order.
    public var operations: [LayerOperation]
    /// Creates a commit.
    public init(commitID: UInt64, serverTime: Double, operations: [LayerOperation]) {
        self.commitID = commitID; self.serverTime = serverTime; self.operations = operations
    }
}

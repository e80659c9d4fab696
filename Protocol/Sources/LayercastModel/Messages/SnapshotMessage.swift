/// §11.1 The whole tree as operations applied to a tree holding only `LayerID.root`.
public struct SnapshotMessage: Hashable, Sendable, Codable {
    /// The commit this state corresponds to; later commits have larger ids.
    public var commitID: UInt64
    /// Server time in seconds (the clock of animation begin times).
    public var serverTime: Double
    /// The operations, in order.
    public var operations: [LayerOperation]
    /// Creates a snapshot.
    public init(commitID: UInt64, serverTime: Double, operations: [LayerOperation]) {
        self.commitID = commitID; self.serverTime = serverTime; self.operations = operations
    }
}

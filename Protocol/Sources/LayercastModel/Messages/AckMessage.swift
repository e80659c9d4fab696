/// §12.4 The client applied (and presented) a commit.
public struct AckMessage: Hashable, Sendable, Codable {
    /// The commit (or snapshot) id acknowledged.
    public var commitID: UInt64
    /// Seconds on the client's clock when the commit's frame was fully received.
    public var receivedTime: Double
    /// Seconds on the client's clock when the first frame showing it was presented.
    public var presentedTime: Double
    /// The client's `LayerTree.canonicalHash` after applying it (§7).
    public var treeHash: UInt64
    /// Creates an acknowledgement.
    public init(commitID: UInt64, receivedTime: Double, presentedTime: Double, treeHash: UInt64) {
        self.commitID = commitID; self.receivedTime = receivedTime
        self.presentedTime = presentedTime; self.treeHash = treeHash
    }
}

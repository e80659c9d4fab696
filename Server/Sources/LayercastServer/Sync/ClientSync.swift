import LayercastProtocol

/// What one client has, and what it still needs: the server's "pending state" for a session.
///
/// The state is coalesced, never queued: each commit only adds the ids it touched to `pending`, and
/// when the client can take more, one update carries the difference between the tree it has and the
/// current tree. A client that is behind therefore costs at most one tree (shared copy-on-write with
/// the server's tree it last received) plus a set of layer ids, whatever its speed.
public struct ClientSync: Sendable {
    /// One update to send: a snapshot or a commit, and the contents the client must get first.
    public struct Update: Sendable, Equatable {
        /// Whether the client must reset its tree before applying `operations`.
        public var isSnapshot: Bool
        /// The operations, in SPEC §5.3 order.
        public var operations: [LayerOperation]
        /// Contents referenced by `operations` that the client does not hold yet, in first-use order.
        public var newContents: [ContentID]
        /// Contents the client held before this update (candidates for partial updates).
        public var heldBefore: Set<ContentID>
    }

    /// What an acknowledgement told us.
    public enum AckResult: Sendable, Equatable {
        /// The client applied the commit and its tree hash matches ours.
        case ok
        /// The client's tree hash differs: it needs a snapshot (resync).
        case mismatch
        /// The ack names a commit that is not in flight: a protocol error by the client.
        case unknownCommit
    }

    /// The tree the client has been sent (it applies updates in order over one TCP stream).
    public private(set) var clientTree = LayerTree()
    /// Layers touched by commits since `clientTree`.
    public private(set) var pending: Set<LayerID> = []
    /// Whether the next update must be a snapshot (new session, resync, hash mismatch).
    public private(set) var needsSnapshot = true
    /// Sent commits not acknowledged yet: (commit id, the tree hash the client must report).
    public private(set) var inFlight: [(commitID: UInt64, hash: UInt64)] = []
    /// How many updates may be unacknowledged before the session waits (flow control).
    public let maxInFlight: Int
    /// How many layers reference each content in `clientTree`.
    private var contentRefs: [ContentID: Int] = [:]
    /// The tree of each update in `inFlight`, in the same order: a resuming client may have
    /// applied any of them (its ack lost with the connection). Shared copy-on-write with the
    /// group's trees, so at most `maxInFlight` trees' worth of nodes that changed since.
    private var inFlightTrees: [LayerTree] = []
    /// The last acknowledged update whose hash matched: the oldest state a resume can start from.
    public private(set) var acknowledged: (commitID: UInt64, tree: LayerTree)?

    /// Creates the state of a new session, which starts with a snapshot.
    /// - Parameter maxInFlight: updates allowed in flight before waiting for an ack (at least 1).
    public init(maxInFlight: Int = 2) { self.maxInFlight = max(1, maxInFlight) }

    /// The contents the client holds (referenced by its tree).
    public var heldContents: Set<ContentID> { Set(contentRefs.keys) }

    /// Whether there is anything to send.
    public var hasPendingChanges: Bool { needsSnapshot || !pending.isEmpty }

    /// Whether flow control allows another update now.
    public var canSend: Bool { inFlight.count < maxInFlight }

    /// Records that a server commit touched these layers.
    public mutating func noteCommit<S: Sequence>(touched: S) where S.Element == LayerID {
        if !needsSnapshot { pending.formUnion(touched) }
    }

    /// Asks for a snapshot on the next update (resync request or hash mismatch).
    public mutating func requestSnapshot() {
        needsSnapshot = true
        pending.removeAll()
    }

    /// Forgets what the client holds, as for a new connection that is not a resume: the next
    /// update is a snapshot and every content it needs is sent again (SPEC §6.4).
    public mutating func restart() {
        requestSnapshot()
        contentRefs.removeAll()
        inFlight.removeAll()
        inFlightTrees.removeAll()
        acknowledged = nil
    }

    /// The update that brings the client to `current`, or `nil` when there is nothing to send or
    /// flow control says wait. Marks it in flight under `commitID` with the hash the client must
    /// report after applying it.
    public mutating func nextUpdate(current: LayerTree, commitID: UInt64, hash: UInt64) -> Update? {
        nextUpdate(current: current, commitID: commitID, hash: hash) { isSnapshot, base, touched in
            isSnapshot ? current.snapshotOperations() : current.operations(since: base, touched: touched)
        }
    }

    /// Like `nextUpdate(current:commitID:hash:)`, with the operations computed by `operations`
    /// (given whether it is a snapshot, the client's tree and the touched layers): a server
    /// serving many clients that were sent the same states computes them once and shares them.
    public mutating func nextUpdate(
        current: LayerTree, commitID: UInt64, hash: UInt64,
        operations makeOperations: (_ isSnapshot: Bool, _ base: LayerTree, _ touched: Set<LayerID>) -> [LayerOperation]
    ) -> Update? {
        guard hasPendingChanges, canSend else { return nil }
        let heldBefore: Set<ContentID>
        let isSnapshot = needsSnapshot
        let touched: Set<LayerID>
        let base: LayerTree
        if isSnapshot {
            // §6.4: a snapshot on the same connection (a resync) does not end what the client
            // holds: contents its tree referred to stay held through the snapshot and are not
            // sent again. A new connection starts from `restart()`, holding nothing.
            base = LayerTree()
            touched = Set(current.nodes.keys)
            heldBefore = heldContents
            contentRefs.removeAll()
        } else {
            base = clientTree
            touched = pending
            heldBefore = heldContents
        }
        let operations = makeOperations(isSnapshot, base, touched)
        var newContents: [ContentID] = []
        // References are counted before any is released, so a layer that keeps its contents
        // keeps them held (§6.4).
        for id in touched.sorted() {
            if let new = current[id]?.state.contents {
                if retain(new) && !heldBefore.contains(new) && !newContents.contains(new) {
                    newContents.append(new)
                }
            }
        }
        if !isSnapshot {
            for id in touched { if let old = base[id]?.state.contents { release(old) } }
        }
        clientTree = current
        pending.removeAll()
        needsSnapshot = false
        inFlight.append((commitID, hash))
        inFlightTrees.append(current)
        return Update(isSnapshot: isSnapshot, operations: operations, newContents: newContents,
                      heldBefore: heldBefore)
    }

    /// Handles the client's acknowledgement of `commitID` with the hash of its tree.
    public mutating func acknowledge(commitID: UInt64, clientHash: UInt64) -> AckResult {
        guard let index = inFlight.firstIndex(where: { $0.commitID == commitID }) else { return .unknownCommit }
        let expected = inFlight[index].hash
        let tree = inFlightTrees[index]
        // Acks arrive in order; anything before this one is implicitly acknowledged.
        inFlight.removeSubrange(...index)
        inFlightTrees.removeSubrange(...index)
        guard expected == clientHash else {
            acknowledged = nil
            requestSnapshot()
            return .mismatch
        }
        acknowledged = (commitID, tree)
        return .ok
    }

    // MARK: - Resume (SPEC §10.5)

    /// The tree the client has if the last update it applied is `commitID`: the acknowledged
    /// one or one in flight; `nil` when the server no longer knows that state.
    public func tree(atCommit commitID: UInt64) -> LayerTree? {
        if let index = inFlight.firstIndex(where: { $0.commitID == commitID }) { return inFlightTrees[index] }
        if let acknowledged, acknowledged.commitID == commitID { return acknowledged.tree }
        return nil
    }

    /// Continues after a reconnect whose client last applied `commitID`: the client's tree is
    /// that state, it holds the contents that tree refers to, nothing is in flight, and the next
    /// update is the difference to `current` (no snapshot). Returns false, changing nothing, when
    /// the server no longer knows that state; the caller then sends a snapshot instead.
    public mutating func resume(fromCommit commitID: UInt64, current: LayerTree) -> Bool {
        guard !needsSnapshot, let base = tree(atCommit: commitID) else { return false }
        clientTree = base
        contentRefs.removeAll()
        for node in base.nodes.values {
            if let id = node.state.contents { _ = retain(id) }
        }
        inFlight.removeAll()
        inFlightTrees.removeAll()
        acknowledged = (commitID, base)
        // Which layers changed since is not recorded while parked: the diff compares them all and
        // sends only what differs.
        pending = base == current ? [] : Set(base.nodes.keys).union(current.nodes.keys)
        return true
    }

    /// Counts a reference; returns true when the content became referenced by this one.
    private mutating func retain(_ id: ContentID) -> Bool {
        contentRefs[id, default: 0] += 1
        return contentRefs[id] == 1
    }

    private mutating func release(_ id: ContentID) {
        guard let n = contentRefs[id] else { return }
        contentRefs[id] = n > 1 ? n - 1 : nil
    }
}

import LayercastProtocol

/// The server's tree for one group of clients (same scale, same animation capability): what
/// every client of the group converges to, with the bitmaps it refers to.
///
/// Commit ids are global to the server and each names one state of one group's tree, so
/// (group, from-commit, to-commit) identifies the bytes of an update: the encode-once key.
final class ScaleGroup {
    /// The group's key.
    let key: ScaleGroupKey
    /// The current tree at the group's scale.
    private(set) var tree = LayerTree()
    /// The id of the commit that produced `tree` (global across groups).
    var commitID: UInt64
    /// The UI's time of that commit, in seconds.
    var commitTime: Double
    /// The bitmaps `tree` refers to, by content id.
    private(set) var bitmaps: [ContentID: ContentBitmap] = [:]
    private var contentRefs: [ContentID: Int] = [:]
    /// The sessions in the group.
    var sessions: Set<UInt64> = []

    /// Creates a group whose tree is `snapshot` applied to the empty tree. Throws like
    /// `LayerTree.apply` when the UI's snapshot is invalid.
    init(key: ScaleGroupKey, snapshot: ServedCommit, commitID: UInt64, time: Double,
         limits: ProtocolLimits) throws(ProtocolError) {
        self.key = key; self.commitID = commitID; self.commitTime = time
        _ = try apply(snapshot, limits: limits)
    }

    /// Applies one UI commit at the group's scale; returns the layers it touched (to be
    /// coalesced by each client's `ClientSync`). Atomic: on a throw the tree is unchanged.
    func apply(_ commit: ServedCommit, limits: ProtocolLimits) throws(ProtocolError) -> Set<LayerID> {
        var scaled = commit.operations(forScale: key.scale)
        if !key.animations {
            scaled.operations.removeAll {
                if case .addAnimation = $0 { return true }
                if case .removeAnimation = $0 { return true }
                return false
            }
        }
        var touched = Set<LayerID>()
        for op in scaled.operations {
            switch op {
            case .createLayer(let id), .destroyLayer(let id), .addAnimation(let id, _), .removeAnimation(let id, _):
                touched.insert(id)
            case .setProperties(let id, _):
                touched.insert(id)
            case .setSublayers(let id, let list):
                // Sublayers that join or leave change their superlayer (SPEC §5.5 effects).
                touched.insert(id)
                touched.formUnion(list)
                touched.formUnion(tree[id]?.sublayers ?? [])
            }
        }
        let before = tree
        try tree.apply(scaled.operations, limits: limits)
        for id in touched {
            if let old = before[id]?.state.contents { release(old) }
            if let new = tree[id]?.state.contents {
                contentRefs[new, default: 0] += 1
                if bitmaps[new] == nil, let bitmap = scaled.bitmaps[new] { bitmaps[new] = bitmap }
            }
        }
        return touched
    }

    private func release(_ id: ContentID) {
        guard let n = contentRefs[id] else { return }
        if n > 1 { contentRefs[id] = n - 1 } else { contentRefs[id] = nil; bitmaps[id] = nil }
    }
}

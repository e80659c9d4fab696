import HashTreeCollections

/// The value model of a layer tree that both sides hold (SPEC §5): layers by id, each with its
/// state, ordered sublayers, superlayer and animations. `LayerID.root` is always present.
///
/// `apply(_:limits:)` validates and applies a commit or snapshot atomically (§5.3, §5.5) and keeps
/// `canonicalHash` (§7.2) up to date in time proportional to the operations, not the tree.
public struct LayerTree: Hashable, Sendable {
    /// One layer of the tree.
    public struct Node: Hashable, Sendable {
        /// Every property of the layer.
        public var state = LayerState()
        /// Sublayers, back to front.
        public var sublayers: [LayerID] = []
        /// The layer whose sublayer this is; `nil` for the root and for detached layers.
        public var superlayer: LayerID? = nil
        /// Attached animations by key.
        public var animations: [String: LayerAnimation] = [:]
        /// Creates a layer with default state.
        public init() {}
    }

    /// Every layer by id, the root included.
    ///
    /// A persistent hash tree rather than a `Dictionary`: the server keeps the tree each client
    /// was last sent, shared with the group's current tree, so the next commit's `apply`
    /// mutates a shared tree. A `Dictionary` would copy every layer then (O(tree) per commit);
    /// the hash tree copies only the path to each changed node (O(changed × log tree)).
    public internal(set) var nodes: TreeDictionary<LayerID, Node>
    /// The layer that uses a layer as its mask, by mask id (§5.2: a mask has no superlayer).
    public internal(set) var maskOwners: [LayerID: LayerID] = [:]
    /// Each layer's node hash (§7.2), maintained with `canonicalHash`.
    var nodeHashes: TreeDictionary<LayerID, UInt64> = [:]
    /// The canonical tree hash of SPEC §7.2: the wrapping sum of every layer's node hash.
    public internal(set) var canonicalHash: UInt64 = 0
    /// The layers that have animations attached, maintained by `apply` so that asking whether
    /// anything animates costs the animated layers, not the tree (a client asks every frame).
    public internal(set) var animatedLayers: Set<LayerID> = []
    /// How many layers show each content id, maintained by `apply` (a client prunes the
    /// contents it holds against it after every commit).
    var contentsReferenceCounts: TreeDictionary<ContentID, Int> = [:]

    /// A tree holding only the root layer.
    public init() {
        nodes = [.root: Node()]
        let h = Self.nodeHash(.root, Node())
        nodeHashes = [.root: h]
        canonicalHash = h
    }

    /// A tree built by applying a snapshot's operations to the empty tree (§11.1).
    /// Throws like `apply(_:limits:)`.
    public init(snapshot operations: [LayerOperation], limits: ProtocolLimits = .default) throws(ProtocolError) {
        self.init()
        try apply(operations, limits: limits)
    }

    /// The node for `id`, if it exists.
    public subscript(id: LayerID) -> Node? { nodes[id] }

    /// The number of layers, the root included.
    public var count: Int { nodes.count }

    /// Trees are equal when their layers are; the derived indexes follow from them.
    public static func == (lhs: LayerTree, rhs: LayerTree) -> Bool { lhs.nodes == rhs.nodes }

    /// Hashes the canonical hash, which equal trees share.
    public func hash(into hasher: inout Hasher) { hasher.combine(canonicalHash) }
}

/// The value model of a layer tree that both sides hold (SPEC §5): layers by id, each with its
/// state, ordered sublayers, superlayer and animations. `LayerID.root` is always present.
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
    public internal(set) var nodes: [LayerID: Node]

    /// A tree holding only the root layer.
    public init() { nodes = [.root: Node()] }

    /// The node for `id`, if it exists.
    public subscript(id: LayerID) -> Node? { nodes[id] }

    /// The number of layers, the root included.
    public var count: Int { nodes.count }
}

extension LayerTree {
    /// Applies operations in order. Contract placeholder: the protocol work replaces this with a
    /// validating version that rejects unknown ids, two parents, cycles and non-permutations and
    /// leaves the tree unchanged on error.
    public mutating func apply(_ operations: [LayerOperation]) throws(ProtocolError) {
        for op in operations {
            switch op {
            case .createLayer(let id): nodes[id] = Node()
            case .destroyLayer(let id): nodes[id] = nil
            case .setProperties(let id, let props):
                guard nodes[id] != nil else { throw ProtocolError(.invalidTree, "unknown layer \(id)") }
                for p in props { nodes[id]!.state.apply(p) }
            case .setSublayers(let id, let subs):
                guard nodes[id] != nil else { throw ProtocolError(.invalidTree, "unknown layer \(id)") }
                for s in nodes[id]!.sublayers { nodes[s]?.superlayer = nil }
                nodes[id]!.sublayers = subs
                for s in subs { nodes[s]?.superlayer = id }
            case .addAnimation(let id, let anim): nodes[id]?.animations[anim.key] = anim
            case .removeAnimation(let id, let key): nodes[id]?.animations[key] = nil
            }
        }
    }
}

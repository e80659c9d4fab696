import LayercastModel
extension LayerTree {
    /// The tree as it looks at `time` (seconds of server time): every layer's state with its
    /// animations applied in key order. The model tree is unchanged; layers without animations
    /// are shared.
    public func presentation(at time: Double) -> LayerTree {
        var changes: [LayerOperation] = []
        for (id, node) in nodes where !node.animations.isEmpty {
            let state = Self.presented(node, at: time)
            // Only through the public operations, so the tree's own bookkeeping stays valid.
            let props = LayerPropertyKey.allCases.compactMap { k -> LayerProperty? in
                let v = state.value(for: k)
                return v == node.state.value(for: k) ? nil : v
            }
            if !props.isEmpty { changes.append(.setProperties(id, props)) }
        }
        guard !changes.isEmpty else { return self }
        var out = self
        do { try out.apply(changes) } catch { return self }
        return out
    }

    /// One layer's state at `time` with its animations applied in key order, without building a
    /// whole presentation tree: what a replicator's delayed copies (SPEC §4.10) draw.
    public func presentedState(of id: LayerID, at time: Double) -> LayerState? {
        nodes[id].map { Self.presented($0, at: time) }
    }

    private static func presented(_ node: Node, at time: Double) -> LayerState {
        var state = node.state
        for key in node.animations.keys.sorted() {
            let a = node.animations[key]!
            if let v = a.value(at: time) { state.apply(animated: v, keyPath: a.keyPath) }
        }
        return state
    }

    /// Whether any animation still runs at `time`, so a compositor must keep drawing frames.
    public func hasRunningAnimations(at time: Double) -> Bool {
        animatedLayers.contains { nodes[$0]?.animations.values.contains { $0.isRunning(at: time) } ?? false }
    }
}

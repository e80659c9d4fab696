import LayercastProtocol

/// The operations that take a client from the tree it has to the current tree (SPEC §5.3 order).
///
/// Only the layers in `touched` are compared, so the cost follows what changed since the client's
/// tree, not the size of the tree. `touched` must contain every layer that differs between the two
/// trees (the session accumulates the ids of every commit it has not yet sent).
public enum TreeDelta {
    /// Computes the operations from `old` to `new` over the layers in `touched`.
    ///
    /// The result lists creations, then property sets, then sublayer orders and animations, then
    /// destructions, so every id an operation names exists when it is applied and a destroyed layer
    /// is no longer referenced by then.
    public static func operations(from old: LayerTree, to new: LayerTree,
                                  touched: Set<LayerID>) -> [LayerOperation] {
        var creates: [LayerOperation] = []
        var sets: [LayerOperation] = []
        var structure: [LayerOperation] = []
        var destroys: [LayerOperation] = []
        // Sorted so that two sessions with the same history produce the same bytes (encode once).
        for id in touched.sorted() {
            let before = old[id], after = new[id]
            switch (before, after) {
            case (nil, nil):
                continue
            case (.some, nil):
                destroys.append(.destroyLayer(id))
            case (nil, .some(let node)):
                creates.append(.createLayer(id))
                let props = node.state.nonDefaultProperties
                if !props.isEmpty { sets.append(.setProperties(id, props)) }
                if !node.sublayers.isEmpty { structure.append(.setSublayers(id, node.sublayers)) }
                for key in node.animations.keys.sorted() {
                    structure.append(.addAnimation(id, node.animations[key]!))
                }
            case (.some(let was), .some(let node)):
                let changed = changedProperties(from: was.state, to: node.state)
                if !changed.isEmpty { sets.append(.setProperties(id, changed)) }
                if was.sublayers != node.sublayers { structure.append(.setSublayers(id, node.sublayers)) }
                if was.animations != node.animations {
                    for key in was.animations.keys.sorted() where node.animations[key] == nil {
                        structure.append(.removeAnimation(id, key: key))
                    }
                    for key in node.animations.keys.sorted() where node.animations[key] != was.animations[key] {
                        structure.append(.addAnimation(id, node.animations[key]!))
                    }
                }
            }
        }
        return creates + sets + structure + destroys
    }

    /// The properties of `new` that differ from `old`, in key order.
    public static func changedProperties(from old: LayerState, to new: LayerState) -> [LayerProperty] {
        guard old != new else { return [] }
        return LayerPropertyKey.allCases.compactMap { key in
            let value = new.value(for: key)
            return value == old.value(for: key) ? nil : value
        }
    }

    /// The content ids the operations set as some layer's contents.
    public static func referencedContents(in operations: [LayerOperation]) -> [ContentID] {
        var result: [ContentID] = []
        for case .setProperties(_, let props) in operations {
            for case .contents(let id?) in props { result.append(id) }
        }
        return result
    }
}

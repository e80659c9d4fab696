import Foundation
import LayercastModel

extension LayerTree {
    /// The sublayers of `id` in drawing order, back to front: sublayer order, stably sorted by
    /// `zPosition` (higher on top). Empty when the layer does not exist.
    public func sublayersInDrawOrder(of id: LayerID) -> [LayerID] {
        guard let node = nodes[id] else { return [] }
        let subs = node.sublayers.filter { nodes[$0] != nil }
        guard subs.contains(where: { nodes[$0]!.state.zPosition != 0 }) else { return subs }
        return subs.enumerated().sorted { lhs, rhs in
            let zl = nodes[lhs.element]!.state.zPosition, zr = nodes[rhs.element]!.state.zPosition
            return zl != zr ? zl < zr : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Whether a layer draws anything at all given its own state: not hidden and not fully
    /// transparent. A layer that does not draw hides its whole subtree.
    public func isDrawn(_ id: LayerID) -> Bool {
        guard let s = nodes[id]?.state else { return false }
        return !s.isHidden && s.opacity > 0
    }

    /// The transform from a layer's bounds space to the root layer's superlayer space (the
    /// screen, in points), or `nil` when the layer is not attached to the root.
    public func transformToScreen(of id: LayerID) -> CompositingTransform? {
        var t = CompositingTransform.identity
        var current: LayerID? = id
        var steps = 0
        while let c = current, let node = nodes[c] {
            t = t.concatenating(node.state.transformToSuperlayer)
            if c == .root { return t }
            current = node.superlayer
            steps += 1
            if steps > nodes.count { return nil }
        }
        return nil
    }
}

extension LayerTree {
    /// SPEC §4.9: whether a renderer of `layerGroups` composites layer `id` (in `state`) as a
    /// group — its parts and sublayers drawn at full opacity into a transparent buffer, then that
    /// buffer drawn at the layer's opacity — rather than multiplying the opacity into each part.
    /// Only where the two differ: opacity below 1, `allowsGroupOpacity`, and something that can
    /// overlap (a sublayer, or two of the layer's own parts).
    public func compositesAsGroup(_ id: LayerID, _ state: LayerState) -> Bool {
        guard state.allowsGroupOpacity, state.opacity < 1, state.opacity > 0 else { return false }
        if nodes[id]?.sublayers.contains(where: { nodes[$0] != nil }) == true { return true }
        var parts = 0
        if let bg = state.backgroundColor, bg.alpha > 0 { parts += 1 }
        if state.gradient != nil { parts += 1 }
        if state.contents != nil { parts += 1 }
        if !state.glyphRuns.isEmpty { parts += 1 }
        if state.shape != nil { parts += 1 }
        if state.borderWidth > 0, let c = state.borderColor, c.alpha > 0 { parts += 1 }
        return parts >= 2
    }
}

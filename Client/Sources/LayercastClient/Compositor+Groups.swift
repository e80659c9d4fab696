import CSDL2
import Foundation
import LayercastProtocol
import LayercastCompositing

extension Compositor {
    /// The output pixels a group's drawing can reach (SPEC §4.9): the reach of every layer of its
    /// subtree (`ownReach`: bounds, shape ink, contents, glyphs, shadow, margin), the group's own
    /// shadow excepted (it is drawn outside the group), a clipping layer's subtree held to its
    /// bounds. `nil` where that is not known cheaply (a replicator's copies, a rasterised layer,
    /// a replicator's delayed copy being drawn): the group then takes the whole clip, as before.
    func groupBox(_ id: LayerID, _ s: LayerState, toDevice: CompositingTransform) -> CGRect? {
        guard drawing.instanceTime == nil else { return nil }
        var box = CGRect.null
        func visit(_ id: LayerID, _ s: LayerState, _ toDevice: CompositingTransform, _ parentToDevice: CompositingTransform?) -> Bool {
            if s.replicator != nil || s.shouldRasterize { return false }
            box = box.union(ownReach(s, patches: heldPatches(of: s), toDevice: toDevice, parentToDevice: parentToDevice))
            if s.masksToBounds { return true }
            for sub in drawing.tree.sublayersInDrawOrder(of: id) {
                guard let state = drawing.tree[sub]?.state, !state.isHidden, state.opacity > 0 else { continue }
                if !visit(sub, state, state.transformToSuperlayer.concatenating(toDevice), toDevice) { return false }
            }
            return true
        }
        guard visit(id, s, toDevice, nil), !box.isNull else { return nil }
        return box
    }
}

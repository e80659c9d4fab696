import Foundation
import LayercastProtocol
import LayercastCompositing

extension DamageTracker {
    /// What the root layer is drawn from: the viewport, full opacity, the first place.
    static func rootInputs(_ frame: DamageFrame) -> DrawnRecord.Inputs {
        var place = Hasher()
        place.combine(-1)
        return DrawnRecord.Inputs(parentToDevice: frame.rootToDevice, opacity: 1, place: place.finalize())
    }

    /// Records a layer and its subtree into `records`, walking it as the compositor's
    /// `drawLayer` does; returns the subtree's reach (`.null` when it draws nothing).
    static func record(_ id: LayerID, _ inputs: DrawnRecord.Inputs, _ frame: DamageFrame,
                       _ measure: some LayerReachMeasure, into records: inout [LayerID: DrawnRecord],
                       visits: inout Int) -> CGRect {
        guard let s = frame.tree[id]?.state else { return .null }
        visits += 1
        let tree = frame.tree
        let alpha = inputs.opacity * Double(s.opacity)
        let toDevice = s.transformToSuperlayer.concatenating(inputs.parentToDevice)
        var h = Hasher()
        h.combine(s)
        h.combine(toDevice)
        h.combine(alpha)
        h.combine(inputs.place)
        guard !s.isHidden, s.opacity > 0, toDevice.determinant != 0 else {
            records[id] = DrawnRecord(fingerprint: h.finalize(), reach: .null, inputs: inputs)
            return .null
        }
        // Whether it is drawn as a group (SPEC §4.9) depends on its sublayers, not its state.
        h.combine(frame.compositesLayerGroups && tree.compositesAsGroup(id, s))
        let mask = s.mask.flatMap { tree[$0] != nil ? $0 : nil }
        let rasterized = frame.rasterizesLayers && s.rasterizationFactor(toDevice: toDevice) != nil
        let replicates = frame.compositesLayerGroups && s.replicator != nil
        if mask != nil || rasterized || replicates {
            // Where a mask, copies or a bitmap's resampling take the subtree is not worth
            // bounding: any change in it redraws the frame.
            var animated = false
            foldSubtree(of: id, in: tree, into: &h, animated: &animated)
            if let mask { foldSubtree(of: mask, in: tree, into: &h, animated: &animated) }
            // A replicator's delayed copies show other times than the frame's.
            if s.replicator != nil, let t = frame.time { h.combine(t) }
            records[id] = DrawnRecord(fingerprint: h.finalize(), reach: frame.output, ownReach: frame.output, inputs: inputs,
                                      foldsSubtree: true, showsTime: replicates && animated)
            return frame.output
        }
        let own = measure.ownDrawing(of: s, toDevice: toDevice, parentToDevice: inputs.parentToDevice)
        let subs = tree.sublayersInDrawOrder(of: id)
        var below = CGRect.null
        for (index, sub) in subs.enumerated() {
            var p = Hasher()
            p.combine(id)
            p.combine(index)
            let subInputs = DrawnRecord.Inputs(parentToDevice: toDevice, opacity: alpha, place: p.finalize())
            below = below.union(record(sub, subInputs, frame, measure, into: &records, visits: &visits))
        }
        let clip = s.masksToBounds ? toDevice.boundingBox(of: s.bounds).insetBy(dx: -margin, dy: -margin) : nil
        let reach = DrawnRecord.reach(own: own.reach, below: below, clip: clip)
        records[id] = DrawnRecord(fingerprint: h.finalize(), reach: reach, ownReach: own.reach, sublayerClip: clip,
                                  sublayers: subs, inputs: inputs, drawsSublayers: true, indivisible: own.indivisible)
        return reach
    }

    /// Hashes every state of a subtree (sublayers and masks), in drawing order; notes whether any
    /// of its layers has animations.
    private static func foldSubtree(of id: LayerID, in tree: LayerTree, into h: inout Hasher, animated: inout Bool) {
        guard let node = tree[id] else { return }
        h.combine(id)
        h.combine(node.state)
        if !node.animations.isEmpty { animated = true }
        if let mask = node.state.mask { foldSubtree(of: mask, in: tree, into: &h, animated: &animated) }
        for sub in tree.sublayersInDrawOrder(of: id) { foldSubtree(of: sub, in: tree, into: &h, animated: &animated) }
    }
}

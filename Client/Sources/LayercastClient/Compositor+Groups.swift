import CSDL2
import Foundation
import LayercastProtocol

extension Compositor {
    /// The output pixels a group's drawing can reach (SPEC §4.9): the device box of every layer
    /// of its subtree — bounds, shape ink, glyph runs (generously) and shadow (offset and three
    /// sigmas) — a clipping layer's subtree held to its bounds, plus a pixel of antialiasing. `nil` where that is not
    /// known cheaply (a replicator's copies, a rasterised layer, a replicator's delayed copy being
    /// drawn): the group then takes the whole clip, as before.
    func groupBox(_ id: LayerID, _ s: LayerState, toDevice: CompositingTransform) -> CGRect? {
        guard instanceTime == nil else { return nil }
        var box = CGRect.null
        func visit(_ id: LayerID, _ s: LayerState, _ toDevice: CompositingTransform, _ parentToDevice: CompositingTransform?) -> Bool {
            if s.replicator != nil || s.shouldRasterize { return false }
            let own = toDevice.boundingBox(of: LayerRasters.shadowArea(of: s))
            box = box.union(own)
            if s.drawsShadow, let parentToDevice {
                let offset = parentToDevice.applyToVector(s.shadowOffset)
                let spread = 3 * s.shadowSigma * parentToDevice.meanScale + 2
                box = box.union(own.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread))
            }
            // Glyph runs may reach past the bounds: each run's pen positions, widened by two ems
            // (a glyph's advance and more) and its height by one and a half (ascent, descent).
            for run in s.glyphRuns where !run.glyphs.isEmpty {
                let em = Double(run.size), xs = run.glyphs.map { Double($0.x) }, ys = run.glyphs.map { Double($0.y) }
                let ink = CGRect(x: s.bounds.minX + run.origin.x + xs.min()! - em, y: s.bounds.minY + run.origin.y + ys.min()! - 1.5 * em,
                                 width: xs.max()! - xs.min()! + 3 * em, height: ys.max()! - ys.min()! + 2.5 * em)
                box = box.union(toDevice.boundingBox(of: ink))
            }
            if s.masksToBounds { return true }
            for sub in drawingTree.sublayersInDrawOrder(of: id) {
                guard let state = drawingTree[sub]?.state, !state.isHidden, state.opacity > 0 else { continue }
                if !visit(sub, state, state.transformToSuperlayer.concatenating(toDevice), toDevice) { return false }
            }
            return true
        }
        guard visit(id, s, toDevice, nil), !box.isNull else { return nil }
        return box.insetBy(dx: -1, dy: -1)
    }
}

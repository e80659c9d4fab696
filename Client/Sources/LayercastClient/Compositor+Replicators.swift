import CSDL2
import Foundation
import LayercastProtocol
import LayercastCompositing

/// The red, green and blue factors a replicator's copy multiplies its colours by (its alpha
/// joins the inherited opacity instead).
struct LayerTint: Equatable {
    var red = 1.0, green = 1.0, blue = 1.0
    /// No tint.
    static let none = LayerTint()

    /// This tint multiplied by `color`'s red, green and blue.
    func multiplied(by color: LayerColor) -> LayerTint {
        LayerTint(red: red * Double(color.red), green: green * Double(color.green), blue: blue * Double(color.blue))
    }

    /// `color` with its red, green and blue multiplied by the tint.
    func applied(to color: LayerColor) -> LayerColor {
        LayerColor(red: Float(Double(color.red) * red), green: Float(Double(color.green) * green),
                   blue: Float(Double(color.blue) * blue), alpha: color.alpha)
    }
}

extension Compositor {
    /// SPEC §4.9–§4.12: groups and replicators as the session's server accepted
    /// `layerGroups`, aliased turned edges as it accepted `edgeAntialiasing`, rasterised layers
    /// at their scale as it accepted `rasterization`.
    public func setAcceptedCapabilities(_ capabilities: Capabilities) {
        let groups = capabilities.contains(.layerGroups), edges = capabilities.contains(.edgeAntialiasing)
        let rasters = capabilities.contains(.rasterization)
        guard groups != compositesLayerGroups || edges != aliasesTurnedEdges || rasters != rasterizesLayers else { return }
        compositesLayerGroups = groups
        aliasesTurnedEdges = edges
        rasterizesLayers = rasters
        needsDisplay = true
        damageTracker.invalidateWholeFrame()
    }

    /// A layer's state for the frame being drawn: the presentation tree's, or, inside a
    /// replicator's delayed copy, the model's with its animations evaluated at the copy's time.
    func drawnState(of id: LayerID) -> LayerState? {
        if let t = drawing.instanceTime { return tree.presentedState(of: id, at: t) }
        return drawing.tree[id]?.state
    }

    /// Draws a layer's sublayers in order; a replicator's (SPEC §4.10) once per copy, copy k
    /// moved by its instance transform k times about the bounds' centre, tinted by its instance
    /// colour, and k × instanceDelay seconds late — at most L28 copies through nested replicators.
    func drawSublayers(of id: LayerID, _ s: LayerState, toDevice: CompositingTransform, opacity: Double) {
        let subs = drawing.tree.sublayersInDrawOrder(of: id)
        guard !subs.isEmpty else { return }
        guard compositesLayerGroups, let r = s.replicator else {
            for sub in subs { drawLayer(sub, parentToDevice: toDevice, opacity: opacity) }
            return
        }
        let copies = r.copies(in: s.bounds, copiesAbove: drawing.copiesAbove)
        guard !copies.isEmpty else { return }
        let saved = (tint: drawing.tint, time: drawing.instanceTime, copies: drawing.copiesAbove)
        defer { drawing.tint = saved.tint; drawing.instanceTime = saved.time; drawing.copiesAbove = saved.copies }
        drawing.copiesAbove = saved.copies * copies.count
        for copy in copies {
            drawing.tint = saved.tint.multiplied(by: copy.color)
            drawing.instanceTime = copy.time(inherited: saved.time, now: drawing.time)
            let copyToDevice = copy.transform.concatenating(toDevice)
            for sub in subs { drawLayer(sub, parentToDevice: copyToDevice, opacity: opacity * Double(copy.color.alpha)) }
        }
    }
}

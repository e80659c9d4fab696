import Foundation
import LayercastGraphics
import LayercastModel

// Layers as timing spaces (Core Animation's CAMediaTiming on layers): each layer's local time is
// (superlayer's time − beginTime)·speed + timeOffset, and its animations' times are local. The
// wire knows only server time, so the commit maps each animation through the chain: for a
// positive combined speed a, begin and duration are divided by a (exact); for a = 0 (a paused
// tree) the animation is sent as the one value it shows at the frozen local time, held; a
// negative speed is taken as its magnitude. A change of speed, offset or begin time re-sends the
// subtree's explicit animations, remapped (implicit animations are not remapped).
extension CALayer {
    /// The map from server time to this layer's local time: local = a·t + b.
    var timeMapping: (a: Double, b: Double) {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.append(current)
            layer = current.geometryParent
        }
        var a = 1.0, b = 0.0
        for current in chain.reversed() where current.speed != 1 || current.timeOffset != 0 || current.beginTime != 0 {
            let s = Double(current.speed)
            a *= s
            b = (b - current.beginTime) * s + current.timeOffset
        }
        return (a, b)
    }

    /// Re-sends the explicit animations of the subtree, remapped to the new timing.
    func mediaTimingDidChange() {
        forEachInSubtree { layer in
            var touched = false
            for index in layer.animationEntries.indices where layer.animationEntries[index].localWires != nil {
                layer.animationEntries[index].needsSend = true
                layer.animationEntries[index].needsRemap = true
                touched = true
            }
            if touched { layer.markDirtyBits(CALayer.animationsBit) }
        }
    }

    /// The server-time wire forms of local-time `wires` under `mapping`.
    static func mapped(_ wires: [LayerAnimation], _ mapping: (a: Double, b: Double)) -> [LayerAnimation] {
        guard mapping.a != 1 || mapping.b != 0 else { return wires }
        return wires.map { local in
            var wire = local
            if mapping.a == 0 {
                if let value = local.value(at: mapping.b) { wire.values = [value] }
                wire.keyTimes = []
                wire.duration = 0
                wire.repeatCount = 1
                wire.autoreverses = false
                wire.fillMode = .both
                return wire
            }
            let a = abs(mapping.a)
            wire.beginTime = (local.beginTime - mapping.b) / a
            wire.duration = local.duration / a
            return wire
        }
    }
}

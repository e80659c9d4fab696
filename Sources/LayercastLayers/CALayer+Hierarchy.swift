import Foundation
import LayercastGraphics

extension CALayer {
    /// The layer whose space this layer's geometry is expressed in: its superlayer, or the host
    /// when this layer is a mask.
    var geometryParent: CALayer? { superlayer ?? maskHost }

    /// Removes `layer` from the sublayer list without touching the wire bookkeeping.
    func unlinkSublayer(_ layer: CALayer) {
        guard let i = sublayerStorage.firstIndex(where: { $0 === layer }) else { return }
        sublayerStorage.remove(at: i)
        layer.superlayer = nil
        markDirtyBits(CALayer.sublayersBit)
    }

    /// Visits the layer, its mask and all sublayers (with their masks), pre-order.
    func forEachInSubtree(_ body: (CALayer) -> Void) {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            body(layer)
            if let mask = layer.maskStorage { stack.append(mask) }
            stack.append(contentsOf: layer.sublayerStorage.reversed())
        }
    }
}

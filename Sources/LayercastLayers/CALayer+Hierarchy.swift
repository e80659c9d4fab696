import Foundation
import LayercastGraphics

extension CALayer {
    /// The sublayers, back to front; `nil` when there are none (as in Core Animation). Setting
    /// it removes the current sublayers and adds the new ones in order.
    public var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// A layer whose alpha masks this one. It is not a sublayer; its geometry is in this layer's
    /// space, and it is on the wire exactly while this layer is.
    public var mask: CALayer? {
        get { maskStorage }
        set {
            guard newValue !== maskStorage else { return }
            let oldID = maskStorage?.wireID
            if let old = maskStorage {
                old.maskHost = nil
                context?.detach(old)
            }
            if let new = newValue {
                new.removeFromSuperlayer()
                if let host = new.maskHost { host.mask = nil }
                new.maskHost = self
                context?.attach(new)
            }
            maskStorage = newValue
            markDirty(.mask) { .mask(oldID) }
        }
    }

    /// Appends `layer` on top of the other sublayers, removing it from its old superlayer first.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: sublayerStorage.count))
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to the count).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(layer !== self && !isDescendant(of: layer), "CALayer: inserting a layer into its own subtree")
        // A mask leaves its host first (which takes it off the wire), so the context is read after.
        if let host = layer.maskHost { host.mask = nil }
        let oldContext = layer.context
        if let old = layer.superlayer {
            // Removing first shifts indices; adjust when moving within the same parent.
            var target = Int(index)
            if old === self, let current = sublayerStorage.firstIndex(where: { $0 === layer }), current < target {
                target -= 1
            }
            old.unlinkSublayer(layer)
            sublayerStorage.insert(layer, at: min(max(target, 0), sublayerStorage.count))
        } else {
            sublayerStorage.insert(layer, at: min(Int(index), sublayerStorage.count))
        }
        layer.superlayer = self
        markDirtyBits(CALayer.sublayersBit)
        setNeedsLayout()
        let newContext = context
        if oldContext !== newContext {
            oldContext?.detach(layer)
            newContext?.attach(layer)
        }
    }

    /// Inserts `layer` directly above `sibling` (a sublayer), or on top when it is not one.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer); return
        }
        insertSublayer(layer, at: UInt32(i + 1))
    }

    /// Inserts `layer` directly below `sibling` (a sublayer), or at the bottom when it is not one.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            insertSublayer(layer, at: 0); return
        }
        insertSublayer(layer, at: UInt32(i))
    }

    /// Puts `newLayer` where `oldLayer` (a sublayer) is; does nothing when it is not one.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let i = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// Detaches the layer from its superlayer (or from its host when it is a mask). Once
    /// detached from the screen's tree it leaves the wire at the next commit.
    public func removeFromSuperlayer() {
        if let host = maskHost { host.mask = nil; return }
        guard let parent = superlayer else { return }
        parent.unlinkSublayer(self)
        parent.setNeedsLayout()
        context?.detach(self)
    }

    /// Whether `ancestor` is this layer or one of its superlayers (or mask hosts).
    public func isDescendant(of ancestor: CALayer) -> Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current === ancestor { return true }
            layer = current.geometryParent
        }
        return false
    }

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

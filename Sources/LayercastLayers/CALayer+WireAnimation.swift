import Foundation
import LayercastGraphics
import LayercastModel

/// An explicit animation change waiting for the next commit.
enum PendingAnimationChange {
    case add(LayerAnimation)
    case remove(String)
}

// Layercast additions for motion the client plays while the server's model follows it (a
// scroll view's deceleration): the whole motion crosses the wire once, as one animation, and the
// server's per-turn model updates cost nothing on the wire.
extension CALayer {
    /// Attaches `animation` (a wire animation: keyframes, key times, timing, begin time on the
    /// context's clock) to the layer in the next commit, replacing any with the same key. The
    /// client plays it; the model value does not change. Ignored while the layer is off screen.
    public func addWireAnimation(_ animation: LayerAnimation) {
        // An addition replaces whatever the wire has under its key: earlier changes to it go.
        pendingAnimationChanges.removeAll {
            switch $0 {
            case .add(let a): a.key == animation.key
            case .remove(let key): key == animation.key
            }
        }
        pendingAnimationChanges.append(.add(animation))
        markDirtyBits(CALayer.animationsBit)
    }

    /// Removes the animation attached under `key` in the next commit.
    public func removeWireAnimation(forKey key: String) {
        pendingAnimationChanges.removeAll {
            if case .add(let a) = $0 { return a.key == key }
            return false
        }
        pendingAnimationChanges.append(.remove(key))
        markDirtyBits(CALayer.animationsBit)
    }

    /// The wire animation under `key`: the one added for the next commit, else the one the wire
    /// has; `nil` when removed or never added.
    public func wireAnimation(forKey key: String) -> LayerAnimation? {
        for change in pendingAnimationChanges.reversed() {
            switch change {
            case .add(let a) where a.key == key: return a
            case .remove(let k) where k == key: return nil
            default: continue
            }
        }
        return wireAnimationsOnWire[key]
    }

    /// Makes the wire carry `property` for its key instead of the model's value: the end of an
    /// animation the client plays (`addWireAnimation`) while the server moves the model along it
    /// turn by turn, so those moves send nothing. Not for `contents` or `contentsScale`.
    public func holdWireValue(_ property: LayerProperty) {
        guard property.key != .contents, property.key != .contentsScale,
              wireOverrides?[property.key] != property else { return }
        willChangeWire(property.key)
        if wireOverrides == nil { wireOverrides = [:] }
        wireOverrides?[property.key] = property
        markDirtyBits(1 << UInt64(property.key.rawValue))
    }

    /// Lets the wire carry the model's value for `key` again (sent if it differs from what the
    /// wire holds).
    public func releaseWireValue(for key: LayerPropertyKey) {
        guard wireOverrides?[key] != nil else { return }
        willChangeWire(key)
        wireOverrides?[key] = nil
        if wireOverrides?.isEmpty == true { wireOverrides = nil }
        markDirtyBits(1 << UInt64(key.rawValue))
    }

    /// The value held on the wire for `key`, if any.
    public func heldWireValue(for key: LayerPropertyKey) -> LayerProperty? { wireOverrides?[key] }

    /// Moves the explicit animation changes into `diff` (removals first, so a removal and an
    /// addition under one key leave the addition).
    func takeAnimationChanges(into diff: inout LayerTreeDiff, id: LayerID) {
        guard !pendingAnimationChanges.isEmpty else { return }
        for change in pendingAnimationChanges {
            switch change {
            case .remove(let key):
                diff.animationRemovals.append(.init(layer: id, key: key))
                wireAnimationsOnWire[key] = nil
            case .add(let animation):
                diff.wireAnimations.append(.init(layer: id, animation: animation))
                wireAnimationsOnWire[animation.key] = animation
            }
        }
        pendingAnimationChanges = []
    }

    /// A Core Animation animation (or a removal) under `key` went out after the wire animation
    /// of that key: the client replaced (or dropped) it.
    func wireAnimationReplaced(forKey key: String) {
        if !wireAnimationsOnWire.isEmpty { wireAnimationsOnWire[key] = nil }
    }
}

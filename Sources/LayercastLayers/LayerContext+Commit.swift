import Foundation
import LayercastGraphics
import LayercastModel
import LayercastCompositing

extension LayerContext {
    /// Computes the diff since the last commit and records it as sent. Visits only the layers
    /// created, changed or destroyed in the turn; per changed layer only its dirty keys.
    func makeDiff() -> LayerTreeDiff {
        var diff = LayerTreeDiff()
        let now = clock?.now ?? 0
        // Sublayer orders that only drop or reorder layers go before those that take layers in,
        // so a layer moved between parents is never listed by two parents at once.
        var dropping: [LayerTreeDiff.SublayerChange] = []
        var taking: [LayerTreeDiff.SublayerChange] = []
        let created = createdLayers
        createdLayers = []
        for layer in created {
            layer.isInCreatedList = false
            guard layer.isPendingCreate, layer.isAttached, let id = layer.wireID else { continue }
            layer.isPendingCreate = false
            let state = layer.currentWireState()
            layer.forgetWireValuesBefore()
            layer.isOnWire = true
            wireLayers[id] = layer
            diff.created.append(id)
            let props = state.nonDefaultProperties
            if !props.isEmpty { diff.propertyChanges.append(.init(layer: id, properties: props)) }
            if let contents = layer.contentsStorage {
                diff.contentsChanges.append(.init(layer: id, contents: contents, dirtyRect: nil))
            }
            layer.wireContents = layer.contentsStorage
            let subs = layer.sublayerIDs
            if !subs.isEmpty { taking.append(.init(layer: id, sublayers: subs)) }
            layer.wireSublayers = subs
            layer.clearContentsDamage()
            layer.takeAnimationChanges(into: &diff, id: id)
            layer.dirtyBits = 0
            layer.animatedBits = 0
            if !layer.implicitAnimations.isEmpty { layer.implicitAnimations = [:] }
            // A layer new on the wire carries every animation it holds; nothing to remove yet.
            layer.pendingAnimationRemovals = []
            for animation in layer.takeAnimationsToSend(now: now, all: true) {
                diff.animations.append(.init(layer: id, animation: animation))
            }
        }

        let dirty = dirtyLayers
        dirtyLayers = []
        for layer in dirty {
            layer.isInDirtyList = false
            // A detached layer keeps its bits: if it comes back this turn they still matter.
            guard layer.isAttached, layer.isOnWire, layer.dirtyBits != 0, let id = layer.wireID else { continue }
            let bits = layer.dirtyBits
            let animated = layer.animatedBits
            layer.dirtyBits = 0
            layer.animatedBits = 0
            let settings = layer.implicitAnimations
            if !settings.isEmpty { layer.implicitAnimations = [:] }
            var props: [LayerProperty] = []
            for key in CALayer.propertyKeys where bits & (1 << UInt64(key.rawValue)) != 0 {
                let value = layer.wireProperty(key)
                // Every change of an on-wire layer records the wire's value first (`markDirty`).
                let old = layer.wireValueBefore(key) ?? value
                let changed = old != value
                if changed { props.append(value) }
                // Keyframes that come back to the old value still animate.
                let setting = animated & (1 << UInt64(key.rawValue)) != 0 ? settings[key.rawValue] : nil
                let start = setting?.from ?? old
                if animated & (1 << UInt64(key.rawValue)) != 0,
                   changed || start != value || setting?.keyframes.isEmpty == false {
                    let setting = setting ?? ImplicitAnimation()
                    if let animation = implicitAnimation(key, from: start, to: value, setting, layer: layer, now: now) {
                        diff.animations.append(.init(layer: id, animation: animation))
                        layer.recordImplicitAnimation(animation, settings: setting)
                        layer.wireAnimationReplaced(forKey: animation.key)
                    }
                }
            }
            layer.forgetWireValuesBefore()
            if !props.isEmpty { diff.propertyChanges.append(.init(layer: id, properties: props)) }
            // Contents fields sit far from the flags: touch them only when contents changed.
            if bits & (1 << UInt64(LayerPropertyKey.contents.rawValue)) != 0 {
                if layer.contentsStorage != layer.wireContents {
                    let rect: CGRect? = layer.contentsDamageWhole || layer.wireContents == nil ? nil : layer.contentsDamage
                    diff.contentsChanges.append(.init(layer: id, contents: layer.contentsStorage, dirtyRect: rect))
                    layer.wireContents = layer.contentsStorage
                }
                layer.clearContentsDamage()
            }
            if bits & CALayer.animationsBit != 0 {
                for key in layer.pendingAnimationRemovals {
                    diff.animationRemovals.append(.init(layer: id, key: key))
                    layer.wireAnimationReplaced(forKey: key)
                }
                layer.pendingAnimationRemovals = []
                for animation in layer.takeAnimationsToSend(now: now, all: false) {
                    diff.animations.append(.init(layer: id, animation: animation))
                    layer.wireAnimationReplaced(forKey: animation.key)
                }
                layer.takeAnimationChanges(into: &diff, id: id)
            }
            if bits & CALayer.sublayersBit != 0 {
                let subs = layer.sublayerIDs
                if subs != layer.wireSublayers {
                    let old = Set(layer.wireSublayers)
                    let change = LayerTreeDiff.SublayerChange(layer: id, sublayers: subs)
                    if subs.allSatisfy(old.contains) { dropping.append(change) } else { taking.append(change) }
                    layer.wireSublayers = subs
                }
            }
        }

        let destroyed = destroyedLayers
        destroyedLayers = []
        // SPEC §5.5 T3: a destroyed layer has no sublayers and no mask on the wire, so it first
        // lets go of them (each moved elsewhere or is destroyed too).
        for layer in destroyed where layer.isPendingDestroy {
            guard let id = layer.wireID else { continue }
            if !layer.wireSublayers.isEmpty { dropping.append(.init(layer: id, sublayers: [])) }
            if layer.committedWireValue(.mask) != .mask(nil) { diff.propertyChanges.append(.init(layer: id, properties: [.mask(nil)])) }
        }
        let handed = handedOver
        handedOver = []
        for layer in handed {
            if layer.hadSublayers { dropping.append(.init(layer: layer.id, sublayers: [])) }
            if layer.hadMask { diff.propertyChanges.append(.init(layer: layer.id, properties: [.mask(nil)])) }
        }
        diff.sublayerChanges = dropping + taking
        for layer in destroyed {
            layer.isInDestroyedList = false
            guard layer.isPendingDestroy, let id = layer.wireID else { continue }
            layer.isPendingDestroy = false
            layer.isOnWire = false
            layer.forgetWireValuesBefore()
            layer.wireSublayers = []
            layer.wireContents = nil
            layer.pendingAnimationChanges = []
            layer.wireAnimationsOnWire = [:]
            layer.dirtyBits = 0
            layer.animatedBits = 0
            // Leaving the screen ends the layer's UIKit block animations (completion(false)).
            layer.interruptAllAnimations()
            wireLayers[id] = nil
            diff.destroyed.append(id)
        }
        diff.destroyed += handed.map(\.id)
        return diff
    }
}

extension LayerContext {
    /// The diff that takes a tree holding only the root to what the wire holds after the last
    /// commit: for a client that connects now (bridge it at the client's scale). Built from the
    /// last-sent state, so it fits the stream of diffs that follows, with the animations still
    /// running (or holding their values) at the clock's time — the toolkit's wire animations
    /// too (a fling in flight), with their original begin time, so the joining client plays the
    /// rest of them as the others do. Visits every layer on the wire.
    public func snapshot() -> LayerTreeDiff {
        var diff = LayerTreeDiff()
        let now = clock?.now ?? 0
        func inEffect(_ wire: LayerAnimation) -> Bool {
            wire.isRunning(at: now) || wire.fillMode == .forwards || wire.fillMode == .both
        }
        func add(_ layer: CALayer, _ id: LayerID) {
            let motions = layer.wireAnimationsOnWire
            for entry in layer.animationEntries where !entry.needsSend {
                // A wire animation under the same key went out later and replaced it.
                guard let wire = entry.wire, motions[wire.key] == nil, inEffect(wire) else { continue }
                diff.animations.append(.init(layer: id, animation: wire))
            }
            for key in motions.keys.sorted() {
                guard let wire = motions[key], inEffect(wire) else { continue }
                diff.wireAnimations.append(.init(layer: id, animation: wire))
            }
            let props = layer.wireState.nonDefaultProperties
            if !props.isEmpty { diff.propertyChanges.append(.init(layer: id, properties: props)) }
            if let contents = layer.wireContents {
                diff.contentsChanges.append(.init(layer: id, contents: contents, dirtyRect: nil))
            }
            if !layer.wireSublayers.isEmpty {
                diff.sublayerChanges.append(.init(layer: id, sublayers: layer.wireSublayers))
            }
        }
        add(rootLayer, .root)
        for (id, layer) in wireLayers.sorted(by: { $0.key < $1.key }) {
            diff.created.append(id)
            add(layer, id)
        }
        return diff
    }

    /// The animation of one changed property, or `nil` when the key does not animate.
    func implicitAnimation(_ key: LayerPropertyKey, from old: LayerProperty, to new: LayerProperty,
                           _ settings: ImplicitAnimation, layer: CALayer, now: Double) -> LayerAnimation? {
        guard var from = LayerContext.animationValue(old), let to = LayerContext.animationValue(new) else { return nil }
        let name = LayerContext.keyPath(key)
        // From what an animation in flight shows now: `.beginFromCurrentState` asks for it, and
        // without it UIKit's additive animations add the new one to the one in flight, which
        // shows the same value at this instant (the shape of the rest differs: one animation
        // travels here, so the sum is approximated by the new one from the shown value).
        if settings.beginFromCurrentState || settings.group != nil,
           let shown = layer.presentedValue(keyPath: name, at: now) { from = shown }
        return settings.wireAnimation(key: name, keyPath: name, from: from, to: to, now: now)
    }

    static func animationValue(_ property: LayerProperty) -> AnimationValue? {
        switch property {
        case .bounds(let r), .contentsRect(let r), .contentsCenter(let r): .rect(r)
        case .position(let p), .anchorPoint(let p): .point(p)
        case .zPosition(let d), .borderWidth(let d), .cornerRadius(let d), .shadowRadius(let d): .scalar(d)
        case .opacity(let f), .shadowOpacity(let f): .scalar(Double(f))
        case .transform(let t): .transform(t)
        case .shadowOffset(let s): .size(s)
        // A missing colour animates from (or to) transparent, as in Core Animation.
        case .backgroundColor(let c), .borderColor(let c), .shadowColor(let c): .color(c ?? .clear)
        default: nil
        }
    }

    static func keyPath(_ key: LayerPropertyKey) -> String {
        switch key {
        case .bounds: "bounds"
        case .position: "position"
        case .anchorPoint: "anchorPoint"
        case .zPosition: "zPosition"
        case .transform: "transform"
        case .opacity: "opacity"
        case .backgroundColor: "backgroundColor"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .cornerRadius: "cornerRadius"
        case .shadowColor: "shadowColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowOffset: "shadowOffset"
        case .shadowRadius: "shadowRadius"
        case .contentsRect: "contentsRect"
        case .contentsCenter: "contentsCenter"
        default: "\(key)"
        }
    }
}

extension CALayer {
    func clearContentsDamage() {
        contentsDamage = .null
        contentsDamageWhole = false
    }
}

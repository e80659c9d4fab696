import Foundation
import LayercastGraphics
import LayercastProtocol

/// One animation attached to a layer.
struct AnimationEntry {
    /// The key it was added under (a generated one for `add(_:forKey: nil)`).
    var key: String
    /// The layer's own copy.
    var animation: CAAnimation
    /// The wire form, fixed by the commit that sends it (its begin time resolved); `nil` before.
    var wire: LayerAnimation?
    /// Whether the wire form still has to be sent.
    var needsSend: Bool
}

// Explicit animations: attached by key, sent with the commit, run by the client; and the
// presentation layer, the model evaluated with its animations at the clock's time.
extension CALayer {
    /// The dirty bit for a change of the attached animations (above the property keys).
    static let animationsBit: UInt32 = 1 << 30
    /// The prefix of the keys given to animations added without a key.
    static let unkeyedPrefix = "layercast.unkeyed."

    /// Attaches a copy of `animation` under `key` (replacing an animation with the same key); it
    /// starts when the transaction commits, or at its `beginTime`. With a `nil` key the animation
    /// runs but `animation(forKey:)` and `animationKeys()` do not list it, as in Core Animation.
    public func add(_ animation: CAAnimation, forKey key: String?) {
        guard let copy = animation.copy() as? CAAnimation else { return }
        let key = key ?? CALayer.unkeyedPrefix + UUID().uuidString
        animationEntries.removeAll { $0.key == key }
        animationEntries.append(AnimationEntry(key: key, animation: copy, wire: nil, needsSend: true))
        pendingAnimationRemovals.removeAll { $0 == key }
        markDirtyBits(CALayer.animationsBit)
    }

    /// The animation attached under `key`, or `nil` (also once it has finished and been removed).
    /// Do not change the returned object: the layer has already sent it.
    public func animation(forKey key: String) -> CAAnimation? {
        removeFinishedAnimations()
        return animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations in the order they were added; `nil` when there are
    /// none, as in Core Animation. Animations that have finished (and are removed on
    /// completion) are not listed; implicit animations are listed under their property's name.
    public func animationKeys() -> [String]? {
        removeFinishedAnimations()
        let keys = animationEntries.map(\.key).filter { !$0.hasPrefix(CALayer.unkeyedPrefix) }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation attached under `key`; the client stops it with the next commit.
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: index)
        if entry.wire != nil, !entry.needsSend, isOnWire {
            pendingAnimationRemovals.append(key)
            markDirtyBits(CALayer.animationsBit)
        }
    }

    /// Removes every attached animation.
    public func removeAllAnimations() {
        for key in animationEntries.map(\.key) { removeAnimation(forKey: key) }
    }

    /// A copy of the layer as it appears on screen now: its model values with every committed
    /// animation applied at the context clock's time. `nil` when the layer has not been committed
    /// (it is not on the wire). The copy has no sublayers or delegate; changing it changes
    /// nothing on screen. Called on a presentation layer, returns that layer.
    public func presentation() -> Self? {
        if modelLayerStorage != nil { return self }
        guard isOnWire else { return nil }
        let copy = type(of: self).init()
        copy.copyModelValues(from: self)
        copy.modelLayerStorage = self
        copy.applyAnimatedValues(presentationState())
        return copy
    }

    /// The model layer of a presentation copy; a model layer returns itself.
    public func model() -> Self {
        (modelLayerStorage as? Self) ?? self
    }

    // MARK: - Evaluation

    /// The layer's wire state with its committed animations applied at the clock's time.
    func presentationState() -> LayerState {
        var state = currentWireState()
        guard let now = context?.clock?.now else { return state }
        for entry in animationEntries {
            guard let wire = entry.wire, let value = wire.value(at: now) else { continue }
            state.apply(animated: value, keyPath: wire.keyPath)
        }
        return state
    }

    /// Drops animations that have finished and are removed on completion.
    func removeFinishedAnimations() {
        guard let now = context?.clock?.now else { return }
        animationEntries.removeAll { entry in
            guard let wire = entry.wire, entry.animation.isRemovedOnCompletion else { return false }
            return !wire.isRunning(at: now)
        }
    }

    /// Records an implicit animation the commit created, so `animation(forKey:)` sees it (as a
    /// `CABasicAnimation` keyed by the property name, as Core Animation's implicit actions).
    func recordImplicitAnimation(_ wire: LayerAnimation) {
        // An explicit animation added under the same key in this transaction wins: it is sent
        // after the implicit one and replaces it on the client too.
        if animationEntries.contains(where: { $0.key == wire.key && $0.needsSend }) { return }
        let basic = CABasicAnimation(keyPath: wire.keyPath)
        basic.fromValue = wire.values.first.map(CALayer.swiftValue)
        basic.toValue = wire.values.last.map(CALayer.swiftValue)
        basic.duration = wire.duration
        basic.beginTime = wire.beginTime
        basic.timingFunction = wire.timingFunction.count == 4
            ? CAMediaTimingFunction(controlPoints: wire.timingFunction[0], wire.timingFunction[1],
                                    wire.timingFunction[2], wire.timingFunction[3]) : nil
        animationEntries.removeAll { $0.key == wire.key }
        animationEntries.append(AnimationEntry(key: wire.key, animation: basic, wire: wire, needsSend: false))
    }

    /// The wire form of an entry's animation beginning at `now` when it has no begin time;
    /// `nil` when it animates nothing Layercast can send.
    func wireAnimation(for entry: AnimationEntry, now: Double, state: LayerState) -> LayerAnimation? {
        guard let property = entry.animation as? CAPropertyAnimation, let keyPath = property.keyPath else { return nil }
        let values: [AnimationValue]
        var keyTimes: [Double] = []
        if let basic = property as? CABasicAnimation {
            guard let current = state.animationValue(forKeyPath: keyPath) else { return nil }
            let from = basic.fromValue.flatMap(CALayer.animationValue), to = basic.toValue.flatMap(CALayer.animationValue)
            let by = basic.byValue.flatMap(CALayer.animationValue)
            switch (from, to, by) {
            case let (from?, to?, _): values = [from, to]
            case let (from?, nil, by?): values = [from, from.adding(by) ?? from]
            case let (nil, to?, by?): values = [to.adding(by, sign: -1) ?? to, to]
            case let (from?, nil, nil): values = [from, current]
            case let (nil, to?, nil): values = [current, to]
            case let (nil, nil, by?): values = [current, current.adding(by) ?? current]
            default: values = [current, current]
            }
        } else if let keyframes = property as? CAKeyframeAnimation {
            let converted = (keyframes.values ?? []).compactMap(CALayer.animationValue)
            guard !converted.isEmpty, converted.count == keyframes.values?.count else { return nil }
            values = converted
            if let times = keyframes.keyTimes, times.count == converted.count { keyTimes = times.map(\.doubleValue) }
        } else {
            return nil
        }
        let animation = entry.animation
        let fill: LayerAnimation.FillMode = switch animation.fillMode {
        case .forwards: .forwards
        case .backwards: .backwards
        case .both: .both
        default: .removed
        }
        return LayerAnimation(key: entry.key, keyPath: keyPath, values: values, keyTimes: keyTimes,
                              timingFunction: animation.timingFunction?.controlPoints ?? [0, 0, 1, 1],
                              beginTime: animation.beginTime > 0 ? animation.beginTime : now,
                              duration: animation.effectiveDuration, repeatCount: animation.effectiveRepeatCount,
                              autoreverses: animation.autoreverses, fillMode: fill)
    }

    /// The animations to send for this layer now: every live one when the layer comes on the
    /// wire, else those added since the last commit. Resolves their wire forms.
    func takeAnimationsToSend(now: Double, all: Bool) -> [LayerAnimation] {
        removeFinishedAnimations()
        var out: [LayerAnimation] = []
        var state: LayerState?
        for index in animationEntries.indices where all || animationEntries[index].needsSend {
            if animationEntries[index].wire == nil {
                if state == nil { state = presentationState() }
                animationEntries[index].wire = wireAnimation(for: animationEntries[index], now: now, state: state!)
            }
            animationEntries[index].needsSend = false
            if let wire = animationEntries[index].wire { out.append(wire) }
        }
        // An animation that cannot be sent (no key path, values of the wrong kind) is dropped.
        animationEntries.removeAll { $0.wire == nil && !$0.needsSend }
        return out
    }

    // MARK: - Copies

    func copyModelValues(from layer: CALayer) {
        bounds = layer.bounds; position = layer.position; anchorPoint = layer.anchorPoint
        zPosition = layer.zPosition; transform = layer.transform; opacity = layer.opacity
        isHidden = layer.isHidden; masksToBounds = layer.masksToBounds; backgroundColor = layer.backgroundColor
        borderWidth = layer.borderWidth; borderColor = layer.borderColor; cornerRadius = layer.cornerRadius
        shadowColor = layer.shadowColor; shadowOpacity = layer.shadowOpacity; shadowOffset = layer.shadowOffset
        shadowRadius = layer.shadowRadius; shadowPathStorage = layer.shadowPathStorage
        contentsGravity = layer.contentsGravity; contentsRect = layer.contentsRect
        contentsCenter = layer.contentsCenter; contentsScale = layer.contentsScale; contentsStorage = layer.contentsStorage
        isOpaque = layer.isOpaque; name = layer.name; needsDisplayOnBoundsChange = layer.needsDisplayOnBoundsChange
    }

    func applyAnimatedValues(_ state: LayerState) {
        bounds = state.bounds; position = state.position; anchorPoint = state.anchorPoint
        zPosition = CGFloat(state.zPosition)
        transform = CATransform3D(rowMajor: state.transform.m.map { CGFloat($0) })
        opacity = state.opacity
        backgroundColor = state.backgroundColor.map(CGColor.init)
        borderWidth = CGFloat(state.borderWidth); borderColor = state.borderColor.map(CGColor.init)
        cornerRadius = CGFloat(state.cornerRadius)
        shadowColor = state.shadowColor.map(CGColor.init); shadowOpacity = state.shadowOpacity
        shadowOffset = state.shadowOffset; shadowRadius = CGFloat(state.shadowRadius)
        contentsRect = state.contentsRect; contentsCenter = state.contentsCenter
    }

    // MARK: - Values

    /// The wire value of an animation value given as a Swift value; `nil` for other kinds.
    static func animationValue(_ value: Any) -> AnimationValue? {
        switch value {
        case let v as CGFloat: .scalar(Double(v))
        case let v as Double: .scalar(v)
        case let v as Float: .scalar(Double(v))
        case let v as Int: .scalar(Double(v))
        case let v as NSNumber: .scalar(v.doubleValue)
        case let v as CGPoint: .point(v)
        case let v as CGSize: .size(v)
        case let v as CGRect: .rect(v)
        case let v as CATransform3D: .transform(LayerTransform(v.rowMajor.map { Double($0) }))
        case let v as CGAffineTransform:
            .transform(.affine(a: Double(v.a), b: Double(v.b), c: Double(v.c), d: Double(v.d),
                               tx: Double(v.tx), ty: Double(v.ty)))
        case let v as CGColor: .color(LayerColor(v))
        case let v as UIColor: .color(LayerColor(v.cgColor))
        default: nil
        }
    }

    /// The Swift value of a wire animation value (what `CABasicAnimation` holds).
    static func swiftValue(_ value: AnimationValue) -> Any {
        switch value {
        case .scalar(let v): CGFloat(v)
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .color(let c): CGColor(c)
        case .transform(let t): CATransform3D(rowMajor: t.m.map { CGFloat($0) })
        }
    }
}

extension AnimationValue {
    /// `self + sign × other` for scalars, points, sizes and rectangles; `nil` for other kinds.
    func adding(_ other: AnimationValue, sign: Double = 1) -> AnimationValue? {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): .scalar(a + sign * b)
        case let (.point(a), .point(b)): .point(CGPoint(x: a.x + sign * b.x, y: a.y + sign * b.y))
        case let (.size(a), .size(b)): .size(CGSize(width: a.width + sign * b.width, height: a.height + sign * b.height))
        case let (.rect(a), .rect(b)):
            .rect(CGRect(x: a.minX + sign * b.minX, y: a.minY + sign * b.minY,
                         width: a.width + sign * b.width, height: a.height + sign * b.height))
        default: nil
        }
    }
}

extension LayerState {
    /// The value an animation of `keyPath` starts from when it gives no start value. Sub-key
    /// paths of `transform` apply on top of the model transform (see `apply(animated:keyPath:)`),
    /// so theirs are the neutral values (0 rotation and translation, scale 1).
    func animationValue(forKeyPath keyPath: String) -> AnimationValue? {
        switch keyPath {
        case "position": .point(position)
        case "position.x": .scalar(position.x)
        case "position.y": .scalar(position.y)
        case "bounds": .rect(bounds)
        case "bounds.size": .size(bounds.size)
        case "bounds.origin": .point(bounds.origin)
        case "bounds.size.width": .scalar(bounds.width)
        case "bounds.size.height": .scalar(bounds.height)
        case "anchorPoint": .point(anchorPoint)
        case "zPosition": .scalar(zPosition)
        case "opacity": .scalar(Double(opacity))
        case "transform": .transform(transform)
        case "transform.rotation", "transform.rotation.z", "transform.translation.x", "transform.translation.y": .scalar(0)
        case "transform.scale", "transform.scale.x", "transform.scale.y": .scalar(1)
        case "backgroundColor": .color(backgroundColor ?? .clear)
        case "borderColor": .color(borderColor ?? .clear)
        case "shadowColor": .color(shadowColor ?? .clear)
        case "borderWidth": .scalar(borderWidth)
        case "cornerRadius": .scalar(cornerRadius)
        case "shadowOpacity": .scalar(Double(shadowOpacity))
        case "shadowRadius": .scalar(shadowRadius)
        case "shadowOffset": .size(shadowOffset)
        case "contentsRect": .rect(contentsRect)
        case "contentsCenter": .rect(contentsCenter)
        default: nil
        }
    }
}

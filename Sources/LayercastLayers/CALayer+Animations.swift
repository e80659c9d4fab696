import Foundation
import LayercastGraphics
import LayercastModel
import LayercastCompositing

/// One animation attached to a layer.
struct AnimationEntry {
    /// The key it was added under (a generated one for `add(_:forKey: nil)`).
    var key: String
    /// The layer's own copy.
    var animation: CAAnimation
    /// The wire forms, fixed by the commit that sends it (begin times resolved); `nil` before.
    /// Usually one; a group sends one per child, a path with a rotation mode two.
    var wires: [LayerAnimation]?
    /// Whether the wire form still has to be sent.
    var needsSend: Bool
    /// The settings of the transaction it was added in (for a UIKit block's completion).
    var settings: ImplicitAnimation?
    /// Start and end bookkeeping, when someone waits for them.
    var tracker: AnimationTracker?
    /// The wire forms in the layer's local time (explicit animations), before the layer tree's
    /// timing maps them to server time.
    var localWires: [LayerAnimation]?
    /// Whether the layer tree's timing changed since `wires` were mapped.
    var needsRemap = false
    /// A contents animation's first overlay, whose opacity animation runs for it (it sends no
    /// wire form of its own).
    weak var contentsOverlay: CALayer?

    /// The first wire form.
    var wire: LayerAnimation? { wires?.first }

    /// Whether any wire form still runs (or must still be drawn) at `now`.
    @MainActor func isRunning(at now: Double) -> Bool {
        if let overlay = contentsOverlay { return overlay.animationEntries.contains { $0.isRunning(at: now) } }
        return wires?.contains { $0.isRunning(at: now) } ?? false
    }
}

// Explicit animations: attached by key, sent with the commit, run by the client; and the
// presentation layer, the model evaluated with its animations at the clock's time.
extension CALayer {
    /// The dirty bit for a change of the attached animations (above the property keys).
    static let animationsBit: UInt64 = 1 << 62
    /// The prefix of the keys given to animations added without a key.
    static let unkeyedPrefix = "layercast.unkeyed."

    // MARK: - Interaction

    /// Whether an animation of this layer started by a UIKit block without
    /// `.allowUserInteraction` is in effect: its view takes no touches meanwhile.
    package var isAnimatingWithoutInteraction: Bool {
        guard !animationEntries.isEmpty, let now = context?.clock?.now else { return false }
        return animationEntries.contains { entry in
            guard let tracker = entry.tracker, tracker.blocksInteraction else { return false }
            return tracker.isActive(at: now)
        }
    }

    /// Whether hit testing should use the presentation values now (an animation of a property
    /// animator, which hit-tests what is shown).
    package var hitTestsPresentation: Bool {
        guard !animationEntries.isEmpty, let now = context?.clock?.now else { return false }
        return animationEntries.contains { entry in
            guard let tracker = entry.tracker, tracker.hitTestsPresentation else { return false }
            return tracker.isActive(at: now)
        }
    }

    // MARK: - Evaluation

    /// The layer's wire state with its committed animations applied at the clock's time.
    func presentationState() -> LayerState {
        var state = currentWireState()
        // SPEC §4.7, §4.8: a shape's or gradient's fields animate (strokeEnd…); they travel with
        // the contents, not as properties of every group.
        state.shape = contentsStorage?.vector?.shape
        state.gradient = contentsStorage?.vector?.gradient
        guard let now = context?.clock?.now else { return state }
        for entry in animationEntries {
            for wire in entry.wires ?? [] {
                guard let value = wire.value(at: now) else { continue }
                state.apply(animated: value, keyPath: wire.keyPath)
            }
        }
        return state
    }

    /// What the animations of `keyPath` in flight show at `now` (the last one in effect wins);
    /// `nil` when none is in effect.
    func presentedValue(keyPath: String, at now: Double) -> AnimationValue? {
        var result: AnimationValue?
        for entry in animationEntries {
            for wire in entry.wires ?? [] where wire.keyPath == keyPath {
                if let value = wire.value(at: now) { result = value }
            }
        }
        return result
    }

    /// Drops animations that have finished and are removed on completion.
    func removeFinishedAnimations() {
        guard !animationEntries.isEmpty, let now = context?.clock?.now else { return }
        // A paused tree (speed 0) holds its animations: nothing of it finishes meanwhile.
        if timeMapping.a == 0 { return }
        animationEntries.removeAll { entry in
            guard entry.wires != nil || entry.contentsOverlay != nil, entry.animation.isRemovedOnCompletion,
                  entry.tracker?.suspended != true,
                  !entry.needsRemap else { return false }
            return !entry.isRunning(at: now)
        }
    }

    /// Stops the tracked animations matching `predicate` before their end.
    func interruptAnimations(where predicate: (AnimationEntry) -> Bool) {
        let now = context?.clock?.now ?? wireIDOwner?.clock?.now ?? 0
        for entry in animationEntries where predicate(entry) { entry.tracker?.interrupt(at: now) }
    }

    /// Ends the UIKit block animations of a layer leaving the screen (UIKit: a view that leaves
    /// its window loses them, and their completions get `false`). Explicit Core Animation
    /// animations stay attached and are sent again if the layer comes back.
    func interruptAllAnimations() {
        guard !animationEntries.isEmpty else { return }
        let isBlock: (AnimationEntry) -> Bool = { $0.settings?.group != nil }
        interruptAnimations(where: isBlock)
        animationEntries.removeAll(where: isBlock)
        interruptSupersededBlockAnimations()
    }

    func interruptSupersededBlockAnimations() {
        guard !supersededBlockTrackers.isEmpty else { return }
        let now = context?.clock?.now ?? wireIDOwner?.clock?.now ?? 0
        for tracker in supersededBlockTrackers { tracker.interrupt(at: now) }
        supersededBlockTrackers = []
    }

    /// Records an implicit animation the commit created, so `animation(forKey:)` sees it (as a
    /// `CABasicAnimation` keyed by the property name, as Core Animation's implicit actions). It
    /// replaces (and interrupts) an unfinished animation under the same key.
    func recordImplicitAnimation(_ wire: LayerAnimation, settings: ImplicitAnimation) {
        // An explicit animation added under the same key in this transaction wins: it is sent
        // after the implicit one and replaces it on the client too.
        if animationEntries.contains(where: { $0.key == wire.key && $0.needsSend }) { return }
        let basic = CABasicAnimation(keyPath: wire.keyPath)
        basic.fromValue = wire.values.first.map(CALayer.swiftValue)
        basic.toValue = wire.values.last.map(CALayer.swiftValue)
        basic.duration = wire.duration
        basic.beginTime = wire.beginTime
        basic.repeatCount = wire.repeatCount
        basic.autoreverses = wire.autoreverses
        basic.timingFunction = wire.timingFunction.count == 4
            ? CAMediaTimingFunction(controlPoints: wire.timingFunction[0], wire.timingFunction[1],
                                    wire.timingFunction[2], wire.timingFunction[3]) : nil
        // UIKit's animations are additive (iOS 8 and later): a block animating a property that
        // an earlier block animates does not cut the earlier one short; it runs on to its end
        // and its completion gets `true`. `.beginFromCurrentState`, and Core Animation's own
        // implicit actions, replace it (its completion, or delegate, gets `false`).
        let additive = settings.group != nil && !settings.beginFromCurrentState
        if additive {
            let now = context?.clock?.now ?? 0
            supersededBlockTrackers.removeAll { $0.stopped || !$0.isActive(at: now) }
            for entry in animationEntries where entry.key == wire.key && entry.settings?.group != nil {
                if let tracker = entry.tracker { supersededBlockTrackers.append(tracker) }
            }
            interruptAnimations { $0.key == wire.key && $0.settings?.group == nil }
        } else {
            interruptAnimations { $0.key == wire.key }
        }
        animationEntries.removeAll { $0.key == wire.key }
        let tracker = wireIDOwner?.track(wire, animation: nil, settings: settings, layer: self)
        animationEntries.append(AnimationEntry(key: wire.key, animation: basic, wires: [wire], needsSend: false,
                                               settings: settings, tracker: tracker))
    }

    /// The animations to send for this layer now: every live one when the layer comes on the
    /// wire, else those added since the last commit. Resolves their wire forms.
    func takeAnimationsToSend(now: Double, all: Bool) -> [LayerAnimation] {
        removeFinishedAnimations()
        var out: [LayerAnimation] = []
        var state: LayerState?
        for index in animationEntries.indices where all || animationEntries[index].needsSend {
            if animationEntries[index].wires == nil || animationEntries[index].needsRemap {
                let mapping = timeMapping
                let local: [LayerAnimation]
                if let resolved = animationEntries[index].localWires {
                    local = resolved
                } else {
                    if state == nil { state = presentationState() }
                    // A begin time of 0 is "now" in the layer's local time.
                    let localNow = mapping.a * now + mapping.b
                    local = wireAnimations(for: animationEntries[index], now: localNow, state: state!)
                    animationEntries[index].localWires = local.isEmpty ? nil : local
                }
                let wires = CALayer.mapped(local, mapping)
                animationEntries[index].wires = wires.isEmpty ? nil : wires
                if let first = wires.first {
                    // Tracked over the whole set: the first starts, the longest ends it.
                    let longest = wires.max { $0.endTime < $1.endTime } ?? first
                    var span = first
                    span.duration = longest.endTime - first.beginTime
                    span.repeatCount = 1; span.autoreverses = false
                    if let old = animationEntries[index].tracker {
                        if mapping.a == 0 {
                            old.suspended = true
                        } else {
                            old.suspended = false
                            let next = old.retimed(to: span)
                            wireIDOwner?.trackers.append(next)
                            animationEntries[index].tracker = next
                        }
                    } else if !animationEntries[index].needsRemap {
                        animationEntries[index].tracker = wireIDOwner?.track(
                            span, animation: animationEntries[index].animation,
                            settings: animationEntries[index].settings, layer: self)
                    }
                }
                animationEntries[index].needsRemap = false
            }
            animationEntries[index].needsSend = false
            out.append(contentsOf: animationEntries[index].wires ?? [])
        }
        // An animation that cannot be sent (no key path, values of the wrong kind) is dropped;
        // a contents animation sends nothing itself and stays while its overlays play it.
        animationEntries.removeAll { $0.wires == nil && !$0.needsSend && $0.contentsOverlay == nil }
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
        allowsGroupOpacity = layer.allowsGroupOpacity; allowsEdgeAntialiasing = layer.allowsEdgeAntialiasing
        rasterizationScale = layer.rasterizationScale; shouldRasterize = layer.shouldRasterize
        copySubclassValues(from: layer)
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
        applySubclassAnimatedValues(state)
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
        case let v as NSValue: v.boxedGeometry.flatMap(animationValue)
        case let v as CGPoint: .point(v)
        case let v as CGSize: .size(v)
        case let v as CGRect: .rect(v)
        case let v as CATransform3D: .transform(LayerTransform(v.rowMajor.map { Double($0) }))
        case let v as CGAffineTransform:
            .transform(.affine(a: Double(v.a), b: Double(v.b), c: Double(v.c), d: Double(v.d),
                               tx: Double(v.tx), ty: Double(v.ty)))
        case let v as CGColor: .color(LayerColor(v))
        case let v as UIColor: .color(LayerColor(v.cgColor))
        // A gradient's `colors`: CGColors (UIColors as their CGColors).
        case let v as [Any] where !v.isEmpty && v.allSatisfy({ $0 is CGColor || $0 is UIColor }):
            .colors(v.map { LayerColor(($0 as? UIColor)?.cgColor ?? $0 as! CGColor) })
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
        case .colors(let list): list.map(CGColor.init) as [Any]
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
        // SPEC §4.7, §4.8: only a layer with a shape or gradient animates these.
        case "strokeStart": shape.map { .scalar($0.strokeStart) }
        case "strokeEnd": shape.map { .scalar($0.strokeEnd) }
        case "lineWidth": shape.map { .scalar($0.lineWidth) }
        case "lineDashPhase": shape.map { .scalar($0.lineDashPhase) }
        case "fillColor": shape.map { .color($0.fillColor ?? .clear) }
        case "strokeColor": shape.map { .color($0.strokeColor ?? .clear) }
        case "startPoint": gradient.map { .point($0.startPoint) }
        case "endPoint": gradient.map { .point($0.endPoint) }
        case "colors": gradient.map { .colors($0.colors) }
        // SPEC §4.10: only a replicator animates these.
        case "instanceTransform": replicator.map { .transform($0.instanceTransform) }
        case "instanceDelay": replicator.map { .scalar($0.instanceDelay) }
        case "instanceColor": replicator.map { .color($0.instanceColor) }
        case "instanceRedOffset": replicator.map { .scalar(Double($0.instanceRedOffset)) }
        case "instanceGreenOffset": replicator.map { .scalar(Double($0.instanceGreenOffset)) }
        case "instanceBlueOffset": replicator.map { .scalar(Double($0.instanceBlueOffset)) }
        case "instanceAlphaOffset": replicator.map { .scalar(Double($0.instanceAlphaOffset)) }
        default: nil
        }
    }
}

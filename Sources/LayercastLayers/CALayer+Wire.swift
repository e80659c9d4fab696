import Foundation
import LayercastGraphics
import LayercastModel

extension CALayer {
    /// The dirty bit for a change of the sublayer order (above every property key).
    static let sublayersBit: UInt64 = 1 << 63

    /// Records a key as changed since the last commit: one that does not travel as a property
    /// (`contents`), or one whose wire value `willChangeWire` kept before the change.
    func markDirty(_ key: LayerPropertyKey) {
        assert(!isOnWire || !CALayer.propertyKeys.contains(key) || wireValueBefore(key) != nil,
               "\(key) travels as a property: keep its wire value before changing it")
        dirtyBits |= 1 << UInt64(key.rawValue)
        if let context, !isInDirtyList { context.registerDirty(self) }
    }

    /// Records a property key as changed since the last commit, and whether the change is to
    /// animate (an implicit action of the transaction in effect). `old` gives the key's wire value
    /// before the change: kept as what the wire holds (`wireValueBefore`) the first time the key
    /// changes after a commit, and what a UIKit block animates from — so a value set without
    /// animation and then animated in the same turn animates from the value set, as in UIKit.
    func markDirty(_ key: LayerPropertyKey, old: () -> LayerProperty) {
        let bit: UInt64 = 1 << UInt64(key.rawValue)
        // A value held on the wire is what shows: the model's change does not reach the wire,
        // and the model's old value is not a start.
        let held = wireOverrides?[key]
        if isOnWire { noteWireValue(key) { held ?? old() } }
        dirtyBits |= bit
        guard let context else { return }
        if !isInDirtyList { context.registerDirty(self) }
        let keyPath = LayerContext.keyPath(key)
        if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
        guard bit & CALayer.animatableBits != 0, isOnWire else { return }
        if let action = action(forKey: keyPath), context.implicitActionFrame(for: self) != nil {
            action.run(forKey: keyPath, object: self, arguments: nil)
            return
        }
        if held != nil {
            context.considerImplicitAnimation(of: self, bit: bit, old: { nil })
        } else {
            context.considerImplicitAnimation(of: self, bit: bit, old: old)
        }
    }

    /// Keeps what the wire holds for `key` before a change that is about to happen (for the
    /// changes whose old value is not at hand after them).
    func willChangeWire(_ key: LayerPropertyKey) {
        if isOnWire { noteWireValue(key) { wireProperty(key) } }
    }

    /// Records `value()` as the wire's value of `key` as of the last commit, unless one is
    /// recorded already: the first change after a commit is the one that knows it.
    private func noteWireValue(_ key: LayerPropertyKey, _ value: () -> LayerProperty) {
        guard wireValueBefore(key) == nil else { return }
        rareStorage.wireBefore.append(value())
    }

    /// What the wire held for `key` as of the last commit, when the key has changed since;
    /// `nil` when it has not (the wire then holds `wireProperty(key)`).
    func wireValueBefore(_ key: LayerPropertyKey) -> LayerProperty? {
        guard let rare, !rare.wireBefore.isEmpty else { return nil }
        return rare.wireBefore.first { $0.key == key }
    }

    /// Forgets the recorded wire values: the commit sent the keys they were for, or the layer
    /// left the wire.
    func forgetWireValuesBefore() {
        if let rare, !rare.wireBefore.isEmpty { rare.wireBefore = [] }
    }

    /// What the wire holds for `key` as of the last commit (meaningful while `isOnWire`).
    func committedWireValue(_ key: LayerPropertyKey) -> LayerProperty {
        wireValueBefore(key) ?? wireProperty(key)
    }

    /// What the wire holds for this layer as of the last commit (meaningful while `isOnWire`;
    /// contents and contents scale at their defaults). Not stored: it is the model's wire state
    /// with the values recorded before the changes since the commit, so a layer does not keep
    /// a second copy of its properties for the diff.
    var wireState: LayerState {
        var state = currentWireState()
        if let rare { for value in rare.wireBefore { state.apply(value) } }
        return state
    }

    /// The keys Core Animation animates implicitly.
    static let animatableBits: UInt64 = [
        LayerPropertyKey.bounds, .position, .anchorPoint, .zPosition, .transform, .opacity, .backgroundColor,
        .borderWidth, .borderColor, .cornerRadius, .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius,
        .contentsRect, .contentsCenter,
    ].reduce(0) { $0 | (1 << UInt64($1.rawValue)) }

    func markDirtyBits(_ bits: UInt64) {
        dirtyBits |= bits
        if let context, !isInDirtyList { context.registerDirty(self) }
    }

    /// The context whose root this layer is reachable from; `nil` while detached.
    public var attachedContext: LayerContext? { isAttached ? context : nil }

    /// The layer's wire id while it is on screen or on the wire; `nil` for a layer never attached.
    public var layerID: LayerID? { wireID }

    /// The wire value of one property, from the layer's current state. `contents` and
    /// `contentsScale` travel through `LayerTreeDiff.ContentsChange` instead.
    func wireProperty(_ key: LayerPropertyKey) -> LayerProperty {
        if let overrides = wireOverrides, let held = overrides[key] { return held }
        return modelWireProperty(key)
    }

    private func modelWireProperty(_ key: LayerPropertyKey) -> LayerProperty {
        switch key {
        case .bounds: .bounds(bounds)
        case .position: .position(position)
        case .anchorPoint: .anchorPoint(anchorPoint)
        case .zPosition: .zPosition(Double(zPosition))
        case .transform: .transform(LayerTransform(transform.rowMajor.map { Double($0) }))
        case .opacity: .opacity(opacity)
        case .isHidden: .isHidden(isHidden)
        case .masksToBounds: .masksToBounds(masksToBounds)
        case .mask: .mask(mask?.wireID)
        case .backgroundColor: .backgroundColor(backgroundColor.map(LayerColor.init))
        case .borderWidth: .borderWidth(Double(borderWidth))
        case .borderColor: .borderColor(borderColor.map(LayerColor.init))
        case .cornerRadius: .cornerRadius(Double(cornerRadius))
        case .shadowColor: .shadowColor(shadowColor.map(LayerColor.init))
        case .shadowOpacity: .shadowOpacity(shadowOpacity)
        case .shadowOffset: .shadowOffset(shadowOffset)
        case .shadowRadius: .shadowRadius(Double(shadowRadius))
        case .shadowPath: .shadowPath(shadowPathStorage.map(LayerPath.init))
        case .contents: .contents(nil)
        case .contentsGravity: .contentsGravity(contentsGravity)
        case .contentsRect: .contentsRect(contentsRect)
        case .contentsCenter: .contentsCenter(contentsCenter)
        case .contentsScale: .contentsScale(1)
        case .isOpaque: .isOpaque(isOpaque)
        case .name: .name(name)
        case .shouldRasterize: .shouldRasterize(shouldRasterize)
        case .glyphRuns: .glyphRuns([])
        case .shape: .shape(nil)
        case .gradient: .gradient(nil)
        case .allowsGroupOpacity: .allowsGroupOpacity(allowsGroupOpacity)
        case .replicator: .replicator(wireReplicator)
        case .allowsEdgeAntialiasing: .allowsEdgeAntialiasing(allowsEdgeAntialiasing)
        case .rasterizationScale: CALayer.wireRasterizationScale(rasterizationScale)
        }
    }

    /// A rasterization scale as the wire carries it: values of 0 or less are sent as 1.
    static func wireRasterizationScale(_ scale: CGFloat) -> LayerProperty {
        .rasterizationScale(scale > 0 && scale.isFinite ? Double(scale) : 1)
    }

    /// Keys whose value travels as a property (everything but contents, its scale, and the glyph
    /// runs, shape and gradient, which are drawn like contents).
    static let propertyKeys: [LayerPropertyKey] = LayerPropertyKey.allCases.filter {
        $0 != .contents && $0 != .contentsScale && $0 != .glyphRuns && $0 != .shape && $0 != .gradient
    }

    /// The full wire state of the layer now (contents and contentsScale left at defaults).
    func currentWireState() -> LayerState {
        var state = LayerState()
        for key in CALayer.propertyKeys { state.apply(wireProperty(key)) }
        return state
    }

    /// Wire ids of the sublayers, back to front (every sublayer of an attached layer has one).
    var sublayerIDs: [LayerID] { sublayerStorage.compactMap(\.wireID) }
}

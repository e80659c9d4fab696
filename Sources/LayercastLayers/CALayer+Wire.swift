import Foundation
import LayercastGraphics
import LayercastProtocol

extension CALayer {
    /// The dirty bit for a change of the sublayer order (above every property key).
    static let sublayersBit: UInt64 = 1 << 63

    /// Records a property key as changed since the last commit, and whether the change is to
    /// animate (an implicit action of the transaction in effect).
    func markDirty(_ key: LayerPropertyKey) {
        let bit: UInt64 = 1 << UInt64(key.rawValue)
        dirtyBits |= bit
        guard let context else { return }
        if !isInDirtyList { context.registerDirty(self) }
        if bit & CALayer.animatableBits != 0, isOnWire { context.considerImplicitAnimation(of: self, bit: bit, old: { nil }) }
    }

    /// Marks an animatable key dirty; `old` gives the value before the change (evaluated only
    /// when the change animates), which a UIKit block animates from — so a value set without
    /// animation and then animated in the same turn animates from the value set, as in UIKit.
    func markDirty(_ key: LayerPropertyKey, old: () -> LayerProperty?) {
        let bit: UInt64 = 1 << UInt64(key.rawValue)
        dirtyBits |= bit
        guard let context else { return }
        if !isInDirtyList { context.registerDirty(self) }
        guard bit & CALayer.animatableBits != 0, isOnWire else { return }
        // A value held on the wire is what shows: the model's old value is not a start.
        if wireOverrides?[key] != nil {
            context.considerImplicitAnimation(of: self, bit: bit, old: { nil })
        } else {
            context.considerImplicitAnimation(of: self, bit: bit, old: old)
        }
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
        case .rasterizationScale: .rasterizationScale(rasterizationScale > 0 && rasterizationScale.isFinite ? Double(rasterizationScale) : 1)
        }
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

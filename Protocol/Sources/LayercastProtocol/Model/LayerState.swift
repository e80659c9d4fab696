import Foundation

/// Every property of one layer, with Core Animation's defaults (SPEC §4.2).
///
/// Both sides hold one per layer: the server as what it has sent, the client as what it shows.
public struct LayerState: Hashable, Sendable {
    public var bounds = CGRect.zero
    public var position = CGPoint.zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var zPosition: Double = 0
    public var transform = LayerTransform.identity
    public var opacity: Float = 1
    public var isHidden = false
    public var masksToBounds = false
    public var mask: LayerID? = nil
    public var backgroundColor: LayerColor? = nil
    public var borderWidth: Double = 0
    public var borderColor: LayerColor? = .black
    public var cornerRadius: Double = 0
    public var shadowColor: LayerColor? = .black
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: Double = 3
    public var shadowPath: LayerPath? = nil
    public var contents: ContentID? = nil
    public var contentsGravity = ContentsGravity.resize
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsScale: Double = 1
    public var isOpaque = false
    public var name: String? = nil
    public var shouldRasterize = false
    /// Version 4: the glyph runs drawn above the contents (SPEC §4.6).
    public var glyphRuns: [GlyphRun] = []
    /// Version 4 (`shapes`): the shape drawn above the contents and runs (SPEC §4.7).
    public var shape: LayerShape? = nil
    /// Version 4 (`shapes`): the gradient drawn over the background colour (SPEC §4.8).
    public var gradient: LayerGradient? = nil
    /// Version 4 (`layerGroups`): whether opacity below 1 composites the layer as a group
    /// (SPEC §4.9); Core Animation's default for apps built against iOS 7 or later is true.
    public var allowsGroupOpacity = true
    /// Version 4 (`layerGroups`): the copies a replicator layer draws of its sublayers (SPEC §4.10).
    public var replicator: LayerReplicator? = nil
    /// Version 4 (`edgeAntialiasing`): whether the edges of the layer are antialiased where its
    /// transform turns or skews it (SPEC §4.11); Core Animation's default is false.
    public var allowsEdgeAntialiasing = false
    /// Version 4 (`rasterization`): the resolution, pixels per point of the layer's space, a
    /// layer with `shouldRasterize` is drawn at (SPEC §4.12); Core Animation's default is 1.
    public var rasterizationScale: Double = 1

    /// A layer with every property at its default.
    public init() {}

    /// The default state, shared by every new layer.
    public static let defaults = LayerState()

    /// Sets one property.
    public mutating func apply(_ property: LayerProperty) {
        switch property {
        case .bounds(let v): bounds = v
        case .position(let v): position = v
        case .anchorPoint(let v): anchorPoint = v
        case .zPosition(let v): zPosition = v
        case .transform(let v): transform = v
        case .opacity(let v): opacity = v
        case .isHidden(let v): isHidden = v
        case .masksToBounds(let v): masksToBounds = v
        case .mask(let v): mask = v
        case .backgroundColor(let v): backgroundColor = v
        case .borderWidth(let v): borderWidth = v
        case .borderColor(let v): borderColor = v
        case .cornerRadius(let v): cornerRadius = v
        case .shadowColor(let v): shadowColor = v
        case .shadowOpacity(let v): shadowOpacity = v
        case .shadowOffset(let v): shadowOffset = v
        case .shadowRadius(let v): shadowRadius = v
        case .shadowPath(let v): shadowPath = v
        case .contents(let v): contents = v
        case .contentsGravity(let v): contentsGravity = v
        case .contentsRect(let v): contentsRect = v
        case .contentsCenter(let v): contentsCenter = v
        case .contentsScale(let v): contentsScale = v
        case .isOpaque(let v): isOpaque = v
        case .name(let v): name = v
        case .shouldRasterize(let v): shouldRasterize = v
        case .glyphRuns(let v): glyphRuns = v
        case .shape(let v): shape = v
        case .gradient(let v): gradient = v
        case .allowsGroupOpacity(let v): allowsGroupOpacity = v
        case .replicator(let v): replicator = v
        case .allowsEdgeAntialiasing(let v): allowsEdgeAntialiasing = v
        case .rasterizationScale(let v): rasterizationScale = v
        }
    }

    /// The current value of one property.
    public func value(for key: LayerPropertyKey) -> LayerProperty {
        switch key {
        case .bounds: .bounds(bounds)
        case .position: .position(position)
        case .anchorPoint: .anchorPoint(anchorPoint)
        case .zPosition: .zPosition(zPosition)
        case .transform: .transform(transform)
        case .opacity: .opacity(opacity)
        case .isHidden: .isHidden(isHidden)
        case .masksToBounds: .masksToBounds(masksToBounds)
        case .mask: .mask(mask)
        case .backgroundColor: .backgroundColor(backgroundColor)
        case .borderWidth: .borderWidth(borderWidth)
        case .borderColor: .borderColor(borderColor)
        case .cornerRadius: .cornerRadius(cornerRadius)
        case .shadowColor: .shadowColor(shadowColor)
        case .shadowOpacity: .shadowOpacity(shadowOpacity)
        case .shadowOffset: .shadowOffset(shadowOffset)
        case .shadowRadius: .shadowRadius(shadowRadius)
        case .shadowPath: .shadowPath(shadowPath)
        case .contents: .contents(contents)
        case .contentsGravity: .contentsGravity(contentsGravity)
        case .contentsRect: .contentsRect(contentsRect)
        case .contentsCenter: .contentsCenter(contentsCenter)
        case .contentsScale: .contentsScale(contentsScale)
        case .isOpaque: .isOpaque(isOpaque)
        case .name: .name(name)
        case .shouldRasterize: .shouldRasterize(shouldRasterize)
        case .glyphRuns: .glyphRuns(glyphRuns)
        case .shape: .shape(shape)
        case .gradient: .gradient(gradient)
        case .allowsGroupOpacity: .allowsGroupOpacity(allowsGroupOpacity)
        case .replicator: .replicator(replicator)
        case .allowsEdgeAntialiasing: .allowsEdgeAntialiasing(allowsEdgeAntialiasing)
        case .rasterizationScale: .rasterizationScale(rasterizationScale)
        }
    }

    /// The properties that differ from the defaults, in key order: what a snapshot or a
    /// newly created layer must carry.
    public var nonDefaultProperties: [LayerProperty] {
        LayerPropertyKey.allCases.compactMap { key in
            let v = value(for: key)
            return v == LayerState.defaults.value(for: key) ? nil : v
        }
    }
}

extension LayerState {
    /// SPEC §7.2: whether `key` goes into the canonical hash. Keys 27–33 (runs, shape, gradient,
    /// group opacity, replicator, edge antialiasing, rasterization scale) only when not at their defaults, so trees of versions 1–3 hash
    /// as they always did.
    public func isHashed(_ key: LayerPropertyKey) -> Bool {
        switch key {
        case .glyphRuns: !glyphRuns.isEmpty
        case .shape: shape != nil
        case .gradient: gradient != nil
        case .allowsGroupOpacity: !allowsGroupOpacity
        case .replicator: replicator != nil
        case .allowsEdgeAntialiasing: allowsEdgeAntialiasing
        case .rasterizationScale: rasterizationScale != 1
        default: true
        }
    }
}

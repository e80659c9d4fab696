import Foundation

/// Every property of one layer, with Core Animation's defaults (SPEC §4.2).
///
/// Both sides hold one per layer: the server as what it has sent, the client as what it shows.
public struct LayerState: Hashable, Sendable {
    public var bounds = CGRect.zero
    public var position = CGPoint.zero
    public var transform = LayerTransform.identity
    public var opacity: Float = 1
    public var isHidden = false
    public var masksToBounds = false
    public var backgroundColor: LayerColor? = nil
    public var cornerRadius: Double = 0
    public var contents: ContentID? = nil
    public var contentsGravity = ContentsGravity.resize
    public var contentsScale: Double = 1
    /// Version 4: the glyph runs drawn above the contents (SPEC §4.6).
    public var glyphRuns: [GlyphRun] = []
    /// The properties most layers leave at their defaults, out of line: one shared box while
    /// they all are, so a plain layer's state stays small (figure 7, memory per layer).
    var rare = RareStorage.defaults

    public var anchorPoint: CGPoint { get { rare.value.anchorPoint } set { updateRare { $0.anchorPoint = newValue } } }
    public var zPosition: Double { get { rare.value.zPosition } set { updateRare { $0.zPosition = newValue } } }
    public var mask: LayerID? { get { rare.value.mask } set { updateRare { $0.mask = newValue } } }
    public var borderWidth: Double { get { rare.value.borderWidth } set { updateRare { $0.borderWidth = newValue } } }
    public var borderColor: LayerColor? { get { rare.value.borderColor } set { updateRare { $0.borderColor = newValue } } }
    public var shadowColor: LayerColor? { get { rare.value.shadowColor } set { updateRare { $0.shadowColor = newValue } } }
    public var shadowOpacity: Float { get { rare.value.shadowOpacity } set { updateRare { $0.shadowOpacity = newValue } } }
    public var shadowOffset: CGSize { get { rare.value.shadowOffset } set { updateRare { $0.shadowOffset = newValue } } }
    public var shadowRadius: Double { get { rare.value.shadowRadius } set { updateRare { $0.shadowRadius = newValue } } }
    public var shadowPath: LayerPath? { get { rare.value.shadowPath } set { updateRare { $0.shadowPath = newValue } } }
    public var contentsRect: CGRect { get { rare.value.contentsRect } set { updateRare { $0.contentsRect = newValue } } }
    public var contentsCenter: CGRect { get { rare.value.contentsCenter } set { updateRare { $0.contentsCenter = newValue } } }
    public var isOpaque: Bool { get { rare.value.isOpaque } set { updateRare { $0.isOpaque = newValue } } }
    public var name: String? { get { rare.value.name } set { updateRare { $0.name = newValue } } }
    public var shouldRasterize: Bool { get { rare.value.shouldRasterize } set { updateRare { $0.shouldRasterize = newValue } } }
    /// Version 4 (`shapes`): the shape drawn above the contents and runs (SPEC §4.7).
    public var shape: LayerShape? { get { rare.value.shape } set { updateRare { $0.shape = newValue } } }
    /// Version 4 (`shapes`): the gradient drawn over the background colour (SPEC §4.8).
    public var gradient: LayerGradient? { get { rare.value.gradient } set { updateRare { $0.gradient = newValue } } }
    /// Version 4 (`layerGroups`): whether opacity below 1 composites the layer as a group
    /// (SPEC §4.9); Core Animation's default for apps built against iOS 7 or later is true.
    public var allowsGroupOpacity: Bool {
        get { rare.value.allowsGroupOpacity } set { updateRare { $0.allowsGroupOpacity = newValue } }
    }
    /// Version 4 (`layerGroups`): the copies a replicator layer draws of its sublayers (SPEC §4.10).
    public var replicator: LayerReplicator? { get { rare.value.replicator } set { updateRare { $0.replicator = newValue } } }
    /// Version 4 (`edgeAntialiasing`): whether the edges of the layer are antialiased where its
    /// transform turns or skews it (SPEC §4.11); Core Animation's default is false.
    public var allowsEdgeAntialiasing: Bool {
        get { rare.value.allowsEdgeAntialiasing } set { updateRare { $0.allowsEdgeAntialiasing = newValue } }
    }
    /// Version 4 (`rasterization`): the resolution, pixels per point of the layer's space, a
    /// layer with `shouldRasterize` is drawn at (SPEC §4.12); Core Animation's default is 1.
    public var rasterizationScale: Double {
        get { rare.value.rasterizationScale } set { updateRare { $0.rasterizationScale = newValue } }
    }

    /// Changes the out-of-line properties: a new box, or the shared one when they are all back
    /// at their defaults.
    private mutating func updateRare(_ change: (inout RareProperties) -> Void) {
        var value = rare.value
        change(&value)
        rare = value == RareStorage.defaults.value ? .defaults : RareStorage(value)
    }

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

/// The rarely-set properties of a `LayerState`, with Core Animation's defaults.
struct RareProperties: Hashable, Sendable {
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var zPosition: Double = 0
    var mask: LayerID? = nil
    var borderWidth: Double = 0
    var borderColor: LayerColor? = .black
    var shadowColor: LayerColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: Double = 3
    var shadowPath: LayerPath? = nil
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var isOpaque = false
    var name: String? = nil
    var shouldRasterize = false
    var shape: LayerShape? = nil
    var gradient: LayerGradient? = nil
    var allowsGroupOpacity = true
    var replicator: LayerReplicator? = nil
    var allowsEdgeAntialiasing = false
    var rasterizationScale: Double = 1
}

/// An immutable box of `RareProperties`, compared and hashed by value; states share it until
/// one of them changes a rare property.
final class RareStorage: Hashable, Sendable {
    let value: RareProperties

    init(_ value: RareProperties) { self.value = value }

    /// The box of the defaults, shared by every state whose rare properties are all default.
    static let defaults = RareStorage(RareProperties())

    static func == (a: RareStorage, b: RareStorage) -> Bool { a === b || a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

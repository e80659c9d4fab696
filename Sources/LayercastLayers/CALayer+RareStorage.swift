import Foundation
import LayercastGraphics
import LayercastModel

/// The model values most layers leave at Core Animation's defaults, as one value: a layer keeps
/// them out of line (`CALayer.rare`) and reads the defaults from `CALayer.initialRareModel` until
/// one of them is set, so a plain view's layer does not carry their 300-odd bytes.
struct RareLayerModel: Sendable {
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var zPosition: CGFloat = 0
    var transform = CATransform3D.identity
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var contentsGravity = ContentsGravity.resize
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsScale: CGFloat = 1
    var needsDisplayOnBoundsChange = false
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var allowsEdgeAntialiasing = false
    var name: String?
    var cornerCurve = CALayerCornerCurve.circular
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var beginTime: CFTimeInterval = 0
}

/// What a layer holds out of line: the rarely-set model values, and the bookkeeping only masks,
/// animations and drawn contents need. Allocated the first time one of them leaves its default.
@MainActor
final class RareLayerStorage {
    var model = RareLayerModel()
    var shadowPath: CGPath?
    /// The layer whose `mask` this layer is.
    weak var maskHost: CALayer?
    var mask: CALayer?
    /// The layer a presentation copy was made from.
    weak var modelLayer: CALayer?
    var implicitAnimations: [UInt8: ImplicitAnimation] = [:]
    var wireOverrides: [LayerPropertyKey: LayerProperty]?
    var pendingAnimationChanges: [PendingAnimationChange] = []
    var wireAnimationsOnWire: [String: LayerAnimation] = [:]
    var animationEntries: [AnimationEntry] = []
    /// UIKit block animations another block's animation of the same key took over: they run on
    /// to their own end (UIKit's additive animations), unless the layer leaves the screen.
    var supersededBlockTrackers: [AnimationTracker] = []
    var pendingAnimationRemovals: [String] = []
    var needsDisplayArea = CGRect.null
    var contentsDamage = CGRect.null
    /// What the wire held, as of the last commit, for each key changed since (`markDirty`).
    var wireBefore: [LayerProperty] = []
}

extension CALayer {
    /// The defaults `rare` stands for while it is `nil`.
    nonisolated static let initialRareModel = RareLayerModel()

    /// The out-of-line storage, made on first use.
    var rareStorage: RareLayerStorage {
        if let rare { return rare }
        let made = RareLayerStorage()
        rare = made
        return made
    }

    /// A rarely-set model value: the stored one, or Core Animation's default.
    @inline(__always)
    func rareValue<T>(_ key: KeyPath<RareLayerModel, T>) -> T {
        if let rare { return rare.model[keyPath: key] }
        return Self.initialRareModel[keyPath: key]
    }

    /// Stores a rarely-set model value; returns the value it replaced when it differs (so the
    /// setter marks the key dirty), `nil` when it is the same. Storing a default into a layer
    /// without storage allocates nothing.
    @inline(__always)
    func setRareValue<T: Equatable>(_ key: WritableKeyPath<RareLayerModel, T>, _ value: T) -> T? {
        let old = rareValue(key)
        guard old != value else { return nil }
        rareStorage.model[keyPath: key] = value
        return old
    }

    /// Writes bookkeeping `value` unless it is the default and no storage exists yet.
    @inline(__always)
    func setRareField<T>(_ key: ReferenceWritableKeyPath<RareLayerStorage, T>, _ value: T, isDefault: Bool) {
        if isDefault, rare == nil { return }
        rareStorage[keyPath: key] = value
    }

    // MARK: - Bookkeeping held out of line

    /// The layer whose `mask` this layer is; geometry of a mask is in its host's space.
    var maskHost: CALayer? {
        get { rare?.maskHost }
        set { setRareField(\.maskHost, newValue, isDefault: newValue == nil) }
    }
    var maskStorage: CALayer? {
        get { rare?.mask }
        set { setRareField(\.mask, newValue, isDefault: newValue == nil) }
    }
    /// The layer a presentation copy was made from; `nil` for a model layer.
    var modelLayerStorage: CALayer? {
        get { rare?.modelLayer }
        set { setRareField(\.modelLayer, newValue, isDefault: newValue == nil) }
    }
    var shadowPathStorage: CGPath? {
        get { rare?.shadowPath }
        set { setRareField(\.shadowPath, newValue, isDefault: newValue == nil) }
    }
    /// How each animated key's change runs, by property key raw value (set with the change).
    var implicitAnimations: [UInt8: ImplicitAnimation] {
        get { rare?.implicitAnimations ?? [:] }
        set { setRareField(\.implicitAnimations, newValue, isDefault: newValue.isEmpty) }
    }
    /// Values the wire carries instead of the model's, by key (`holdWireValue`).
    var wireOverrides: [LayerPropertyKey: LayerProperty]? {
        get { rare?.wireOverrides }
        set { setRareField(\.wireOverrides, newValue, isDefault: newValue == nil) }
    }
    /// Animations added or removed explicitly since the last commit, in order.
    var pendingAnimationChanges: [PendingAnimationChange] {
        get { rare?.pendingAnimationChanges ?? [] }
        set { setRareField(\.pendingAnimationChanges, newValue, isDefault: newValue.isEmpty) }
    }
    /// The wire animations (`addWireAnimation`) the wire holds, by key: what a snapshot for a
    /// client joining now carries while they run.
    var wireAnimationsOnWire: [String: LayerAnimation] {
        get { rare?.wireAnimationsOnWire ?? [:] }
        set { setRareField(\.wireAnimationsOnWire, newValue, isDefault: newValue.isEmpty) }
    }
    /// The attached animations, in the order they were added.
    var animationEntries: [AnimationEntry] {
        get { rare?.animationEntries ?? [] }
        set { setRareField(\.animationEntries, newValue, isDefault: newValue.isEmpty) }
    }
    /// UIKit block animations taken over by a later block's, running on to their own end.
    var supersededBlockTrackers: [AnimationTracker] {
        get { rare?.supersededBlockTrackers ?? [] }
        set { setRareField(\.supersededBlockTrackers, newValue, isDefault: newValue.isEmpty) }
    }
    /// Keys of animations removed since the last commit that the wire still holds.
    var pendingAnimationRemovals: [String] {
        get { rare?.pendingAnimationRemovals ?? [] }
        set { setRareField(\.pendingAnimationRemovals, newValue, isDefault: newValue.isEmpty) }
    }
    /// The area of the bounds to redraw when not all of it is (`setNeedsDisplay(_:)`).
    var needsDisplayArea: CGRect {
        get { rare?.needsDisplayArea ?? .null }
        set { setRareField(\.needsDisplayArea, newValue, isDefault: newValue.isNull) }
    }
    /// Area of the contents replaced since the last commit (bounds space); `nil` with
    /// `contentsDamageWhole` when everything was replaced.
    var contentsDamage: CGRect {
        get { rare?.contentsDamage ?? .null }
        set { setRareField(\.contentsDamage, newValue, isDefault: newValue.isNull) }
    }
}

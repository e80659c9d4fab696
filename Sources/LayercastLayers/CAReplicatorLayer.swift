import Foundation
import LayercastGraphics
import LayercastModel

/// A layer that draws copies of its sublayers (Core Animation's `CAReplicatorLayer`): copy k of
/// each sublayer is moved by `instanceTransform` applied k times about the centre of the
/// replicator's bounds, its colours multiplied by `instanceColor` plus k times the offsets, and
/// its animations played `instanceDelay` × k seconds late — a loading spinner is one dot, one
/// opacity animation and a replicator.
///
/// A client of `layerGroups` (SPEC §4.10) gets the replicator as one property and draws the
/// copies itself, animations included, so a spinner costs its messages once whatever its count
/// and however long it turns. Other clients draw the sublayers once. The copies are drawn, not
/// hit-tested, as in Core Animation. A change of the instance transform, delay, colour or offsets
/// animates implicitly, as Core Animation's do (unless actions are disabled or the layer is a
/// view's). Every default is Core Animation's (developer.apple.com/
/// documentation/quartzcore/careplicatorlayer). Not yet: `preservesDepth` is kept but copies
/// are flattened into the replicator's plane, as every layer is here.
open class CAReplicatorLayer: CALayer {
    /// How many copies of each sublayer are drawn, the sublayer itself included. Default 1.
    open var instanceCount: Int = 1 { willSet { willChangeWire(.replicator) } didSet { if instanceCount != oldValue { markDirty(.replicator) } } }
    /// Whether copies keep their depth in 3D; kept, not drawn (see the type's note). Default false.
    open var preservesDepth = false
    /// Seconds each copy's animations lag the previous copy's. Default 0.
    open var instanceDelay: CFTimeInterval = 0 { willSet { willChangeWire(.replicator) } didSet { if instanceDelay != oldValue { markDirty(.replicator); addImplicitAction(forKeyPath: "instanceDelay", from: oldValue) } } }
    /// The transform from copy k − 1 to copy k, about the centre of the bounds. Default identity.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        willSet { willChangeWire(.replicator) } didSet { if instanceTransform != oldValue { markDirty(.replicator); addImplicitAction(forKeyPath: "instanceTransform", from: oldValue) } }
    }
    /// The colour copy 0 is multiplied by; `nil` is opaque white. Default opaque white.
    open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        willSet { willChangeWire(.replicator) } didSet { if instanceColor != oldValue { markDirty(.replicator); addImplicitAction(forKeyPath: "instanceColor", from: oldValue) } }
    }
    /// Added to the red component of each copy's colour over the previous copy's. Default 0.
    open var instanceRedOffset: Float = 0 { willSet { willChangeWire(.replicator) } didSet { if instanceRedOffset != oldValue { markDirty(.replicator); addImplicitAction(forKeyPath: "instanceRedOffset", from: oldValue) } } }
    /// Added to the green component per copy. Default 0.
    open var instanceGreenOffset: Float = 0 { willSet { willChangeWire(.replicator) } didSet { if instanceGreenOffset != oldValue { markDirty(.replicator); addImplicitAction(forKeyPath: "instanceGreenOffset", from: oldValue) } } }
    /// Added to the blue component per copy. Default 0.
    open var instanceBlueOffset: Float = 0 { willSet { willChangeWire(.replicator) } didSet { if instanceBlueOffset != oldValue { markDirty(.replicator); addImplicitAction(forKeyPath: "instanceBlueOffset", from: oldValue) } } }
    /// Added to the alpha component per copy. Default 0.
    open var instanceAlphaOffset: Float = 0 { willSet { willChangeWire(.replicator) } didSet { if instanceAlphaOffset != oldValue { markDirty(.replicator); addImplicitAction(forKeyPath: "instanceAlphaOffset", from: oldValue) } } }

    /// Creates a replicator layer with Core Animation's defaults.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s model values, its own included (Core Animation's shadow copy).
    public required init(layer: Any) {
        super.init(layer: layer)
    }

    /// A replicator layer with Core Animation's defaults (archives carry no layers here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The replicator as the wire carries it; counts past L27 are clamped.
    open var layerReplicator: LayerReplicator {
        LayerReplicator(instanceCount: max(0, min(instanceCount, ProtocolLimits.maxReplicatorInstances)),
                        instanceTransform: LayerTransform(instanceTransform.rowMajor.map { Double($0) }),
                        instanceDelay: Double(instanceDelay),
                        instanceColor: instanceColor.map(LayerColor.init) ?? .white,
                        instanceRedOffset: instanceRedOffset, instanceGreenOffset: instanceGreenOffset,
                        instanceBlueOffset: instanceBlueOffset, instanceAlphaOffset: instanceAlphaOffset)
    }

    override var wireReplicator: LayerReplicator? { layerReplicator }

    override func copySubclassValues(from layer: CALayer) {
        guard let r = layer as? CAReplicatorLayer else { return }
        instanceCount = r.instanceCount; preservesDepth = r.preservesDepth; instanceDelay = r.instanceDelay
        instanceTransform = r.instanceTransform; instanceColor = r.instanceColor
        instanceRedOffset = r.instanceRedOffset; instanceGreenOffset = r.instanceGreenOffset
        instanceBlueOffset = r.instanceBlueOffset; instanceAlphaOffset = r.instanceAlphaOffset
    }

    override func applySubclassAnimatedValues(_ state: LayerState) {
        guard let r = state.replicator else { return }
        instanceTransform = CATransform3D(rowMajor: r.instanceTransform.m.map { CGFloat($0) })
        instanceDelay = r.instanceDelay; instanceColor = CGColor(r.instanceColor)
        instanceRedOffset = r.instanceRedOffset; instanceGreenOffset = r.instanceGreenOffset
        instanceBlueOffset = r.instanceBlueOffset; instanceAlphaOffset = r.instanceAlphaOffset
    }
}

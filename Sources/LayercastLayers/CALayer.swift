import Foundation
import LayercastGraphics
import LayercastProtocol

/// A Core-Animation-style layer: a rectangle with geometry, appearance and contents, in a tree.
///
/// Geometry follows Core Animation: `bounds` is in the layer's own space, `position` is where the
/// `anchorPoint` (unit coordinates of the bounds) sits in the superlayer's space, and `transform`
/// applies about the anchor point. All lengths are in points.
///
/// Every setter returns early when the value does not change; otherwise it records the property
/// key as dirty on the layer and, when the layer is on screen (attached under a `LayerContext`'s
/// root), puts the layer on the context's dirty list. The commit compares only dirty keys against
/// what was last sent, so its cost follows what changed, not the size of the tree.
@preconcurrency @MainActor
open class CALayer {
    // MARK: - Tree links (maintained by CALayer+Hierarchy)

    /// The layer this one is a sublayer of; `nil` for a root, a detached layer or a mask.
    public internal(set) weak var superlayer: CALayer?
    var sublayerStorage: [CALayer] = []
    /// Rarely-set model values and the bookkeeping of masks, animations and partial display,
    /// out of line (CALayer+RareStorage); `nil` while all are at their defaults.
    var rare: RareLayerStorage?

    // MARK: - Wire bookkeeping (maintained by LayerContext)

    /// The context this layer is attached to: set while the layer is reachable from its root.
    weak var context: LayerContext?
    /// The wire id, allocated by a context the first time the layer is attached; stable after.
    var wireID: LayerID?
    weak var wireIDOwner: LayerContext?
    /// Whether the layer is reachable from its context's root (kept beside the weak `context`
    /// so the commit reads a plain flag instead of loading a weak reference).
    var isAttached = false
    /// Whether the layer is on the wire as of the last commit.
    var isOnWire = false
    /// Dirty property keys since the last commit, one bit per `LayerPropertyKey` raw value,
    /// plus `CALayer.sublayersBit` for the sublayer order.
    var dirtyBits: UInt64 = 0
    /// Dirty keys whose change is to animate (implicit actions), and for how long (seconds).
    var animatedBits: UInt64 = 0
    var isInDirtyList = false
    var isPendingCreate = false
    var isInCreatedList = false
    var isPendingDestroy = false
    var isInDestroyedList = false
    // The flags above sit together at the front of the object so the commit touches few cache
    // lines per changed layer; the wire copy below is read one key at a time.
    var wireSublayers: [LayerID] = []
    var wireContents: LayerContents?

    // MARK: - Display and layout bookkeeping

    var needsDisplayFlag = false
    var needsDisplayWhole = false
    var isInDisplayList = false
    var needsLayoutFlag = false
    var isInLayoutList = false
    var contentsStorage: LayerContents?
    var contentsDamageWhole = false
    /// Set by the default `draw(in:)`, so the display pass learns that nothing drew.
    var reachedDefaultDraw = false

    // MARK: - Media timing (CALayer+MediaTiming)

    /// The rate of the layer's local time relative to its superlayer's (Core Animation's
    /// `CAMediaTiming.speed` on layers): 0 pauses the animations of the subtree, 2 plays them
    /// twice as fast. Default 1.
    public var speed: Float {
        get { rareValue(\.speed) }
        set { if setRareValue(\.speed, newValue) != nil { mediaTimingDidChange() } }
    }
    /// An offset added to the layer's local time, in seconds. Default 0.
    public var timeOffset: CFTimeInterval {
        get { rareValue(\.timeOffset) }
        set { if setRareValue(\.timeOffset, newValue) != nil { mediaTimingDidChange() } }
    }
    /// When the layer's local time starts, in its superlayer's time. Default 0.
    public var beginTime: CFTimeInterval {
        get { rareValue(\.beginTime) }
        set { if setRareValue(\.beginTime, newValue) != nil { mediaTimingDidChange() } }
    }

    /// Creates a layer with Core Animation's defaults: empty bounds at (0, 0), anchor in the
    /// middle, opaque white nothing (no background, no contents), opacity 1.
    public required init() {}

    /// Creates a copy of `layer`'s model values (Core Animation's shadow copy, which
    /// `presentation()` makes). Subclasses override it to copy their own properties, as on iOS;
    /// it is `required` so a presentation copy is made through the subclass's own initialiser
    /// (`layercast-port` turns an `override init(layer:)` of iOS code into `required`).
    public required init(layer: Any) {
        if let model = layer as? CALayer { copyModelValues(from: model) }
    }

    /// A layer with Core Animation's defaults: archives carry no layers here. Present (and
    /// `required`, as `NSSecureCoding` makes it on iOS) so iOS subclasses that implement it
    /// compile.
    public required init?(coder: NSCoder) {}

    // MARK: - Geometry

    /// The layer's rectangle in its own coordinate space, in points. A change of size marks the
    /// layer for layout, and for display when `needsDisplayOnBoundsChange` is set.
    public var bounds: CGRect = .zero {
        didSet {
            guard bounds != oldValue else { return }
            markDirty(.bounds) { .bounds(oldValue) }
            if bounds.size != oldValue.size {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point sits, in points in the superlayer's coordinate space.
    public var position: CGPoint = .zero {
        didSet { if position != oldValue { markDirty(.position) { .position(oldValue) } } }
    }

    /// The point of the bounds, in unit coordinates (0…1), that `position` refers to and that
    /// `transform` turns about. Default (0.5, 0.5).
    public var anchorPoint: CGPoint {
        get { rareValue(\.anchorPoint) }
        set { if let oldValue = setRareValue(\.anchorPoint, newValue) { markDirty(.anchorPoint) { .anchorPoint(oldValue) } } }
    }

    /// The layer's position on the z axis, in points; siblings with a higher value draw on top.
    public var zPosition: CGFloat {
        get { rareValue(\.zPosition) }
        set { if let oldValue = setRareValue(\.zPosition, newValue) { markDirty(.zPosition) { .zPosition(Double(oldValue)) } } }
    }

    /// The transform applied about the anchor point, relative to the superlayer.
    public var transform: CATransform3D {
        get { rareValue(\.transform) }
        set { if let oldValue = setRareValue(\.transform, newValue) { markDirty(.transform) { .transform(LayerTransform(oldValue.rowMajor.map { Double($0) })) } } }
    }

    // MARK: - Appearance

    /// Opacity, 0…1. Default 1.
    public var opacity: Float = 1 {
        didSet { if opacity != oldValue { markDirty(.opacity) { .opacity(oldValue) } } }
    }
    /// Whether the layer and its sublayers are not drawn.
    public var isHidden = false {
        didSet { if isHidden != oldValue { markDirty(.isHidden) { .isHidden(oldValue) } } }
    }
    /// Whether sublayers are clipped to the bounds (and the corner radius).
    public var masksToBounds = false {
        didSet { if masksToBounds != oldValue { markDirty(.masksToBounds) { .masksToBounds(oldValue) } } }
    }
    /// The background colour; `nil` (the default) draws no background.
    public var backgroundColor: CGColor? = nil {
        didSet { if backgroundColor != oldValue { markDirty(.backgroundColor) { .backgroundColor(oldValue.map(LayerColor.init)) } } }
    }
    /// Border width in points, drawn inside the bounds. Default 0.
    public var borderWidth: CGFloat {
        get { rareValue(\.borderWidth) }
        set { if let oldValue = setRareValue(\.borderWidth, newValue) { markDirty(.borderWidth) { .borderWidth(Double(oldValue)) } } }
    }
    /// Border colour; default opaque black.
    public var borderColor: CGColor? {
        get { rareValue(\.borderColor) }
        set { if let oldValue = setRareValue(\.borderColor, newValue) { markDirty(.borderColor) { .borderColor(oldValue.map(LayerColor.init)) } } }
    }
    /// Radius of the rounded corners, in points. Default 0.
    public var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { markDirty(.cornerRadius) { .cornerRadius(Double(oldValue)) } } }
    }
    /// Shadow colour; default opaque black.
    public var shadowColor: CGColor? {
        get { rareValue(\.shadowColor) }
        set { if let oldValue = setRareValue(\.shadowColor, newValue) { markDirty(.shadowColor) { .shadowColor(oldValue.map(LayerColor.init)) } } }
    }
    /// Shadow opacity, 0…1. Default 0 (no shadow).
    public var shadowOpacity: Float {
        get { rareValue(\.shadowOpacity) }
        set { if let oldValue = setRareValue(\.shadowOpacity, newValue) { markDirty(.shadowOpacity) { .shadowOpacity(oldValue) } } }
    }
    /// Shadow offset in points. Default (0, -3), as in Core Animation.
    public var shadowOffset: CGSize {
        get { rareValue(\.shadowOffset) }
        set { if let oldValue = setRareValue(\.shadowOffset, newValue) { markDirty(.shadowOffset) { .shadowOffset(oldValue) } } }
    }
    /// Shadow blur radius in points. Default 3.
    public var shadowRadius: CGFloat {
        get { rareValue(\.shadowRadius) }
        set { if let oldValue = setRareValue(\.shadowRadius, newValue) { markDirty(.shadowRadius) { .shadowRadius(Double(oldValue)) } } }
    }
    /// The shadow's shape in the layer's bounds space; `nil` derives it from the layer's alpha.
    /// The layer keeps a copy, so mutating a `CGMutablePath` after assigning it changes nothing.
    public var shadowPath: CGPath? {
        get { shadowPathStorage }
        set {
            let copy = newValue?.copy()
            let old = shadowPathStorage
            guard copy != old else { return }
            shadowPathStorage = copy
            markDirty(.shadowPath) { .shadowPath(old.map(LayerPath.init)) }
        }
    }

    // MARK: - Contents placement

    /// How the contents bitmap is placed in the bounds. Default `.resize`.
    public var contentsGravity: ContentsGravity {
        get { rareValue(\.contentsGravity) }
        set { if let oldValue = setRareValue(\.contentsGravity, newValue) { markDirty(.contentsGravity) { .contentsGravity(oldValue) } } }
    }
    /// The part of the contents bitmap shown, in unit coordinates. Default (0, 0, 1, 1).
    public var contentsRect: CGRect {
        get { rareValue(\.contentsRect) }
        set { if let oldValue = setRareValue(\.contentsRect, newValue) { markDirty(.contentsRect) { .contentsRect(oldValue) } } }
    }
    /// The stretchable part of the contents, in unit coordinates. Default (0, 0, 1, 1).
    public var contentsCenter: CGRect {
        get { rareValue(\.contentsCenter) }
        set { if let oldValue = setRareValue(\.contentsCenter, newValue) { markDirty(.contentsCenter) { .contentsCenter(oldValue) } } }
    }
    /// Pixels per point of a bitmap assigned to `contents`. Drawn contents carry their own scale
    /// (one bitmap per display scale), so this only affects assigned bitmaps.
    public var contentsScale: CGFloat {
        get { rareValue(\.contentsScale) }
        set {
            guard setRareValue(\.contentsScale, newValue) != nil else { return }
            if let c = contentsStorage, c.origin == .assigned, let image = c.bitmaps.values.first {
                replaceContents(LayerContents(image: image, scale: contentsScale), damage: nil)
            }
        }
    }

    // MARK: - Flags and identity

    /// Whether the layer promises to fill its bounds with opaque content.
    public var isOpaque = false {
        didSet { if isOpaque != oldValue { markDirty(.isOpaque) { .isOpaque(oldValue) } } }
    }
    /// Whether a change of bounds size calls `setNeedsDisplay()`. Default `false`.
    public var needsDisplayOnBoundsChange: Bool {
        get { rareValue(\.needsDisplayOnBoundsChange) }
        set { _ = setRareValue(\.needsDisplayOnBoundsChange, newValue) }
    }
    /// Whether the compositor may cache the layer's rendered subtree as a bitmap.
    public var shouldRasterize: Bool {
        get { rareValue(\.shouldRasterize) }
        set { if let oldValue = setRareValue(\.shouldRasterize, newValue) { markDirty(.shouldRasterize) { .shouldRasterize(oldValue) } } }
    }
    /// The pixels per point of the layer's space a layer with `shouldRasterize` is drawn at
    /// (SPEC §4.12). Default 1, as in Core Animation: on a 2× or 3× screen a rasterised layer
    /// shows coarser unless this is set to the screen's scale. Values of 0 or less are sent as 1.
    public var rasterizationScale: CGFloat {
        get { rareValue(\.rasterizationScale) }
        set { if let oldValue = setRareValue(\.rasterizationScale, newValue) { markDirty(.rasterizationScale) { CALayer.wireRasterizationScale(oldValue) } } }
    }
    /// Whether the layer's edges are antialiased where its transform turns or skews it
    /// (SPEC §4.11). Default false, as in Core Animation: a rotated layer's edges are aliased
    /// unless this is set (on iOS also through the `UIViewEdgeAntialiasing` Info.plist key).
    public var allowsEdgeAntialiasing: Bool {
        get { rareValue(\.allowsEdgeAntialiasing) }
        set { if let oldValue = setRareValue(\.allowsEdgeAntialiasing, newValue) { markDirty(.allowsEdgeAntialiasing) { .allowsEdgeAntialiasing(oldValue) } } }
    }
    /// Whether an opacity below 1 composites the layer and its sublayers as one group, so
    /// overlapping sublayers do not show through each other (SPEC §4.9); false multiplies the
    /// opacity into each part. Default true, Core Animation's for apps built for iOS 7 or later
    /// (developer.apple.com/documentation/quartzcore/calayer/allowsgroupopacity).
    public var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { markDirty(.allowsGroupOpacity) { .allowsGroupOpacity(oldValue) } } }
    }
    /// The replicator this layer is (SPEC §4.10): `CAReplicatorLayer` overrides it.
    var wireReplicator: LayerReplicator? { nil }
    /// A presentation copy's subclass properties, copied from the model layer (Core Animation's
    /// `init(layer:)` does this): the shape, gradient and replicator layers override it.
    func copySubclassValues(from layer: CALayer) {}
    /// A presentation copy's subclass properties set to what `state` (the animated wire state)
    /// shows.
    func applySubclassAnimatedValues(_ state: LayerState) {}
    /// A name for debugging; travels on the wire.
    public var name: String? {
        get { rareValue(\.name) }
        set { if let oldValue = setRareValue(\.name, newValue) { markDirty(.name) { .name(oldValue) } } }
    }
    /// The object told about display and layout; views are their layers' delegates.
    public weak var delegate: (any CALayerDelegate)?

    // MARK: - Overridable hooks

    /// Updates the contents. The default asks the delegate (`display(_:)`), and without a
    /// delegate draws through the context's contents renderer. Override to provide contents.
    open func display() {
        if let delegate { delegate.display(self) } else { drawContents() }
    }

    /// Draws the layer's contents into `ctx`, whose user space is the bounds space in points
    /// (device scale and bounds origin already applied, clipped to the area to redraw). The
    /// default asks the delegate (`draw(_:in:)`); without one it draws nothing, and a layer that
    /// draws nothing gets no contents bitmap. Called by the display pass, not directly.
    open func draw(in ctx: CGContext) {
        if let delegate { delegate.draw(self, in: ctx) } else { reachedDefaultDraw = true }
    }

    /// Lays out the sublayers. The default asks the delegate (`layoutSublayers(of:)`).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Whether `point` (in this layer's bounds space) is inside the bounds.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }
}

import Foundation
import LayercastGraphics
import LayercastModel
import LayercastCompositing

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
    open var speed: Float {
        get { rareValue(\.speed) }
        set { if setRareValue(\.speed, newValue) != nil { mediaTimingDidChange() } }
    }
    /// An offset added to the layer's local time, in seconds. Default 0.
    open var timeOffset: CFTimeInterval {
        get { rareValue(\.timeOffset) }
        set { if setRareValue(\.timeOffset, newValue) != nil { mediaTimingDidChange() } }
    }
    /// When the layer's local time starts, in its superlayer's time. Default 0.
    open var beginTime: CFTimeInterval {
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
    open var bounds: CGRect = .zero {
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
    open var position: CGPoint = .zero {
        didSet { if position != oldValue { markDirty(.position) { .position(oldValue) } } }
    }

    /// The point of the bounds, in unit coordinates (0…1), that `position` refers to and that
    /// `transform` turns about. Default (0.5, 0.5).
    open var anchorPoint: CGPoint {
        get { rareValue(\.anchorPoint) }
        set { if let oldValue = setRareValue(\.anchorPoint, newValue) { markDirty(.anchorPoint) { .anchorPoint(oldValue) } } }
    }

    /// The layer's position on the z axis, in points; siblings with a higher value draw on top.
    open var zPosition: CGFloat {
        get { rareValue(\.zPosition) }
        set { if let oldValue = setRareValue(\.zPosition, newValue) { markDirty(.zPosition) { .zPosition(Double(oldValue)) } } }
    }

    /// The transform applied about the anchor point, relative to the superlayer.
    open var transform: CATransform3D {
        get { rareValue(\.transform) }
        set { if let oldValue = setRareValue(\.transform, newValue) { markDirty(.transform) { .transform(LayerTransform(oldValue.rowMajor.map { Double($0) })) } } }
    }

    // MARK: - Appearance

    /// Opacity, 0…1. Default 1.
    open var opacity: Float = 1 {
        didSet { if opacity != oldValue { markDirty(.opacity) { .opacity(oldValue) } } }
    }
    /// Whether the layer and its sublayers are not drawn.
    open var isHidden = false {
        didSet { if isHidden != oldValue { markDirty(.isHidden) { .isHidden(oldValue) } } }
    }
    /// Whether sublayers are clipped to the bounds (and the corner radius).
    open var masksToBounds = false {
        didSet { if masksToBounds != oldValue { markDirty(.masksToBounds) { .masksToBounds(oldValue) } } }
    }
    /// The background colour; `nil` (the default) draws no background.
    open var backgroundColor: CGColor? = nil {
        didSet { if backgroundColor != oldValue { markDirty(.backgroundColor) { .backgroundColor(oldValue.map(LayerColor.init)) } } }
    }
    /// Border width in points, drawn inside the bounds. Default 0.
    open var borderWidth: CGFloat {
        get { rareValue(\.borderWidth) }
        set { if let oldValue = setRareValue(\.borderWidth, newValue) { markDirty(.borderWidth) { .borderWidth(Double(oldValue)) } } }
    }
    /// Border colour; default opaque black.
    open var borderColor: CGColor? {
        get { rareValue(\.borderColor) }
        set { if let oldValue = setRareValue(\.borderColor, newValue) { markDirty(.borderColor) { .borderColor(oldValue.map(LayerColor.init)) } } }
    }
    /// Radius of the rounded corners, in points. Default 0.
    open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { markDirty(.cornerRadius) { .cornerRadius(Double(oldValue)) } } }
    }
    /// Shadow colour; default opaque black.
    open var shadowColor: CGColor? {
        get { rareValue(\.shadowColor) }
        set { if let oldValue = setRareValue(\.shadowColor, newValue) { markDirty(.shadowColor) { .shadowColor(oldValue.map(LayerColor.init)) } } }
    }
    /// Shadow opacity, 0…1. Default 0 (no shadow).
    open var shadowOpacity: Float {
        get { rareValue(\.shadowOpacity) }
        set { if let oldValue = setRareValue(\.shadowOpacity, newValue) { markDirty(.shadowOpacity) { .shadowOpacity(oldValue) } } }
    }
    /// Shadow offset in points. Default (0, -3), as in Core Animation.
    open var shadowOffset: CGSize {
        get { rareValue(\.shadowOffset) }
        set { if let oldValue = setRareValue(\.shadowOffset, newValue) { markDirty(.shadowOffset) { .shadowOffset(oldValue) } } }
    }
    /// Shadow blur radius in points. Default 3.
    open var shadowRadius: CGFloat {
        get { rareValue(\.shadowRadius) }
        set { if let oldValue = setRareValue(\.shadowRadius, newValue) { markDirty(.shadowRadius) { .shadowRadius(Double(oldValue)) } } }
    }
    /// The shadow's shape in the layer's bounds space; `nil` derives it from the layer's alpha.
    /// The layer keeps a copy, so mutating a `CGMutablePath` after assigning it changes nothing.
    open var shadowPath: CGPath? {
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
    open var contentsGravity: ContentsGravity {
        get { rareValue(\.contentsGravity) }
        set { if let oldValue = setRareValue(\.contentsGravity, newValue) { markDirty(.contentsGravity) { .contentsGravity(oldValue) } } }
    }
    /// The part of the contents bitmap shown, in unit coordinates. Default (0, 0, 1, 1).
    open var contentsRect: CGRect {
        get { rareValue(\.contentsRect) }
        set { if let oldValue = setRareValue(\.contentsRect, newValue) { markDirty(.contentsRect) { .contentsRect(oldValue) } } }
    }
    /// The stretchable part of the contents, in unit coordinates. Default (0, 0, 1, 1).
    open var contentsCenter: CGRect {
        get { rareValue(\.contentsCenter) }
        set { if let oldValue = setRareValue(\.contentsCenter, newValue) { markDirty(.contentsCenter) { .contentsCenter(oldValue) } } }
    }
    /// Pixels per point of a bitmap assigned to `contents`. Drawn contents carry their own scale
    /// (one bitmap per display scale), so this only affects assigned bitmaps.
    open var contentsScale: CGFloat {
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
    open var isOpaque = false {
        didSet { if isOpaque != oldValue { markDirty(.isOpaque) { .isOpaque(oldValue) } } }
    }
    /// Whether a change of bounds size calls `setNeedsDisplay()`. Default `false`.
    open var needsDisplayOnBoundsChange: Bool {
        get { rareValue(\.needsDisplayOnBoundsChange) }
        set { _ = setRareValue(\.needsDisplayOnBoundsChange, newValue) }
    }
    /// Whether the compositor may cache the layer's rendered subtree as a bitmap.
    open var shouldRasterize: Bool {
        get { rareValue(\.shouldRasterize) }
        set { if let oldValue = setRareValue(\.shouldRasterize, newValue) { markDirty(.shouldRasterize) { .shouldRasterize(oldValue) } } }
    }
    /// The pixels per point of the layer's space a layer with `shouldRasterize` is drawn at
    /// (SPEC §4.12). Default 1, as in Core Animation: on a 2× or 3× screen a rasterised layer
    /// shows coarser unless this is set to the screen's scale. Values of 0 or less are sent as 1.
    open var rasterizationScale: CGFloat {
        get { rareValue(\.rasterizationScale) }
        set { if let oldValue = setRareValue(\.rasterizationScale, newValue) { markDirty(.rasterizationScale) { CALayer.wireRasterizationScale(oldValue) } } }
    }
    /// Whether the layer's edges are antialiased where its transform turns or skews it
    /// (SPEC §4.11). Default false, as in Core Animation: a rotated layer's edges are aliased
    /// unless this is set (on iOS also through the `UIViewEdgeAntialiasing` Info.plist key).
    open var allowsEdgeAntialiasing: Bool {
        get { rareValue(\.allowsEdgeAntialiasing) }
        set { if let oldValue = setRareValue(\.allowsEdgeAntialiasing, newValue) { markDirty(.allowsEdgeAntialiasing) { .allowsEdgeAntialiasing(oldValue) } } }
    }
    /// Whether an opacity below 1 composites the layer and its sublayers as one group, so
    /// overlapping sublayers do not show through each other (SPEC §4.9); false multiplies the
    /// opacity into each part. Default true, Core Animation's for apps built for iOS 7 or later
    /// (developer.apple.com/documentation/quartzcore/calayer/allowsgroupopacity).
    open var allowsGroupOpacity = true {
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
    /// The curve of rounded corners (iOS 13). Default `.circular`. Layercast's clients round
    /// corners with circular arcs either way; the value is kept for the app.
    open var cornerCurve: CALayerCornerCurve {
        get { rareValue(\.cornerCurve) }
        set { _ = setRareValue(\.cornerCurve, newValue) }
    }
    open var name: String? {
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
    /// Whether a change of the property `key` redraws the layer: Core Animation's hook for a
    /// subclass's own drawn properties. Default `false`. Checked for the layer's properties as
    /// they change (`setNeedsDisplay()` follows when it says `true`).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The default value of the property `key` for a subclass's own properties. Default `nil`.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The action to run when the property `event` changes inside a transaction that allows
    /// actions: Core Animation's hook. `nil` (the default) runs Layercast's implicit animation;
    /// an animation runs in its place; `NSNull()` runs none.
    open func action(forKey event: String) -> (any CAAction)? { nil }

    /// The layer's preferred size in its superlayer's space: its bounds' size by default.
    open func preferredFrameSize() -> CGSize { bounds.size }

    open func draw(in ctx: CGContext) {
        if let delegate { delegate.draw(self, in: ctx) } else { reachedDefaultDraw = true }
    }

    /// Lays out the sublayers. The default asks the delegate (`layoutSublayers(of:)`).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Whether `point` (in this layer's bounds space) is inside the bounds.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    // MARK: - Overridable, from CALayer+Animations.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Attaches a copy of `animation` under `key` (replacing an animation with the same key,
    /// which stops unfinished); it starts when the transaction commits, or at its `beginTime`.
    /// With a `nil` key the animation runs but `animation(forKey:)` and `animationKeys()` do not
    /// list it, as in Core Animation. A duration of 0 and a missing timing function take the
    /// current transaction's (`CATransaction.animationDuration()`, `animationTimingFunction()`)
    /// when one is open, so an animation added in a `UIView.animate` block runs with the
    /// block's changes (and its completion waits for it). A `CATransition` keeps what the layer
    /// showed as of the last commit and animates it against the new state.
    open func add(_ animation: CAAnimation, forKey key: String?) {
        guard let copy = animation.copy() as? CAAnimation else { return }
        let key = key ?? CALayer.unkeyedPrefix + UUID().uuidString
        var settings: ImplicitAnimation?
        if let context = LayerContext.current {
            let frame = context.currentFrame
            if context.transactionStack.isEmpty == false || frame.viewAnimation != nil {
                if copy.duration == 0, frame.animationDuration > 0 { copy.duration = frame.animationDuration }
                if copy.timingFunction == nil, frame.viewAnimation != nil { copy.timingFunction = frame.timingFunction }
            }
            settings = frame.viewAnimation
            if let delay = settings?.delay, delay > 0, copy.beginTime == 0, let now = context.clock?.now {
                copy.beginTime = now + delay
                if copy.fillMode == .removed { copy.fillMode = .backwards }
            }
        }
        if let transition = copy as? CATransition {
            addTransition(transition, key: key, settings: settings)
            return
        }
        // Core Animation animates contents between images: overlays the client fades. The
        // animation stays listed under its key (it sends nothing itself: the wire has no
        // contents values), and its delegate hears the overlays' start and stop.
        var overlay: CALayer?
        if let property = copy as? CAPropertyAnimation, property.keyPath == "contents" {
            overlay = addContentsAnimation(property, key: key)
        }
        interruptAnimations { $0.key == key }
        animationEntries.removeAll { $0.key == key }
        animationEntries.append(AnimationEntry(key: key, animation: copy, wires: nil, needsSend: true, settings: settings,
                                               contentsOverlay: overlay))
        pendingAnimationRemovals.removeAll { $0 == key }
        markDirtyBits(CALayer.animationsBit)
    }

    /// The animation attached under `key`, or `nil` (also once it has finished and been removed).
    /// Do not change the returned object: the layer has already sent it.
    open func animation(forKey key: String) -> CAAnimation? {
        removeFinishedAnimations()
        return animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations in the order they were added; `nil` when there are
    /// none, as in Core Animation. Animations that have finished (and are removed on
    /// completion) are not listed; implicit animations are listed under their property's name.
    open func animationKeys() -> [String]? {
        removeFinishedAnimations()
        let keys = animationEntries.map(\.key).filter { !$0.hasPrefix(CALayer.unkeyedPrefix) }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation attached under `key`; the client stops it with the next commit.
    /// An unfinished animation stops with `finished == false` (its delegate, a UIKit completion).
    open func removeAnimation(forKey key: String) {
        removeContentsAnimation(forKey: key)
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        interruptAnimations { $0.key == key }
        let entry = animationEntries.remove(at: index)
        if let wires = entry.wires, !entry.needsSend, isOnWire {
            pendingAnimationRemovals.append(contentsOf: wires.map(\.key))
            markDirtyBits(CALayer.animationsBit)
        }
    }

    /// Removes every attached animation, the UIKit block animations a later block took over
    /// included (UIKit's additive animations are attached under keys of their own).
    open func removeAllAnimations() {
        for key in animationEntries.map(\.key) { removeAnimation(forKey: key) }
        removeContentsAnimation(forKey: nil)
        interruptSupersededBlockAnimations()
    }

    /// A copy of the layer as it appears on screen now: its model values with every committed
    /// animation applied at the context clock's time. `nil` when the layer has not been committed
    /// (it is not on the wire). The copy has no sublayers or delegate; changing it changes
    /// nothing on screen. Called on a presentation layer, returns that layer.
    open func presentation() -> Self? {
        if modelLayerStorage != nil { return self }
        guard isOnWire else { return nil }
        // Core Animation's shadow copy: the subclass's init(layer:) copies what it adds.
        let copy = type(of: self).init(layer: self)
        copy.modelLayerStorage = self
        copy.applyAnimatedValues(presentationState())
        return copy
    }

    /// The model layer of a presentation copy; a model layer returns itself.
    open func model() -> Self {
        (modelLayerStorage as? Self) ?? self
    }

    // MARK: - Overridable, from CALayer+Display.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The layer's bitmap. Setting it assigns one bitmap at `contentsScale` for every display
    /// scale (as Core Animation's `contents`). Reading it gives the assigned bitmap, or for drawn
    /// contents the bitmap closest to `contentsScale`. `nil`: no contents.
    open var contents: CGImage? {
        get { contentsStorage?.bitmap(forScale: contentsScale)?.image }
        set { replaceContents(newValue.map { LayerContents(image: $0, scale: contentsScale) }, damage: nil) }
    }

    /// Marks the whole layer for display in the next display pass.
    open func setNeedsDisplay() {
        needsDisplayWhole = true
        needsDisplayArea = .null
        flagNeedsDisplay()
    }

    /// Marks `rect` (bounds space, points) for display; rects of one turn are united.
    open func setNeedsDisplay(_ rect: CGRect) {
        guard !rect.isEmpty else { return }
        if !needsDisplayWhole { needsDisplayArea = needsDisplayArea.union(rect) }
        flagNeedsDisplay()
    }

    /// Whether the layer is marked for display.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Calls `display()` when the layer is marked for display, then clears the mark.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        display()
        needsDisplayFlag = false
        needsDisplayWhole = false
        needsDisplayArea = .null
    }

    /// Marks the layer for layout in the next layout pass.
    open func setNeedsLayout() {
        needsLayoutFlag = true
        if let context, !isInLayoutList { context.registerLayout(self) }
    }

    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out now: goes up while the superlayers need layout, then lays out that subtree
    /// top down (each layer that needs it gets `layoutSublayers()`), as Core Animation does.
    open func layoutIfNeeded() {
        var top = self
        while let parent = top.superlayer, parent.needsLayoutFlag { top = parent }
        top.layoutSubtreeIfNeeded()
    }

    // MARK: - Overridable, from CALayer+Geometry.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The layer's rectangle in its superlayer's space, in points: the bounding box of the bounds
    /// after `transform` (about the anchor point), placed at `position`.
    ///
    /// Setting it sets `position` and `bounds.size` (the bounds origin stays). With a transform,
    /// as Core Animation does, the bounds size is the frame's size taken back through the inverse
    /// of the transform's linear part (a layer scaled by 2 given a 100×100 frame gets 50×50
    /// bounds; a quarter turn swaps width and height), and the position is chosen so that reading
    /// `frame` back returns the rectangle set: for a transform without translation and the
    /// default anchor point, the frame's centre. Apple documents the result only for scales and
    /// rotations by multiples of 90°; under other rotations the frame read back is the bounding
    /// box of the rotated bounds, which is larger than the rectangle set.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                               width: size.width, height: size.height)
            let box = transform.isIdentity ? local : local.applying(affineTransform())
            return box.offsetBy(dx: position.x, dy: position.y)
        }
        set {
            let rect = newValue.standardized
            let m = transform.isIdentity ? CGAffineTransform.identity : affineTransform()
            let linear = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0)
            guard !m.isIdentity, linear.determinant != 0 else {
                position = CGPoint(x: rect.origin.x + anchorPoint.x * rect.width,
                                   y: rect.origin.y + anchorPoint.y * rect.height)
                bounds.size = rect.size
                return
            }
            // Round away float noise, so a scale of 3 maps 90 points back to 30, not 29.999….
            func clean(_ v: CGFloat) -> CGFloat { (v * 1e9).rounded() / 1e9 }
            let back = CGRect(origin: .zero, size: rect.size).applying(linear.inverted())
            let size = CGSize(width: clean(back.width), height: clean(back.height))
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                               width: size.width, height: size.height).applying(m)
            position = CGPoint(x: clean(rect.minX - local.minX), y: clean(rect.minY - local.minY))
            bounds.size = size
        }
    }

    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets `transform` to the 3D equivalent of `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Converts a point from this layer's space to `layer`'s (`nil`: the root of this tree).
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        if layer === self { return point }
        return point.applying(transform(to: layer))
    }

    /// Converts a point from `layer`'s space (`nil`: the root of this tree) to this layer's.
    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        if layer === self { return point }
        let source = layer ?? rootLayer
        return point.applying(source.transform(to: self))
    }

    /// Converts a rectangle from this layer's space to `layer`'s: the bounding box of its
    /// converted corners.
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        if layer === self { return rect }
        return rect.applying(transform(to: layer))
    }

    /// Converts a rectangle from `layer`'s space to this layer's: the bounding box of its
    /// converted corners.
    open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        if layer === self { return rect }
        let source = layer ?? rootLayer
        return rect.applying(source.transform(to: self))
    }

    /// The farthest descendant (or this layer) containing `point`, given in the superlayer's
    /// space; `nil` when the point misses the layer. Hidden layers are skipped; sublayers are
    /// tried front to back (higher `zPosition` first, then later siblings first).
    open func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = point.applying(transformToSuperlayer.inverted())
        guard contains(local) else { return nil }
        let ordered = sublayerStorage.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset
        }
        for (_, sublayer) in ordered {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return self
    }

    // MARK: - Overridable, from CALayer+Hierarchy.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The sublayers, back to front; `nil` when there are none (as in Core Animation). Setting
    /// it removes the current sublayers and adds the new ones in order.
    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// A layer whose alpha masks this one. It is not a sublayer; its geometry is in this layer's
    /// space, and it is on the wire exactly while this layer is.
    open var mask: CALayer? {
        get { maskStorage }
        set {
            guard newValue !== maskStorage else { return }
            let oldID = maskStorage?.wireID
            if let old = maskStorage {
                old.maskHost = nil
                context?.detach(old)
            }
            if let new = newValue {
                new.removeFromSuperlayer()
                if let host = new.maskHost { host.mask = nil }
                new.maskHost = self
                context?.attach(new)
            }
            maskStorage = newValue
            markDirty(.mask) { .mask(oldID) }
        }
    }

    /// Appends `layer` on top of the other sublayers, removing it from its old superlayer first.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: sublayerStorage.count))
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to the count).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(layer !== self && !isDescendant(of: layer), "CALayer: inserting a layer into its own subtree")
        // A mask leaves its host first (which takes it off the wire), so the context is read after.
        if let host = layer.maskHost { host.mask = nil }
        let oldContext = layer.context
        if let old = layer.superlayer {
            // Removing first shifts indices; adjust when moving within the same parent.
            var target = Int(index)
            if old === self, let current = sublayerStorage.firstIndex(where: { $0 === layer }), current < target {
                target -= 1
            }
            old.unlinkSublayer(layer)
            sublayerStorage.insert(layer, at: min(max(target, 0), sublayerStorage.count))
        } else {
            sublayerStorage.insert(layer, at: min(Int(index), sublayerStorage.count))
        }
        layer.superlayer = self
        markDirtyBits(CALayer.sublayersBit)
        setNeedsLayout()
        let newContext = context
        if oldContext !== newContext {
            oldContext?.detach(layer)
            newContext?.attach(layer)
        }
    }

    /// Inserts `layer` directly above `sibling` (a sublayer), or on top when it is not one.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer); return
        }
        insertSublayer(layer, at: UInt32(i + 1))
    }

    /// Inserts `layer` directly below `sibling` (a sublayer), or at the bottom when it is not one.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            insertSublayer(layer, at: 0); return
        }
        insertSublayer(layer, at: UInt32(i))
    }

    /// Puts `newLayer` where `oldLayer` (a sublayer) is; does nothing when it is not one.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let i = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// Detaches the layer from its superlayer (or from its host when it is a mask). Once
    /// detached from the screen's tree it leaves the wire at the next commit.
    open func removeFromSuperlayer() {
        if let host = maskHost { host.mask = nil; return }
        guard let parent = superlayer else { return }
        parent.unlinkSublayer(self)
        parent.setNeedsLayout()
        context?.detach(self)
    }

    /// Whether `ancestor` is this layer or one of its superlayers (or mask hosts).
    open func isDescendant(of ancestor: CALayer) -> Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current === ancestor { return true }
            layer = current.geometryParent
        }
        return false
    }

    // MARK: - Overridable, from CALayer+MediaTiming.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// `t` in `layer`'s local time (`nil`: server time) converted to this layer's local time.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        var global = t
        if let layer {
            let m = layer.timeMapping
            if m.a != 0 { global = (t - m.b) / m.a }
        }
        let m = timeMapping
        return m.a * global + m.b
    }

    /// `t` in this layer's local time converted to `layer`'s local time (`nil`: server time).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let m = timeMapping
        let global = m.a != 0 ? (t - m.b) / m.a : t
        guard let layer else { return global }
        let n = layer.timeMapping
        return n.a * global + n.b
    }
}

/// Layers compare and hash by identity, as `NSObject` makes Core Animation's.
extension CALayer: IdentityHashable {}

/// The curve of a layer's rounded corners: Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// Creates a curve.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as iOS's app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastModel
import LayercastCompositing

/// A rectangular area of the interface, backed by a layer: UIKit's `UIView`.
///
/// The view keeps no geometry of its own: `bounds`, `center` and `transform` are its layer's
/// `bounds`, `position` and affine transform (the anchor point stays in the middle, so
/// transforms apply about the centre), and `frame` is derived from them. Lengths are in points.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer every instance creates. Override to back a view by a subclass
    /// (`override class var layerClass: AnyClass { CAGradientLayer.self }`); it must be
    /// `CALayer` or a subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// A new layer of `layerClass`.
    private static func makeLayer() -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            preconditionFailure("\(Self.self).layerClass is \(layerClass), which is not CALayer or a subclass of it")
        }
        return type.init()
    }

    /// The backing layer; the view is its delegate.
    public let layer: CALayer

    /// The view this one is a subview of; `nil` when it has none.
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The controller whose root view this is.
    weak var owningViewController: UIViewController?

    /// An integer to find the view with `viewWithTag(_:)`. Default 0.
    open var tag = 0
    /// Whether touches are delivered to the view (and its subviews). Default `true`.
    open var isUserInteractionEnabled = true
    /// Whether the view promises to fill its bounds with opaque content: a hint for drawing. It
    /// stays on the view (not the layer) because most views with the default `true` draw
    /// nothing opaque. Default `true`.
    open var isOpaque = true
    /// Whether subviews are resized when the bounds size changes, per their autoresizing masks.
    open var autoresizesSubviews = true
    /// How the view is resized when its superview's bounds size changes.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the area to redraw is cleared to transparent before `draw(_:)`. Default `true`.
    open var clearsContextBeforeDrawing = true
    /// Whether `contentScaleFactor` was set (otherwise it follows the window's screen).
    var contentScaleFactorIsSet = false
    /// The colour given to `backgroundColor` (dynamic and pattern colours kept as given).
    var backgroundColorStorage: UIColor?
    /// The appearance forced on this view and its subviews; `.unspecified` inherits.
    var overrideUserInterfaceStyleStorage = UIUserInterfaceStyle.unspecified
    /// The tint adjustment set on this view; `.automatic` inherits the superview's.
    var tintAdjustmentModeStorage = TintAdjustmentMode.automatic
    /// The tint set on this view; `nil` inherits the superview's.
    var tintColorStorage: UIColor?
    /// Set by the default `draw(_:)`, so callers learn that no subclass drew.
    private var reachedDefaultDraw = false
    /// The view's Auto Layout state (`AutoLayout/`); `nil` until the view takes part.
    var autoLayoutStorage: UIViewLayoutState?

    /// Creates a view with `frame` (in the superview's space, points).
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.delegate = self
        layer.frame = frame
        layer.setNeedsDisplay()
    }

    /// Creates a view from an archive (a nib or storyboard). Layercast has no such archives, so
    /// no key of `coder` is read: the view starts as `init(frame: .zero)` makes it. `required`,
    /// as UIKit's `NSCoding` makes it, so subclasses written for iOS compile.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        layer.delegate = self
        layer.setNeedsDisplay()
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    // MARK: - Responder chain

    /// The view's controller when it is a controller's root view, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    override var hostWindow: UIWindow? { window }

    // MARK: - Visibility

    /// Whether the view (and its subviews) is hidden. Hidden views get no touches.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            autoLayoutHiddenDidChange()
        }
    }

    // MARK: - Hierarchy hooks

    /// Called before the view moves to `newSuperview` (`nil`: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves to `newWindow` (`nil`: out of windows).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved to a new window (or out of one).
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: - Layout

    /// Lays out subviews. Called in the layout pass when the view needs layout (after the
    /// autoresizing of its subviews). The default does nothing.
    open func layoutSubviews() {}

    /// Runs the layout of this view for its layer: the controller's hooks around
    /// `layoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) {
        owningViewController?.viewWillLayoutSubviews()
        autoLayoutWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    // MARK: - Auto Layout

    /// Updates the constraints the view manages itself; called in the update-constraints pass
    /// (before layout, deepest views first) after `setNeedsUpdateConstraints()`. Override to
    /// add or change constraints, and call `super` last, as UIKit requires.
    open func updateConstraints() {}

    /// Whether the view needs constraint-based layout to work: `true` makes UIKit (and
    /// Layercast) call `updateConstraints()` once when the view joins a hierarchy. Default `false`.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when `layoutMargins` (or the safe area they follow) changed. The default does
    /// nothing.
    open func layoutMarginsDidChange() {}

    /// Called when `safeAreaInsets` changed. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// The size the view's constraints give it, as close to `targetSize` as they allow
    /// (`UIView.layoutFittingCompressedSize` for the smallest): the target is held at the
    /// fitting priority (50).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it with the target width and height held at the
    /// given priorities (`.required` fixes that dimension).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        constraintFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: - Drawing and sizing

    /// Called when the view's `traitCollection` changed (here: its or an ancestor's
    /// `overrideUserInterfaceStyle`), after dynamic background colours were resolved again and
    /// the view marked for display. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called when the effective `tintColor` changes (set here or on an ancestor, or the view
    /// moved under another superview). The default does nothing; views drawn with the tint
    /// override it to redraw.
    open func tintColorDidChange() {}

    /// Draws the view's content within `rect` (the view's space, points) into the current
    /// graphics context, which the drawing module sets up with the view's bounds as user space.
    /// The default draws nothing, and a view that does not override it gets no contents bitmap.
    open func draw(_ rect: CGRect) { reachedDefaultDraw = true }

    /// Calls `draw(_:)` for the display pass. Returns `false` when only the default ran, i.e. the
    /// view has no drawing of its own (the contents renderer then returns no bitmap).
    open func drawContent(in rect: CGRect) -> Bool {
        reachedDefaultDraw = false
        draw(rect)
        return !reachedDefaultDraw
    }

    /// The size that best fits `size` (points). The default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// The size the view would like for its content, in points; `noIntrinsicMetric` (-1) on an
    /// axis without a preference. The default has none on either axis.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The value meaning "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: - Display

    /// Draws the view into `ctx` (its layer's delegate method): binds `ctx` as the current context
    /// and calls `draw(_:)` with the clip's bounding box. The display pass calls `draw(_:)` itself.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsContextStack.withCurrentContext(ctx) { _ = drawContent(in: ctx.boundingBoxOfClipPath) }
    }

    /// Updates the layer's contents in the display pass. The default draws through the
    /// application's contents renderer (the drawing module calls `draw(_:)` from there); override
    /// to set `layer.contents` directly.
    open func display(_ layer: CALayer) { layer.drawContents() }

    // MARK: - Hit testing

    /// The farthest descendant (or this view) that contains `point` (in this view's space) and
    /// takes touches; `nil` when the point is outside, or the view is hidden, nearly transparent
    /// (`alpha < 0.01`) or does not take touches. Later subviews are tried first; a point
    /// outside this view's bounds never reaches its subviews, whether they are clipped or not.
    ///
    /// During animations, as in UIKit: a view animated by a block without
    /// `.allowUserInteraction` takes no touches; other animated views are hit-tested at their
    /// model values (where they are going), except those of a `UIViewPropertyAnimator` whose
    /// `isManualHitTestingEnabled` is `false`, which are hit-tested where they are shown.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= 0.01, !layer.isAnimatingWithoutInteraction,
              self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            // Straight from this view's space to the subview's: one step, not via the root.
            let geometry = subview.layer.hitTestsPresentation ? subview.layer.presentation() ?? subview.layer : subview.layer
            let local = point.applying(geometry.transformToSuperlayer.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's space) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: - Gesture recognizers (UIView+TouchDelivery.swift)

    /// The view's recognizers and touch-delivery flags (an extension cannot store them).
    var touchDelivery = ViewTouchDelivery()
    /// The interactions added with `addInteraction(_:)`, in order.
    var interactionsStorage: [any UIInteraction] = []

    /// Asks the view whether `gestureRecognizer` (attached to it or to an ancestor, and about to
    /// leave `.possible`) may begin. Called on the recognizer's view and on the views its touches
    /// hit, so a control can keep its own drags from an ancestor's pan. Default `true`.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: - Overridable, from UIView+ConstraintLayout.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Asks for `updateConstraints()` in the next layout pass (the update pass runs before the
    /// solution is applied, deepest views first).
    open func setNeedsUpdateConstraints() {
        guard autoLayoutStorage?.needsUpdateConstraints != true else { return }
        autoLayout.needsUpdateConstraints = true
        layoutEngine.pendingUpdateConstraints.append(self)
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    open func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }

    /// Runs the update-constraints pass now for every view of the hierarchy that asked for it.
    open func updateConstraintsIfNeeded() {
        layoutEngineForReading?.runUpdateConstraintsPass()
    }

    /// Whether the constraints leave the view's frame undetermined (other frames satisfy them
    /// equally well). Layercast's test looks one simplex step from the solution
    /// (`LayoutSolver.isAmbiguous`), so it can miss ambiguity hidden by a degenerate solution.
    /// `false` for a view the engine does not place.
    open var hasAmbiguousLayout: Bool {
        hasAmbiguousLayout(along: .horizontal) || hasAmbiguousLayout(along: .vertical)
    }

    /// Moves an ambiguously laid out view to another valid frame in UIKit, for debugging. A
    /// no-op in Layercast.
    open func exerciseAmbiguityInLayout() {}

    // MARK: - Overridable, from UIView+Constraints.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Whether the view's frame and `autoresizingMask` become constraints when the view takes
    /// part in Auto Layout. `true` for views made in code, as in UIKit; set `false` on a view
    /// you place with constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMask = newValue
            if let engine = layoutEngineForReading {
                engine.entries[ObjectIdentifier(self)]?.autoresizingDirty = true
                engine.needsRefresh = true
                engine.structureDirty = true
                superview?.setNeedsLayout()
            }
        }
    }

    /// The constraints this view holds: those activated with it as their items' nearest common
    /// ancestor, and those added with `addConstraint(_:)`.
    open var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Makes the view hold `constraint` (activating it). Its items must be this view, its
    /// descendants, or their layout guides.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { return }
        constraint.holder?.removeConstraint(constraint)
        autoLayout.constraints.append(constraint)
        constraint.holder = self
        constraintStructureDidChange()
    }

    /// Adds each constraint (`addConstraint(_:)`).
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Stops holding `constraint` (deactivating it).
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self, let storage = autoLayoutStorage else { return }
        storage.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        if let engine = constraint.engine, let entry = engine.explicit.removeValue(forKey: ObjectIdentifier(constraint)) {
            // Out of the solver now, so a constraint made and dropped in one turn costs nothing later.
            engine.removeExplicit(entry)
        }
        constraintStructureDidChange()
    }

    /// Removes each constraint (`removeConstraint(_:)`).
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The layout guides the view owns.
    open var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// Makes the view own `layoutGuide` (taking it from another view).
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide.owningViewStorage === self { return }
        layoutGuide.owningViewStorage?.removeLayoutGuide(layoutGuide)
        autoLayout.layoutGuides.append(layoutGuide)
        layoutGuide.owningViewStorage = self
    }

    /// Stops owning `layoutGuide`; constraints on it are deactivated, as in UIKit.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningViewStorage === self, let storage = autoLayoutStorage else { return }
        deactivateConstraints { $0.firstItem === layoutGuide || $0.secondItem === layoutGuide }
        storage.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningViewStorage = nil
    }

    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }

    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }

    /// The leading edge (the left, left to right).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }

    /// The trailing edge (the right, left to right).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }

    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }

    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }

    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// The baseline of the first line of text (the bottom edge for views without text).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }

    /// The baseline of the last line of text (the bottom edge for views without text).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }

    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// How strongly the view resists growing beyond its intrinsic size along `axis`. Default
    /// 250 (`.defaultLow`).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.hugging[axis.rawValue] ?? .defaultLow
    }

    /// Sets the content hugging priority along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        autoLayout.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`. Default
    /// 750 (`.defaultHigh`).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    /// Sets the compression resistance priority along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        autoLayout.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed: the next layout pass reads it
    /// again and updates the view's size constraints in place.
    open func invalidateIntrinsicContentSize() {
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
        guard let engine = layoutEngineForReading, let entry = engine.entries[ObjectIdentifier(self)] else { return }
        entry.intrinsicDirty = true
        engine.needsRefresh = true
        (superview ?? self).setNeedsLayout()
    }

    /// The active constraints that involve this view along `axis`, wherever they are held
    /// (UIKit lists the ones that affect the view's frame; Layercast those that name it).
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintsAffectingLayout(of: self, along: axis)
    }

    // MARK: - Overridable, from UIView+LayoutMargins.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The view's margins in points, left and right (the leading and trailing margins, left to
    /// right). Default 8 on every side, as in UIKit. Setting them calls
    /// `layoutMarginsDidChange()` and marks the view for layout.
    open var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalLayoutMargins
            return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left,
                                                               bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// The view's margins by layout direction (leading is left). Default 8 on every side.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayoutStorage?.directionalLayoutMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            guard newValue != directionalLayoutMargins else { return }
            autoLayout.directionalLayoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// Whether the view's effective margins also keep content out of its superview's margins
    /// where they overlap. Default `false`.
    open var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayout.preservesSuperviewLayoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// Whether the margins are measured from the safe area's edges (added to the safe area
    /// insets) rather than from the bounds. Default `true`.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsChanged()
        }
    }

    /// The guide for the area inside the view's margins (`effectiveLayoutMargins`).
    open var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayoutStorage?.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayout.marginsGuide = guide
        autoLayout.layoutGuides.append(guide)
        return guide
    }

    /// The guide for the area inside the view's safe area (`safeAreaInsets`).
    open var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayoutStorage?.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = guide
        autoLayout.layoutGuides.append(guide)
        return guide
    }

    /// The guide for an area of comfortable reading width: inside the margins, no wider than
    /// UIKit's readable width, centred.
    open var readableContentGuide: UILayoutGuide {
        if let guide = autoLayoutStorage?.layoutGuides.first(where: { $0.kind == .readableContent }) { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owner: self, identifier: "UIViewReadableContentGuide")
        autoLayout.layoutGuides.append(guide)
        return guide
    }

    /// The guide for the space the keyboard takes (UIKit's `UIKeyboardLayoutGuide`, iOS 15):
    /// constrain content's bottom to its top to keep it above the keyboard. Clients type with
    /// their own keyboards, so the guide stays where UIKit puts it while the keyboard is hidden,
    /// over the bottom safe area.
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = autoLayoutStorage?.layoutGuides.first(where: { $0.kind == .keyboard }) as? UIKeyboardLayoutGuide {
            return guide
        }
        let guide = UIKeyboardLayoutGuide(owner: self)
        autoLayout.layoutGuides.append(guide)
        return guide
    }

    /// How far the view's bounds reach into the unsafe part of its window, in points per edge:
    /// a window takes its screen's `safeAreaInsets` where it covers them, and any other view the
    /// part of its window's insets it overlaps. Zero outside a window and while the screen
    /// declares no insets.
    open var safeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow {
            guard let screen = window.screen, screen.safeAreaInsets != .zero else { return .zero }
            let safe = screen.bounds.inset(by: screen.safeAreaInsets), frame = window.frame
            return UIEdgeInsets(top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                                bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
        }
        guard let window else { return .zero }
        if hasSafeAreaExtrasInChain { return safeAreaInsetsWithControllerExtras }
        let windowInsets = window.safeAreaInsets
        guard windowInsets != .zero else { return .zero }
        let safe = convert(window.bounds.inset(by: windowInsets), from: window), b = bounds
        return UIEdgeInsets(top: min(max(0, safe.minY - b.minY), b.height), left: min(max(0, safe.minX - b.minX), b.width),
                            bottom: min(max(0, b.maxY - safe.maxY), b.height), right: min(max(0, b.maxX - safe.maxX), b.width))
    }

    // MARK: - Overridable, from UIView+Appearance.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Opacity, 0…1 (the layer's `opacity`). Views below 0.01 get no touches.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// The background colour; `nil` is transparent. A fixed colour is the layer's background
    /// colour; a dynamic colour is resolved with the view's `traitCollection` (again when the
    /// appearance changes); a pattern colour (`UIColor(patternImage:)`) is painted as tiles under
    /// the view's drawing. Reading it returns the colour set, unless the layer's background
    /// colour was changed directly since.
    open var backgroundColor: UIColor? {
        get {
            if let stored = backgroundColorStorage {
                if stored.patternImage != nil, layer.backgroundColor == nil { return stored }
                if layer.backgroundColor == stored.resolvedColor(with: traitCollection).cgColor { return stored }
            }
            return layer.backgroundColor.map { UIColor(cgColor: $0) }
        }
        set {
            let hadPattern = backgroundPattern != nil
            backgroundColorStorage = newValue
            if newValue == nil { layer.backgroundColor = nil } else { resolveBackgroundColor() }
            if hadPattern || newValue?.patternImage != nil { setNeedsDisplay() }
        }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// How the contents bitmap is laid out when the bounds change: the layer's gravity.
    /// `.redraw` also sets `needsDisplayOnBoundsChange`, so a size change redraws.
    open var contentMode: ContentMode {
        get { layer.needsDisplayOnBoundsChange ? .redraw : ContentMode(gravity: layer.contentsGravity) }
        set {
            layer.contentsGravity = newValue.contentsGravity
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }

    /// The stretchable part of the contents, in unit coordinates (the layer's `contentsCenter`).
    /// Used only by the scaling content modes.
    open var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { layer.contentsCenter = newValue }
    }

    /// Marks the whole view for redrawing in the next display pass.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks `rect` (in the view's space) for redrawing; rects of one turn are united.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Marks the view for layout in the next layout pass.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now whatever needs it, from the topmost ancestor that needs layout down, after
    /// bringing the constraint solution up to date (so, inside an animation block, the frames
    /// constraints decide are animated).
    open func layoutIfNeeded() {
        updateConstraintBasedLayoutIfNeeded()
        layer.layoutIfNeeded()
    }

    // MARK: - Overridable, from UIView+ContentScale.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Pixels per point of the view's content: the layer's `contentsScale`, as in UIKit. Until
    /// set it follows the scale of the window's screen (1 outside a window), as UIKit's default
    /// does.
    ///
    /// A Layercast server draws a view's `draw(_:)` once per client scale, so this value does not
    /// change how drawn content is rendered; it sets the scale of bitmaps assigned to
    /// `layer.contents`, and setting it redraws the view.
    open var contentScaleFactor: CGFloat {
        get { contentScaleFactorIsSet ? layer.contentsScale : (window?.screen?.scale ?? layer.contentsScale) }
        set {
            guard newValue > 0, newValue.isFinite else { return }
            contentScaleFactorIsSet = true
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }

    // MARK: - Overridable, from UIView+Editing.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Makes the first responder resign if it is this view or one of its subviews (UIKit uses it
    /// to end text editing and dismiss the keyboard). With `force`, the first responder loses
    /// the status even when it refuses (`canResignFirstResponder` is `false`).
    ///
    /// Returns `true` when the first responder resigned or none was in this view's subtree (as
    /// UIKit), `false` when it refused and `force` was `false`. Uses the window's first-responder
    /// machinery (`becomeFirstResponder()`, `resignFirstResponder()`).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponderStorage as? UIView,
              responder === self || responder.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponderStorage = nil
        return true
    }

    // MARK: - Overridable, from UIView+Geometry.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The view's rectangle in its superview's space, in points: the bounding box of the bounds
    /// under `transform` about the centre. Setting it sets `center` and `bounds.size` (the
    /// bounds origin stays); with a non-identity transform the value is undefined, as in UIKit.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            boundsSizeChanged(from: oldSize)
            autoLayoutFrameDidChange()
        }
    }

    /// The view's rectangle in its own space, in points. A non-zero origin shifts what is
    /// visible: subviews appear moved by minus the origin. Setting the size keeps the centre, so
    /// the frame grows about it.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeChanged(from: oldSize)
            autoLayoutFrameDidChange()
        }
    }

    /// The centre of the view in its superview's space, in points (the layer's `position`);
    /// valid whatever the transform.
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            autoLayoutFrameDidChange()
        }
    }

    /// The affine transform applied about the centre, relative to the superview.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's full 3D transform.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Converts a point from this view's space to `view`'s (`nil`: this view's window), through
    /// every ancestor's bounds origin and transform.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from `view`'s space (`nil`: this view's window) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a rectangle from this view's space to `view`'s (`nil`: the window): the bounding
    /// box of its converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts a rectangle from `view`'s space (`nil`: the window) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    // MARK: - Overridable, from UIView+Hierarchy.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The window the view is in: the nearest `UIWindow` among the view and its ancestors;
    /// `nil` when it is in none.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let w = current as? UIWindow { return w }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews (removing it from its old superview first).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped). Its layer goes directly below the
    /// layer of the subview now above it, or on top of all sublayers, so views and layers stay
    /// in the same order even with raw sublayers in between.
    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "UIView: inserting a view into its own subtree")
        if view.superview === self {
            guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: current)
            let target = min(max(index, 0), subviews.count)
            subviews.insert(view, at: target)
            placeLayer(of: view, at: target)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let old = view.superview {
            view.autoLayoutWillLeave(old)
            old.willRemoveSubview(view)
            old.subviews.removeAll { $0 === view }
            view.superview = nil
            if let firstResponder = oldWindow?.firstResponderStorage as? UIView, oldWindow !== newWindow,
               firstResponder.isDescendant(of: view) {
                _ = firstResponder.resignFirstResponder()
            }
        }
        let target = min(max(index, 0), subviews.count)
        subviews.insert(view, at: target)
        view.superview = self
        placeLayer(of: view, at: target)
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        if view.tintColorStorage == nil { view.notifyTintColorDidChange() }
        view.autoLayoutDidMove()
        didAddSubview(view)
    }

    /// Inserts `view` directly above `sibling` (a subview).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard view !== sibling else { return }
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { addSubview(view); return }
        let current = subviews.firstIndex { $0 === view }
        insertSubview(view, at: current.map { $0 < i ? i : i + 1 } ?? i + 1)
    }

    /// Inserts `view` directly below `sibling` (a subview).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard view !== sibling else { return }
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { insertSubview(view, at: 0); return }
        let current = subviews.firstIndex { $0 === view }
        insertSubview(view, at: current.map { $0 < i ? i - 1 : i } ?? i)
    }

    /// Moves `view` (a subview) on top of its siblings, and its layer on top of all sublayers.
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.append(view)
        layer.addSublayer(view.layer)
    }

    /// Moves `view` (a subview) below its siblings, and its layer below all sublayers.
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.insert(view, at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at two indices, and their layers' places.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard index1 != index2, subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        let a = subviews[index1], b = subviews[index2]
        subviews.swapAt(index1, index2)
        guard let la = layer.sublayers?.firstIndex(where: { $0 === a.layer }),
              let lb = layer.sublayers?.firstIndex(where: { $0 === b.layer }) else { return }
        let (low, high) = la < lb ? (a.layer, b.layer) : (b.layer, a.layer)
        // Put the lower layer just above the higher one, then the higher one where the lower was.
        layer.insertSublayer(low, above: high)
        layer.insertSublayer(high, at: UInt32(min(la, lb)))
    }

    /// Removes the view from its superview (and window), with the hooks UIKit calls.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        autoLayoutWillLeave(parent)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        if let firstResponder = oldWindow?.firstResponderStorage as? UIView, firstResponder.isDescendant(of: self) {
            _ = firstResponder.resignFirstResponder()
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        autoLayoutDidMove()
    }

    /// Whether `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view with `tag` among this view and its descendants (depth first); `nil` if none.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: - Overridable, from UIView+Tint.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The tint: the colour set on this view, else the nearest ancestor's, else `.systemBlue`
    /// (UIKit's default). Setting `nil` inherits again. Changing it calls `tintColorDidChange()`
    /// on this view and on every descendant that inherits it.
    open var tintColor: UIColor! {
        get {
            // UIKit desaturates the tint of a dimmed subtree (behind an alert) to grey.
            if tintAdjustmentMode == .dimmed { return UIView.dimmedTintColor }
            return tintColorStorage ?? superview?.tintColor ?? .systemBlue
        }
        set {
            guard newValue != tintColorStorage else { return }
            tintColorStorage = newValue
            notifyTintColorDidChange()
        }
    }

    /// The grey a dimmed view's tint becomes.
    static let dimmedTintColor = UIColor(white: 0.55, alpha: 1)

    /// How the tint colour is adjusted: `.automatic` (the default) takes the superview's mode,
    /// `.dimmed` greys the tint of this view and its subviews. The window's automatic mode is
    /// `.normal`.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if tintAdjustmentModeStorage != .automatic { return tintAdjustmentModeStorage }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            let before = tintAdjustmentMode
            tintAdjustmentModeStorage = newValue
            if tintAdjustmentMode != before { notifyTintColorDidChange() }
        }
    }

    // MARK: - Overridable, from UIView+TouchDelivery.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Whether the view receives every touch that begins in it. When `false` (the default, as in
    /// UIKit) the view gets only the first touch of a multi-touch sequence: a touch that begins
    /// while another touch is down on the view is not delivered to it (its gesture recognizers
    /// still see it, so a pinch works on a view that keeps the default).
    open var isMultipleTouchEnabled: Bool {
        get { touchDelivery.isMultipleTouchEnabled }
        set { touchDelivery.isMultipleTouchEnabled = newValue }
    }

    /// Whether the view takes touches only when no other view in its window is tracking one,
    /// and keeps other views from getting new touches while it tracks one. Default `false`.
    open var isExclusiveTouch: Bool {
        get { touchDelivery.isExclusiveTouch }
        set { touchDelivery.isExclusiveTouch = newValue }
    }

    /// The recognizers attached to the view, in the order they were added; `nil` when none is.
    /// Setting the list detaches the old recognizers and attaches the new ones.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { touchDelivery.recognizers.isEmpty ? nil : touchDelivery.recognizers }
        set {
            for recognizer in touchDelivery.recognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view (detaching it from its previous view): it then
    /// sees the touches that begin in the view or its subviews before the view does.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        touchDelivery.recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; one in the middle of a gesture is reset without actions.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = touchDelivery.recognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        touchDelivery.recognizers.remove(at: index)
        gestureRecognizer.environment?.forget(gestureRecognizer)
        gestureRecognizer.view = nil
    }

    // MARK: - Accessibility (UIKit's informal UIAccessibility protocol; subclasses override these)

    /// What assistive technologies read for the view, made when a property is first set: every
    /// view pays 8 bytes for it, and only the few an app describes pay for the properties.
    var accessibilityStorage: AccessibilityProperties?
    /// The properties, made on first use (for setters).
    var accessibility: AccessibilityProperties {
        if let made = accessibilityStorage { return made }
        let made = AccessibilityProperties()
        accessibilityStorage = made
        return made
    }

    /// Whether the view is an element assistive technologies reach. Default `false`, `true` for
    /// standard controls and labels (UIAccessibility.h: "default is NO unless the receiver is a
    /// standard UIKit control").
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? accessibilityDefaults.isElement }
        set { accessibility.isElement = newValue }
    }
    /// A short name for the element ("Play"). Default `nil`; labels and buttons give their text.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? accessibilityDefaults.label }
        set { accessibility.label = newValue }
    }
    /// What performing the element's action does ("Plays the song"). Default `nil`.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's value when it differs from its label (a slider's "50%"). Default `nil`.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { accessibility.value = newValue }
    }
    /// What kind of element it is (button, header, selected…). Default `.none`; standard views
    /// give theirs (a button `.button`, a label `.staticText`, an image view `.image`).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? accessibilityDefaults.traits }
        set { accessibility.traits = newValue }
    }
    /// A string identifying the element for UI tests. Default `nil`.
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibility.identifier = newValue }
    }
    /// Whether the view's subtree is hidden from assistive technologies. Default `false`.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the view's siblings (a modal view). Default `false`.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }
    /// Whether the subtree's elements are read as a group. Default `false`.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue }
    }
    /// The elements inside the view, in reading order, when they are not simply its subviews.
    /// Default `nil`.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibility.elements = newValue }
    }
    /// The element's frame in screen coordinates. Default: the view's bounds on its screen
    /// (`.zero` outside a window) until set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? (window.map { _ in convert(bounds, to: nil) } ?? .zero) }
        set { accessibility.frame = newValue }
    }
    /// The language of the element's label, value and hint (a BCP 47 tag). Default `nil`.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibility.language = newValue }
    }

    // MARK: - Overridable, from UIView+Traits.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The traits of the view's environment: the appearance (its own or the nearest ancestor's
    /// `overrideUserInterfaceStyle`, else light — Layercast has no system dark mode), the window
    /// screen's scale, the phone idiom, a left-to-right layout and UIKit's default text size
    /// (`.large`).
    open var traitCollection: UITraitCollection {
        var traits = [UITraitCollection(userInterfaceStyle: effectiveUserInterfaceStyle),
                      UITraitCollection(userInterfaceIdiom: .phone),
                      UITraitCollection(layoutDirection: .leftToRight),
                      UITraitCollection(preferredContentSizeCategory: .large)]
        if let scale = window?.screen?.scale { traits.append(UITraitCollection(displayScale: scale)) }
        return UITraitCollection(traitsFrom: traits)
    }

    /// The appearance forced on this view and its subviews; `.unspecified` (the default)
    /// inherits the superview's. Changing it resolves dynamic background colours again, redraws
    /// the subtree and calls `traitCollectionDidChange(_:)` on each view whose appearance changed.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleStorage }
        set {
            guard newValue != overrideUserInterfaceStyleStorage else { return }
            let before = effectiveStylesInSubtree()
            overrideUserInterfaceStyleStorage = newValue
            traitsChanged(from: before)
        }
    }
}

extension UIView {
    /// How a view adjusts its tint colour: UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the top).
        case automatic = 0
        /// The tint as set.
        case normal = 1
        /// A desaturated tint, for content behind a modal alert.
        case dimmed = 2
    }
}

import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastProtocol

/// A rectangular area of the interface, backed by a layer: UIKit's `UIView`.
///
/// The view keeps no geometry of its own: `bounds`, `center` and `transform` are its layer's
/// `bounds`, `position` and affine transform (the anchor point stays in the middle, so
/// transforms apply about the centre), and `frame` is derived from them. Lengths are in points.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer every instance creates. Override to back a view by a subclass.
    open class var layerClass: CALayer.Type { CALayer.self }

    /// The backing layer; the view is its delegate.
    public let layer: CALayer

    /// The view this one is a subview of; `nil` when it has none.
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The controller whose root view this is.
    weak var owningViewController: UIViewController?

    /// An integer to find the view with `viewWithTag(_:)`. Default 0.
    public var tag = 0
    /// Whether touches are delivered to the view (and its subviews). Default `true`.
    public var isUserInteractionEnabled = true
    /// Whether the view promises to fill its bounds with opaque content: a hint for drawing. It
    /// stays on the view (not the layer) because most views with the default `true` draw
    /// nothing opaque. Default `true`.
    public var isOpaque = true
    /// Whether subviews are resized when the bounds size changes, per their autoresizing masks.
    public var autoresizesSubviews = true
    /// How the view is resized when its superview's bounds size changes.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether the area to redraw is cleared to transparent before `draw(_:)`. Default `true`.
    public var clearsContextBeforeDrawing = true
    /// Whether `contentScaleFactor` was set (otherwise it follows the window's screen).
    var contentScaleFactorIsSet = false
    /// The colour given to `backgroundColor` (dynamic and pattern colours kept as given).
    var backgroundColorStorage: UIColor?
    /// The appearance forced on this view and its subviews; `.unspecified` inherits.
    var overrideUserInterfaceStyleStorage = UIUserInterfaceStyle.unspecified
    /// The tint set on this view; `nil` inherits the superview's.
    var tintColorStorage: UIColor?
    /// Set by the default `draw(_:)`, so callers learn that no subclass drew.
    private var reachedDefaultDraw = false
    /// The view's Auto Layout state (`AutoLayout/`); `nil` until the view takes part.
    var autoLayoutStorage: UIViewLayoutState?

    /// Creates a view with `frame` (in the superview's space, points).
    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        super.init()
        layer.delegate = self
        layer.frame = frame
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
    public func layoutSublayers(of layer: CALayer) {
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
    public func drawContent(in rect: CGRect) -> Bool {
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
    public func draw(_ layer: CALayer, in ctx: CGContext) {
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

    /// Asks the view whether `gestureRecognizer` (attached to it or to an ancestor, and about to
    /// leave `.possible`) may begin. Called on the recognizer's view and on the views its touches
    /// hit, so a control can keep its own drags from an ancestor's pan. Default `true`.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

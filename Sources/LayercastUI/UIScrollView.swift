import Foundation
import LayercastGraphics
import LayercastLayers

/// A view whose bounds origin moves over larger content under a finger: UIKit's
/// `UIScrollView`.
///
/// `contentOffset` is `bounds.origin`. A drag (`panGestureRecognizer`) moves it, rubber-banding
/// past the edges when `bounces`; when the finger lifts with velocity the scroll view decelerates
/// by UIKit's exponential model (`decelerationRate`), bounces off the edges and snaps to pages
/// (`isPagingEnabled`). The whole deceleration crosses the wire once, as one keyframe animation
/// of the layer's bounds that the client plays at its own frame rate; meanwhile the server's
/// `contentOffset` follows the same motion turn by turn (the scroll view asks for a turn each
/// frame), `scrollViewDidScroll` fires every turn, and a touch stops it where it is at the
/// touch's time, without reaching the content. Touches on the content are delayed 0.15 s
/// (`delaysContentTouches`) to see whether they scroll; a drag that begins cancels the
/// content's touches (`canCancelContentTouches`, `touchesShouldCancel(in:)`). Pinch zooms the
/// delegate's `viewForZooming(in:)` between `minimumZoomScale` and `maximumZoomScale`.
@preconcurrency @MainActor
open class UIScrollView: UIView, UIGestureRecognizerDelegate {
    /// The object told about scrolling, dragging, deceleration and zooming.
    public weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content, in points. Default zero.
    open var contentSize = CGSize.zero {
        didSet { if contentSize != oldValue { contentGeometryChanged() } }
    }
    /// Extra scrollable space around the content. Default zero.
    open var contentInset = UIEdgeInsets.zero {
        didSet {
            guard contentInset != oldValue else { return }
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
            contentGeometryChanged()
        }
    }
    /// The insets the content is scrolled with: `contentInset` (Layercast has no safe area to
    /// add, so it equals `contentInset`).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Called when `adjustedContentInset` changed. The default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// The control a pull down past the top of the content starts a refresh with; it shows
    /// above the content. Default `nil`. See `UIScrollView+Refresh.swift`.
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlChanged(from: oldValue) }
    }

    /// Whether dragging scrolls. Default `true`.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether scrolling stops on multiples of the bounds size. Default `false`.
    open var isPagingEnabled = false
    /// Whether the content moves past its edges (rubber band) and bounces back. Default `true`.
    open var bounces = true
    /// How dragging the content dismisses the keyboard. Default `.none`. Layercast's clients
    /// own their keyboards, so the mode travels no further than the app.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether a vertical drag bounces even when the content is not taller than the bounds.
    /// Default `false`.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the bounds.
    /// Default `false`.
    open var alwaysBounceHorizontal = false
    /// Whether a drag that starts along one axis scrolls only along it. Default `false`.
    open var isDirectionalLockEnabled = false
    /// How fast a fling slows down. Default `.normal`.
    open var decelerationRate = DecelerationRate.normal

    /// Whether the content's touch-downs wait (0.15 s) to see whether they start a scroll.
    /// Default `true`.
    open var delaysContentTouches = true {
        didSet { delayedTouchesRecognizer.isEnabled = delaysContentTouches }
    }
    /// Whether a drag that starts on content tracking a touch cancels it and scrolls. Default
    /// `true`.
    open var canCancelContentTouches = true

    /// Whether the vertical indicator shows while scrolling. Default `true`.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling. Default `true`.
    open var showsHorizontalScrollIndicator = true
    /// How far the indicators stay from the edges. Default zero.
    open var scrollIndicatorInsets = UIEdgeInsets.zero

    /// The recognizer of drags. Its delegate is the scroll view.
    public let panGestureRecognizer: UIPanGestureRecognizer
    let delayedTouchesRecognizer: ScrollViewDelayedTouchesRecognizer
    /// The recognizer of pinches for zooming; `nil` while zooming is not possible
    /// (`maximumZoomScale` not above `minimumZoomScale`).
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?

    /// Whether a finger is on the scroll view (it may not have started dragging).
    public internal(set) var isTracking = false
    /// Whether the content is being dragged.
    public internal(set) var isDragging = false
    /// Whether the content is moving after a drag ended.
    public internal(set) var isDecelerating = false

    /// The smallest zoom scale. Default 1.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// The largest zoom scale. Default 1.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// Whether a pinch past the zoom limits springs back. Default `true`.
    open var bouncesZoom = true
    /// Whether the zoom view is being pinched.
    public internal(set) var isZooming = false
    /// Whether the zoom scale is springing back within its limits.
    public internal(set) var isZoomBouncing = false
    var zoomScaleStorage: CGFloat = 1

    // Drag, motion and indicator state (see the extensions).
    var dragStartOffset = CGPoint.zero
    var lockedAxis: LockedAxis?
    var motion: ScrollMotion?
    var motionKind = MotionKind.deceleration
    var motionTimer: Int?
    var trackpadSamples: [(time: TimeInterval, delta: CGSize)] = []
    var trackpadTimer: Int?
    var indicators = ScrollIndicators()
    var zoomStart: (scale: CGFloat, anchorInZoomView: CGPoint, centroidInSelf: CGPoint)?

    /// Creates a scroll view with `frame`; it clips its content to its bounds.
    public override init(frame: CGRect) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        delayedTouchesRecognizer = ScrollViewDelayedTouchesRecognizer()
        super.init(frame: frame)
        setUpUIScrollView(pan)
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        delayedTouchesRecognizer = ScrollViewDelayedTouchesRecognizer()
        super.init(coder: coder)
        setUpUIScrollView(pan)
    }

    /// What both initializers set up after the superclass's.
    private func setUpUIScrollView(_ pan: ScrollViewPanGestureRecognizer) {
        clipsToBounds = true
        pan.scrollView = self
        pan.delegate = self
        pan.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(delayedTouchesRecognizer)
        addGestureRecognizer(pan)
    }

    // MARK: - Offset

    /// The point of the content at the bounds' top-left corner: `bounds.origin`. While the
    /// scroll view decelerates or animates, the value at the application clock's time. Setting
    /// it stops any deceleration or animation and scrolls at once.
    open var contentOffset: CGPoint {
        get {
            if let motion, let now = clockNow { return motion.offset(at: now) }
            return bounds.origin
        }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `contentOffset`; `animated` moves there over 0.3 s with an ease-in-ease-out
    /// curve (UIKit does not document its duration), calling `scrollViewDidScroll` every turn
    /// and `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion(at: clockNow, notify: false)
        guard animated, clockNow != nil, contentOffset != bounds.origin else {
            applyOffset(contentOffset)
            return
        }
        let from = bounds.origin
        startMotion(ScrollMotion(x: .animation(from: from.x, to: contentOffset.x, duration: 0.3),
                                 y: .animation(from: from.y, to: contentOffset.y, duration: 0.3),
                                 beginTime: clockNow ?? 0), kind: .animation)
    }

    /// Scrolls the least needed for `rect` (in the scroll view's bounds space, i.e. content
    /// coordinates) to be visible; does nothing when it already is.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
        var offset = contentOffset
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ vlo: CGFloat, _ vhi: CGFloat) -> CGFloat {
            if lo < vlo { return lo - vlo }
            if hi > vhi { return min(hi - vhi, lo - vlo) }
            return 0
        }
        offset.x += axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        offset.y += axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        offset = clamped(offset)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    /// Called before a scroll moves the bounds to `newBounds`; the closure returned, if any,
    /// runs once they have moved. Subclasses (the collection view) react to scrolling there.
    func scrollBoundsWillChange(to newBounds: CGRect) -> (() -> Void)? { nil }

    /// Where a drag released at `velocity` (points per millisecond) should stop, given the
    /// `proposed` offset, before the delegate may change it. The scroll view keeps `proposed`;
    /// the collection view asks its layout.
    func scrollTarget(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Sets the model offset (bounds origin) and tells the delegate.
    func applyOffset(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        let didMove = scrollBoundsWillChange(to: CGRect(origin: offset, size: bounds.size))
        bounds = CGRect(origin: offset, size: bounds.size)
        didMove?()
        setNeedsLayout()
        updateIndicators()
        refreshControlFollowOffset()
        delegate?.scrollViewDidScroll(self)
        // The navigation bar of the controller this scroll view belongs to follows its edge.
        navigationBarFollowingScrollEdge?.scrollEdgeMayHaveChanged()
    }

    /// The navigation bar whose scroll-edge appearance may follow this scroll view: the bar of
    /// the navigation controller of the controller owning this view or its superview.
    var navigationBarFollowingScrollEdge: UINavigationBar? {
        let owner = owningViewController ?? superview?.owningViewController
        return owner?.navigationController?.navigationBar
    }

    var clockNow: TimeInterval? { window?.screen?.application?.clock.now }
    var application: UIApplication? { window?.screen?.application }

    // MARK: - Extent

    /// The smallest offset on each axis (the top-left inset, negated).
    var minimumOffset: CGPoint { CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }
    /// The largest offset on each axis (never below the smallest).
    var maximumOffset: CGPoint {
        let i = adjustedContentInset, min = minimumOffset
        return CGPoint(x: Swift.max(min.x, contentSize.width + i.right - bounds.width),
                       y: Swift.max(min.y, contentSize.height + i.bottom - bounds.height))
    }

    /// `offset` brought within the scrollable range.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let lo = minimumOffset, hi = maximumOffset
        return CGPoint(x: Swift.min(Swift.max(offset.x, lo.x), hi.x), y: Swift.min(Swift.max(offset.y, lo.y), hi.y))
    }

    /// Whether a drag may move the content horizontally.
    var canScrollHorizontally: Bool {
        let i = adjustedContentInset
        return contentSize.width + i.left + i.right > bounds.width || (bounces && alwaysBounceHorizontal)
    }

    /// Whether a drag may move the content vertically.
    var canScrollVertically: Bool {
        let i = adjustedContentInset
        return contentSize.height + i.top + i.bottom > bounds.height || (bounces && alwaysBounceVertical)
    }

    private func contentGeometryChanged() {
        updateIndicators()
    }

    // MARK: - Content touches

    /// Whether the content `view` gets the touches that began in it. Default `true`.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag that starts on `view` (tracking a touch) cancels its touches and scrolls.
    /// Default: `true` unless `view` is a `UIControl` (UIKit's documented default).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: - Recognizer delegate

    /// The scroll view's pan begins only along an axis it can scroll, and not when content
    /// tracking a touch keeps it (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer, let pan = panGestureRecognizer as? ScrollViewPanGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        let move = pan.movement(in: self)
        let canX = canScrollHorizontally, canY = canScrollVertically
        let alongAnAxis = (canX && canY) || (canX && abs(move.x) >= abs(move.y)) || (canY && abs(move.y) >= abs(move.x))
        guard alongAnAxis else { return false }
        for touch in pan.trackedTouches where touch.viewDelivery == .delivered {
            guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// UIKit's default: `true`.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    /// UIKit's default: `false`.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
    /// UIKit's default: `false`.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
    /// UIKit's default: `false`.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    // MARK: - Layout

    /// Keeps the indicators in place and on top.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateIndicators()
    }

    // MARK: - Overridable, from UIScrollView+Indicators.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Shows the indicators briefly.
    open func flashScrollIndicators() {
        showIndicators()
        hideIndicators()
    }

    // MARK: - Overridable, from UIScrollView+Zoom.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The scale of the zoom view (the delegate's `viewForZooming(in:)`). Setting it scales that
    /// view about the content's origin, within the limits, updates `contentSize` to its frame
    /// and calls `scrollViewDidZoom`.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Sets `zoomScale` (clamped to the limits); `animated` lets the client play the change
    /// over 0.3 s (the model changes at once) and calls `scrollViewDidEndScrollingAnimation`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let clampedScale = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let change = {
            self.applyZoom(clampedScale, to: view)
            self.applyOffset(self.clamped(self.bounds.origin))
        }
        if animated, LayerContext.current != nil {
            UIView.animate(withDuration: 0.3, animations: change) { [weak self] _ in
                guard let self else { return }
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        } else {
            change()
        }
    }

    /// Zooms so that `rect` (in the zoom view's space) fills the bounds, within the limits.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        let change = {
            self.applyZoom(scale, to: view)
            let origin = view.convert(rect.origin, to: self)
            self.applyOffset(self.clamped(origin))
        }
        if animated, LayerContext.current != nil {
            UIView.animate(withDuration: 0.3, animations: change)
        } else {
            change()
        }
    }
}

extension UIScrollView {
    /// How dragging dismisses the keyboard: UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss it.
        case none = 0
        /// A drag dismisses it.
        case onDrag = 1
        /// The keyboard follows the drag and may be dismissed by it.
        case interactive = 2
        /// A drag dismisses it, and a tap too (iOS 16).
        case onDragWithAccessory = 3
        /// As `.interactive`, and a tap too (iOS 16).
        case interactiveWithAccessory = 4
    }
}

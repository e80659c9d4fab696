import Foundation
import LayercastGraphics
import LayercastLayers

/// A view that hosts a view hierarchy on a screen and dispatches events to it.
///
/// A visible window's layer is a sublayer of the screen's root layer (`LayerID.root` on the
/// wire), ordered by `windowLevel`: a window made visible or key goes in front of the windows of
/// its level. A hidden window is not on the wire. Windows start hidden, as in UIKit.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// A window's stacking level; higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level value.
        public var rawValue: CGFloat
        /// Creates a level.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ordinary application windows (0).
        public static let normal = Level(rawValue: 0)
        /// Above normal windows (1000).
        public static let statusBar = Level(rawValue: 1000)
        /// Above the status bar (2000).
        public static let alert = Level(rawValue: 2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// The window's stacking level. Default `.normal`.
    open var windowLevel = Level.normal {
        didSet { if windowLevel != oldValue { updateScreenAttachment() } }
    }

    /// The screen the window shows on. Setting it registers the window with the screen's
    /// application and moves it, with its layers, to the new screen's root layer: a visible
    /// window posts `didBecomeHiddenNotification` (and `didResignKeyNotification` if it was its
    /// old screen's key window) as it leaves, then `didBecomeVisibleNotification` on the new
    /// screen; it is not made key there (`makeKey()` does that), and it takes the new screen's
    /// bounds when it covered the old one's.
    open var screen: UIScreen? {
        didSet { screenChanged(from: oldValue) }
    }

    private func screenChanged(from oldValue: UIScreen?) {
        guard screen !== oldValue else { return }
        let wasOnScreen = oldValue != nil && isOnScreen(oldValue)
        if let oldRoot = oldValue?.rootLayer, layer.superlayer === oldRoot {
            layer.removeFromSuperlayer()
        }
        if wasOnScreen { post(UIWindow.didBecomeHiddenNotification, on: oldValue) }
        if let old = oldValue, old.keyWindow === self { resignKeyOf(old) }
        if let app = oldValue?.application, app !== screen?.application { app.unregister(self) }
        screen?.application?.register(self)
        if let oldValue, let screen, frame == oldValue.bounds, oldValue.bounds != screen.bounds {
            transition(toFrame: screen.bounds)
        }
        updateScreenAttachment()
        if isOnScreen { post(UIWindow.didBecomeVisibleNotification, on: screen) }
    }

    /// Posts one of the window notifications (object: the window) on the screen's application.
    private func post(_ name: Notification.Name, on screen: UIScreen?) {
        screen?.application?.postNotification(name, object: self)
    }

    var firstResponderStorage: UIResponder? {
        didSet {
            guard oldValue !== firstResponderStorage, !handingOverFirstResponder else { return }
            firstResponderChanged(from: oldValue)
        }
    }
    /// Set while one responder hands the first-responder status to another, so the keyboard
    /// notifications tell of the hand-over once, not of a resign and then a becoming.
    var handingOverFirstResponder = false

    /// The first responder changed from `old` (the keyboard notifications).
    func firstResponderChanged(from old: UIResponder?) {
        screen?.application?.firstResponderChanged(from: old, to: firstResponderStorage, on: screen)
    }
    var ownGestureEnvironment: GestureEnvironment?

    /// The window's undo manager, made when first asked for.
    private lazy var windowUndoManager = UndoManager()

    /// The window's own undo manager, which the views in it share (UIKit's default).
    open override var undoManager: UndoManager? { windowUndoManager }

    /// Creates a hidden window with `frame` in screen points, on no screen yet.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        super.isHidden = true
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.isHidden = true
    }

    /// Creates a hidden window covering `screen`.
    public convenience init(screen: UIScreen) {
        self.init(frame: screen.bounds)
        self.screen = screen
        // Property observers do not run inside an initializer.
        screenChanged(from: nil)
    }

    /// The application, next after the window in the responder chain.
    open override var next: UIResponder? { screen?.application }

    /// Whether the window is hidden; a hidden window is taken off the screen (and the wire), and
    /// its root view controller and the controllers presented over it whose views are in the
    /// window get the disappearance callbacks (appearance when shown). Showing posts
    /// `didBecomeVisibleNotification`; hiding the screen's key window first resigns it
    /// (`didResignKeyNotification`) and makes the front-most other visible window of the screen
    /// key (`didBecomeKeyNotification`), then posts `didBecomeHiddenNotification`, in the
    /// order iOS posts them when an alert's window goes away.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            let wasOnScreen = isOnScreen
            // The root controller and the controllers presented over it whose views are here.
            let shown = presentationChain.filter { $0.viewIfLoaded?.window === self }
            if wasOnScreen, newValue { for vc in shown { vc.beginAppearanceTransition(false, animated: false) } }
            if newValue, let screen, screen.keyWindow === self {
                resignKeyOf(screen)
                screen.visibleWindowsFrontToBack.first { $0 !== self }?.makeKey()
            }
            super.isHidden = newValue
            updateScreenAttachment()
            if wasOnScreen, !isOnScreen {
                for vc in shown { vc.endAppearanceTransition() }
                post(UIWindow.didBecomeHiddenNotification, on: screen)
            }
            if !wasOnScreen, isOnScreen {
                post(UIWindow.didBecomeVisibleNotification, on: screen)
                for vc in shown { vc.appearInWindow() }
            }
        }
    }

    /// Whether the window's layer is in its screen's root layer.
    var isOnScreen: Bool { isOnScreen(screen) }

    private func isOnScreen(_ screen: UIScreen?) -> Bool {
        guard let root = screen?.rootLayer else { return false }
        return layer.superlayer === root
    }

    /// The controller whose view fills the window. Setting it swaps the views, sizing the new
    /// one to the window with flexible width and height, and runs appearance callbacks when the
    /// window is visible, in UIKit's order: `viewWillAppear`, `viewIsAppearing`, the view's
    /// layout (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`), `viewDidAppear`.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            let visible = isOnScreen
            if let old = oldValue {
                if visible { old.beginAppearanceTransition(false, animated: false) }
                if old.viewIfLoaded?.superview === self { old.viewIfLoaded?.removeFromSuperview() }
                if visible { old.endAppearanceTransition() }
            }
            if let new = rootViewController {
                new.rootOfWindow = self
                let view: UIView = new.view
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if visible { new.beginAppearanceTransition(true, animated: false) }
                addSubview(view)
                if visible { new.appearInWindow() }
            }
        }
    }

    // MARK: - Key window

    /// Whether this is its screen's key window (each screen keeps one; the application's
    /// `keyWindow`, which gets keys and text, is the one made key last).
    open var isKeyWindow: Bool { screen?.keyWindow === self }

    /// Makes this its screen's key window and the application's: the screen's previous key
    /// window resigns first (`resignKey()`, `didResignKeyNotification`), then this one becomes
    /// key (`becomeKey()`, `didBecomeKeyNotification`).
    open func makeKey() {
        guard let screen, let app = screen.application else { return }
        guard screen.keyWindow !== self else {
            app.keyWindow = self
            return
        }
        let old = screen.keyWindow
        screen.keyWindow = self
        app.keyWindow = self
        if let old {
            old.resignKey()
            old.post(UIWindow.didResignKeyNotification, on: screen)
        }
        becomeKey()
        post(UIWindow.didBecomeKeyNotification, on: screen)
    }

    /// Stops being `screen`'s key window (and the application's, if it was).
    private func resignKeyOf(_ screen: UIScreen) {
        guard screen.keyWindow === self else { return }
        screen.keyWindow = nil
        if screen.application?.keyWindow === self { screen.application?.keyWindow = nil }
        resignKey()
        post(UIWindow.didResignKeyNotification, on: screen)
    }

    /// Shows the window in front of the windows of its level and makes it key
    /// (`didBecomeVisibleNotification` if it was hidden, then the key change).
    open func makeKeyAndVisible() {
        isHidden = false
        updateScreenAttachment()
        makeKey()
    }

    /// Called when the window became key.
    open func becomeKey() {}
    /// Called when the window stopped being key.
    open func resignKey() {}

    /// Puts the window's layer in the screen root in front of its level, or takes it off.
    func updateScreenAttachment() {
        guard let root = screen?.rootLayer, screen?.application != nil, !isHidden else {
            if let root = screen?.rootLayer, layer.superlayer === root {
                layer.removeFromSuperlayer()
            }
            return
        }
        let all = root.sublayers ?? []
        let others = all.filter { $0 !== layer }
        let position = others.firstIndex { ($0.delegate as? UIWindow).map { $0.windowLevel > windowLevel } ?? false }
            ?? others.count
        var index = position
        if let current = all.firstIndex(where: { $0 === layer }), current <= position { index = position + 1 }
        if let current = all.firstIndex(where: { $0 === layer }), current == position { return }
        root.insertSublayer(layer, at: UInt32(index))
    }

    // MARK: - Events

    /// Delivers the event's touches that belong to this window, as UIKit does: first to the
    /// gesture recognizers of the views they hit (and of those views' ancestors), then to the
    /// views themselves, one call per view and phase, except what recognizers delay or cancel
    /// and what `isMultipleTouchEnabled` and `isExclusiveTouch` keep out.
    open func sendEvent(_ event: UIEvent) {
        gestureEnvironment.deliver(event, in: self)
    }

    /// The application's gesture environment; a window on no application's screen keeps its own.
    var gestureEnvironment: GestureEnvironment {
        if let app = screen?.application { return app.gestureEnvironment }
        if let own = ownGestureEnvironment { return own }
        let own = GestureEnvironment(application: nil)
        ownGestureEnvironment = own
        return own
    }

    // MARK: - Overridable, from UIApplication+Scroll.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Scrolls the innermost scroll view under `point` (window space) that can move the content
    /// by `delta` (content points); one already at its edge in that direction passes the scroll
    /// to the scroll view around it. Returns whether a scroll view took it.
    @discardableResult
    open func sendScroll(at point: CGPoint, delta: CGSize, isPrecise: Bool = false, timestamp: TimeInterval? = nil) -> Bool {
        var current = hitTest(point, with: nil)
        while let view = current {
            if let scrollView = view as? UIScrollView {
                // A paging scroll view settles on a page when a burst of wheel scrolls ends: it
                // remembers the page the burst started from.
                let paging = scrollView.isPagingEnabled, burstStarts = scrollView.trackpadTimer == nil
                let start = scrollView.contentOffset
                guard scrollView.scroll(by: delta) else { current = view.superview; continue }
                if paging, burstStarts { scrollView.dragStartOffset = start }
                if isPrecise || paging {
                    scrollView.noteTrackpadScroll(delta, at: timestamp ?? scrollView.clockNow ?? 0, isPrecise: isPrecise)
                }
                return true
            }
            current = view.superview
        }
        return false
    }
}

import Foundation
import LayercastGraphics
import LayercastLayers

/// The application: owns the screen's layer tree and its windows, and runs the run loop one
/// turn at a time.
///
/// A turn (`runTurn()`) delivers the queued events (`sendEvent`), then ends the implicit
/// transaction: the layout pass (top down; autoresizing already happened when sizes changed,
/// then `layoutSubviews`), the display pass (each layer marked for display once), and the
/// commit. It returns the diffs committed. Time comes from the injected clock; nothing runs
/// between turns, so tests step turns explicitly. The server creates one per app it serves, a
/// test creates its own; `UIApplication.shared` (UIKit's API, for app code) resolves to the one
/// whose turn is running.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The main screen: the one the application was created with, first in `screens`.
    public let screen: UIScreen
    /// The connected screens, the main screen first, then external screens in the order they
    /// connected (UIKit's `UIScreen.screens`).
    public internal(set) var screens: [UIScreen] = []
    /// The application's own notification center: screens and windows post their
    /// notifications (`UIScreen.didConnectNotification`, `UIWindow.didBecomeKeyNotification`…)
    /// here, where two applications served by one process do not hear each other's. UIKit's
    /// notifications are posted on `NotificationCenter.default` too, where code written for iOS
    /// observes them.
    public let notificationCenter = NotificationCenter()
    /// The application's delegate (UIKit's): the server sets the delegate it serves; it is told
    /// of lifecycle changes (`transition(to:)`).
    public weak var delegate: UIApplicationDelegate?
    /// Where the application is in its life. `.inactive` while launching; the server makes it
    /// `.active` while a client shows it and `.background` while none does (`transition(to:)`).
    public internal(set) var applicationState = State.inactive
    var idleTimerDisabledStorage = false
    var shortcutItemsStorage: [UIApplicationShortcutItem]?
    var deviceStorage: UIDevice?
    /// The time source (seconds) for events and transactions.
    public let clock: any MediaClock
    /// The layer tree's context; its root layer is the screen's root (`LayerID.root`).
    public let layerContext: LayerContext
    /// Every window on the screen, visible or not, in the order they were registered.
    public private(set) var windows: [UIWindow] = []
    /// The key window, if any: the window made key last, on whichever screen (it gets keys and
    /// text). Each screen also keeps its own (`UIScreen.keyWindow`).
    public internal(set) weak var keyWindow: UIWindow?

    /// Where Auto Layout writes its console messages (UIKit's "Unable to simultaneously satisfy
    /// constraints" and the like), one message per call. Default: standard error.
    public var layoutLogHandler: @MainActor (String) -> Void = { LayoutEngine.writeToStandardError($0) }

    var pendingInputs: [(screen: UIScreen, inputs: [TouchInput])] = []
    var pendingScrolls: [(location: CGPoint, delta: CGSize, isPrecise: Bool, timestamp: TimeInterval?, screen: UIScreen?)] = []
    var activeTouches: [Int: UITouch] = [:]
    var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// Keys, text and compositions waiting for the next turn, the keys down, and the pasteboard.
    let keyboard = KeyboardState()
    var timers: [RunLoopTimer] = []
    var nextTimerID = 0
    /// Delivers touches to gesture recognizers and views (UIKit's gesture environment).
    lazy var gestureEnvironment = GestureEnvironment(application: self)

    /// Creates an application for `screen`. The root layer takes the screen's bounds; the display
    /// pass draws at the screen's scale (add more with `displayScales`) through
    /// `contentsRenderer`; `nil` (the default) installs a `ViewContentsRenderer`, which calls
    /// views' `draw(_:)` into Cairo bitmaps.
    public init(screen: UIScreen, clock: any MediaClock, contentsRenderer: (any CALayerContentsRenderer)? = nil) {
        self.screen = screen
        self.clock = clock
        layerContext = LayerContext(displayScales: [screen.scale],
                                    contentsRenderer: contentsRenderer ?? ViewContentsRenderer(), clock: clock)
        super.init()
        let root = layerContext.rootLayer
        root.bounds = screen.bounds
        root.position = CGPoint(x: screen.bounds.midX, y: screen.bounds.midY)
        screen.application = self
        screen.layerContext = layerContext
        screen.isConnected = true
        screens = [screen]
        layerContext.companions = { [unowned self] in screens.dropFirst().compactMap(\.layerContext) }
        UIApplication.registerLive(self)
    }

    /// The end of the responder chain.
    public override var next: UIResponder? { nil }

    /// The scales (pixels per point) layers are drawn at: one per distinct screen scale among
    /// the connected displays. Adding one redraws drawn layers at it.
    public var displayScales: [CGFloat] {
        get { layerContext.displayScales }
        set { layerContext.displayScales = newValue }
    }

    /// The windows in front-to-back order on the main screen (visible ones only).
    public var visibleWindowsFrontToBack: [UIWindow] { screen.visibleWindowsFrontToBack }

    /// Takes a change of the screen (e.g. a client window resized, or moved to a display of
    /// another density) as UIKit takes a screen change: the root layer takes the new bounds,
    /// every window that covered the old screen is resized to the new one (so autoresizing and
    /// layout follow), and the new scale joins `displayScales` in place of the old one.
    public func screenDidChange(bounds: CGRect, scale: CGFloat? = nil, nativeScale: CGFloat? = nil) {
        screenDidChange(screen, bounds: bounds, scale: scale, nativeScale: nativeScale)
    }

    /// Takes a change of `screen` (main or external) as `screenDidChange(bounds:scale:nativeScale:)`
    /// does for the main one, and posts `UIScreen.modeDidChangeNotification` when its size in
    /// pixels changed.
    public func screenDidChange(_ screen: UIScreen, bounds: CGRect, scale: CGFloat? = nil, nativeScale: CGFloat? = nil) {
        let oldBounds = screen.bounds, oldScale = screen.scale, oldMode = screen.currentMode
        screen.bounds = CGRect(origin: .zero, size: bounds.size)
        if let scale {
            screen.scale = scale
            screen.nativeScale = nativeScale ?? scale
        } else if let nativeScale {
            screen.nativeScale = nativeScale
        }
        guard let context = screen.layerContext else { return }
        let root = context.rootLayer
        root.bounds = screen.bounds
        root.position = CGPoint(x: screen.bounds.midX, y: screen.bounds.midY)
        if screen.bounds != oldBounds {
            for window in screen.windows where window.frame == oldBounds { window.transition(toFrame: screen.bounds) }
        }
        if screen.scale != oldScale {
            context.displayScales = context.displayScales.filter { $0 != oldScale } + [screen.scale]
        }
        if screen.isConnected, screen.currentMode != oldMode {
            postNotification(UIScreen.modeDidChangeNotification, object: screen)
        }
    }

    func register(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    func unregister(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = nil }
    }

    // MARK: - The run loop

    /// Runs one turn: runs completion blocks whose animations have finished and timers that are
    /// due (gesture recognizers', scroll views' deceleration), delivers queued
    /// events, then the layout pass, display pass and commit of
    /// the implicit transaction, with this application's context current for `CATransaction`.
    /// Returns the diffs the main screen committed during the turn, oldest first (usually one;
    /// none when nothing changed); external screens commit too, and what they committed is
    /// dropped: a server of several screens calls `runTurnOnAllScreens()`.
    @discardableResult
    public func runTurn() -> [LayerTreeDiff] {
        UIApplication.$current.withValue(self) { UIGraphicsContextStack.$mainScreenScale.withValue(screen.scale) { runTurnAsCurrent() } }.first?.diffs ?? []
    }

    /// Runs one turn as `runTurn()` does and returns what each connected screen committed
    /// during it, the main screen first (a screen that committed nothing has an empty list).
    @discardableResult
    public func runTurnOnAllScreens() -> [(screen: UIScreen, diffs: [LayerTreeDiff])] {
        UIApplication.$current.withValue(self) { UIGraphicsContextStack.$mainScreenScale.withValue(screen.scale) { runTurnAsCurrent() } }
    }

    private func runTurnAsCurrent() -> [(screen: UIScreen, diffs: [LayerTreeDiff])] {
        let external = screens.dropFirst().compactMap(\.layerContext)
        layerContext.performAsCurrent {
            layerContext.runDueCompletions()
            for context in external { context.performAsCurrent { context.runDueCompletions() } }
            fireDueTimers()
            let inputs = pendingInputs
            pendingInputs = []
            for batch in inputs { deliver(batch.inputs, on: batch.screen) }
            deliverScrolls()
            deliverKeyboard()
            // External screens commit first: an animation block's completion group is sealed
            // by the main screen's commit, and must by then count the animations the block
            // started on other screens (else it completes at once).
            for context in external { context.performAsCurrent { context.commitImplicitTransaction() } }
            layerContext.commitImplicitTransaction()
        }
        return screens.map { ($0, $0.layerContext?.takeCommittedDiffs() ?? []) }
    }

    /// Runs `body` with this application's context current (so `CATransaction` calls act on it),
    /// e.g. to build the interface before the first turn.
    public func perform<R>(_ body: () throws -> R) rethrows -> R {
        try UIApplication.$current.withValue(self) {
            try UIGraphicsContextStack.$mainScreenScale.withValue(screen.scale) { try layerContext.performAsCurrent(body) }
        }
    }

    /// The application whose turn (or `perform`) is running: what `UIPasteboard.general` belongs to.
    @TaskLocal static var current: UIApplication?
}

import Foundation
import LayercastLayers

/// A display an application shows its windows on: its size in points, its pixel density, its
/// own root layer, windows, key window, layout and safe area.
///
/// Created with values (there is no static main screen). The application's `screen` is the main
/// screen; external screens join with `UIApplication.connect(_:)` and leave with
/// `disconnect(_:)`, as displays do on iOS (`UIScreen.screens`, `didConnectNotification`).
/// Clients showing the screen at other densities add their scales to its `displayScales`.
@preconcurrency @MainActor
public final class UIScreen {
    /// Posted (object: the screen) when a screen connects, after it joined `UIScreen.screens`.
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted (object: the screen) when a screen disconnects, after it left `UIScreen.screens`;
    /// its windows are off the display but kept (their `screen` is still this one).
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted (object: the screen) when its current mode (size in pixels) changed.
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    /// The screens connected to the application whose turn (or `perform`) is running, the main
    /// screen first; empty outside one. The toolkit has no process-wide application, so this
    /// reads `UIApplication.screens` of the running one.
    public static var screens: [UIScreen] { UIApplication.current?.screens ?? [] }

    /// The screen's rectangle in points, origin (0, 0). Changes through
    /// `UIApplication.screenDidChange(bounds:scale:nativeScale:)`.
    public internal(set) var bounds: CGRect
    /// Pixels per point of the screen's logical resolution.
    public internal(set) var scale: CGFloat
    /// Pixels per point of the physical panel (equal to `scale` unless given).
    public internal(set) var nativeScale: CGFloat
    /// The part of each edge the display covers or rounds off (a notch, a home indicator), in
    /// points: what a client declares for its display. Windows take it as their safe area
    /// (`UIView.safeAreaInsets`, `safeAreaLayoutGuide`). Zero unless set; setting it tells the
    /// views of this screen's windows whose insets changed and lays them out again.
    public var safeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            for window in windows { window.reportSafeAreaChanges(recursively: true) }
        }
    }
    /// The application showing its windows on this screen.
    public internal(set) weak var application: UIApplication?
    /// The screen's layer tree (its root layer is `LayerID.root` of the tree clients showing
    /// this screen receive); `nil` until an application takes the screen.
    public internal(set) var layerContext: LayerContext?
    /// The window of this screen that is key (each screen keeps its own).
    public internal(set) weak var keyWindow: UIWindow?
    /// Whether the screen is connected to its application (in `UIScreen.screens`).
    public internal(set) var isConnected = false
    var brightnessStorage: CGFloat = 1

    /// How the screen compensates for a television's overscan. The screens Layercast serves
    /// are client windows without overscan, so every value shows the same pixels.
    public enum OverscanCompensation: Int, Sendable {
        /// Scale the picture to the visible area (UIKit's default).
        case scale = 0
        /// Inset the bounds by the overscan.
        case insetBounds = 1
        /// No compensation.
        case none = 2
    }

    /// The overscan compensation; default `.scale`, as in UIKit. Has no effect (see the type).
    public var overscanCompensation = OverscanCompensation.scale

    /// The screen this one mirrors; `nil`: a client that mirrors a screen is a view of that
    /// screen, not a screen of its own, so the application never sees a mirrored screen.
    public var mirrored: UIScreen? { nil }

    /// Creates a screen of `bounds` points at `scale` pixels per point; `nativeScale` defaults
    /// to `scale`.
    public init(bounds: CGRect, scale: CGFloat, nativeScale: CGFloat? = nil) {
        self.bounds = CGRect(origin: .zero, size: bounds.size)
        self.scale = scale
        self.nativeScale = nativeScale ?? scale
    }

    /// The screen's rectangle in physical pixels: `bounds` scaled by `nativeScale`.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// The screen's root layer: the windows' layers are its sublayers.
    public var rootLayer: CALayer? { layerContext?.rootLayer }

    /// The windows on this screen, visible or not, in the order they were registered.
    public var windows: [UIWindow] { application?.windows.filter { $0.screen === self } ?? [] }

    /// The visible windows of this screen, front to back.
    public var visibleWindowsFrontToBack: [UIWindow] {
        (rootLayer?.sublayers ?? []).reversed().compactMap { $0.delegate as? UIWindow }
    }

    /// The display modes the screen supports: its one current mode (a client's window has one
    /// size; a new size is a new mode, `modeDidChangeNotification`).
    public var availableModes: [UIScreenMode] { [currentMode].compactMap { $0 } }
    /// The mode the display prefers: its current one.
    public var preferredMode: UIScreenMode? { currentMode }
    /// The screen's mode: its size in pixels (`nativeBounds`).
    public var currentMode: UIScreenMode? {
        get { UIScreenMode(size: nativeBounds.size) }
        set { /* A client decides its size; a requested mode other than the current is ignored. */ }
    }
}

import Foundation

/// The screen an application shows its windows on: its size in points and its pixel density.
///
/// Created with values (there is no static main screen). Clients showing the screen at other
/// densities add their scales to `UIApplication.displayScales`.
@preconcurrency @MainActor
public final class UIScreen {
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
    /// views whose insets changed and lays them out again.
    public var safeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            for window in application?.windows ?? [] { window.reportSafeAreaChanges(recursively: true) }
        }
    }
    /// The application showing its windows on this screen.
    public internal(set) weak var application: UIApplication?

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
}

import Foundation

extension UIScreen {
    /// The served application's main screen (UIKit's `UIScreen.main`, deprecated there in
    /// favour of `view.window?.windowScene?.screen` but used by most apps): the screen of
    /// `UIApplication.shared`.
    public static var main: UIScreen { UIApplication.shared.screen }

    /// The screen's coordinate space: its bounds, in points.
    public var coordinateSpace: any UICoordinateSpace { self }
    /// The screen's fixed coordinate space (portrait-up on a device); Layercast's screens do not
    /// rotate under their content, so it is the screen's own.
    public var fixedCoordinateSpace: any UICoordinateSpace { self }
    /// The brightness the screen is set to, 0 to 1. Clients own their displays' brightness; this
    /// keeps what the app sets.
    public var brightness: CGFloat {
        get { brightnessStorage }
        set { brightnessStorage = min(max(newValue, 0), 1) }
    }
    /// The most frames per second the screen can show (a client composites at its own rate).
    public var maximumFramesPerSecond: Int { 60 }
}

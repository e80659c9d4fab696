import Foundation

/// A UI with one screen: every screen request names the main screen or fails.
extension ServedUI {
    /// One screen only.
    public func connectScreen(size: CGSize, scale: Double) -> UInt32? { nil }
    /// Nothing to disconnect.
    public func disconnectScreen(_ screen: UInt32) {}
    /// The main screen's size for screen 0.
    public func screenSize(of screen: UInt32) -> CGSize? { screen == 0 ? screenSize : nil }
    /// No additional screen to resize.
    public func resizeScreen(_ screen: UInt32, size: CGSize, scale: Double) {}
    /// The main screen's scales.
    public func setDisplayScales(_ scales: [Double], screen: UInt32) {
        if screen == 0 { setDisplayScales(scales) }
    }
    /// The main screen's turn.
    public func runTurnOnScreens() -> [UInt32: [ServedCommit]] { [0: runTurn()] }
    /// The main screen's snapshot.
    public func snapshot(screen: UInt32) -> ServedCommit { snapshot() }
    /// Scrolls on the main screen.
    public func enqueueScroll(at location: CGPoint, delta: CGSize, isPrecise: Bool, timestamp: Double?, screen: UInt32) {
        if screen == 0 { enqueueScroll(at: location, delta: delta, isPrecise: isPrecise, timestamp: timestamp) }
    }
    /// Touches on the main screen.
    public func enqueueTouches(_ touches: [ServedTouch], screen: UInt32) {
        if screen == 0 { enqueueTouches(touches) }
    }
    /// One screen: the keyboard is always on it.
    public func enqueueKeyboardFocus(screen: UInt32) {}
}

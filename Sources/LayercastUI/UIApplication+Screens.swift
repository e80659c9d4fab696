import Foundation
import LayercastLayers

extension UIApplication {
    /// Connects an external screen, as a display plugged into a device: the screen gets its own
    /// layer tree (drawn at its scale with the main screen's contents renderer), joins
    /// `screens` after the screens already connected, and `UIScreen.didConnectNotification` is
    /// posted with it. Windows the app had put on it (a screen that connects again) go back on
    /// it as they were. Connecting a connected screen does nothing.
    public func connect(_ newScreen: UIScreen) {
        guard !newScreen.isConnected else { return }
        precondition(newScreen.application == nil || newScreen.application === self,
                     "a screen belongs to one application")
        if newScreen.layerContext == nil {
            let context = LayerContext(displayScales: [newScreen.scale],
                                       contentsRenderer: layerContext.contentsRenderer, clock: clock)
            context.viewAnimationsEnabled = layerContext.viewAnimationsEnabled
            let root = context.rootLayer
            root.bounds = newScreen.bounds
            root.position = CGPoint(x: newScreen.bounds.midX, y: newScreen.bounds.midY)
            newScreen.layerContext = context
        }
        newScreen.application = self
        newScreen.isConnected = true
        screens.append(newScreen)
        for window in windows where window.screen === newScreen { window.updateScreenAttachment() }
        postNotification(UIScreen.didConnectNotification, object: newScreen)
    }

    /// Disconnects an external screen, as a display unplugged: it leaves `screens`, its tree is
    /// no longer committed (its windows are off every client), and
    /// `UIScreen.didDisconnectNotification` is posted with it. Its windows are kept, still
    /// naming it as their screen (as on iOS), until the app moves them to another screen
    /// (`UIWindow.screen`) or releases them; touches down on them are cancelled. The main screen
    /// cannot disconnect.
    public func disconnect(_ oldScreen: UIScreen) {
        guard oldScreen.isConnected, oldScreen !== screen else { return }
        let cancelled = activeTouches.values.filter { $0.window?.screen === oldScreen }
            .sorted { $0.identifier < $1.identifier }
            .map { touch in
                TouchInput(identifier: touch.identifier, phase: .cancelled,
                           location: touch.window.map { $0.layer.convert(touch.locationInWindow, to: nil) } ?? touch.locationInWindow)
            }
        enqueueTouches(cancelled, on: oldScreen)
        screens.removeAll { $0 === oldScreen }
        oldScreen.isConnected = false
        postNotification(UIScreen.didDisconnectNotification, object: oldScreen)
    }
}

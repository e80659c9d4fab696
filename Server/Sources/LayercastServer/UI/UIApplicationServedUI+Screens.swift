import Foundation
import LayercastLayers
import LayercastUI

/// The application's screens as the server names them: 0 the main screen, then one id per
/// screen a client attached (SPEC §10.1.1).
extension UIApplicationServedUI {
    /// Connects a `UIScreen` of `size` points at `scale` (`UIApplication.connect(_:)`, which
    /// posts `UIScreen.didConnectNotification` with the application current, so observers see
    /// it in `UIScreen.screens`).
    public func connectScreen(size: CGSize, scale: Double) -> UInt32? {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: CGFloat(scale))
        let id = nextScreenID
        nextScreenID += 1
        externalScreens[id] = screen
        application.perform { application.connect(screen) }
        return id
    }

    /// Disconnects the screen (`UIApplication.disconnect(_:)`); its windows stay the app's.
    public func disconnectScreen(_ id: UInt32) {
        guard let screen = externalScreens.removeValue(forKey: id) else { return }
        application.perform { application.disconnect(screen) }
    }

    /// The screen's bounds size.
    public func screenSize(of id: UInt32) -> CGSize? { uiScreen(id)?.bounds.size }

    /// `UIApplication.screenDidChange(_:bounds:scale:)`: windows covering it follow, and
    /// `UIScreen.modeDidChangeNotification` is posted when its pixels changed.
    public func resizeScreen(_ id: UInt32, size: CGSize, scale: Double) {
        guard id != 0, let screen = externalScreens[id] else { return }
        application.perform {
            application.screenDidChange(screen, bounds: CGRect(origin: .zero, size: size), scale: CGFloat(scale))
        }
    }

    /// Draws the screen at its clients' scales; with no client, at its own scale.
    public func setDisplayScales(_ scales: [Double], screen id: UInt32) {
        guard let screen = uiScreen(id), let context = screen.layerContext else { return }
        let wanted = scales.isEmpty ? [screen.scale] : scales.map { CGFloat($0) }
        if context.displayScales != wanted.sorted() { context.displayScales = wanted }
    }

    /// The toolkit records its text as glyph runs (SPEC §4.6), gives shapes and gradients as
    /// their properties (§4.7, §4.8), and group opacity and replicators (§4.9, §4.10), for
    /// clients that take them.
    public var wireFeatures: WireFeatures { .all }

    /// Records the screen's text as glyph runs (`LayerContext.recordsGlyphRuns`): turning it on
    /// redraws every drawn layer in the next turn.
    public func setRecordsGlyphRuns(_ records: Bool, screen id: UInt32) {
        guard let context = uiScreen(id)?.layerContext, context.recordsGlyphRuns != records else { return }
        context.recordsGlyphRuns = records
    }

    /// One turn of every connected screen.
    public func runTurnOnScreens() -> [UInt32: [ServedCommit]] {
        var ids: [ObjectIdentifier: UInt32] = [ObjectIdentifier(application.screen): 0]
        for (id, screen) in externalScreens { ids[ObjectIdentifier(screen)] = id }
        var result: [UInt32: [ServedCommit]] = [:]
        for (screen, diffs) in application.runTurnOnAllScreens() {
            guard let id = ids[ObjectIdentifier(screen)] else { continue }
            result[id] = diffs.map(Self.commit)
        }
        return result
    }

    /// The screen's committed state, from the empty tree.
    public func snapshot(screen id: UInt32) -> ServedCommit {
        guard let context = uiScreen(id)?.layerContext else { return ServedCommit(operations: []) }
        return Self.commit(context.snapshot())
    }

    /// Touches on the screen (`UIApplication.enqueueTouches(_:on:)`).
    public func enqueueTouches(_ touches: [ServedTouch], screen id: UInt32) {
        guard let screen = uiScreen(id) else { return }
        application.enqueueTouches(touches.compactMap(Self.input), on: screen)
    }

    /// A scroll on the screen (`UIApplication.enqueueScroll(at:delta:isPrecise:timestamp:on:)`).
    public func enqueueScroll(at location: CGPoint, delta: CGSize, isPrecise: Bool, timestamp: Double?, screen id: UInt32) {
        guard let screen = uiScreen(id) else { return }
        application.enqueueScroll(at: location, delta: delta, isPrecise: isPrecise, timestamp: timestamp, on: screen)
    }

    /// Keys from a client showing the screen go to its key window
    /// (`UIApplication.enqueueKeyboardFocus(on:)`).
    public func enqueueKeyboardFocus(screen id: UInt32) {
        guard let screen = uiScreen(id) else { return }
        application.enqueueKeyboardFocus(on: screen)
    }

    /// Screen 0 is the application's main screen.
    func uiScreen(_ id: UInt32) -> UIScreen? { id == 0 ? application.screen : externalScreens[id] }
}

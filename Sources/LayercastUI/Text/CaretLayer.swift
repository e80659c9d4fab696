import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastModel

/// A text field's or text view's caret: a layer that jumps to each new place and blinks as
/// UIKit's does — solid while the user types, blinking again once typing pauses.
///
/// UIKit's caret is a view, so it jumps: a bare layer's implicit animation (a quarter-second
/// slide, and an animation on the wire for every keystroke) is turned off. The blink is one
/// repeating wire animation the client plays: solid for half a second from its start, then off
/// and on every half second. A move removes it (the caret is solid while typing) and a pause of
/// half a second after the last move adds it again, starting at that move. A burst of typing
/// therefore costs one removal and one blink on the wire, not an animation every half second.
@MainActor final class TextCaret {
    /// The layer drawing the caret; hidden while there is none (not editing, or a selection).
    let layer = CALayer()
    /// The pending restart of the blink after the last move.
    private var resumeTimer: Int?
    /// Seconds the caret stays solid after a move before it blinks, and between blinks.
    static let solidTime: TimeInterval = 0.5

    init() { layer.isHidden = true }

    /// Shows the caret at `rect` (its superlayer's coordinates) in `color`, blinking from now when
    /// it was hidden, else solid until typing pauses. `application` gives the clock and the
    /// timer; without one the blink restarts at once.
    func show(at rect: CGRect, color: CGColor, application: UIApplication?) {
        let wasShown = !layer.isHidden
        guard !wasShown || layer.frame != rect || layer.backgroundColor != color else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.isHidden = false
        layer.frame = rect
        layer.backgroundColor = color
        CATransaction.commit()
        let now = application?.clock.now ?? 0
        guard let application, wasShown else { return startBlink(at: now) }
        if layer.wireAnimation(forKey: "blink") != nil { layer.removeWireAnimation(forKey: "blink") }
        if let resumeTimer { application.cancelTimer(resumeTimer) }
        resumeTimer = application.scheduleTimer(at: now + Self.solidTime) { [weak self] in
            self?.resumeTimer = nil
            self?.startBlink(at: now)
        }
    }

    /// Hides the caret and stops its blink.
    func hide(application: UIApplication?) {
        if let resumeTimer { application?.cancelTimer(resumeTimer) }
        resumeTimer = nil
        layer.isHidden = true
        layer.removeWireAnimation(forKey: "blink")
    }

    private func startBlink(at time: TimeInterval) {
        guard !layer.isHidden else { return }
        layer.addWireAnimation(LayerAnimation(key: "blink", keyPath: "opacity", values: [.scalar(1), .scalar(1), .scalar(0), .scalar(0)],
                                              keyTimes: [0, 0.5, 0.5, 1], beginTime: time, duration: 2 * Self.solidTime,
                                              repeatCount: .infinity))
    }
}

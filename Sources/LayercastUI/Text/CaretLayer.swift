import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastProtocol

extension CALayer {
    /// Moves a text view's or field's caret layer to `rect` at once and restarts its blink.
    ///
    /// UIKit's caret is a view, so it jumps: a bare layer's implicit animation (a quarter-second
    /// slide, and an animation on the wire for every keystroke) is turned off. The blink is one
    /// repeating wire animation the client plays: solid for half a second from its start, then
    /// off and on every half second. UIKit's caret stays solid while the user types; restarting
    /// the blink at every keystroke would say so with an animation per character, so it restarts
    /// only when its solid half second has run out — the caret is still solid at every
    /// keystroke, and fast typing costs one restart every half second, not one per character.
    func placeCaret(at rect: CGRect, color: CGColor, now: Double) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        frame = rect
        backgroundColor = color
        CATransaction.commit()
        if let blink = wireAnimation(forKey: "blink"), now >= blink.beginTime, now - blink.beginTime < 0.5 { return }
        addWireAnimation(LayerAnimation(key: "blink", keyPath: "opacity", values: [.scalar(1), .scalar(1), .scalar(0), .scalar(0)],
                                        keyTimes: [0, 0.5, 0.5, 1], beginTime: now, duration: 1, repeatCount: .infinity))
    }
}

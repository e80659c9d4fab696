import Foundation
import LayercastGraphics

/// A view that scrolls and zooms its content: UIKit's `UIScrollView`.
@MainActor
open class UIScrollView: UIView {
    /// Whether the content `view` gets the touches that began in it. Default `true`.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
}

import Foundation
import LayercastGraphics
import LayercastLayers

extension UIView {
    /// Pixels per point of the view's content: the layer's `contentsScale`, as in UIKit. Until
    /// set it follows the scale of the window's screen (1 outside a window), as UIKit's default
    /// does.
    ///
    /// A Layercast server draws a view's `draw(_:)` once per client scale, so this value does not
    /// change how drawn content is rendered; it sets the scale of bitmaps assigned to
    /// `layer.contents`, and setting it redraws the view.
    public var contentScaleFactor: CGFloat {
        get { contentScaleFactorIsSet ? layer.contentsScale : (window?.screen?.scale ?? layer.contentsScale) }
        set {
            guard newValue > 0, newValue.isFinite else { return }
            contentScaleFactorIsSet = true
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }
}

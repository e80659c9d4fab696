import Foundation
import LayercastGraphics

extension UIView {
    /// The tint: the colour set on this view, else the nearest ancestor's, else `.systemBlue`
    /// (UIKit's default). Setting `nil` inherits again. Changing it calls `tintColorDidChange()`
    /// on this view and on every descendant that inherits it.
    public var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set {
            guard newValue != tintColorStorage else { return }
            tintColorStorage = newValue
            notifyTintColorDidChange()
        }
    }

    func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.tintColorStorage == nil { subview.notifyTintColorDidChange() }
    }
}

import Foundation
import LayercastGraphics

extension UIView {
    func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.tintColorStorage == nil { subview.notifyTintColorDidChange() }
    }
}

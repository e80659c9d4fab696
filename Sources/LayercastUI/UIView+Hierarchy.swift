import Foundation
import LayercastLayers

extension UIView {
    /// Puts `view`'s layer where subview index `index` says: below the next subview's layer.
    func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    func notifyWillMove(toWindow newWindow: UIWindow?) {
        owningViewController?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
        owningViewController?.rootViewDidMoveToWindow()
    }
}

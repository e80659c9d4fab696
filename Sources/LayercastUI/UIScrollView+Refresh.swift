import Foundation
import LayercastGraphics

extension UIScrollView {
    /// How far (points) the content must be pulled down past its top inset, while dragging,
    /// for the refresh control to start refreshing. Apple does not publish UIKit's distance;
    /// this is Layercast's value.
    static let refreshPullDistance: CGFloat = 100

    /// Puts the new refresh control in place of the old one.
    func refreshControlChanged(from oldControl: UIRefreshControl?) {
        if let oldControl, oldControl !== refreshControl { oldControl.removeFromSuperview() }
        guard let refreshControl else { return }
        if refreshControl.superview !== self { addSubview(refreshControl) }
        refreshControlFollowOffset()
    }

    /// Keeps the refresh control just above the content's top inset, full width, and starts a
    /// refresh (sending `.valueChanged`) when a drag pulls the content far enough down, as
    /// UIKit does while the finger is still down.
    func refreshControlFollowOffset() {
        guard let control = refreshControl else { return }
        let top = -adjustedContentInset.top
        control.frame = CGRect(x: bounds.minX, y: top - UIRefreshControl.height,
                               width: bounds.width, height: UIRefreshControl.height)
        let pulled = top - bounds.minY
        if isDragging, !control.isRefreshing, pulled >= Self.refreshPullDistance {
            control.beginRefreshing()
            control.sendActions(for: .valueChanged)
        }
    }
}

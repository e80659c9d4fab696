import Foundation
import LayercastGraphics

extension UIApplication {
    /// Queues a scroll-wheel or trackpad scroll at `location` (screen points) moving the content
    /// by `delta` points (positive `width` moves it right, positive `height` down, as a finger
    /// would), delivered in the next turn to the scroll view under the pointer. Non-finite values
    /// are ignored.
    public func enqueueScroll(at location: CGPoint, delta: CGSize) {
        guard location.x.isFinite, location.y.isFinite, delta.width.isFinite, delta.height.isFinite,
              delta != .zero else { return }
        pendingScrolls.append((location, delta))
    }

    func deliverScrolls() {
        let scrolls = pendingScrolls
        pendingScrolls = []
        for scroll in scrolls {
            for window in visibleWindowsFrontToBack {
                let local = window.layer.convert(scroll.location, from: nil)
                guard window.hitTest(local, with: nil) != nil else { continue }
                window.sendScroll(at: local, delta: scroll.delta)
                break
            }
        }
    }
}

extension UIWindow {
    /// Scrolls the innermost scroll view under `point` (window space) that can move the content
    /// by `delta` (content points); one already at its edge in that direction passes the scroll
    /// to the scroll view around it. Returns whether a scroll view took it.
    @discardableResult
    public func sendScroll(at point: CGPoint, delta: CGSize) -> Bool {
        var current = hitTest(point, with: nil)
        while let view = current {
            if let scrollView = view as? UIScrollView, scrollView.scroll(by: delta) { return true }
            current = view.superview
        }
        return false
    }
}

extension UIScrollView {
    /// Moves the content by `delta` (a wheel or trackpad), within the scrollable range; `false`
    /// when the scroll view cannot move that way (scrolling off, no room, at the edge).
    func scroll(by delta: CGSize) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled else { return false }
        let current = contentOffset
        var wanted = current
        if canScrollHorizontally { wanted.x -= delta.width }
        if canScrollVertically { wanted.y -= delta.height }
        let target = clamped(wanted)
        guard target != current else { return false }
        stopMotion(at: clockNow, notify: false)
        showIndicators()
        applyOffset(target)
        hideIndicators()
        return true
    }
}

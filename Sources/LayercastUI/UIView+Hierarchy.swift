import Foundation
import LayercastLayers

extension UIView {
    /// The window the view is in: the nearest `UIWindow` among the view and its ancestors;
    /// `nil` when it is in none.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let w = current as? UIWindow { return w }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews (removing it from its old superview first).
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped). Its layer goes directly below the
    /// layer of the subview now above it, or on top of all sublayers, so views and layers stay
    /// in the same order even with raw sublayers in between.
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "UIView: inserting a view into its own subtree")
        if view.superview === self {
            guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: current)
            let target = min(max(index, 0), subviews.count)
            subviews.insert(view, at: target)
            placeLayer(of: view, at: target)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let old = view.superview {
            view.autoLayoutWillLeave(old)
            old.willRemoveSubview(view)
            old.subviews.removeAll { $0 === view }
            view.superview = nil
            if let firstResponder = oldWindow?.firstResponderStorage as? UIView, oldWindow !== newWindow,
               firstResponder.isDescendant(of: view) {
                _ = firstResponder.resignFirstResponder()
            }
        }
        let target = min(max(index, 0), subviews.count)
        subviews.insert(view, at: target)
        view.superview = self
        placeLayer(of: view, at: target)
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        if view.tintColorStorage == nil { view.notifyTintColorDidChange() }
        view.autoLayoutDidMove()
        didAddSubview(view)
    }

    /// Inserts `view` directly above `sibling` (a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard view !== sibling else { return }
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { addSubview(view); return }
        let current = subviews.firstIndex { $0 === view }
        insertSubview(view, at: current.map { $0 < i ? i : i + 1 } ?? i + 1)
    }

    /// Inserts `view` directly below `sibling` (a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard view !== sibling else { return }
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { insertSubview(view, at: 0); return }
        let current = subviews.firstIndex { $0 === view }
        insertSubview(view, at: current.map { $0 < i ? i - 1 : i } ?? i)
    }

    /// Moves `view` (a subview) on top of its siblings, and its layer on top of all sublayers.
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.append(view)
        layer.addSublayer(view.layer)
    }

    /// Moves `view` (a subview) below its siblings, and its layer below all sublayers.
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.insert(view, at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at two indices, and their layers' places.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard index1 != index2, subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        let a = subviews[index1], b = subviews[index2]
        subviews.swapAt(index1, index2)
        guard let la = layer.sublayers?.firstIndex(where: { $0 === a.layer }),
              let lb = layer.sublayers?.firstIndex(where: { $0 === b.layer }) else { return }
        let (low, high) = la < lb ? (a.layer, b.layer) : (b.layer, a.layer)
        // Put the lower layer just above the higher one, then the higher one where the lower was.
        layer.insertSublayer(low, above: high)
        layer.insertSublayer(high, at: UInt32(min(la, lb)))
    }

    /// Removes the view from its superview (and window), with the hooks UIKit calls.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        autoLayoutWillLeave(parent)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        if let firstResponder = oldWindow?.firstResponderStorage as? UIView, firstResponder.isDescendant(of: self) {
            _ = firstResponder.resignFirstResponder()
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        autoLayoutDidMove()
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view with `tag` among this view and its descendants (depth first); `nil` if none.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Puts `view`'s layer where subview index `index` says: below the next subview's layer.
    private func placeLayer(of view: UIView, at index: Int) {
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

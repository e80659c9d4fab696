import Foundation
import LayercastGraphics

extension UIView {
    func layoutMarginsChanged() {
        autoLayout.reportedLayoutMargins = effectiveLayoutMargins
        layoutMarginsDidChange()
        layoutEngineForReading?.needsRefresh = true
        setNeedsLayout()
    }

    /// The margins in effect, in points: `layoutMargins`, plus the safe area insets when
    /// `insetsLayoutMarginsFromSafeArea`, and at least the overlap of the superview's effective
    /// margins when `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins.top += safe.top; margins.left += safe.left
            margins.bottom += safe.bottom; margins.right += safe.right
        }
        if preservesSuperviewLayoutMargins, let superview {
            let area = convert(superview.bounds.inset(by: superview.effectiveLayoutMargins), from: superview)
            let b = bounds
            margins.top = max(margins.top, area.minY - b.minY)
            margins.left = max(margins.left, area.minX - b.minX)
            margins.bottom = max(margins.bottom, b.maxY - area.maxY)
            margins.right = max(margins.right, b.maxX - area.maxX)
        }
        return margins
    }

    /// Whether a controller whose root view is this view or an ancestor adds to the safe area
    /// (`additionalSafeAreaInsets`, or a container's bars).
    var hasSafeAreaExtrasInChain: Bool {
        var view: UIView? = self
        while let v = view, !(v is UIWindow) {
            if let vc = v.owningViewController, vc.safeAreaExtras != .zero { return true }
            view = v.superview
        }
        return false
    }

    /// The safe area when controllers add to it, as UIKit computes it: the part of the
    /// superview's safe area the view overlaps, plus what the view's own controller adds
    /// (each edge at most the view's size).
    var safeAreaInsetsWithControllerExtras: UIEdgeInsets {
        guard let superview else { return .zero }
        let b = bounds
        var result = UIEdgeInsets.zero
        let parentInsets = superview.safeAreaInsets
        if parentInsets != .zero {
            let safe = convert(superview.bounds.inset(by: parentInsets), from: superview)
            result = UIEdgeInsets(top: max(0, safe.minY - b.minY), left: max(0, safe.minX - b.minX),
                                  bottom: max(0, b.maxY - safe.maxY), right: max(0, b.maxX - safe.maxX))
        }
        if let extras = owningViewController?.safeAreaExtras {
            result.top += extras.top; result.left += extras.left
            result.bottom += extras.bottom; result.right += extras.right
        }
        return UIEdgeInsets(top: min(result.top, b.height), left: min(result.left, b.width),
                            bottom: min(result.bottom, b.height), right: min(result.right, b.width))
    }

    /// Calls `safeAreaInsetsDidChange()` (and `layoutMarginsDidChange()` when margins follow
    /// the safe area) on this view and its subviews whose insets changed since last reported,
    /// and marks them for layout.
    func reportSafeAreaChanges(recursively: Bool) {
        let insets = safeAreaInsets
        if insets != (autoLayoutStorage?.reportedSafeAreaInsets ?? .zero) {
            autoLayout.reportedSafeAreaInsets = insets
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
            layoutEngineForReading?.needsRefresh = true
            setNeedsLayout()
        }
        if recursively { for subview in subviews { subview.reportSafeAreaChanges(recursively: true) } }
    }
}

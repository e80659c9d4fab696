import Foundation
import LayercastGraphics

extension UIView {
    /// The view's margins in points, left and right (the leading and trailing margins, left to
    /// right). Default 8 on every side, as in UIKit. Setting them calls
    /// `layoutMarginsDidChange()` and marks the view for layout.
    public var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalLayoutMargins
            return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left,
                                                               bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// The view's margins by layout direction (leading is left). Default 8 on every side.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayoutStorage?.directionalLayoutMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            guard newValue != directionalLayoutMargins else { return }
            autoLayout.directionalLayoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// Whether the view's effective margins also keep content out of its superview's margins
    /// where they overlap. Default `false`.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayout.preservesSuperviewLayoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// Whether the margins are measured from the safe area's edges (added to the safe area
    /// insets) rather than from the bounds. Default `true`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsChanged()
        }
    }

    private func layoutMarginsChanged() {
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

    /// The guide for the area inside the view's margins (`effectiveLayoutMargins`).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayoutStorage?.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayout.marginsGuide = guide
        autoLayout.layoutGuides.append(guide)
        return guide
    }

    /// The guide for the area inside the view's safe area (`safeAreaInsets`).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayoutStorage?.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = guide
        autoLayout.layoutGuides.append(guide)
        return guide
    }

    /// How far the view's bounds reach into the unsafe part of its window, in points per edge:
    /// a window takes its screen's `safeAreaInsets` where it covers them, and any other view the
    /// part of its window's insets it overlaps. Zero outside a window and while the screen
    /// declares no insets.
    public var safeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow {
            guard let screen = window.screen, screen.safeAreaInsets != .zero else { return .zero }
            let safe = screen.bounds.inset(by: screen.safeAreaInsets), frame = window.frame
            return UIEdgeInsets(top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                                bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
        }
        guard let window else { return .zero }
        if hasSafeAreaExtrasInChain { return safeAreaInsetsWithControllerExtras }
        let windowInsets = window.safeAreaInsets
        guard windowInsets != .zero else { return .zero }
        let safe = convert(window.bounds.inset(by: windowInsets), from: window), b = bounds
        return UIEdgeInsets(top: min(max(0, safe.minY - b.minY), b.height), left: min(max(0, safe.minX - b.minX), b.width),
                            bottom: min(max(0, b.maxY - safe.maxY), b.height), right: min(max(0, b.maxX - safe.maxX), b.width))
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
    private var safeAreaInsetsWithControllerExtras: UIEdgeInsets {
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

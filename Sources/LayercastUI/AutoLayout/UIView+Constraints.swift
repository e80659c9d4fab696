import Foundation
import LayercastGraphics

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: UIViewLayoutState {
        if let storage = autoLayoutStorage { return storage }
        let storage = UIViewLayoutState()
        autoLayoutStorage = storage
        return storage
    }

    // MARK: - Holding constraints

    /// Marks the hierarchy's engine (made if needed) for a structural update and this view for
    /// layout, so the next layout pass adds or removes the difference.
    func constraintStructureDidChange() {
        layoutEngine.structureDirty = true
        setNeedsLayout()
    }

    // MARK: - Layout guides

    // MARK: - Anchors

    // MARK: - Content priorities

    // MARK: - Hierarchy

    /// The number of superviews above the view.
    var layoutDepth: Int {
        var depth = 0
        var view = superview
        while let current = view { depth += 1; view = current.superview }
        return depth
    }

    /// The topmost ancestor (the view itself without a superview).
    var layoutRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The engine of the view's hierarchy, if it has one.
    var layoutEngineForReading: LayoutEngine? { layoutRoot.autoLayoutStorage?.engine }

    /// The engine of the view's hierarchy, made on first use.
    var layoutEngine: LayoutEngine {
        let root = layoutRoot
        if let engine = root.autoLayoutStorage?.engine { return engine }
        let engine = LayoutEngine(root: root, mode: .layout)
        root.autoLayout.engine = engine
        return engine
    }

    /// The nearest view that is both `other` (or one of its ancestors) and this view (or one of
    /// its ancestors); `nil` in different hierarchies.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let current = view { ancestors.insert(ObjectIdentifier(current)); view = current.superview }
        view = other
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    /// Deactivates the constraints held by this view and its ancestors that match `predicate`.
    func deactivateConstraints(heldAbove: Bool = true, where predicate: (NSLayoutConstraint) -> Bool) {
        var view: UIView? = self
        while let current = view {
            for constraint in current.constraints where predicate(constraint) { current.removeConstraint(constraint) }
            view = heldAbove ? current.superview : nil
        }
    }

    func deactivateConstraints(_ predicate: (NSLayoutConstraint) -> Bool) {
        deactivateConstraints(heldAbove: true, where: predicate)
    }

    /// The active constraints that involve `item` along `axis`, held anywhere in the hierarchy.
    func constraintsAffectingLayout(of item: AnyObject?, along axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var pending = [layoutRoot]
        while let view = pending.popLast() {
            for constraint in view.constraints where constraint.firstAttribute.axis == axis
                && (constraint.firstItem === item || constraint.secondItem === item) {
                result.append(constraint)
            }
            pending += view.subviews.reversed()
        }
        return result
    }
}

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

    /// Whether the view's frame and `autoresizingMask` become constraints when the view takes
    /// part in Auto Layout. `true` for views made in code, as in UIKit; set `false` on a view
    /// you place with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMask = newValue
            if let engine = layoutEngineForReading {
                engine.entries[ObjectIdentifier(self)]?.autoresizingDirty = true
                engine.needsRefresh = true
                engine.structureDirty = true
                superview?.setNeedsLayout()
            }
        }
    }

    // MARK: - Holding constraints

    /// The constraints this view holds: those activated with it as their items' nearest common
    /// ancestor, and those added with `addConstraint(_:)`.
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Makes the view hold `constraint` (activating it). Its items must be this view, its
    /// descendants, or their layout guides.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { return }
        constraint.holder?.removeConstraint(constraint)
        autoLayout.constraints.append(constraint)
        constraint.holder = self
        constraintStructureDidChange()
    }

    /// Adds each constraint (`addConstraint(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Stops holding `constraint` (deactivating it).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self, let storage = autoLayoutStorage else { return }
        storage.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        if let engine = constraint.engine, let entry = engine.explicit.removeValue(forKey: ObjectIdentifier(constraint)) {
            // Out of the solver now, so a constraint made and dropped in one turn costs nothing later.
            engine.removeExplicit(entry)
        }
        constraintStructureDidChange()
    }

    /// Removes each constraint (`removeConstraint(_:)`).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Marks the hierarchy's engine (made if needed) for a structural update and this view for
    /// layout, so the next layout pass adds or removes the difference.
    func constraintStructureDidChange() {
        layoutEngine.structureDirty = true
        setNeedsLayout()
    }

    // MARK: - Layout guides

    /// The layout guides the view owns.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// Makes the view own `layoutGuide` (taking it from another view).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if layoutGuide.owningViewStorage === self { return }
        layoutGuide.owningViewStorage?.removeLayoutGuide(layoutGuide)
        autoLayout.layoutGuides.append(layoutGuide)
        layoutGuide.owningViewStorage = self
    }

    /// Stops owning `layoutGuide`; constraints on it are deactivated, as in UIKit.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningViewStorage === self, let storage = autoLayoutStorage else { return }
        deactivateConstraints { $0.firstItem === layoutGuide || $0.secondItem === layoutGuide }
        storage.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningViewStorage = nil
    }

    // MARK: - Anchors

    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge (the left, left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right, left to right).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the bottom edge for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: - Content priorities

    /// How strongly the view resists growing beyond its intrinsic size along `axis`. Default
    /// 250 (`.defaultLow`).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.hugging[axis.rawValue] ?? .defaultLow
    }

    /// Sets the content hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        autoLayout.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`. Default
    /// 750 (`.defaultHigh`).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        autoLayout.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed: the next layout pass reads it
    /// again and updates the view's size constraints in place.
    public func invalidateIntrinsicContentSize() {
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
        guard let engine = layoutEngineForReading, let entry = engine.entries[ObjectIdentifier(self)] else { return }
        entry.intrinsicDirty = true
        engine.needsRefresh = true
        (superview ?? self).setNeedsLayout()
    }

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

    /// The active constraints that involve this view along `axis`, wherever they are held
    /// (UIKit lists the ones that affect the view's frame; Layercast those that name it).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintsAffectingLayout(of: self, along: axis)
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

import Foundation
import LayercastGraphics

// The engine's own constraints: the root's size, autoresizing masks, intrinsic content size,
// the system guides and baselines. Each is kept in step with the view by `ensure`, which
// changes only the constant in the solver when the shape of the constraint is the same.

/// The shape and constant of one implicit constraint: `Σ terms + constant relation 0`.
struct ImplicitSpec {
    var terms: [LayoutTerm]
    var constant: Double
    var relation: LayoutSolver.Relation = .equal
    var priority: Double = LayoutSolver.requiredPriority
}

extension LayoutEngine {
    // MARK: - Entries

    /// The entry of `item`, made (and queued for its implicit constraints) on first use.
    func entry(for item: AnyObject) -> LayoutItemEntry {
        if let entry = entries[ObjectIdentifier(item)] { return entry }
        let entry = LayoutItemEntry(item: item, isRoot: item === root)
        entries[ObjectIdentifier(item)] = entry
        entriesChanged()
        needsRefresh = true
        if isLayoutMode, let view = item as? UIView { view.autoLayout.isInLayoutEngine = true }
        newEntries.append(entry)
        return entry
    }

    /// Gives new entries their implicit constraints (which may make more entries).
    func drainNewEntries() {
        while !newEntries.isEmpty {
            let batch = newEntries.sorted { $0.depth < $1.depth }
            newEntries = []
            for entry in batch where entries[ObjectIdentifier(entry.item)] === entry { refresh(entry, force: true) }
        }
    }

    /// Takes an item out of the engine with its implicit constraints.
    func removeEntry(_ entry: LayoutItemEntry) {
        removeImplicitConstraints(of: entry)
        entries[ObjectIdentifier(entry.item)] = nil
        entriesChanged()
        if isLayoutMode, let view = entry.item as? UIView { view.autoLayoutStorage?.isInLayoutEngine = false }
    }

    func removeImplicitConstraints(of entry: LayoutItemEntry) {
        for constraint in entry.implicit.values {
            solver.remove(constraint)
            owners[ObjectIdentifier(constraint)] = nil
        }
        entry.implicit = [:]
        solutionDirty = true
    }

    // MARK: - Refreshing

    /// Brings every entry's implicit constants up to date: the root's size and the guides'
    /// insets every time (cheap, and they follow frames), views' autoresizing and intrinsic
    /// constraints when marked.
    func refreshImplicitConstraints() {
        for entry in sortedEntries { refresh(entry, force: false) }
        drainNewEntries()
    }

    func refresh(_ entry: LayoutItemEntry, force: Bool) {
        if let guide = entry.item as? UILayoutGuide {
            refreshGuide(entry, guide)
            return
        }
        guard let view = entry.item as? UIView else { return }
        if view === root {
            refreshRoot(entry, view)
        } else if force || entry.autoresizingDirty {
            entry.autoresizingDirty = false
            refreshAutoresizing(entry, view)
        }
        if force || entry.intrinsicDirty {
            entry.intrinsicDirty = false
            if view !== root || !isLayoutMode { refreshIntrinsicSize(entry, view) }
            refreshBaselines(entry, view)
        }
    }

    private func refreshRoot(_ entry: LayoutItemEntry, _ view: UIView) {
        switch mode {
        case .layout:
            let fixed = view.translatesAutoresizingMaskIntoConstraints
            ensure(entry, .rootWidth, fixed ? ImplicitSpec(terms: [LayoutTerm(entry.width)], constant: -Double(view.bounds.width)) : nil)
            ensure(entry, .rootHeight, fixed ? ImplicitSpec(terms: [LayoutTerm(entry.height)], constant: -Double(view.bounds.height)) : nil)
        case let .fitting(target, horizontal, vertical):
            ensure(entry, .rootWidth, ImplicitSpec(terms: [LayoutTerm(entry.width)], constant: -Double(target.width),
                                                   priority: Double(horizontal.rawValue)))
            ensure(entry, .rootHeight, ImplicitSpec(terms: [LayoutTerm(entry.height)], constant: -Double(target.height),
                                                    priority: Double(vertical.rawValue)))
        }
    }

    /// A view that translates its autoresizing mask gets, per axis, its origin and length as
    /// linear functions of its superview's length: each flexible part (margin, length, margin)
    /// takes a share of a change in proportion to its current length, as the mask does when
    /// applied directly (`UIView.resize(withOldSuperviewSize:newSize:)`); fixed parts are
    /// constants.
    private func refreshAutoresizing(_ entry: LayoutItemEntry, _ view: UIView) {
        guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else {
            for kind in [ImplicitConstraintKind.autoresizingX, .autoresizingWidth, .autoresizingY, .autoresizingHeight] {
                ensure(entry, kind, nil)
            }
            return
        }
        let mask = view.autoresizingMask
        let size = view.bounds.size, center = view.center
        let parentSize = superview.bounds.size
        func axis(lead: CGFloat, length: CGFloat, parent: CGFloat, flexible: (Bool, Bool, Bool),
                  position: LayoutVariable, extent: LayoutVariable, parentExtent: () -> LayoutVariable)
            -> (ImplicitSpec, ImplicitSpec) {
            let trail = parent - lead - length
            let parts = [flexible.0 ? max(lead, 0) : nil, flexible.1 ? max(length, 0) : nil, flexible.2 ? max(trail, 0) : nil]
            let flexibleCount = parts.compactMap { $0 }.count
            let total = parts.compactMap { $0 }.reduce(0, +)
            func share(_ i: Int) -> Double {
                guard let part = parts[i] else { return 0 }
                return Double(total > 0 ? part / total : 1 / CGFloat(flexibleCount))
            }
            func spec(_ variable: LayoutVariable, value: CGFloat, share: Double) -> ImplicitSpec {
                // variable = value + share·(P' - P)  →  variable - share·P' - (value - share·P) = 0
                var terms = [LayoutTerm(variable)]
                if share != 0 { terms.append(LayoutTerm(parentExtent(), -share)) }
                return ImplicitSpec(terms: terms, constant: -(Double(value) - share * Double(parent)))
            }
            return (spec(position, value: lead, share: share(0)), spec(extent, value: length, share: share(1)))
        }
        let parentEntry = { self.entry(for: superview) }
        let (x, w) = axis(lead: center.x - size.width / 2, length: size.width, parent: parentSize.width,
                          flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
                          position: entry.x, extent: entry.width, parentExtent: { parentEntry().width })
        let (y, h) = axis(lead: center.y - size.height / 2, length: size.height, parent: parentSize.height,
                          flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)),
                          position: entry.y, extent: entry.height, parentExtent: { parentEntry().height })
        ensure(entry, .autoresizingX, x)
        ensure(entry, .autoresizingWidth, w)
        ensure(entry, .autoresizingY, y)
        ensure(entry, .autoresizingHeight, h)
    }

    /// Hugging (`length <= intrinsic`) and compression resistance (`length >= intrinsic`) at the
    /// view's priorities, per axis that has an intrinsic length.
    private func refreshIntrinsicSize(_ entry: LayoutItemEntry, _ view: UIView) {
        let size = view.intrinsicContentSize
        let hugging = view.autoLayoutStorage?.hugging ?? [.defaultLow, .defaultLow]
        let resistance = view.autoLayoutStorage?.compressionResistance ?? [.defaultHigh, .defaultHigh]
        func pair(_ length: CGFloat, _ variable: LayoutVariable, _ axis: Int) -> (ImplicitSpec?, ImplicitSpec?) {
            guard length != UIView.noIntrinsicMetric else { return (nil, nil) }
            let hug = ImplicitSpec(terms: [LayoutTerm(variable)], constant: -Double(length), relation: .lessThanOrEqual,
                                   priority: Double(hugging[axis].rawValue))
            let resist = ImplicitSpec(terms: [LayoutTerm(variable)], constant: -Double(length), relation: .greaterThanOrEqual,
                                      priority: Double(resistance[axis].rawValue))
            return (hug, resist)
        }
        let (hugW, resistW) = pair(size.width, entry.width, 0)
        let (hugH, resistH) = pair(size.height, entry.height, 1)
        ensure(entry, .hugWidth, hugW)
        ensure(entry, .compressWidth, resistW)
        ensure(entry, .hugHeight, hugH)
        ensure(entry, .compressHeight, resistH)
    }

    /// `baseline = minY + a·height + b` with the view's baseline layout.
    private func refreshBaselines(_ entry: LayoutItemEntry, _ view: UIView) {
        let layout = view.baselineLayout
        for (variable, line, kind) in [(entry.firstBaseline, layout.first, ImplicitConstraintKind.firstBaseline),
                                       (entry.lastBaseline, layout.last, .lastBaseline)] {
            guard let variable else { continue }
            ensure(entry, kind, ImplicitSpec(terms: [LayoutTerm(variable), LayoutTerm(entry.y, -1),
                                                     LayoutTerm(entry.height, -Double(line.heightFactor))],
                                             constant: -Double(line.offset)))
        }
    }

    /// The margins and safe-area guides are their view's bounds inset by its effective margins
    /// or safe area insets; an app's guide has no implicit constraints.
    private func refreshGuide(_ entry: LayoutItemEntry, _ guide: UILayoutGuide) {
        guard guide.kind != .custom, let owner = guide.owningViewStorage else { return }
        let insets = guide.systemGuideInsets(of: owner)
        let ownerEntry = self.entry(for: owner)
        ensure(entry, .guideX, ImplicitSpec(terms: [LayoutTerm(entry.x)], constant: -Double(insets.left)))
        ensure(entry, .guideY, ImplicitSpec(terms: [LayoutTerm(entry.y)], constant: -Double(insets.top)))
        ensure(entry, .guideWidth, ImplicitSpec(terms: [LayoutTerm(entry.width), LayoutTerm(ownerEntry.width, -1)],
                                                constant: Double(insets.left + insets.right)))
        ensure(entry, .guideHeight, ImplicitSpec(terms: [LayoutTerm(entry.height), LayoutTerm(ownerEntry.height, -1)],
                                                 constant: Double(insets.top + insets.bottom)))
    }

    // MARK: - Keeping one implicit constraint

    /// Makes the solver hold `spec` as `entry`'s constraint of `kind` (none for `nil`): the
    /// constant alone changes in place when the shape is the same.
    func ensure(_ entry: LayoutItemEntry, _ kind: ImplicitConstraintKind, _ spec: ImplicitSpec?) {
        let existing = entry.implicit[kind]
        guard let spec else {
            if let existing {
                solver.remove(existing)
                owners[ObjectIdentifier(existing)] = nil
                entry.implicit[kind] = nil
                solutionDirty = true
            }
            return
        }
        if let existing, Self.sameShape(existing, spec) {
            guard existing.expression.constant != spec.constant else { return }
            if solver.contains(existing) {
                do {
                    try solver.setConstant(spec.constant, of: existing)
                } catch {
                    reportUnsatisfiable(existing)
                }
                solutionDirty = true
                return
            }
            // Broken earlier: try again with the new constant.
            owners[ObjectIdentifier(existing)] = nil
        } else if let existing {
            solver.remove(existing)
            owners[ObjectIdentifier(existing)] = nil
        }
        let constraint = LayoutSolver.Constraint(LayoutExpression(spec.terms, constant: spec.constant), spec.relation,
                                                 priority: spec.priority)
        entry.implicit[kind] = constraint
        owners[ObjectIdentifier(constraint)] = .implicit(entry, kind)
        solutionDirty = true
        do {
            try solver.add(constraint)
        } catch {
            reportUnsatisfiable(constraint)
        }
    }

    static func sameShape(_ constraint: LayoutSolver.Constraint, _ spec: ImplicitSpec) -> Bool {
        let terms = constraint.expression.terms
        guard constraint.relation == spec.relation, constraint.priority == min(max(spec.priority, 1), 1000),
              terms.count == spec.terms.count else { return false }
        return zip(terms, spec.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }
}

import Foundation
import LayercastGraphics

// The app's constraints in the solver: `first.attribute relation m × second.attribute + c`
// becomes `E1 - m·E2 - c relation 0`, with each side measured in the holding view's space.

extension LayoutEngine {
    /// Builds the solver form of `constraint` (making entries for its items) without adding it.
    func addExplicit(_ constraint: NSLayoutConstraint) {
        guard let holder = constraint.holder, let first = constraint.firstItem else { return }
        var used = Set<ObjectIdentifier>()
        let lhs = expression(first, constraint.firstAttribute, in: holder, &used)
        var expression = lhs
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            expression = expression - Double(constraint.multiplier) * self.expression(second, constraint.secondAttribute, in: holder, &used)
        }
        let base = expression.constant
        expression.constant = base - Double(constraint.constant)
        let solverConstraint = LayoutSolver.Constraint(expression, Self.relation(constraint.relation),
                                                       priority: Double(constraint.priority.rawValue))
        let entry = ExplicitEntry(constraint: constraint, solverConstraint: solverConstraint, baseConstant: base, items: used)
        explicit[ObjectIdentifier(constraint)] = entry
        owners[ObjectIdentifier(solverConstraint)] = .explicit(constraint)
        if isLayoutMode { constraint.engine = self }
    }

    /// Adds a built constraint to the solver; an unsatisfiable one is logged and left out
    /// (broken), staying active as in UIKit.
    func installExplicit(_ constraint: NSLayoutConstraint) {
        guard let entry = explicit[ObjectIdentifier(constraint)], !solver.contains(entry.solverConstraint) else { return }
        solutionDirty = true
        do {
            try solver.add(entry.solverConstraint)
        } catch {
            reportUnsatisfiable(entry.solverConstraint)
        }
    }

    func removeExplicit(_ entry: ExplicitEntry) {
        solver.remove(entry.solverConstraint)
        owners[ObjectIdentifier(entry.solverConstraint)] = nil
        if entry.constraint.engine === self { entry.constraint.engine = nil }
        solutionDirty = true
    }

    /// A new constant: the solver moves the constraint's rows (no rebuild). A broken
    /// constraint is tried again.
    func constantDidChange(of constraint: NSLayoutConstraint) {
        guard let entry = explicit[ObjectIdentifier(constraint)] else { return }
        let value = entry.baseConstant - Double(constraint.constant)
        solutionDirty = true
        if solver.contains(entry.solverConstraint) {
            do {
                try solver.setConstant(value, of: entry.solverConstraint)
            } catch {
                reportUnsatisfiable(entry.solverConstraint)
            }
        } else {
            entry.solverConstraint.expression.constant = value
            installExplicit(constraint)
        }
    }

    /// A new priority: the solver constraint is replaced (priorities are levels of the
    /// objective, so they cannot change in place).
    func priorityDidChange(of constraint: NSLayoutConstraint) {
        guard let entry = explicit[ObjectIdentifier(constraint)] else { return }
        let wasInstalled = solver.contains(entry.solverConstraint)
        solver.remove(entry.solverConstraint)
        owners[ObjectIdentifier(entry.solverConstraint)] = nil
        let replacement = LayoutSolver.Constraint(entry.solverConstraint.expression, entry.solverConstraint.relation,
                                                  priority: Double(constraint.priority.rawValue))
        entry.solverConstraint = replacement
        owners[ObjectIdentifier(replacement)] = .explicit(constraint)
        solutionDirty = true
        if wasInstalled || !structureDirty { installExplicit(constraint) }
    }

    static func relation(_ relation: NSLayoutConstraint.Relation) -> LayoutSolver.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    // MARK: - Attributes as expressions

    /// `item.attribute` in `holder`'s coordinate space (origin at its bounds' top left corner,
    /// bounds origin and transforms ignored, as the engine works on alignment rectangles).
    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in holder: UIView,
                    _ used: inout Set<ObjectIdentifier>) -> LayoutExpression {
        if attribute.isMarginAttribute, let view = item as? UIView {
            return expression(view.layoutMarginsGuide, attribute.withoutMargins, in: holder, &used)
        }
        let entry = self.entry(for: item)
        used.insert(ObjectIdentifier(item))
        switch attribute {
        case .width: return LayoutExpression(entry.width)
        case .height: return LayoutExpression(entry.height)
        case .left, .leading: return origin(of: item, in: holder, horizontal: true, &used)
        case .right, .trailing: return origin(of: item, in: holder, horizontal: true, &used) + entry.width
        case .centerX: return origin(of: item, in: holder, horizontal: true, &used) + 0.5 * entry.width
        case .top: return origin(of: item, in: holder, horizontal: false, &used)
        case .bottom: return origin(of: item, in: holder, horizontal: false, &used) + entry.height
        case .centerY: return origin(of: item, in: holder, horizontal: false, &used) + 0.5 * entry.height
        case .firstBaseline, .lastBaseline:
            guard item is UIView else {
                // A guide has no text: its baselines are its bottom edge.
                return origin(of: item, in: holder, horizontal: false, &used) + entry.height
            }
            let baseline = baselineVariable(of: entry, first: attribute == .firstBaseline)
            // The baseline variable is in the superview's space; move it by the view's offset.
            return origin(of: item, in: holder, horizontal: false, &used) + baseline - entry.y
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
            return LayoutExpression()
        }
    }

    /// The item's minimum x (or y) in `holder`'s space: the sum of the offsets of the item and
    /// each view between it and the holder (zero for the holder itself).
    private func origin(of item: AnyObject, in holder: UIView, horizontal: Bool, _ used: inout Set<ObjectIdentifier>) -> LayoutExpression {
        var terms: [LayoutTerm] = []
        var current: AnyObject? = item
        while let object = current, object !== holder {
            let entry = self.entry(for: object)
            used.insert(ObjectIdentifier(object))
            terms.append(LayoutTerm(horizontal ? entry.x : entry.y))
            current = LayoutItemEntry.currentParent(of: object)
        }
        return LayoutExpression(terms)
    }

    private func baselineVariable(of entry: LayoutItemEntry, first: Bool) -> LayoutVariable {
        if let existing = first ? entry.firstBaseline : entry.lastBaseline { return existing }
        let variable = LayoutVariable(NSLayoutConstraint.describe(entry.item) + (first ? ".firstBaseline" : ".lastBaseline"))
        if first { entry.firstBaseline = variable } else { entry.lastBaseline = variable }
        entry.intrinsicDirty = true
        needsRefresh = true
        if !newEntries.contains(where: { $0 === entry }) { newEntries.append(entry) }
        return variable
    }
}

extension NSLayoutConstraint.Attribute {
    /// The margin attributes, which act on the view's `layoutMarginsGuide`.
    var isMarginAttribute: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// The attribute of the margins guide a margin attribute stands for.
    var withoutMargins: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}

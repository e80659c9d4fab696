import Foundation
import LayercastGraphics

// The constraints a stack view makes, named as UIKit names them ('UISV-…') so logs read the
// same. Along the axis: the first and last visible views meet the canvas (the bounds or the
// margins guide), neighbours are `spacing` apart (exactly, or at least for the equal
// distributions), and the distribution adds equal or proportional lengths, or spacer guides
// of equal length between edges or centres. Across the axis each view follows the alignment.
// A hidden view gets zero length at its neighbour's edge.

/// The attributes of one axis.
private struct AxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
        } else {
            (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
        }
    }
}

extension UIStackView {
    /// Replaces the arrangement's constraints and spacer guides with ones for the current
    /// views and settings.
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in arrangementGuides { removeLayoutGuide(guide) }
        arrangementConstraints = []
        arrangementGuides = []
        spacingConstraints = []
        intrinsicLengthConstraints = []
        guard !arrangedSubviews.isEmpty else { return }
        var builder = ArrangementBuilder(stack: self)
        builder.build()
        arrangementConstraints = builder.constraints
        arrangementGuides = builder.guides
        spacingConstraints = builder.spacing
        intrinsicLengthConstraints = builder.intrinsicLengths
        for guide in builder.guides { addLayoutGuide(guide) }
        NSLayoutConstraint.activate(builder.constraints)
    }
}

/// Collects one arrangement's constraints.
@MainActor
private struct ArrangementBuilder {
    let stack: UIStackView
    let canvas: AnyObject
    let along: AxisAttributes
    let across: AxisAttributes
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var spacing: [(constraint: NSLayoutConstraint, afterView: UIView, sign: CGFloat)] = []
    var intrinsicLengths: [(constraint: NSLayoutConstraint, view: UIView)] = []

    init(stack: UIStackView) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        along = AxisAttributes(stack.axis)
        across = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
    }

    @discardableResult
    mutating func add(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                      constant: CGFloat = 0, priority: Float = 1000, _ identifier: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                            attribute: other == nil ? .notAnAttribute : otherAttribute,
                                            multiplier: multiplier, constant: constant)
        constraint.priority = UILayoutPriority(priority)
        constraint.identifier = identifier
        constraints.append(constraint)
        return constraint
    }

    mutating func build() {
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        buildAxis(visible)
        buildHidden(visible)
        buildCrossAxis(visible)
    }

    // MARK: - Along the axis

    private mutating func buildAxis(_ visible: [UIView]) {
        guard let first = visible.first, let last = visible.last else { return }
        add(first, along.leading, .equal, canvas, along.leading, "UISV-canvas-connection")
        add(last, along.trailing, .equal, canvas, along.trailing, "UISV-canvas-connection")
        let distribution = stack.distribution
        let exact = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = stack.gap(after: previous)
            let constraint = baselines
                ? add(next, .firstBaseline, exact ? .equal : .greaterThanOrEqual, previous, .lastBaseline, constant: gap, "UISV-spacing")
                : add(next, along.leading, exact ? .equal : .greaterThanOrEqual, previous, along.trailing, constant: gap, "UISV-spacing")
            spacing.append((constraint, previous, 1))
        }
        switch distribution {
        case .fill:
            suppressFillAmbiguity(visible)
        case .fillEqually:
            for view in visible.dropFirst() { add(view, along.size, .equal, first, along.size, "UISV-fill-equally") }
        case .fillProportionally:
            fillProportionally(visible)
        case .equalSpacing:
            spacers(visible, from: along.trailing, to: along.leading, priority: 1000)
            fitCanvas(along.size)
        case .equalCentering:
            spacers(visible, from: along.center, to: along.center, priority: 999)
            fitCanvas(along.size)
        }
    }

    /// Apple documents that with `.fill` ties are resolved by index; UIKit stretches the first
    /// view and squeezes the last. Constraints far below any app priority say so: each view
    /// wants its intrinsic length, later views more strongly when stretching, earlier views
    /// more strongly when squeezing.
    private mutating func suppressFillAmbiguity(_ visible: [UIView]) {
        let count = visible.count
        for (i, view) in visible.enumerated() {
            let length = stack.axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            guard length != UIView.noIntrinsicMetric else { continue }
            let stretch = add(view, along.size, .lessThanOrEqual, nil, .notAnAttribute, constant: length,
                              priority: 2 + 0.01 * Float(i + 1), "UISV-ambiguity-suppression")
            let squeeze = add(view, along.size, .greaterThanOrEqual, nil, .notAnAttribute, constant: length,
                              priority: 3 + 0.01 * Float(count - i), "UISV-ambiguity-suppression")
            intrinsicLengths += [(stretch, view), (squeeze, view)]
        }
    }

    /// Lengths in proportion to the intrinsic lengths, sharing the canvas minus the spacing, at
    /// 999 for the first view, 998 for the next, and so on (UIKit's priorities). UIKit's own
    /// multipliers leave the spacing out, which Apple's bug 34595752 reports as overflowing the
    /// stack; Layercast takes the spacing out first, as the documentation describes.
    private mutating func fillProportionally(_ visible: [UIView]) {
        let lengths = visible.map { stack.axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
        let total = lengths.filter { $0 > 0 }.reduce(0, +)
        guard total > 0 else {
            for view in visible.dropFirst() { add(view, along.size, .equal, visible[0], along.size, "UISV-fill-equally") }
            return
        }
        let spacingTotal = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + stack.gap(after: $1.0) }
        for (i, (view, length)) in zip(visible, lengths).enumerated() where length > 0 {
            let share = length / total
            add(view, along.size, .equal, canvas, along.size, multiplier: share, constant: -share * spacingTotal,
                priority: max(1, 999 - Float(i)), "UISV-fill-proportionally")
        }
    }

    /// Spacer guides from each view's `from` edge to the next view's `to` edge, all as long as
    /// the first.
    private mutating func spacers(_ visible: [UIView], from: NSLayoutConstraint.Attribute, to: NSLayoutConstraint.Attribute,
                                  priority: Float) {
        var firstGuide: UILayoutGuide?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let guide = UILayoutGuide()
            guide.identifier = priority == 1000 ? "UISV-distributing" : "UISV-distributing-centering"
            guides.append(guide)
            add(guide, along.leading, .equal, previous, from, "UISV-distributing-edge")
            add(guide, along.trailing, .equal, next, to, "UISV-distributing-edge")
            if let firstGuide {
                add(guide, along.size, .equal, firstGuide, along.size, priority: priority, "UISV-fill-equally")
            } else {
                firstGuide = guide
            }
        }
    }

    /// The stack as small as its arranged views allow along `attribute` when nothing else
    /// sizes it (priority 25, below every content priority).
    private mutating func fitCanvas(_ attribute: NSLayoutConstraint.Attribute) {
        add(stack, attribute, .equal, nil, .notAnAttribute, constant: 0, priority: 25, "UISV-canvas-fit")
    }

    // MARK: - Hidden views

    /// A hidden view has zero length, at the trailing edge of the visible view before it (or
    /// the canvas's leading edge), so showing it again grows it in place.
    private mutating func buildHidden(_ visible: [UIView]) {
        var previousVisible: UIView?
        for view in stack.arrangedSubviews {
            guard view.isHidden else { previousVisible = view; continue }
            add(view, along.size, .equal, nil, .notAnAttribute, constant: 0, "UISV-hiding")
            if let previousVisible {
                add(view, along.leading, .equal, previousVisible, along.trailing, "UISV-hiding")
            } else {
                add(view, along.leading, .equal, canvas, along.leading, "UISV-hiding")
            }
        }
    }

    // MARK: - Across the axis

    private mutating func buildCrossAxis(_ visible: [UIView]) {
        var alignment = stack.alignment
        if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        let reference = visible.first ?? stack.arrangedSubviews[0]
        for view in stack.arrangedSubviews {
            switch alignment {
            case .fill:
                add(view, across.leading, .equal, canvas, across.leading, "UISV-alignment")
                add(view, across.trailing, .equal, canvas, across.trailing, "UISV-alignment")
            case .leading:
                add(view, across.leading, .equal, canvas, across.leading, "UISV-alignment")
                add(view, across.trailing, .lessThanOrEqual, canvas, across.trailing, "UISV-canvas-connection")
            case .trailing:
                add(view, across.trailing, .equal, canvas, across.trailing, "UISV-alignment")
                add(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-canvas-connection")
            case .center:
                add(view, across.center, .equal, canvas, across.center, "UISV-alignment")
                add(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-canvas-connection")
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== reference { add(view, baseline, .equal, reference, baseline, "UISV-alignment") }
                add(view, .top, .greaterThanOrEqual, canvas, .top, "UISV-canvas-connection")
                add(view, .bottom, .lessThanOrEqual, canvas, .bottom, "UISV-canvas-connection")
                // With room to spare, the line of views sits at the top.
                add(view, .top, .equal, canvas, .top, priority: 1.5, "UISV-ambiguity-suppression")
            }
            if alignment != .fill {
                // A view with no length of its own across the axis takes none.
                add(view, across.size, .equal, nil, .notAnAttribute, constant: 0, priority: 25, "UISV-ambiguity-suppression")
            }
        }
        if alignment != .fill { fitCanvas(across.size) }
    }
}

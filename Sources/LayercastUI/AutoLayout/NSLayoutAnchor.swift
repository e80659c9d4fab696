import Foundation
import LayercastGraphics

/// One attribute of a view or layout guide, from which constraints are made: UIKit's
/// `NSLayoutAnchor`. The type parameter keeps horizontal anchors, vertical anchors and
/// dimensions apart, so `leadingAnchor.constraint(equalTo: topAnchor)` does not compile.
/// Constraints made here are inactive until activated.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide the anchor belongs to.
    public private(set) weak var item: AnyObject?
    /// The attribute the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A description such as `UIView:0x….leading`.
    open var name: String { "\(NSLayoutConstraint.describe(item)).\(attribute)" }

    /// Whether the item's layout along this anchor's axis is ambiguous (see
    /// `UIView.hasAmbiguousLayout`).
    open var hasAmbiguousLayout: Bool {
        if let view = item as? UIView { return view.hasAmbiguousLayout(along: attribute.axis) }
        if let guide = item as? UILayoutGuide { return guide.hasAmbiguousLayout(along: attribute.axis) }
        return false
    }

    /// The active constraints that involve this anchor's item along the anchor's axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let view = NSLayoutConstraint.view(of: item) else { return [] }
        return view.constraintsAffectingLayout(of: item, along: attribute.axis)
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1,
              constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }
    /// `self == anchor + c` (points).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c` (points).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self <= anchor + c` (points).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The space the system puts between two sibling views' edges: 8 points, UIKit's standard
/// spacing (Apple's Auto Layout Guide, "Standard spacing"), scaled by the constraint's multiplier.
let systemSpacing: CGFloat = 8

/// A horizontal anchor (left, right, leading, trailing, centre X): UIKit's `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    func spacing(_ relation: NSLayoutConstraint.Relation, after anchor: NSLayoutXAxisAnchor, _ multiplier: CGFloat) -> NSLayoutConstraint {
        let constraint = make(relation, anchor, constant: systemSpacing * multiplier)
        constraint.isSystemSpacing = true
        return constraint
    }

    /// `self == anchor + multiplier × system spacing` (8 points): this anchor follows `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.equal, after: anchor, multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.greaterThanOrEqual, after: anchor, multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.lessThanOrEqual, after: anchor, multiplier)
    }
}

/// A vertical anchor (top, bottom, centre Y, baselines): UIKit's `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    func spacing(_ relation: NSLayoutConstraint.Relation, below anchor: NSLayoutYAxisAnchor, _ multiplier: CGFloat) -> NSLayoutConstraint {
        let constraint = make(relation, anchor, constant: systemSpacing * multiplier)
        constraint.isSystemSpacing = true
        return constraint
    }

    /// `self == anchor + multiplier × system spacing` (8 points): this anchor is below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.equal, below: anchor, multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.greaterThanOrEqual, below: anchor, multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spacing(.lessThanOrEqual, below: anchor, multiplier)
    }
}

/// A width or height anchor: UIKit's `NSLayoutDimension`.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c` (points).
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c` (points).
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self <= c` (points).
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m)
    }
    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

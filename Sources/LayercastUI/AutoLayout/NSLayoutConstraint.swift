import Foundation
import LayercastGraphics

/// A relation between two layout attributes that the Auto Layout engine keeps true:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`,
/// UIKit's `NSLayoutConstraint`. Items are views and layout guides.
///
/// A constraint does nothing until it is active (`isActive`, `activate(_:)` or a view's
/// `addConstraint(_:)`); it is then held by the nearest common ancestor of its items and takes
/// part in the layout pass of that view's window (or topmost view). Changing `constant` on an
/// active constraint re-solves incrementally; changing `priority` replaces it in the solver.
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
    /// The part of an item's alignment rectangle a constraint acts on. Leading and trailing
    /// are left and right: Layercast lays out left to right only.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (the left, left to right).
        case leading = 5
        /// The trailing edge (the right, left to right).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text (the bottom edge for views without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the bottom edge for views without text).
        case firstBaseline = 12
        /// The left edge of the layout margins.
        case leftMargin = 13
        /// The right edge of the layout margins.
        case rightMargin = 14
        /// The top edge of the layout margins.
        case topMargin = 15
        /// The bottom edge of the layout margins.
        case bottomMargin = 16
        /// The leading edge of the layout margins.
        case leadingMargin = 17
        /// The trailing edge of the layout margins.
        case trailingMargin = 18
        /// The horizontal centre of the layout margins.
        case centerXWithinMargins = 19
        /// The vertical centre of the layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint without a second item.
        case notAnAttribute = 0

        /// The old name of `lastBaseline`.
        public static let baseline = Attribute.lastBaseline
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// A layout axis: content priorities and stack views take one.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The first item (a `UIView` or `UILayoutGuide`).
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The second item; `nil` for a constraint against a constant (a width or height).
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item; `.notAnAttribute` without a second item.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The distance added to the second side, in points. Changing it on an active constraint
    /// updates the solver incrementally and marks the holding view for layout.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            engine?.constantDidChange(of: self)
            holder?.setNeedsLayout()
        }
    }

    /// The priority. Default `.required`. Moving an active constraint between required and
    /// optional is not supported by UIKit (it raises); Layercast logs UIKit's message and
    /// applies the change.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if holder != nil, (priority == .required) != (oldValue == .required) {
                LayoutEngine.log(for: holder, "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Self.format(CGFloat(priority.rawValue))) and the existing priority was \(Self.format(CGFloat(oldValue.rawValue))).")
            }
            engine?.priorityDidChange(of: self)
            holder?.setNeedsLayout()
        }
    }

    /// A name shown in descriptions and logs. Default `nil`.
    open var identifier: String?

    /// Whether the constraint is archived with its view (kept for source compatibility).
    open var shouldBeArchived = false

    /// The view whose `constraints` hold this one while it is active.
    weak var holder: UIView?
    /// The layout engine whose solver holds this constraint.
    weak var engine: LayoutEngine?
    /// How `constant` was made for a system-spacing constraint (so descriptions can say so).
    var isSystemSpacing = false

    /// Called on constraints loaded from a nib or storyboard; Layercast loads none, so it is
    /// never called. Present so iOS subclasses that override it compile.
    open func awakeFromNib() {}

    /// Creates `view1.attr1 relation multiplier × view2.attr2 + c`. Items are views or layout
    /// guides; `view2` is `nil` (and `attr2` `.notAnAttribute`) for a width or height against
    /// a constant. Relating a horizontal attribute to a vertical one, a size to a position,
    /// leading/trailing to left/right, or a position to a constant is a programming error, as
    /// in UIKit (which raises).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        precondition(first is UIView || first is UILayoutGuide, "NSLayoutConstraint: items must be views or layout guides")
        let second = view2.map { $0 as AnyObject }
        if let second {
            precondition(second is UIView || second is UILayoutGuide, "NSLayoutConstraint: items must be views or layout guides")
        }
        precondition(attr1 != .notAnAttribute, "NSLayoutConstraint: the first attribute cannot be .notAnAttribute")
        if second == nil || attr2 == .notAnAttribute {
            precondition(attr1.isSize, "NSLayoutConstraint: A constraint cannot be made that sets a location equal to a constant (\(attr1)).")
        } else {
            // Sizes may relate across axes (an aspect ratio: height = 0.5 × width), as in UIKit;
            // positions may not.
            precondition(attr1.axis == attr2.axis || (attr1.isSize && attr2.isSize),
                         "NSLayoutConstraint: A constraint cannot be made between a \(attr1.axisName) attribute and a \(attr2.axisName) attribute.")
            precondition(attr1.isSize == attr2.isSize || multiplier == 0,
                         "NSLayoutConstraint: Invalid pairing of layout attributes (\(attr1) and \(attr2)).")
            precondition(!(attr1.isDirectional && attr2.isAbsolute) && !(attr1.isAbsolute && attr2.isDirectional),
                         "NSLayoutConstraint: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
        }
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Creates a constraint the way UIKit's convenience initialiser does, without a multiplier
    /// (1) or constant (0).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute) {
        self.init(item: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2, multiplier: 1, constant: 0)
    }

    /// The first item's anchor for `firstAttribute`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }

    /// The second item's anchor, or `nil` without a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    // MARK: - Activation

    /// Whether the constraint takes part in layout. Setting `true` adds it to the nearest common
    /// ancestor of its items (which must share one: UIKit raises otherwise, Layercast logs
    /// UIKit's message and leaves the constraint inactive); `false` removes it.
    open var isActive: Bool {
        get { holder != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                guard let ancestor = commonAncestor else {
                    LayoutEngine.log(for: firstView ?? secondView, "Unable to activate constraint with anchors \(firstAnchor.name) and \(secondAnchor?.name ?? "nil") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
                    return
                }
                ancestor.addConstraint(self)
            } else {
                holder?.removeConstraint(self)
            }
        }
    }

    /// Activates each constraint (faster than one by one in UIKit; the same here).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: - Items

    /// The view of an item: the view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    var firstView: UIView? { Self.view(of: firstItem) }
    var secondView: UIView? { Self.view(of: secondItem) }

    /// The nearest view that is an ancestor of (or is) both items' views; `nil` when they are in
    /// different hierarchies or a guide has no owning view.
    var commonAncestor: UIView? {
        guard let first = firstView else { return nil }
        guard secondItem != nil else { return first }
        guard let second = secondView else { return nil }
        return first.nearestCommonAncestor(with: second)
    }

    // MARK: - Description

    /// UIKit's form, e.g. `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`.
    open var description: String {
        var text = "<NSLayoutConstraint:\(Self.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationDescription
        return text + "   (\(isActive ? "active" : "inactive"))>"
    }

    /// `first.attr == multiplier*second.attr + constant`.
    var equationDescription: String {
        var text = "\(Self.describe(firstItem)).\(firstAttribute) \(relation.symbol) "
        if let secondItem {
            if multiplier != 1 { text += "\(Self.format(multiplier))*" }
            text += "\(Self.describe(secondItem)).\(secondAttribute)"
            if constant != 0 { text += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))" }
        } else {
            text += Self.format(constant)
        }
        return text
    }

    /// `UIView:0x…`, a label's text quoted after it, a guide's identifier.
    static func describe(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        var text = "\(type(of: item)):\(address(of: item))"
        if let label = item as? UILabel, let string = label.text { text += "'\(string)'" }
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { text += "'\(guide.identifier)'" }
        return text
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// A number as UIKit prints it: no trailing zeros.
    static func format(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%g", Double(value))
    }
}

extension NSLayoutConstraint.Attribute: CustomStringConvertible {
    /// The name UIKit prints, e.g. `leading`.
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The axis the attribute measures along.
    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins, .notAnAttribute:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            .vertical
        }
    }

    var axisName: String { axis == .horizontal ? "horizontal" : "vertical" }

    /// Width or height.
    var isSize: Bool { self == .width || self == .height }

    /// Leading or trailing (with or without margins).
    var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// Left or right (with or without margins).
    var isAbsolute: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
}

extension NSLayoutConstraint.Relation {
    /// `<=`, `==` or `>=`.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// Constraints compare and hash by identity, as `NSObject` makes UIKit's.
extension NSLayoutConstraint: IdentityHashable {}

import Foundation
import LayercastGraphics

/// A view that lays out a row or column of views with constraints it manages: UIKit's
/// `UIStackView`.
///
/// The arranged subviews (`arrangedSubviews`, a subset of `subviews`) are placed along `axis`
/// per `distribution` and across it per `alignment`, `spacing` (or `setCustomSpacing(_:after:)`)
/// apart, within the bounds or, with `isLayoutMarginsRelativeArrangement`, the layout margins.
/// A hidden arranged subview collapses (its size along the axis becomes zero and its spacing
/// goes), so hiding one inside an animation block with `layoutIfNeeded()` animates the others
/// into place. The stack view's constraints are rebuilt in its `updateConstraints()` when
/// anything that shapes them changes; a change of `spacing` only moves the constants.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; hugging and compression resistance decide who grows or
        /// shrinks (ties: the first view grows, the last one shrinks).
        case fill = 0
        /// The views fill the axis with equal lengths.
        case fillEqually = 1
        /// The views fill the axis with lengths in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// The views keep their intrinsic lengths; the gaps between them are equal.
        case equalSpacing = 3
        /// The views keep their intrinsic lengths; their centres are equally far apart.
        case equalCentering = 4
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        /// Each view fills the stack across the axis.
        case fill = 0
        /// Each view sits at the leading edge (the top edge, in a horizontal stack).
        case leading = 1
        /// The views' first baselines line up (horizontal stacks; vertical ones fill).
        case firstBaseline = 2
        /// Each view is centred across the axis.
        case center = 3
        /// Each view sits at the trailing edge (the bottom edge, in a horizontal stack).
        case trailing = 4
        /// The views' last baselines line up (horizontal stacks; vertical ones fill).
        case lastBaseline = 5

        /// The top edge (horizontal stacks): the same as `leading`.
        public static let top = Alignment.leading
        /// The bottom edge (horizontal stacks): the same as `trailing`.
        public static let bottom = Alignment.trailing
    }

    /// The value of `customSpacing(after:)` for a view without custom spacing: use `spacing`.
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing value meaning the system's standard spacing (8 points).
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack lays out, in order. Each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The axis the views are laid out along. Default `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    /// How the views share the axis. Default `.fill`.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    /// How the views are placed across the axis. Default `.fill`.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// The distance between adjacent views in points (the minimum for the equal distributions).
    /// Default 0. `UIStackView.spacingUseSystem` asks for the standard 8 points.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { spacingChanged() } } }
    /// Whether spacing in a vertical stack is measured between text baselines. Default `false`.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } }
    }
    /// Whether the views are laid out within the layout margins rather than the bounds.
    /// Default `false`.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// Spacing set per arranged view, by identity.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides of the current arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []
    var arrangementGuides: [UILayoutGuide] = []
    /// Spacing constraints and the gap index they implement (for spacing-only changes).
    var spacingConstraints: [(constraint: NSLayoutConstraint, afterView: UIView, sign: CGFloat)] = []
    /// The `.fill` tie-breaking constraints, which carry a view's intrinsic length.
    var intrinsicLengthConstraints: [(constraint: NSLayoutConstraint, view: UIView)] = []
    var needsArrangement = true

    /// Creates an empty horizontal stack view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a stack view arranging `views` (added as subviews).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// A stack view works by constraints: its `updateConstraints()` builds them.
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: - Arranged subviews

    /// Adds `view` at the end of `arrangedSubviews` (and of `subviews` if it is not one yet),
    /// and turns off its `translatesAutoresizingMaskIntoConstraints`.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` of `arrangedSubviews` (adding it as the last subview if
    /// it is not a subview yet); an arranged view moves to the new index.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes `view` out of `arrangedSubviews`; it stays a subview (remove it from its
    /// superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// An arranged view removed from the stack's subviews leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the space after `arrangedSubview` (before the next visible view), in points;
    /// `UIStackView.spacingUseDefault` goes back to `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        spacingChanged()
    }

    /// The space set after `arrangedSubview`; `UIStackView.spacingUseDefault` when none was.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: - Updating

    /// Rebuilds the arrangement's constraints when something that shapes them changed, then
    /// calls `super`.
    open override func updateConstraints() {
        if needsArrangement {
            needsArrangement = false
            rebuildArrangement()
        }
        super.updateConstraints()
    }

    /// A change that needs new constraints.
    func arrangementChanged() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// A spacing change: the spacing constraints take the new constants in place.
    func spacingChanged() {
        guard !needsArrangement else { return }
        for (constraint, view, sign) in spacingConstraints {
            constraint.constant = sign * gap(after: view)
        }
        if distribution == .fillProportionally { arrangementChanged() }   // the multipliers use the spacing
    }

    /// Called when an arranged subview was hidden or shown: it collapses or comes back.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementChanged()
    }

    /// Called when an arranged subview's intrinsic size changed: proportional lengths are
    /// rebuilt; the `.fill` tie-breakers take the new length in place.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard !needsArrangement, arrangedSubviews.contains(where: { $0 === view }) else { return }
        if distribution == .fillProportionally {
            arrangementChanged()
            return
        }
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        for (constraint, owner) in intrinsicLengthConstraints where owner === view {
            if length == UIView.noIntrinsicMetric {
                arrangementChanged()
                return
            }
            constraint.constant = length
        }
    }

    /// The space after `view`: its custom spacing, else `spacing` (the system spacing, 8 points,
    /// for `spacingUseSystem`).
    func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }
}

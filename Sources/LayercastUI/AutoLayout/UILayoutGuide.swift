import Foundation
import LayercastGraphics

/// A rectangle that takes part in Auto Layout without being a view: UIKit's `UILayoutGuide`.
/// It lives in its owning view's coordinate space (added with `UIView.addLayoutGuide(_:)`);
/// constraints place it, and its `layoutFrame` reads the result after layout. Views also have
/// two system guides: `layoutMarginsGuide` and `safeAreaLayoutGuide`.
@preconcurrency @MainActor
open class UILayoutGuide: @preconcurrency CustomStringConvertible {
    /// What places the guide: constraints (a guide made by the app), or the owning view's
    /// margins or safe area.
    enum Kind { case custom, margins, safeArea, readableContent, keyboard }

    let kind: Kind

    /// A name for debugging. Default empty (the system guides have UIKit's names).
    open var identifier: String

    /// The view whose coordinate space the guide lives in. Setting it adds the guide to the
    /// view (`addLayoutGuide(_:)`), `nil` removes it.
    open var owningView: UIView? {
        get { owningViewStorage }
        set {
            guard newValue !== owningViewStorage else { return }
            if let newValue { newValue.addLayoutGuide(self) } else { owningViewStorage?.removeLayoutGuide(self) }
        }
    }

    weak var owningViewStorage: UIView?

    /// Creates a guide with no owning view.
    public init() {
        kind = .custom
        identifier = ""
    }

    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        owningViewStorage = owner
    }

    /// The guide's rectangle in its owning view's coordinate space, in points, as of the last
    /// layout. The margins and safe-area guides are the view's bounds inset by its margins or
    /// safe area insets; an app's guide is where its constraints put it (`.zero` before).
    open var layoutFrame: CGRect {
        guard let owner = owningViewStorage else { return .zero }
        switch kind {
        case .custom: return owner.layoutEngineForReading?.frame(of: self) ?? .zero
        default: return owner.bounds.inset(by: systemGuideInsets(of: owner))
        }
    }

    /// How far a system guide sits inside its owner's bounds, per edge, in points.
    func systemGuideInsets(of owner: UIView) -> UIEdgeInsets {
        switch kind {
        case .custom: return .zero
        case .margins: return owner.effectiveLayoutMargins
        case .safeArea: return owner.safeAreaInsets
        case .readableContent:
            // Apple's readable width at the default content size category is about 672 points
            // (the width of comfortable reading in the body style), centred in the margins.
            var insets = owner.effectiveLayoutMargins
            let available = owner.bounds.width - insets.left - insets.right
            let extra = max(0, (available - Self.readableWidth) / 2)
            insets.left += extra
            insets.right += extra
            return insets
        case .keyboard:
            // No software keyboard shows on the server (clients type with their own), so the
            // guide is where UIKit puts it while the keyboard is hidden: the bottom safe area,
            // its top at the safe area's bottom.
            let bottom = owner.safeAreaInsets.bottom
            return UIEdgeInsets(top: max(0, owner.bounds.height - bottom), left: 0, bottom: 0, right: 0)
        }
    }

    /// The widest the readable content guide gets, in points.
    static let readableWidth: CGFloat = 672

    /// Whether the guide's layout is ambiguous (see `UIView.hasAmbiguousLayout`).
    open var hasAmbiguousLayout: Bool {
        hasAmbiguousLayout(along: .horizontal) || hasAmbiguousLayout(along: .vertical)
    }

    func hasAmbiguousLayout(along axis: NSLayoutConstraint.Axis) -> Bool {
        guard kind == .custom, let engine = owningViewStorage?.layoutEngineForReading else { return false }
        return engine.isAmbiguous(self, along: axis)
    }

    /// The active constraints that involve the guide along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningViewStorage?.constraintsAffectingLayout(of: self, along: axis) ?? []
    }

    // MARK: - Anchors

    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge (left).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// `<UILayoutGuide: 0x…; frame = (x y; w h); owningView = …>`.
    open var description: String {
        let f = layoutFrame
        let fmt = NSLayoutConstraint.format
        var text = "<\(type(of: self)): \(NSLayoutConstraint.address(of: self)) - \"\(identifier)\", layoutFrame = "
            + "{{\(fmt(f.minX)), \(fmt(f.minY))}, {\(fmt(f.width)), \(fmt(f.height))}}"
        if let owner = owningViewStorage { text += ", owningView = \(NSLayoutConstraint.describe(owner))" }
        return text + ">"
    }
}

/// Layout guides compare and hash by identity, as `NSObject` makes UIKit's.
extension UILayoutGuide: IdentityHashable {}

/// The guide for the keyboard's space: UIKit's `UIKeyboardLayoutGuide` (a view's
/// `keyboardLayoutGuide`).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard. Default `false`.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top stays at the safe area's bottom when the keyboard is hidden
    /// (iOS 17). Default `true`.
    open var usesBottomSafeArea = true

    init(owner: UIView) {
        super.init(kind: .keyboard, owner: owner, identifier: "UIViewKeyboardLayoutGuide")
    }

    /// The keyboard is docked at the bottom, the width of the view: near its bottom, leading
    /// and trailing edges, away from its top.
    override var nearEdges: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }
}

/// A layout guide that follows something moving (the keyboard) and switches constraints as it
/// nears or leaves the view's edges: UIKit's `UITrackingLayoutGuide`.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    /// The edges of the owning view the tracked thing is near now.
    var nearEdges: NSDirectionalRectEdge { [] }
    private var whenNear: [(constraints: [NSLayoutConstraint], edge: NSDirectionalRectEdge)] = []
    private var whenAway: [(constraints: [NSLayoutConstraint], edges: NSDirectionalRectEdge)] = []

    /// Makes `constraints` active while the guide is near `edge`, inactive otherwise.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        whenNear.append((constraints, edge))
        updateTrackedConstraints()
    }
    /// Makes `constraints` active while the guide is away from every edge of `edges`.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edges: NSDirectionalRectEdge) {
        whenAway.append((constraints, edges))
        updateTrackedConstraints()
    }
    /// Deactivates and forgets the constraints set with `setConstraints`.
    open func removeAllTrackedConstraints() {
        for entry in whenNear { NSLayoutConstraint.deactivate(entry.constraints) }
        for entry in whenAway { NSLayoutConstraint.deactivate(entry.constraints) }
        whenNear.removeAll()
        whenAway.removeAll()
    }

    /// Activates what the guide's current edges call for.
    func updateTrackedConstraints() {
        let near = nearEdges
        for entry in whenNear {
            if near.isSuperset(of: entry.edge) { NSLayoutConstraint.activate(entry.constraints) }
            else { NSLayoutConstraint.deactivate(entry.constraints) }
        }
        for entry in whenAway {
            if near.isDisjoint(with: entry.edges) { NSLayoutConstraint.activate(entry.constraints) }
            else { NSLayoutConstraint.deactivate(entry.constraints) }
        }
    }
}

/// Edges of a rectangle in the layout direction: UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a set of edges.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

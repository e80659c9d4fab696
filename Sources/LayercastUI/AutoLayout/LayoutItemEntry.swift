import Foundation
import LayercastGraphics

/// The constraints the engine adds on its own, one of each kind per item at most.
enum ImplicitConstraintKind: Hashable, CaseIterable {
    /// The root's size (UIKit's `UIView-Encapsulated-Layout-Width`/`-Height`).
    case rootWidth, rootHeight
    /// A frame and autoresizing mask turned into constraints (`NSAutoresizingMaskLayoutConstraint`).
    case autoresizingX, autoresizingWidth, autoresizingY, autoresizingHeight
    /// Intrinsic content size (`NSContentSizeLayoutConstraint`): hugging and compression resistance.
    case hugWidth, compressWidth, hugHeight, compressHeight
    /// A margins or safe-area guide following its view's insets.
    case guideX, guideY, guideWidth, guideHeight
    /// Where a view's baselines are, relative to its frame.
    case firstBaseline, lastBaseline
}

/// What a solver constraint stands for.
enum SolverConstraintOwner {
    case explicit(NSLayoutConstraint)
    case implicit(LayoutItemEntry, ImplicitConstraintKind)
}

/// A view or layout guide in the engine: its variables (frame in its parent's space) and the
/// engine's implicit constraints on them.
@MainActor
final class LayoutItemEntry {
    /// The view or guide. The engine's root is held weakly (it owns the engine); every other
    /// item strongly, until the next structural update drops it.
    var item: AnyObject { strongItem ?? weakItem! }
    private let strongItem: AnyObject?
    private weak var weakItem: AnyObject?
    let x: LayoutVariable, y: LayoutVariable, width: LayoutVariable, height: LayoutVariable
    /// Baseline positions in the parent's space, made when a constraint uses them.
    var firstBaseline: LayoutVariable?
    var lastBaseline: LayoutVariable?
    var implicit: [ImplicitConstraintKind: LayoutSolver.Constraint] = [:]
    /// The superview (view) or owning view (guide) the implicit constraints were made for.
    private(set) weak var parent: AnyObject?
    /// Views above it (for top-down frame setting).
    private(set) var depth: Int
    /// The intrinsic size (and baselines) must be read again.
    var intrinsicDirty = true
    /// The frame was set in code: its autoresizing constraints must be made again.
    var autoresizingDirty = true

    init(item: AnyObject, isRoot: Bool) {
        strongItem = isRoot ? nil : item
        weakItem = item
        let name = NSLayoutConstraint.describe(item)
        x = LayoutVariable(name + ".minX")
        y = LayoutVariable(name + ".minY")
        width = LayoutVariable(name + ".width")
        height = LayoutVariable(name + ".height")
        parent = Self.currentParent(of: item)
        depth = Self.depth(of: item)
    }

    static func currentParent(of item: AnyObject) -> AnyObject? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningViewStorage
    }

    static func depth(of item: AnyObject) -> Int {
        if let view = item as? UIView { return view.layoutDepth }
        return ((item as? UILayoutGuide)?.owningViewStorage?.layoutDepth ?? 0) + 1
    }

    /// Whether the item's parent is no longer the one its implicit constraints name.
    var parentChanged: Bool { Self.currentParent(of: item) !== parent }

    /// Takes the current parent (after the implicit constraints were dropped).
    func resetParent() {
        parent = Self.currentParent(of: item)
        depth = Self.depth(of: item)
        intrinsicDirty = true
        autoresizingDirty = true
    }

    /// Whether the item is still in `root`'s hierarchy (a guide: still owned by a view in it).
    func isStillInHierarchy(of root: UIView) -> Bool {
        if let view = item as? UIView { return view.isDescendant(of: root) }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningViewStorage else { return false }
        return owner.isDescendant(of: root)
    }
}

/// One of the app's constraints in the engine.
@MainActor
final class ExplicitEntry {
    let constraint: NSLayoutConstraint
    /// Its form in the solver (replaced when the priority changes).
    var solverConstraint: LayoutSolver.Constraint
    /// The solver constant is `baseConstant - constant`.
    let baseConstant: Double
    /// The items whose entries the expression uses.
    let items: Set<ObjectIdentifier>

    init(constraint: NSLayoutConstraint, solverConstraint: LayoutSolver.Constraint, baseConstant: Double,
         items: Set<ObjectIdentifier>) {
        self.constraint = constraint
        self.solverConstraint = solverConstraint
        self.baseConstant = baseConstant
        self.items = items
    }
}

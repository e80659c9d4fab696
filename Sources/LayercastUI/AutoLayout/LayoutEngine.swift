import Foundation
import LayercastGraphics

/// The Auto Layout engine of one view hierarchy: owned by its topmost view (a window, or a
/// detached view that was laid out), it keeps a `LayoutSolver` whose tableau lives as long as
/// the hierarchy does.
///
/// Each view or guide that takes part has four variables: its untransformed frame (minimum x
/// and y, width, height) in its superview's (or owning view's) coordinate space. A constraint
/// is solved in the coordinate space of the view that holds it: an item's edge there is the sum
/// of the minimum x (or y) of the views between it and the holder, so `multiplier` applies to
/// positions measured from the holder's top left corner, as in UIKit. Besides the app's
/// constraints the engine adds what UIKit adds: a view that `translatesAutoresizingMaskIntoConstraints`
/// gets its frame and autoresizing mask as constraints, a view with an intrinsic content size
/// gets hugging and compression-resistance constraints, the margins and safe-area guides follow
/// their view's insets, and the topmost view keeps its size.
///
/// Work is incremental: activating or deactivating constraints marks the structure, and the
/// next update adds and removes only the difference; a constant change goes straight to the
/// solver (`setConstant`), as do a new intrinsic size, a frame set in code and new insets.
@MainActor
final class LayoutEngine {
    /// What the engine is for: laying out its hierarchy (frames are set), or measuring the
    /// fitting size of its root (nothing is set).
    enum Mode {
        case layout
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    /// The hierarchy's topmost view (which owns the engine in layout mode).
    unowned let root: UIView
    let mode: Mode
    let solver = LayoutSolver()
    /// The views and guides in the solver, by identity.
    var entries: [ObjectIdentifier: LayoutItemEntry] = [:]
    /// The app's constraints the engine holds, by identity (broken ones too).
    var explicit: [ObjectIdentifier: ExplicitEntry] = [:]
    /// What each solver constraint stands for (for the unsatisfiable message).
    var owners: [ObjectIdentifier: SolverConstraintOwner] = [:]
    /// How many times a required constraint had to be broken (for tests and diagnostics).
    var brokenConstraintCount = 0
    /// Entries made since their implicit constraints were last added.
    var newEntries: [LayoutItemEntry] = []
    /// Views whose `updateConstraints()` is due.
    var pendingUpdateConstraints: [UIView] = []

    /// Constraints, views or guides were added or removed since the last update.
    var structureDirty = true
    /// The solver changed since the frames were last applied.
    var solutionDirty = true
    /// Something the implicit constraints read may have changed (an intrinsic size, a frame set
    /// in code, margins, the safe area, frames just applied): the next update refreshes them.
    /// Without it an update is a few flag checks, as it runs before every view's layout.
    var needsRefresh = true
    /// `entries` by depth, made again when entries come and go.
    private var sortedEntriesCache: [LayoutItemEntry]?
    var sortedEntries: [LayoutItemEntry] {
        if let cached = sortedEntriesCache { return cached }
        let sorted = entries.values.sorted { $0.depth < $1.depth }
        sortedEntriesCache = sorted
        return sorted
    }
    func entriesChanged() { sortedEntriesCache = nil }
    /// Frames are being set from the solution: a frame change now is not the app's.
    var isApplyingFrames = false
    private var isUpdating = false

    init(root: UIView, mode: Mode) {
        self.root = root
        self.mode = mode
    }

    var isLayoutMode: Bool {
        if case .layout = mode { return true }
        return false
    }

    // MARK: - Updating

    /// Brings the solution up to date and, in layout mode, sets the frames of the views it
    /// places: the update-constraints pass (deepest views first, as UIKit runs it), the
    /// structural difference, fresh implicit constants, then frames. Setting frames can change
    /// what the solution depends on (a wrapping label's width, margins that follow the safe
    /// area), so it repeats until nothing changes, at most four times.
    func update() {
        guard !isUpdating, needsRefresh || structureDirty || solutionDirty || !pendingUpdateConstraints.isEmpty else { return }
        isUpdating = true
        defer { isUpdating = false }
        runUpdateConstraintsPass()
        if structureDirty { syncStructure() }
        for _ in 0..<4 {
            refreshImplicitConstraints()
            needsRefresh = false
            guard solutionDirty else { break }
            solutionDirty = false
            guard isLayoutMode else { break }
            applyFrames()
        }
    }

    /// Calls `updateConstraints()` on every view that asked for it, deepest first; views may
    /// ask again (or ask for others) while it runs, up to eight rounds.
    func runUpdateConstraintsPass() {
        var rounds = 0
        while !pendingUpdateConstraints.isEmpty, rounds < 8 {
            rounds += 1
            let batch = pendingUpdateConstraints
            pendingUpdateConstraints = []
            for view in batch.sorted(by: { $0.layoutDepth > $1.layoutDepth })
            where view.autoLayoutStorage?.needsUpdateConstraints == true && view.isDescendant(of: root) {
                view.autoLayoutStorage?.needsUpdateConstraints = false
                // UIKit updates a controller's root view through the controller's
                // updateViewConstraints(), whose default calls the view's updateConstraints().
                if let controller = view.owningViewController { controller.updateViewConstraints() } else { view.updateConstraints() }
            }
        }
    }

    // MARK: - Structure

    /// Makes the solver hold exactly the active constraints of the hierarchy and the items
    /// they need, adding and removing only the difference.
    func syncStructure() {
        structureDirty = false
        var desired: [NSLayoutConstraint] = []
        var desiredIDs = Set<ObjectIdentifier>()
        collectConstraints(in: root, into: &desired, &desiredIDs)

        for (id, entry) in explicit where !desiredIDs.contains(id) {
            removeExplicit(entry)
            explicit[id] = nil
        }

        // Items that are needed: the root, what the held constraints reference, and what those
        // items' own implicit constraints reference (superviews, owning views), transitively.
        var needed = Set<ObjectIdentifier>([ObjectIdentifier(root)])
        var added: [NSLayoutConstraint] = []
        for constraint in desired {
            if let entry = explicit[ObjectIdentifier(constraint)] {
                needed.formUnion(entry.items)
            } else {
                added.append(constraint)
                for item in Self.items(of: constraint) { needed.insert(ObjectIdentifier(item)) }
            }
        }
        closeOverDependencies(&needed, newConstraints: added)

        for (id, entry) in entries where !needed.contains(id) || !entry.isStillInHierarchy(of: root) {
            removeEntry(entry)
        }
        for entry in entries.values where entry.parentChanged {
            // A view moved under another superview: its implicit constraints name the old one.
            removeImplicitConstraints(of: entry)
            entry.resetParent()
        }
        entriesChanged()
        needsRefresh = true
        for constraint in added { addExplicit(constraint) }
        // Implicit constraints of the new entries were queued as the entries were made.
        drainNewEntries()
        for constraint in added { installExplicit(constraint) }
        solutionDirty = true
    }

    private func collectConstraints(in view: UIView, into list: inout [NSLayoutConstraint], _ ids: inout Set<ObjectIdentifier>) {
        if let storage = view.autoLayoutStorage {
            for constraint in storage.constraints where constraint.firstItem != nil
                && (constraint.secondAttribute == .notAnAttribute || constraint.secondItem != nil) {
                list.append(constraint)
                ids.insert(ObjectIdentifier(constraint))
            }
        }
        for subview in view.subviews { collectConstraints(in: subview, into: &list, &ids) }
    }

    /// The items a constraint's expression needs entries for: its items, the views between them
    /// and the holder, and the owning views of guides on the way.
    static func items(of constraint: NSLayoutConstraint) -> [AnyObject] {
        guard let holder = constraint.holder else { return [] }
        var result: [AnyObject] = [holder]
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute),
                                  (constraint.secondItem, constraint.secondAttribute)] {
            guard var current: AnyObject = item else { continue }
            if attribute.isMarginAttribute, let view = current as? UIView { current = view.layoutMarginsGuide }
            while current !== holder {
                result.append(current)
                if let guide = current as? UILayoutGuide {
                    guard let owner = guide.owningViewStorage else { break }
                    current = owner
                } else if let view = current as? UIView, let superview = view.superview {
                    current = superview
                } else {
                    break
                }
            }
        }
        return result
    }

    /// Adds to `needed` the items that needed items' implicit constraints refer to.
    private func closeOverDependencies(_ needed: inout Set<ObjectIdentifier>, newConstraints: [NSLayoutConstraint]) {
        var objects: [ObjectIdentifier: AnyObject] = [:]
        for entry in entries.values { objects[ObjectIdentifier(entry.item)] = entry.item }
        for constraint in newConstraints { for item in Self.items(of: constraint) { objects[ObjectIdentifier(item)] = item } }
        objects[ObjectIdentifier(root)] = root
        var queue = Array(needed)
        while let id = queue.popLast() {
            guard let item = objects[id] else { continue }
            for dependency in dependencies(of: item) where needed.insert(ObjectIdentifier(dependency)).inserted {
                objects[ObjectIdentifier(dependency)] = dependency
                queue.append(ObjectIdentifier(dependency))
            }
        }
    }

    /// What an item's implicit constraints refer to besides itself.
    func dependencies(of item: AnyObject) -> [AnyObject] {
        if let guide = item as? UILayoutGuide {
            return guide.kind == .custom ? [] : [guide.owningViewStorage].compactMap { $0 }
        }
        guard let view = item as? UIView, view !== root, view.translatesAutoresizingMaskIntoConstraints,
              let superview = view.superview else { return [] }
        let mask = view.autoresizingMask
        let flexible: UIView.AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                                 .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        return mask.isDisjoint(with: flexible) ? [] : [superview]
    }

    // MARK: - Solution

    /// Sets each placed view's frame (superviews first) from the solution, with edges rounded
    /// to the screen's pixel grid as UIKit rounds them.
    func applyFrames() {
        isApplyingFrames = true
        defer { isApplyingFrames = false }
        // New frames can move margins and safe areas the guides follow.
        needsRefresh = true
        let scale = root.window?.screen?.scale ?? 1
        func snap(_ value: Double) -> CGFloat { CGFloat((value * Double(scale)).rounded() / Double(scale)) }
        let views = entries.values.filter { $0.item is UIView && $0.item !== root }.sorted { $0.depth < $1.depth }
        for entry in views {
            guard let view = entry.item as? UIView else { continue }
            let minX = solver.value(of: entry.x), minY = solver.value(of: entry.y)
            let left = snap(minX), top = snap(minY)
            let right = snap(minX + solver.value(of: entry.width)), bottom = snap(minY + solver.value(of: entry.height))
            let size = CGSize(width: right - left, height: bottom - top)
            let center = CGPoint(x: left + size.width / 2, y: top + size.height / 2)
            let widthChanged = view.bounds.width != size.width
            if view.bounds.size != size { view.bounds.size = size }
            if view.center != center { view.center = center }
            if widthChanged, view.intrinsicSizeDependsOnWidth {
                entry.intrinsicDirty = true
            }
        }
    }

    /// The solved rectangle of a guide in its owning view's space.
    func frame(of guide: UILayoutGuide) -> CGRect? {
        guard let entry = entries[ObjectIdentifier(guide)] else { return nil }
        return CGRect(x: solver.value(of: entry.x), y: solver.value(of: entry.y),
                      width: solver.value(of: entry.width), height: solver.value(of: entry.height))
    }

    /// The solved size of the root (fitting mode's answer).
    var rootSize: CGSize {
        guard let entry = entries[ObjectIdentifier(root)] else { return .zero }
        return CGSize(width: solver.value(of: entry.width), height: solver.value(of: entry.height))
    }

    /// Whether an item's variables along `axis` are not pinned down (`LayoutSolver.isAmbiguous`).
    func isAmbiguous(_ item: AnyObject, along axis: NSLayoutConstraint.Axis) -> Bool {
        guard let entry = entries[ObjectIdentifier(item)] else { return false }
        // The root's position is its own business (its superview's, or the screen's).
        var variables = axis == .horizontal ? [entry.width] : [entry.height]
        if item !== root { variables.append(axis == .horizontal ? entry.x : entry.y) }
        return variables.contains { solver.isAmbiguous($0) }
    }
}

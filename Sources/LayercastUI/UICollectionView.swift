import Foundation
import LayercastGraphics

/// A scroll view of items placed by a layout object: UIKit's `UICollectionView`.
///
/// The `dataSource` gives the sections, items, cells and supplementary views; the layout
/// (`UICollectionViewFlowLayout` for grids and lists) places them. Only the elements in the
/// visible area have views, as subviews; one that scrolls out waits in a reuse queue for
/// `dequeueReusableCell(withReuseIdentifier:for:)` or
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, which call its
/// `prepareForReuse()`. Selection follows the table view's: highlight when the touch reaches
/// the view (after the content-touch delay), select on the lift; a drag selects nothing.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout placing the items. Setting it lays the content out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The object giving the sections, items and views.
    public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { needsReload = true; collectionViewLayout.invalidateLayout() }
    }
    /// Whether the user can select items. Default `true`.
    open var allowsSelection = true
    /// Whether the user can select several items (a tap toggles one). Default `false`.
    open var allowsMultipleSelection = false

    var registeredCells: [String: UICollectionViewCell.Type] = [:]
    var registeredSupplementaries: [String: UICollectionReusableView.Type] = [:]
    /// Nibs registered for cells (by identifier) and supplementary views (by kind, NUL, identifier).
    var registeredNibs: [String: UINib] = [:]
    var reusableCells: [String: [UICollectionViewCell]] = [:]
    var reusableSupplementaries: [String: [UICollectionReusableView]] = [:]
    var visibleItems: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    var selectedPaths: Set<IndexPath> = []
    var touchedPath: IndexPath?
    var itemCounts: [Int] = []
    var needsReload = true
    var updateDepth = 0
    var pendingUpdates = TableUpdates()
    var lastLaidOutSize = CGSize.zero

    struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    /// Creates a collection view with `frame` whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        installContextMenu()
    }

    /// Creates a collection view from an archive; Layercast has no nib or storyboard archives, so
    /// no key of `coder` is read and it starts with a `UICollectionViewFlowLayout`.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        backgroundColor = .systemBackground
        installContextMenu()
    }

    /// Asks the delegate for items' context menus (`ListContextMenuSource`).
    var contextMenuSource: ListContextMenuSource?

    /// The delegate as a collection view delegate, when it is one.
    var itemDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    // MARK: - Registration and reuse

    /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`; `nil`
    /// unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { registeredCells[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure("UICollectionView: \(cellClass) registered for '\(identifier)' is not a UICollectionViewCell subclass")
        }
        registeredCells[identifier] = type
    }

    /// Registers a nib for cells of `identifier`: dequeuing one loads the nib, which stops
    /// (Layercast has no nib files; see `UINib`). `nil` unregisters.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = nil
        registeredNibs[identifier] = nib
    }

    /// Registers a nib for supplementary views of `kind` and `identifier` (see
    /// `register(_:forCellWithReuseIdentifier:)`).
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let key = kind + "\u{0}" + identifier
        registeredSupplementaries[key] = nil
        registeredNibs[key] = nib
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for supplementary views of
    /// `elementKind` under `identifier`; `nil` unregisters.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        let key = elementKind + "\u{0}" + identifier
        guard let viewClass else { registeredSupplementaries[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("UICollectionView: \(viewClass) registered for '\(identifier)' is not a UICollectionReusableView subclass")
        }
        registeredSupplementaries[key] = type
    }

    /// A reused cell for `identifier` (after its `prepareForReuse()`) or a new one of the
    /// registered class. Traps when nothing is registered, as UIKit raises.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        if let nib = registeredNibs[identifier], let cell = nib.instantiate(withOwner: nil).first as? UICollectionViewCell {
            return cell
        }
        guard let type = registeredCells[identifier] else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        let cell = type.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A reused supplementary view of `elementKind` for `identifier` (after its
    /// `prepareForReuse()`) or a new one of the registered class. Traps when nothing is
    /// registered.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "\u{0}" + identifier
        if var queue = reusableSupplementaries[key], let view = queue.popLast() {
            reusableSupplementaries[key] = queue
            view.prepareForReuse()
            return view
        }
        if let nib = registeredNibs[key], let view = nib.instantiate(withOwner: nil).first as? UICollectionReusableView {
            return view
        }
        guard let type = registeredSupplementaries[key] else {
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    func enqueue(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        guard let id = cell.reuseIdentifier else { return }
        reusableCells[id, default: []].append(cell)
    }

    func enqueue(_ view: UICollectionReusableView, kind: String) {
        view.removeFromSuperview()
        guard let id = view.reuseIdentifier else { return }
        reusableSupplementaries[kind + "\u{0}" + id, default: []].append(view)
    }

    // MARK: - Data

    /// Drops every view, reads the data source again and lays the content out; the selection
    /// is cleared.
    open func reloadData() {
        selectedPaths.removeAll()
        touchedPath = nil
        reloadNow()
    }

    func reloadNow() {
        needsReload = false
        for cell in visibleItems.values { enqueue(cell) }
        visibleItems.removeAll()
        for (key, view) in visibleSupplementaries { enqueue(view, kind: key.kind) }
        visibleSupplementaries.removeAll()
        itemCounts = readCounts()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    func reloadIfNeeded() { if needsReload { reloadNow() } }

    /// The number of sections (as last read from the data source).
    open var numberOfSections: Int { reloadIfNeeded(); return itemCounts.count }

    /// The number of items in `section` (as last read from the data source).
    open func numberOfItems(inSection section: Int) -> Int { reloadIfNeeded(); return itemCounts[section] }

    /// A touch reached the collection view (after the content-touch delay): highlights its item.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { itemsTouchesBegan(touches) }
    /// The touch lifted: selects (or toggles) its item when it lifts on it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { itemsTouchesEnded(touches) }
    /// The touch was cancelled (a drag began): the highlight ends.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { itemsTouchesCancelled(touches) }

    // MARK: - Layout

    /// Shows the elements the layout places in the visible area and queues the others.
    open override func layoutSubviews() {
        reloadIfNeeded()
        if bounds.size != lastLaidOutSize, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) || lastLaidOutSize == .zero {
            collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        }
        lastLaidOutSize = bounds.size
        layoutVisibleElements()
        super.layoutSubviews()
    }

    /// A scroll is about to move the bounds to `newBounds`: UIKit asks the layout, while the
    /// bounds are still the old ones, whether that invalidates it, and invalidates it with the
    /// layout's context once the bounds have moved.
    override func scrollBoundsWillChange(to newBounds: CGRect) -> (() -> Void)? {
        let layout = collectionViewLayout
        guard newBounds.size == bounds.size, layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return nil }
        let context = layout.invalidationContext(forBoundsChange: newBounds)
        return { layout.invalidateLayout(with: context) }
    }

    /// Where a drag's deceleration stops: the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    override func scrollTarget(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    func layoutVisibleElements() {
        guard let dataSource else { return }
        collectionViewLayout.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var cellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementaryAttributes: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for a in attributes where !a.isHidden {
            switch a.representedElementCategory {
            case .cell: cellAttributes[a.indexPath] = a
            case .supplementaryView:
                if let kind = a.representedElementKind { supplementaryAttributes[SupplementaryKey(kind: kind, indexPath: a.indexPath)] = a }
            case .decorationView: break
            }
        }
        for (path, cell) in visibleItems where cellAttributes[path] == nil {
            visibleItems[path] = nil
            enqueue(cell)
            itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
        for (key, view) in visibleSupplementaries where supplementaryAttributes[key] == nil {
            visibleSupplementaries[key] = nil
            enqueue(view, kind: key.kind)
        }
        for path in cellAttributes.keys.sorted() {
            let a = cellAttributes[path]!
            if let cell = visibleItems[path] {
                apply(a, to: cell)
                continue
            }
            let cell = dataSource.collectionView(self, cellForItemAt: path)
            visibleItems[path] = cell
            UIView.performWithoutAnimation { apply(a, to: cell) }
            cell.isSelected = selectedPaths.contains(path)
            itemDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            insertSubview(cell, at: 0)
        }
        for key in supplementaryAttributes.keys.sorted(by: { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }) {
            let a = supplementaryAttributes[key]!
            let view = visibleSupplementaries[key]
                ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            if visibleSupplementaries[key] == nil {
                visibleSupplementaries[key] = view
                UIView.performWithoutAnimation { apply(a, to: view) }
                addSubview(view)
            } else {
                apply(a, to: view)
            }
        }
    }

    /// Gives `view` the attributes' geometry (size, centre, 3D transform), opacity and stacking
    /// order, then lets it read the rest (`apply(_:)`), as UIKit does.
    private func apply(_ a: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.bounds.size != a.size { view.bounds = CGRect(origin: view.bounds.origin, size: a.size) }
        if view.center != a.center { view.center = a.center }
        if view.transform3D != a.transform3D { view.transform3D = a.transform3D }
        if view.alpha != a.alpha { view.alpha = a.alpha }
        if view.layer.zPosition != CGFloat(a.zIndex) { view.layer.zPosition = CGFloat(a.zIndex) }
        view.apply(a)
    }

    // MARK: - Queries

    /// The index paths of the items on screen, in no particular order (as UIKit).
    open var indexPathsForVisibleItems: [IndexPath] {
        if needsReload || visibleItems.isEmpty { reloadIfNeeded(); layoutVisibleElements() }
        return Array(visibleItems.keys)
    }

    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.sorted().compactMap { visibleItems[$0] }
    }

    /// The cell showing the item at `indexPath`; `nil` when it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        if needsReload || visibleItems.isEmpty { reloadIfNeeded(); layoutVisibleElements() }
        return visibleItems[indexPath]
    }

    /// The item `cell` shows; `nil` when none.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleItems.first { $0.value === cell }?.key
    }

    /// The item at `point` (content coordinates); `nil` outside every item.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// The layout's attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        reloadIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        reloadIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath` when it is on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// Scrolls so the item at `indexPath` is at `scrollPosition` (within the scrollable range).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let inset = adjustedContentInset
        let w = bounds.width - inset.left - inset.right, h = bounds.height - inset.top - inset.bottom
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - h / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - h }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - w / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - w }
        setContentOffset(clamped(offset), animated: animated)
    }

    // MARK: - Overridable, from UICollectionView+Selection.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The selected items, in no particular order; `nil` when none (UIKit returns an empty
    /// array there; Layercast follows its optional type).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.sorted() }

    /// Selects the item at `indexPath` (`nil` clears the selection) without telling the
    /// delegate, then scrolls it to `scrollPosition`.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectItem(at: path, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        selectedPaths.insert(indexPath)
        visibleItems[indexPath]?.isSelected = true
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.remove(indexPath)
        visibleItems[indexPath]?.isSelected = false
    }

    // MARK: - Overridable, from UICollectionView+Updates.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Inserts items at `indexPaths` (after the update); the data source must already count
    /// them. Outside `performBatchUpdates` it applies at once.
    open func insertItems(at indexPaths: [IndexPath]) { batch { $0.inserted.formUnion(indexPaths) } }

    /// Deletes the items at `indexPaths` (before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { batch { $0.deleted.formUnion(indexPaths) } }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { batch { $0.moves[indexPath] = newIndexPath } }

    /// Asks the data source again for the cells of the items at `indexPaths` (before the update).
    open func reloadItems(at indexPaths: [IndexPath]) { batch { $0.reloaded.formUnion(indexPaths) } }

    /// Inserts the sections at `sections` (indexes after the update); the data source must
    /// already count them.
    open func insertSections(_ sections: IndexSet) { batch { $0.insertedSections.formUnion(sections) } }

    /// Deletes the sections at `sections` (indexes before the update).
    open func deleteSections(_ sections: IndexSet) { batch { $0.deletedSections.formUnion(sections) } }

    /// Asks the data source again for every item of the sections at `sections` (indexes before
    /// the update).
    open func reloadSections(_ sections: IndexSet) { batch { $0.reloadedSections.formUnion(sections) } }

    /// Moves the section at `section` (before the update) to `newSection` (after it); its
    /// items slide there.
    open func moveSection(_ section: Int, toSection newSection: Int) { batch { $0.sectionMoves[section] = newSection } }

    /// Applies the insertions, deletions, moves and reloads `updates` makes as one change:
    /// cells of items that stay slide to their new frames and new cells fade in (0.3 s, inside
    /// a turn), deleted ones fade out; `completion` gets `true` when that finished.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        reloadIfNeeded()
        updateDepth += 1
        updates?()
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let pending = pendingUpdates
        pendingUpdates = TableUpdates()
        apply(pending, completion: completion)
    }
}

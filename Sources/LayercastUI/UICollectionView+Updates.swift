import Foundation
import LayercastGraphics
import LayercastLayers

extension UICollectionView {
    /// Inserts items at `indexPaths` (after the update); the data source must already count
    /// them. Outside `performBatchUpdates` it applies at once.
    public func insertItems(at indexPaths: [IndexPath]) { batch { $0.inserted.formUnion(indexPaths) } }
    /// Deletes the items at `indexPaths` (before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { batch { $0.deleted.formUnion(indexPaths) } }
    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { batch { $0.moves[indexPath] = newIndexPath } }
    /// Asks the data source again for the cells of the items at `indexPaths` (before the update).
    public func reloadItems(at indexPaths: [IndexPath]) { batch { $0.reloaded.formUnion(indexPaths) } }

    /// Inserts the sections at `sections` (indexes after the update); the data source must
    /// already count them.
    public func insertSections(_ sections: IndexSet) { batch { $0.insertedSections.formUnion(sections) } }
    /// Deletes the sections at `sections` (indexes before the update).
    public func deleteSections(_ sections: IndexSet) { batch { $0.deletedSections.formUnion(sections) } }
    /// Asks the data source again for every item of the sections at `sections` (indexes before
    /// the update).
    public func reloadSections(_ sections: IndexSet) { batch { $0.reloadedSections.formUnion(sections) } }
    /// Moves the section at `section` (before the update) to `newSection` (after it); its
    /// items slide there.
    public func moveSection(_ section: Int, toSection newSection: Int) { batch { $0.sectionMoves[section] = newSection } }

    /// Applies the insertions, deletions, moves and reloads `updates` makes as one change:
    /// cells of items that stay slide to their new frames and new cells fade in (0.3 s, inside
    /// a turn), deleted ones fade out; `completion` gets `true` when that finished.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        reloadIfNeeded()
        updateDepth += 1
        updates?()
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let pending = pendingUpdates
        pendingUpdates = TableUpdates()
        apply(pending, completion: completion)
    }

    private func batch(_ change: (inout TableUpdates) -> Void) {
        reloadIfNeeded()
        change(&pendingUpdates)
        guard updateDepth == 0 else { return }
        let pending = pendingUpdates
        pendingUpdates = TableUpdates()
        apply(pending, completion: nil)
    }

    private func apply(_ updates: TableUpdates, completion: (@MainActor (Bool) -> Void)?) {
        let newCounts = readCounts()
        let rows: [[TableUpdates.Source]]
        switch updates.newRows(oldCounts: itemCounts, newCounts: newCounts) {
        case .success(let value): rows = value
        case .failure(let error): preconditionFailure(error.message.replacingOccurrences(of: "row", with: "item"))
        }
        var moved: [IndexPath: IndexPath] = [:]
        var fresh: [IndexPath] = []
        for (s, sources) in rows.enumerated() {
            for (i, source) in sources.enumerated() {
                if case .old(let from) = source { moved[from] = IndexPath(item: i, section: s) } else { fresh.append(IndexPath(item: i, section: s)) }
            }
        }
        itemCounts = newCounts
        touchedPath = nil
        selectedPaths = Set(selectedPaths.compactMap { moved[$0] })
        let animated = LayerContext.current != nil
        var kept: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visibleItems {
            if let new = moved[old] { kept[new] = cell; continue }
            itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
            guard animated else { enqueue(cell); continue }
            UIView.animate(withDuration: 0.3, animations: { cell.alpha = 0 }) { [weak self, weak cell] _ in
                guard let self, let cell else { return }
                cell.alpha = 1
                self.enqueue(cell)
            }
        }
        visibleItems = kept
        for (key, view) in visibleSupplementaries { enqueue(view, kind: key.kind) }
        visibleSupplementaries.removeAll()
        collectionViewLayout.isValid = false
        collectionViewLayout.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        if bounds.minY > maximumOffset.y || bounds.minX > maximumOffset.x { contentOffset = clamped(bounds.origin) }
        guard animated else {
            layoutVisibleElements()
            completion?(true)
            return
        }
        UIView.animate(withDuration: 0.3, animations: { self.layoutVisibleElements() }, completion: completion)
        for path in fresh {
            guard let cell = visibleItems[path] else { continue }
            UIView.performWithoutAnimation { cell.alpha = 0 }
            UIView.animate(withDuration: 0.3) { cell.alpha = 1 }
        }
    }
}

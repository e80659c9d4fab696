import Foundation
import LayercastGraphics
import LayercastLayers

extension UITableView {
    /// How long row insertions, deletions, moves and reloads animate (UIKit's are about 0.3 s;
    /// Apple does not publish the value).
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Inserts rows at `indexPaths` (index paths after the update); the data source must
    /// already count them. Outside `beginUpdates`/`endUpdates` it applies at once.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch(animation) { $0.inserted.formUnion(indexPaths) }
    }

    /// Deletes the rows at `indexPaths` (index paths before the update); the data source must
    /// already have dropped them.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch(animation) { $0.deleted.formUnion(indexPaths) }
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it); the cell
    /// slides there.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch(nil) { $0.moves[indexPath] = newIndexPath }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths` (before the
    /// update); the new cells fade in over the old ones. A reloaded row is deselected.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch(animation) { $0.reloaded.formUnion(indexPaths) }
    }

    /// Inserts the sections at `sections` (indexes after the update); the data source must
    /// already count them. Their rows fade in.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch(animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at `sections` (indexes before the update); their rows fade out.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch(animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for the sections at `sections` (indexes before the update):
    /// their rows and header and footer are made anew, fading in over the old ones.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch(animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves the section at `section` (before the update) to `newSection` (after it); its rows
    /// slide there.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        batch(nil) { $0.sectionMoves[section] = newSection }
    }

    /// Starts a group of row changes applied together by the matching `endUpdates()`; groups
    /// nest.
    public func beginUpdates() {
        reloadIfNeeded()
        updateDepth += 1
    }

    /// Applies the changes gathered since the matching `beginUpdates()`, with their animations;
    /// it also re-reads every row height (apps call the pair empty for that).
    public func endUpdates() {
        endUpdates(completion: nil)
    }

    /// Applies `updates` (row and section insertions, deletions, moves and reloads) as one
    /// animated change,
    /// then calls `completion` with `true` when the animations finished (at once when nothing
    /// animates).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    private func endUpdates(completion: (@MainActor (Bool) -> Void)?) {
        precondition(updateDepth > 0, "UITableView: endUpdates without beginUpdates")
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        apply(updates, completion: completion)
    }

    private func batch(_ animation: RowAnimation?, _ change: (inout TableUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates)
        if let animation, pendingUpdates.animation == .automatic || animation == .none { pendingUpdates.animation = animation }
        endUpdates()
    }

    /// Re-reads the table, keeps the cells of the rows that stay (sliding them to their new
    /// places), fades out the deleted and reloaded rows' cells and fades in the new ones.
    private func apply(_ updates: TableUpdates, completion: (@MainActor (Bool) -> Void)?) {
        guard let dataSource else { completion?(true); return }
        let oldCounts = tableLayout.sections.map(\.rowHeights.count)
        let newCounts = (0..<dataSource.numberOfSections(in: self)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
        let rows: [[TableUpdates.Source]]
        switch updates.newRows(oldCounts: oldCounts, newCounts: newCounts) {
        case .success(let value): rows = value
        case .failure(let error): preconditionFailure(error.message)
        }
        var moved: [IndexPath: IndexPath] = [:]
        var fresh: Set<IndexPath> = []
        for (s, sources) in rows.enumerated() {
            for (r, source) in sources.enumerated() {
                let path = IndexPath(row: r, section: s)
                switch source {
                case .old(let from): moved[from] = path
                case .inserted, .reloaded: fresh.insert(path)
                }
            }
        }
        touchedPath = nil
        selectedPaths = Set(selectedPaths.compactMap { moved[$0] })
        if let open = swipeActionsView { swipeRowMoved(to: moved[open.indexPath]) }
        let animated = updates.animation != .none && LayerContext.current != nil
        var kept: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleCellsByPath {
            if let new = moved[old] {
                kept[new] = cell
                continue
            }
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: old)
            guard animated else { enqueue(cell); continue }
            disappearingCells.append(cell)
            UIView.animate(withDuration: Self.rowAnimationDuration, animations: { cell.alpha = 0 }) { [weak self, weak cell] _ in
                guard let self, let cell else { return }
                self.disappearingCells.removeAll { $0 === cell }
                self.enqueue(cell)
            }
        }
        visibleCellsByPath = kept
        if updates.changesSections {
            // Headers and footers are keyed by section: the new sections get theirs anew.
            for view in visibleHeaders.values { enqueue(headerFooter: view) }
            for view in visibleFooters.values { enqueue(headerFooter: view) }
            visibleHeaders.removeAll()
            visibleFooters.removeAll()
        }
        tableLayout = readLayout()
        applyContentSize()
        if bounds.minY > maximumOffset.y, !isDragging { contentOffset = clamped(bounds.origin) }
        guard animated else {
            layoutVisibleContent()
            completion?(true)
            return
        }
        UIView.animate(withDuration: Self.rowAnimationDuration, animations: { self.layoutVisibleContent() },
                       completion: completion)
        for path in fresh {
            guard let cell = visibleCellsByPath[path] else { continue }
            UIView.performWithoutAnimation { cell.alpha = 0 }
            UIView.animate(withDuration: Self.rowAnimationDuration) { cell.alpha = 1 }
        }
    }
}

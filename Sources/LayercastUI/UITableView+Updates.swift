import Foundation
import LayercastGraphics
import LayercastLayers

extension UITableView {
    /// How long row insertions, deletions, moves and reloads animate (UIKit's are about 0.3 s;
    /// Apple does not publish the value).
    static let rowAnimationDuration: TimeInterval = 0.3

    func endUpdates(completion: (@MainActor (Bool) -> Void)?) {
        precondition(updateDepth > 0, "UITableView: endUpdates without beginUpdates")
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        apply(updates, completion: completion)
    }

    func batch(_ animation: RowAnimation?, _ change: (inout TableUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates)
        if let animation, pendingUpdates.animation == .automatic || animation == .none { pendingUpdates.animation = animation }
        endUpdates()
    }

    /// Re-reads the table, keeps the cells of the rows that stay (sliding them to their new
    /// places), fades out the deleted and reloaded rows' cells and fades in the new ones.
    func apply(_ updates: TableUpdates, completion: (@MainActor (Bool) -> Void)?) {
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

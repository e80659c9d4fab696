import Foundation
import LayercastGraphics
import LayercastLayers

extension UICollectionView {
    func batch(_ change: (inout TableUpdates) -> Void) {
        reloadIfNeeded()
        change(&pendingUpdates)
        guard updateDepth == 0 else { return }
        let pending = pendingUpdates
        pendingUpdates = TableUpdates()
        apply(pending, completion: nil)
    }

    func apply(_ updates: TableUpdates, completion: (@MainActor (Bool) -> Void)?) {
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
            // The layout's end for the deletion, else a fade in place (UIKit's default).
            let end = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: old)
            UIView.animate(withDuration: 0.3, animations: { Self.place(cell, at: end) }) { [weak self, weak cell] _ in
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
            // The layout's start for the insertion, else a fade in place (UIKit's default).
            let start = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path)
            let end = (cell.center, cell.bounds.size, cell.alpha)
            UIView.performWithoutAnimation { Self.place(cell, at: start) }
            UIView.animate(withDuration: 0.3) {
                cell.center = end.0
                cell.bounds.size = end.1
                cell.alpha = start == nil ? 1 : end.2
            }
        }
    }

    /// Puts an appearing or disappearing cell where the layout's attributes say, or, with none,
    /// fades it (UIKit's default).
    private static func place(_ cell: UICollectionViewCell, at attributes: UICollectionViewLayoutAttributes?) {
        guard let attributes else {
            cell.alpha = 0
            return
        }
        cell.center = attributes.center
        cell.bounds.size = attributes.size
        cell.alpha = attributes.alpha
    }
}

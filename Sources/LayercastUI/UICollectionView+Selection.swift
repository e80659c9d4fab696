import Foundation
import LayercastGraphics

extension UICollectionView {
    /// A touch reached the collection view (after the content-touch delay): highlights its item.
    func itemsTouchesBegan(_ touches: Set<UITouch>) {
        guard touchedPath == nil, allowsSelection, let touch = touches.first,
              let path = indexPathForItem(at: touch.location(in: self)),
              itemDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        touchedPath = path
        visibleItems[path]?.isHighlighted = true
    }

    /// The touch lifted: selects (or, with multiple selection, toggles) its item when it lifts
    /// on it, as UIKit: `shouldSelectItemAt`, the old item's `didDeselectItemAt`, then
    /// `didSelectItemAt`.
    func itemsTouchesEnded(_ touches: Set<UITouch>) {
        guard let path = touchedPath, let touch = touches.first else { return }
        touchedPath = nil
        visibleItems[path]?.isHighlighted = false
        guard indexPathForItem(at: touch.location(in: self)) == path else { return }
        let delegate = itemDelegate
        if selectedPaths.contains(path), allowsMultipleSelection {
            guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            deselectItem(at: path, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedPaths.sorted() where old != path {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectedPaths.insert(path)
        visibleItems[path]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    /// The touch was cancelled (a drag began): the highlight ends.
    func itemsTouchesCancelled(_ touches: Set<UITouch>) {
        guard let path = touchedPath else { return }
        touchedPath = nil
        visibleItems[path]?.isHighlighted = false
    }
}

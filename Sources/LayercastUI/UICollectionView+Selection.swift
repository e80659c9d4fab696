import Foundation
import LayercastGraphics

extension UICollectionView {
    /// The selected items, in no particular order; `nil` when none (UIKit returns an empty
    /// array there; Layercast follows its optional type).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.sorted() }

    /// Selects the item at `indexPath` (`nil` clears the selection) without telling the
    /// delegate, then scrolls it to `scrollPosition`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
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
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.remove(indexPath)
        visibleItems[indexPath]?.isSelected = false
    }

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

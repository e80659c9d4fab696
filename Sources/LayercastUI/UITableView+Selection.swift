import Foundation
import LayercastGraphics

extension UITableView {
    // MARK: - Selection by code (no delegate calls, as in UIKit)

    /// The selected row (the first, top to bottom, with multiple selection); `nil` when none.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }

    /// The selected rows, top to bottom; `nil` when none.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Whether several rows can be selected now: `allowsMultipleSelectionDuringEditing` in
    /// editing mode, `allowsMultipleSelection` otherwise (UIKit keeps the two apart).
    var allowsMultipleSelectionNow: Bool {
        isEditingStorage ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Selects the row at `indexPath` (`nil` clears the selection) without telling the
    /// delegate, then scrolls it to `scrollPosition` (`.none` does not scroll). Without multiple selection the previous
    /// row is deselected.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelectionNow {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        selectedPaths.insert(indexPath)
        visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
        // `.none` does not scroll here (UIKit's documented meaning for selection).
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` without telling the delegate; `animated` fades the
    /// selected background out (0.3 s).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.remove(indexPath)
        visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: - Selection by touch

    /// A touch reached the table view (after the content-touch delay): highlights its row.
    func tableTouchesBegan(_ touches: Set<UITouch>) {
        // A touch elsewhere while a row's actions show hides them, and does nothing else.
        if let open = swipeActionsView, !open.isClosing {
            closeSwipeActions(animated: true)
            return
        }
        guard touchedPath == nil, allowsSelection, !isEditingStorage || allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing, let touch = touches.first,
              let path = indexPathForRow(at: touch.location(in: self)),
              tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        touchedPath = path
        visibleCellsByPath[path]?.setHighlighted(true, animated: false)
    }

    /// A touch moved: the highlight ends when it leaves its row (the tap would not select).
    func tableTouchesMoved(_ touches: Set<UITouch>) {
        guard let path = touchedPath, let touch = touches.first else { return }
        let inside = indexPathForRow(at: touch.location(in: self)) == path
        visibleCellsByPath[path]?.setHighlighted(inside, animated: false)
    }

    /// The touch lifted: selects the row it went down on if it lifts there.
    func tableTouchesEnded(_ touches: Set<UITouch>) {
        guard let path = touchedPath, let touch = touches.first else { return }
        touchedPath = nil
        visibleCellsByPath[path]?.setHighlighted(false, animated: false)
        guard indexPathForRow(at: touch.location(in: self)) == path else { return }
        userSelect(path)
    }

    /// The touch was cancelled (a drag began to scroll): the highlight ends, nothing is selected.
    func tableTouchesCancelled(_ touches: Set<UITouch>) {
        guard let path = touchedPath else { return }
        touchedPath = nil
        visibleCellsByPath[path]?.setHighlighted(false, animated: false)
    }

    /// UIKit's order for a user's selection: `willSelectRowAt` (which may redirect or refuse),
    /// then `willDeselectRowAt`/`didDeselectRowAt` for the row that loses the selection, then
    /// `didSelectRowAt`. With multiple selection a tap on a selected row deselects it.
    func userSelect(_ path: IndexPath) {
        let delegate = tableDelegate
        if allowsMultipleSelectionNow, selectedPaths.contains(path) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: path) }) ?? path, isValid(target) else { return }
        if !allowsMultipleSelectionNow {
            for old in selectedPaths.sorted() where old != target {
                guard let deselected = delegate.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old else { continue }
                deselectRow(at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectedPaths.insert(target)
        visibleCellsByPath[target]?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }
}

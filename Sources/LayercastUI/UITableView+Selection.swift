import Foundation
import LayercastGraphics

extension UITableView {
    // MARK: - Selection by code (no delegate calls, as in UIKit)

    /// Whether several rows can be selected now: `allowsMultipleSelectionDuringEditing` in
    /// editing mode, `allowsMultipleSelection` otherwise (UIKit keeps the two apart).
    var allowsMultipleSelectionNow: Bool {
        isEditingStorage ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
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

import Foundation
import LayercastGraphics

extension UITableView {
    /// Gives a shown cell its editing style and mode.
    func configureEditing(of cell: UITableViewCell, at path: IndexPath, animated: Bool) {
        let editable = isEditingStorage && canEditRow(path)
        let style = editable ? editingStyle(for: path) : .none
        let restyled = cell.editingStyleStorage != style
        cell.editingStyleStorage = style
        if restyled || cell.isEditing != editable { cell.setEditing(editable, animated: animated) }
    }

    /// The editing control of `cell` was tapped: a minus shows (or hides) the row's Delete
    /// button; a plus asks the data source to commit the insertion.
    func editControlTapped(in cell: UITableViewCell) {
        guard let path = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: path)
        case .delete:
            if let open = swipeActionsView, open.cell === cell, !open.isClosing {
                closeSwipeActions(animated: true)
                return
            }
            closeSwipeActions(animated: true)
            let configuration = UISwipeActionsConfiguration(actions: [deleteAction(for: path)])
            configuration.performsFirstActionWithFullSwipe = false
            openSwipeActions(at: path, cell: cell, configuration: configuration)
            cell.editControl?.showsConfirmation = true
            if let view = swipeActionsView {
                UIView.animate(withDuration: Self.swipeAnimationDuration) { self.setSwipeOffset(view.openWidth) }
            }
        case .none:
            break
        }
    }
}

import Foundation
import LayercastGraphics
import LayercastLayers

extension UITableView {
    /// How long the row's actions take to open or close (UIKit's is about 0.3 s; Apple does not
    /// publish it).
    static let swipeAnimationDuration: TimeInterval = 0.3
    /// A release faster than this (points per second, leftwards) opens the actions whatever
    /// the distance (Layercast's value).
    static let swipeOpenVelocity: CGFloat = 300

    /// The actions a swipe on the row at `path` reveals: the delegate's trailing configuration,
    /// or UIKit's Delete button (calling the data source's `tableView(_:commit:forRowAt:)`) for
    /// an editable row whose editing style is `.delete`; `nil` when there is none.
    func trailingSwipeConfiguration(for path: IndexPath) -> UISwipeActionsConfiguration? {
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) {
            return configuration.actions.isEmpty ? nil : configuration
        }
        // A delegate that returns row actions has implemented `editActionsForRowAt`: UIKit
        // offers them, without the Delete button, whatever the data source's editability.
        if let rowActions = legacyRowActions(for: path) {
            return rowActions.isEmpty ? nil : UISwipeActionsConfiguration(actions: rowActions)
        }
        guard canEditRow(path), editingStyle(for: path) == .delete else { return nil }
        return UISwipeActionsConfiguration(actions: [deleteAction(for: path)])
    }

    /// The Delete button's action for the row at `path`: it asks the data source to commit the
    /// deletion of the row the button belongs to then.
    func deleteAction(for path: IndexPath) -> UIContextualAction {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        return UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let row = self.swipeActionsView?.indexPath else { completion(false); return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
    }

    /// The delegate's `UITableViewRowAction`s for the row at `path` as contextual actions: a
    /// tap runs the row action's handler with the index path its row has then.
    func legacyRowActions(for path: IndexPath) -> [UIContextualAction]? {
        guard let actions = tableDelegate?.tableView(self, editActionsForRowAt: path) else { return nil }
        return actions.map { action in
            let contextual = UIContextualAction(style: action.style == .normal ? .normal : .destructive,
                                                title: action.title) { [weak self] _, _, completion in
                guard let row = self?.swipeActionsView?.indexPath else { completion(false); return }
                action.handler(action, row)
                completion(true)
            }
            if let color = action.backgroundColor { contextual.backgroundColor = color }
            return contextual
        }
    }

    func canEditRow(_ path: IndexPath) -> Bool { dataSource?.tableView(self, canEditRowAt: path) ?? false }

    func editingStyle(for path: IndexPath) -> UITableViewCell.EditingStyle {
        tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
    }

    // MARK: - The swipe

    /// Adds the recognizer of horizontal swipes on rows (once, at creation).
    func installSwipeRecognizer() {
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.handleSwipe(pan) }
        pan.maximumNumberOfTouches = 1
        swipeRecognizer = pan
        addGestureRecognizer(pan)
    }

    /// The swipe recognizer begins for a mostly horizontal movement on a row that has actions,
    /// outside editing mode (UIKit's rule), or on the open row.
    func swipeShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard !isEditing, !isDragging, !isDecelerating else { return false }
        // The movement since the touch went down (the translation starts only now, past the
        // pan's slop).
        let move = pan.vector(CGPoint(x: pan.currentInWindow.x - pan.startInWindow.x,
                                      y: pan.currentInWindow.y - pan.startInWindow.y), to: self)
        guard abs(move.x) > abs(move.y), let path = indexPathForRow(at: swipeStart(of: pan)) else { return false }
        if let open = swipeActionsView, open.indexPath == path, !open.isClosing { return true }
        // A leftwards swipe opens; a rightwards one only closes an open row.
        return move.x < 0 && trailingSwipeConfiguration(for: path) != nil
    }

    /// Where the swipe's touch went down, in the table view's space.
    private func swipeStart(of pan: UIPanGestureRecognizer) -> CGPoint {
        window.map { convert(pan.startInWindow, from: $0) } ?? pan.startInWindow
    }

    private func handleSwipe(_ pan: UIPanGestureRecognizer) {
        let width = bounds.width
        switch pan.state {
        case .began:
            guard let path = indexPathForRow(at: swipeStart(of: pan)) else { return }
            if let open = swipeActionsView, open.indexPath == path, !open.isClosing {
                swipeStartOffset = open.offset
            } else {
                if swipeActionsView != nil { closeSwipeActions(animated: true) }
                guard let configuration = trailingSwipeConfiguration(for: path), let cell = cellForRow(at: path) else { return }
                openSwipeActions(at: path, cell: cell, configuration: configuration)
                swipeStartOffset = 0
            }
            setSwipeOffset(swipeOffset(for: pan))
        case .changed:
            guard swipeActionsView != nil else { return }
            setSwipeOffset(swipeOffset(for: pan))
        case .ended:
            guard let view = swipeActionsView else { return }
            let velocity = pan.velocity(in: self).x
            if view.isFullSwipe(at: view.offset, rowWidth: width) {
                performSwipeAction(at: 0, fullSwipe: true)
            } else if view.offset > view.openWidth / 2 || velocity < -Self.swipeOpenVelocity, velocity <= Self.swipeOpenVelocity {
                animateSwipeOffset(to: view.openWidth)
            } else {
                closeSwipeActions(animated: true)
            }
        case .cancelled, .failed:
            if swipeActionsView != nil { closeSwipeActions(animated: true) }
        default:
            break
        }
    }

    /// The offset for the pan's translation: the finger's travel from where the row was, rubber-
    /// banded past the open width when a full swipe cannot run.
    private func swipeOffset(for pan: UIPanGestureRecognizer) -> CGFloat {
        guard let view = swipeActionsView else { return 0 }
        let raw = max(0, swipeStartOffset - pan.translation(in: self).x)
        let open = view.openWidth
        guard raw > open, !view.configuration.performsFirstActionWithFullSwipe else { return min(raw, bounds.width) }
        // Past the buttons the row follows at a quarter of the finger's travel.
        return open + (raw - open) / 4
    }

    /// Starts showing the actions of the row at `path`.
    func openSwipeActions(at path: IndexPath, cell: UITableViewCell, configuration: UISwipeActionsConfiguration) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: path)
        let view = TableSwipeActionsView(indexPath: path, cell: cell, configuration: configuration)
        for (index, button) in view.buttons.enumerated() {
            button.addAction(UIAction { [weak self, weak view] _ in
                guard let self, let view, self.swipeActionsView === view, !view.isClosing else { return }
                self.performSwipeAction(at: index, fullSwipe: false)
            }, for: .touchUpInside)
        }
        swipeActionsView = view
        UIView.performWithoutAnimation {
            addSubview(view)
            view.frame = swipeActionsFrame(for: view)
        }
    }

    /// Sets how far the open row is, now (or inside the caller's animation).
    func setSwipeOffset(_ offset: CGFloat) {
        guard let view = swipeActionsView else { return }
        view.offset = offset
        layoutSwipeActions()
    }

    /// Places the sliding cell and the buttons for the open row's offset.
    func layoutSwipeActions() {
        guard let view = swipeActionsView, tableLayout.sections.indices.contains(view.indexPath.section),
              view.indexPath.row < tableLayout.sections[view.indexPath.section].rowHeights.count else { return }
        var frame = tableLayout.rowRect(view.indexPath, width: bounds.width)
        frame.origin.x = -view.offset
        if let cell = view.cell, cell.frame != frame { cell.frame = frame }
        view.frame = swipeActionsFrame(for: view)
        view.layoutButtons(rowWidth: bounds.width)
    }

    private func swipeActionsFrame(for view: TableSwipeActionsView) -> CGRect {
        let row = tableLayout.rowRect(view.indexPath, width: bounds.width)
        return CGRect(x: row.maxX - view.offset, y: row.minY, width: view.offset, height: row.height)
    }

    func animateSwipeOffset(to offset: CGFloat, completion: (@MainActor @Sendable () -> Void)? = nil) {
        if LayerContext.current != nil {
            UIView.animate(withDuration: Self.swipeAnimationDuration, animations: { self.setSwipeOffset(offset) },
                           completion: { _ in completion?() })
        } else {
            setSwipeOffset(offset)
            completion?()
        }
    }

    /// Runs the open row's action at `index`; a full swipe first slides the row out. The
    /// action's completion closes the row (unless the row is gone by then).
    func performSwipeAction(at index: Int, fullSwipe: Bool) {
        guard let view = swipeActionsView, view.configuration.actions.indices.contains(index) else { return }
        let action = view.configuration.actions[index]
        let button = view.buttons[index]
        let run: @MainActor @Sendable () -> Void = { [weak self, weak view] in
            guard let self, let view, self.swipeActionsView === view else { return }
            action.handler(action, button) { [weak self, weak view] _ in
                guard let self, let view, self.swipeActionsView === view, !view.isClosing else { return }
                self.closeSwipeActions(animated: true)
            }
        }
        if fullSwipe { animateSwipeOffset(to: bounds.width, completion: run) } else { run() }
    }

    /// The open row's place after a row update (`nil`: the row was deleted): its buttons go
    /// with its cell.
    func swipeRowMoved(to path: IndexPath?) {
        guard let view = swipeActionsView else { return }
        if let path {
            view.indexPath = path
            return
        }
        swipeActionsView = nil
        view.isClosing = true
        if LayerContext.current != nil {
            UIView.animate(withDuration: Self.rowAnimationDuration, animations: { view.alpha = 0 }) { [weak view] _ in
                view?.removeFromSuperview()
            }
        } else {
            view.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndEditingRowAt: nil)
    }
}

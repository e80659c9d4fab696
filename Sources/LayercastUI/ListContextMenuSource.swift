import Foundation
import LayercastGraphics

/// A row's or item's context menu (iOS 13): a long press on a table row or collection item asks
/// the delegate for its `contextMenuConfigurationFor…At:point:` and shows the menu it gives,
/// with `willDisplayContextMenu` and `willEndContextMenuInteraction` around it. Where the
/// delegate gives none, the long press does not begin and the touch selects as usual.
@MainActor
final class ListContextMenuSource: UIContextMenuInteractionDelegate {
    /// The configuration at a location in the list's space.
    let configuration: @MainActor (CGPoint) -> UIContextMenuConfiguration?
    /// Tells the list's delegate that a menu shows (`true`) or goes (`false`).
    let notify: @MainActor (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?, Bool) -> Void

    init(configuration: @escaping @MainActor (CGPoint) -> UIContextMenuConfiguration?,
         notify: @escaping @MainActor (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?, Bool) -> Void) {
        self.configuration = configuration
        self.notify = notify
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        configuration(location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        notify(configuration, animator, true)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        notify(configuration, animator, false)
    }
}

extension UITableView {
    /// Adds the interaction that shows rows' context menus (from the initializers).
    func installContextMenu() {
        let source = ListContextMenuSource(configuration: { [weak self] location in
            guard let self, !self.isEditing, let indexPath = self.indexPathForRow(at: location) else { return nil }
            return self.tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: location)
        }, notify: { [weak self] configuration, animator, showing in
            guard let self, let delegate = self.tableDelegate else { return }
            if showing {
                delegate.tableView(self, willDisplayContextMenu: configuration, animator: animator)
            } else {
                delegate.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            }
        })
        contextMenuSource = source
        addInteraction(UIContextMenuInteraction(delegate: source))
    }
}

extension UICollectionView {
    /// Adds the interaction that shows items' context menus (from the initializers).
    func installContextMenu() {
        let source = ListContextMenuSource(configuration: { [weak self] location in
            guard let self, let indexPath = self.indexPathForItem(at: location) else { return nil }
            return self.itemDelegate?.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: location)
        }, notify: { [weak self] configuration, animator, showing in
            guard let self, let delegate = self.itemDelegate else { return }
            if showing {
                delegate.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
            } else {
                delegate.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
            }
        })
        contextMenuSource = source
        addInteraction(UIContextMenuInteraction(delegate: source))
    }
}

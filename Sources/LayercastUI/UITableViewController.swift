import Foundation
import LayercastGraphics

/// A view controller whose view is a table view it serves: UIKit's `UITableViewController`.
///
/// `loadView()` makes a table view of the controller's style and sets the controller as its
/// data source and delegate. Every data-source and delegate method is a member of the class,
/// with UIKit's default behaviour, so a subclass overrides the ones it needs
/// (`override func tableView(_:numberOfRowsInSection:)`…). On each appearance the controller
/// reloads an empty table (the first time) and, when `clearsSelectionOnViewWillAppear`,
/// deselects the selected rows; `setEditing(_:animated:)` passes editing mode on to the table.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table view `loadView()` makes.
    private let tableStyle: UITableView.Style
    /// Whether the table view has been loaded with data once (UIKit reloads on the first
    /// appearance).
    private var hasReloadedOnce = false

    /// The table view: the controller's `view` (reading it loads the view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether the selected rows are deselected each time the controller's view is about to
    /// appear. Default `true` (UIKit's).
    open var clearsSelectionOnViewWillAppear = true

    /// The table view's refresh control; `nil` by default.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Creates a controller whose table view has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a `.plain` table view: UIKit's designated initializer, which
    /// subclasses call (`super.init(nibName: nil, bundle: nil)`). Layercast has no nib files:
    /// the controller makes its table view in `loadView()` whatever the arguments.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a `.plain` table view.
    public convenience init() {
        self.init(style: .plain)
    }

    /// Creates a controller from an archive. Layercast has no storyboard or nib archives, so no
    /// key of `coder` is read: the controller has a `.plain` table view, as `init()` makes it.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    // MARK: - The view

    /// Makes the table view, with the controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: .zero, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Reloads the table the first time it appears and clears the selection when
    /// `clearsSelectionOnViewWillAppear`; subclasses call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = tableView else { return }
        if !hasReloadedOnce {
            hasReloadedOnce = true
            table.reloadData()
        }
        if clearsSelectionOnViewWillAppear {
            for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
        }
    }

    /// Enters or leaves editing mode, the table view's too.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: - UITableViewDataSource

    /// The number of sections. Default 1.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// The number of rows in `section`. Default 0: subclasses override it.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// The cell of the row at `indexPath`. Subclasses that have rows override it; the default
    /// traps, as UIKit's raises without a storyboard's static cells.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        preconditionFailure("UITableViewController: override tableView(_:cellForRowAt:) to give the cell of row \(indexPath)")
    }
    /// The title of the header of `section`. Default `nil`.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// The title of the footer of `section`. Default `nil`.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Whether the row can be edited. Default `false` (see `UITableViewDataSource`).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Commits a deletion or insertion. Default: nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Whether the row can be reordered. Default `false`.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Commits a move. Default: nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// The section index titles. Default `nil`.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section an index entry scrolls to. Default: `index`.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    // MARK: - UITableViewDelegate

    /// The row's height. Default: the table view's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The row's estimated height. Default: the table view's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The header's height. Default: the table view's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The footer's height. Default: the table view's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// The header's view. Default `nil` (the title shows).
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// The footer's view. Default `nil` (the title shows).
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// The row the user's selection goes to. Default: `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// The user selected a row. Default: nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// The row the user's deselection goes to. Default: `indexPath`.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// The user deselected a row. Default: nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Whether the row highlights when touched. Default `true`.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// A cell is about to show. Default: nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// A cell left the table. Default: nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// The actions of a swipe to the left. Default `nil`.
    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// The row's editing style. Default `.delete`.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// The Delete button's title. Default `nil` ("Delete").
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    /// A swipe began to reveal a row's actions. Default: nothing.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// A row's actions closed. Default: nothing.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// The row's actions, the pre-iOS 11 way. Default `nil`.
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    /// The menu a long press on a row shows; default none.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Called when a menu's preview is tapped (Layercast's menus have none). Default: nothing.
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating) {}
    /// Called before a row's menu shows. Default: nothing.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Called before a row's menu goes away. Default: nothing.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}

    // MARK: - UIScrollViewDelegate

    /// The table scrolled. Default: nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// A drag began. Default: nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// A drag is ending. Default: nothing.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// A drag ended. Default: nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Deceleration begins. Default: nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Deceleration ended. Default: nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// A scrolling animation ended. Default: nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// The view to zoom. Default `nil`.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Zooming begins. Default: nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Zooming ended. Default: nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// The zoom scale changed. Default: nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// The adjusted content inset changed. Default: nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

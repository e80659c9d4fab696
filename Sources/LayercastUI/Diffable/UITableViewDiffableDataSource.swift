import Foundation

/// A table view data source driven by snapshots: UIKit's `UITableViewDiffableDataSource`.
///
/// Creating it makes it the table view's `dataSource` (the table view holds it weakly: keep a
/// reference). `apply(_:animatingDifferences:completion:)` replaces the data with a snapshot and
/// updates the table with the differences (rows that keep their identifier keep their cells;
/// the others are deleted, inserted or moved with `defaultRowAnimation`); the `cellProvider`
/// makes each row's cell from its item identifier. The data-source methods are open members so
/// a subclass can add titles or editing.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
    /// Makes the cell of the row at an index path for its item identifier; UIKit's
    /// `UITableViewDiffableDataSource.CellProvider`.
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// The animation of the rows that `apply` inserts, deletes or reloads. Default `.automatic`
    /// (UIKit's).
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source for `tableView` whose cells `cellProvider` makes; it becomes the table
    /// view's `dataSource`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the current data.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Makes `snapshot` the data and updates the table with the differences, animated with
    /// `defaultRowAnimation` when `animatingDifferences` (else at once); `completion` runs when
    /// the update is done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView, !tableView.needsReload else {
            // Nothing shows yet: the table reads the new data when it first lays out.
            current = snapshot
            tableView?.reloadData()
            completion?()
            return
        }
        let changes = DiffableChanges(from: current, to: snapshot)
        let animation = animatingDifferences ? defaultRowAnimation : .none
        tableView.performBatchUpdates({
            self.current = snapshot
            tableView.deleteSections(changes.deletedSections, with: animation)
            tableView.insertSections(changes.insertedSections, with: animation)
            tableView.reloadSections(changes.reloadedSections, with: animation)
            tableView.deleteRows(at: changes.deletedItems, with: animation)
            tableView.insertRows(at: changes.insertedItems, with: animation)
            for move in changes.movedItems { tableView.moveRow(at: move.from, to: move.to) }
            tableView.reloadRows(at: changes.reloadedItems, with: animation)
        }, completion: { _ in completion?() })
    }

    /// Makes `snapshot` the data and reloads the table without diffing or animation.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    // MARK: - Identifiers

    /// The item identifier of the row at `indexPath`; `nil` when there is no such row.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(section: indexPath.section, item: indexPath.row)
    }

    /// The index path of the row of `itemIdentifier`; `nil` when absent.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The identifier of the section at `index`; `nil` when there is no such section.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    /// The index of the section `sectionIdentifier`; `nil` when absent.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: - UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The number of items of the snapshot's section `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.sections[section].items.count
    }

    /// The cell the cell provider makes for the row's item; traps when it makes none, as UIKit
    /// raises.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
        }
        return cell
    }

    /// No header title (override to give one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title (override to give one).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows cannot be edited (override to allow it).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Commits nothing (override to delete or insert).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Rows cannot be moved (override to allow it).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Moves the item in the data to follow the user's move.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath) else { return }
        let from = (sourceIndexPath.section, sourceIndexPath.row)
        current.sections[from.0].items.remove(at: from.1)
        current.sections[destinationIndexPath.section].items.insert(item, at: destinationIndexPath.row)
    }
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the entry's position.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

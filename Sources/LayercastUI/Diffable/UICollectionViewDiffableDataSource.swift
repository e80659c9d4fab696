import Foundation

/// A collection view data source driven by snapshots: UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// Creating it makes it the collection view's `dataSource` (held weakly: keep a reference).
/// `apply(_:animatingDifferences:completion:)` replaces the data with a snapshot and updates
/// the collection view with the differences; the `cellProvider` makes each item's cell from
/// its identifier and the `supplementaryViewProvider` the headers and footers.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
    /// Makes the cell of the item at an index path for its identifier; UIKit's
    /// `UICollectionViewDiffableDataSource.CellProvider`.
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes the supplementary view of a kind at an index path; UIKit's
    /// `UICollectionViewDiffableDataSource.SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String,
                                                             _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the headers, footers and other supplementary views; `nil` by default.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` whose cells `cellProvider` makes; it becomes the
    /// collection view's `dataSource`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the current data.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Makes `snapshot` the data and updates the collection view with the differences
    /// (animated when `animatingDifferences`); `completion` runs when the update is done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView, !collectionView.needsReload else {
            // Nothing shows yet: the collection view reads the new data when it first lays out.
            current = snapshot
            collectionView?.reloadData()
            completion?()
            return
        }
        let changes = DiffableChanges(from: current, to: snapshot)
        let update = {
            collectionView.performBatchUpdates({
                self.current = snapshot
                collectionView.deleteSections(changes.deletedSections)
                collectionView.insertSections(changes.insertedSections)
                collectionView.reloadSections(changes.reloadedSections)
                collectionView.deleteItems(at: changes.deletedItems)
                collectionView.insertItems(at: changes.insertedItems)
                for move in changes.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
                collectionView.reloadItems(at: changes.reloadedItems)
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Makes `snapshot` the data and reloads the collection view without diffing or animation.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    // MARK: - Identifiers

    /// The identifier of the item at `indexPath`; `nil` when there is no such item.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(section: indexPath.section, item: indexPath.item)
    }

    /// The index path of the item `itemIdentifier`; `nil` when absent.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The identifier of the section at `index`; `nil` when there is no such section.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    /// The index of the section `sectionIdentifier`; `nil` when absent.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: - UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items of the snapshot's section `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sections[section].items.count
    }

    /// The cell the cell provider makes for the item; traps when it makes none, as UIKit
    /// raises.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
        }
        return cell
    }

    /// The view the supplementary view provider makes; traps when there is none, as UIKit
    /// raises.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) for \(indexPath): "
                                + "set supplementaryViewProvider")
        }
        return view
    }
}

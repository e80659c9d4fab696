import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Diffable data sources (Apple's documentation: the data source "becomes the table view's
/// data source"; `defaultRowAnimation` defaults to `UITableView.RowAnimation.automatic`;
/// `apply(_:animatingDifferences:completion:)` "updates the UI to reflect the state of the
/// data in the snapshot").
@MainActor @Suite struct DiffableDataSourceTests {
    private func tableStage() -> (Stage, UITableView, UITableViewDiffableDataSource<Int, String>, () -> Int) {
        let stage = Stage()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        var made = 0
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            made += 1
            return cell
        }
        stage.window.addSubview(table)
        return (stage, table, dataSource, { made })
    }

    @Test func theTableShowsTheAppliedSnapshot() {
        let (stage, table, dataSource, _) = tableStage()
        #expect(table.dataSource === dataSource)
        #expect(dataSource.defaultRowAnimation == .automatic)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["ten"])
        dataSource.apply(snapshot, animatingDifferences: false)
        stage.app.runTurn()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["ten"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "ten")
        #expect(dataSource.indexPath(for: "ten") == IndexPath(row: 0, section: 0))
        #expect(dataSource.snapshot().itemIdentifiers == ["ten"])
    }

    @Test func applyingADiffKeepsTheCellsOfRowsThatStay() {
        let (stage, table, dataSource, made) = tableStage()
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["10", "9"])
        dataSource.apply(snapshot, animatingDifferences: false)
        stage.app.runTurn()
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(made() == 2)
        snapshot = dataSource.snapshot()
        snapshot.appendItems(["8"])
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        stage.advance(1)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["10", "9", "8"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
        #expect(made() == 3)
        #expect(completed)
    }

    @Test func aCollectionViewShowsItsSnapshotWithSupplementaryViews() {
        let stage = Stage()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.plainHeader()
            content.text = "Section \(indexPath.section)"
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Red", "Blue"], toSection: 0)
        snapshot.appendItems(["Mint"], toSection: 1)
        dataSource.apply(snapshot)
        stage.window.addSubview(view)
        stage.app.runTurn()
        func text(_ cell: UICollectionViewCell?) -> String? { (cell?.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(text(view.cellForItem(at: IndexPath(item: 1, section: 0))) == "Blue")
        #expect(text(view.cellForItem(at: IndexPath(item: 0, section: 1))) == "Mint")
        let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(((header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "Section 1")
        // The cell shows its configuration in a list content view filling it.
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell?.contentView.subviews.contains { $0 is UIListContentView } == true)
        #expect(dataSource.sectionIdentifier(for: 1) == 1 && dataSource.index(for: 1) == 1)
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// iOS 14 lists: `UICollectionLayoutListConfiguration` (Apple: `headerMode` defaults to
/// `.none`, `showsSeparators` to `true`), `UIListContentConfiguration` (Apple: `cell()` is "the
/// default styling for a cell"; `secondaryText` shows with `secondaryTextProperties`) and the
/// list layout, whose row and header heights are Layercast's documented values (44 pt rows,
/// 28 pt plain headers, 38 pt grouped ones, 35 pt between grouped sections, 20 pt side insets
/// for inset grouped lists).
@MainActor @Suite struct UICollectionViewListTests {
    @MainActor final class Rows: UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    private func list(_ configuration: UICollectionLayoutListConfiguration, _ counts: [Int]) -> (UICollectionView, Rows) {
        let rows = Rows(counts)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        view.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        view.dataSource = rows
        view.layoutIfNeeded()
        return (view, rows)
    }

    @Test func configurationDefaults() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(configuration.appearance == .insetGrouped)
        #expect(configuration.headerMode == .none && configuration.footerMode == .none)
        #expect(configuration.showsSeparators && configuration.backgroundColor == nil)
    }

    @Test func aPlainListStacksHeadersAndRows() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let (view, rows) = list(configuration, [2, 1])
        _ = rows
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                             at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 72, width: 320, height: 44))
        // Section 1: header at 28 + 88 = 116, its row at 144.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 144, width: 320, height: 44))
        #expect(view.contentSize == CGSize(width: 320, height: 188))
    }

    @Test func anInsetGroupedListInsetsItsRows() {
        let (view, _) = list(UICollectionLayoutListConfiguration(appearance: .insetGrouped), [1, 1])
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 35, width: 280, height: 44))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 20, y: 114, width: 280, height: 44))
    }

    @Test func listContentConfigurationsHaveUIKitsStyles() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.text == nil && cell.secondaryText == nil && cell.image == nil)
        #expect(cell.textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(cell.textProperties.color == .label && cell.secondaryTextProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.color == .secondaryLabel)
        #expect(UICollectionViewListCell(frame: .zero).defaultContentConfiguration() == cell)
    }

    @Test func aCellKeepsItsContentViewForTheSameConfigurationType() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Red"
        content.secondaryText = "#FF3B30"
        cell.contentConfiguration = content
        let view = try #require(cell.contentView.subviews.first as? UIListContentView)
        content.text = "Blue"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first === view)
        #expect((view.configuration as? UIListContentConfiguration)?.text == "Blue")
        cell.layoutIfNeeded()
        #expect(view.frame == cell.contentView.bounds)
        let labels = view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Blue", "#FF3B30"])
        // The text sits inside the 16 pt leading margin; the secondary text below it.
        #expect(labels[0].frame.minX == 16 && labels[1].frame.minY > labels[0].frame.maxY)
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test func aTableCellShowsAListConfigurationForItsStyle() throws {
        // Apple: a table cell's `defaultContentConfiguration()` "has preconfigured default
        // styling based on the cell's style".
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var content = cell.defaultContentConfiguration()
        content.text = "Mint"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let view = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(view.frame == cell.contentView.bounds)
        #expect(view.subviews.compactMap { $0 as? UILabel }.first?.text == "Mint")
    }
}

import Foundation
import Testing
@testable import LayercastUI

/// `NSDiffableDataSourceSnapshot` (Apple's documentation: `appendItems(_:toSection:)` adds to
/// the last section when `sectionIdentifier` is `nil`; `indexOfItem(_:)` is the item's index
/// in the snapshot; `sectionIdentifier(containingItem:)` the section that contains it).
@MainActor @Suite struct NSDiffableDataSourceSnapshotTests {
    @Test func sectionsAndItemsAppendInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3, 4, 5])
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [3, 4, 5])
        #expect(snapshot.numberOfItems(inSection: "a") == 2)
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "a")
    }

    @Test func insertMoveAndDeleteRelativeToOtherItems() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10], toSection: "b")
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([11], afterItem: 10)
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 10, 11])
        snapshot.moveItem(3, beforeItem: 0)
        snapshot.moveItem(1, afterItem: 11)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 0, 2])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [10, 11, 1])
        snapshot.deleteItems([0, 10])
        #expect(snapshot.itemIdentifiers == [3, 2, 11, 1])
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.moveSection("b", beforeSection: "z")
        #expect(snapshot.sectionIdentifiers == ["b", "z", "a"])
        snapshot.deleteSections(["b"])
        #expect(snapshot.sectionIdentifiers == ["z", "a"] && snapshot.itemIdentifiers == [3, 2])
        snapshot.reloadItems([2])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }

    @Test func changesBetweenSnapshotsKeepWhatStays() {
        var old = NSDiffableDataSourceSnapshot<String, Int>()
        old.appendSections(["a"])
        old.appendItems([1, 2, 3, 4])
        var new = old
        new.deleteItems([2])
        new.appendItems([5])
        new.moveItem(4, beforeItem: 1)
        let changes = DiffableChanges(from: old, to: new)
        #expect(changes.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(changes.insertedItems == [IndexPath(item: 3, section: 0)])
        // 1 and 3 stay in order; 4 moves from the end to the front.
        #expect(changes.movedItems.map(\.from) == [IndexPath(item: 3, section: 0)])
        #expect(changes.movedItems.map(\.to) == [IndexPath(item: 0, section: 0)])
        #expect(DiffableChanges(from: new, to: new).isEmpty)
    }
}

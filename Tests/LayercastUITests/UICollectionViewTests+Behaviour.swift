import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Reuse, selection and batch updates of a collection view.
@MainActor @Suite struct UICollectionViewBehaviourTests {
    @Test func scrollingReusesCells() {
        // 1,000 items of 100 × 100, three a line: 334 lines of 110.
        let s = GridStage(GridModel(sections: 1, items: 1000)) { $0.itemSize = CGSize(width: 100, height: 100) }
        var y: CGFloat = 0
        while y < s.view.contentSize.height - 480 {
            s.view.contentOffset = CGPoint(x: 0, y: y)
            s.view.layoutIfNeeded()
            // At most ⌈480/110⌉ + 1 = 6 lines of 3 are on screen.
            #expect(s.view.subviews.compactMap { $0 as? UICollectionViewCell }.count <= 18)
            y += 77
        }
        #expect(s.model.cellsAsked >= 990)
        #expect(s.model.distinctCells.count <= 21)
        let reuses = s.model.distinctCells.values.compactMap { ($0 as? CountingItemCell)?.reuses }.reduce(0, +)
        #expect(reuses == s.model.cellsAsked - s.model.distinctCells.count)
    }

    @Test func aTapSelectsAndADragDoesNot() {
        let s = GridStage(GridModel(sections: 1, items: 100)) { $0.itemSize = CGSize(width: 100, height: 100) }
        // Item 4 is the middle of the second line: x 110–210, y 110–210.
        s.stage.at(0, down(1, 160, 160))
        s.stage.at(0.05, up(1, 160, 160))
        #expect(s.model.events == ["didSelect 0.4"])
        #expect(s.view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(s.view.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        s.stage.at(1, down(1, 160, 300))
        s.stage.at(1.02, move(1, 160, 280))
        s.stage.at(1.04, move(1, 160, 200))
        s.stage.at(1.3, up(1, 160, 200))
        #expect(s.view.contentOffset.y > 0 && s.model.events == ["didSelect 0.4"])
        // Once the scroll has settled, another tap moves the selection.
        s.stage.at(10)
        #expect(!s.view.isDecelerating)
        s.stage.at(11, down(1, 50, 150))
        s.stage.at(11.05, up(1, 50, 150))
        #expect(s.model.events.suffix(2) == ["didDeselect 0.4", "didSelect 0.\(s.view.indexPathForItem(at: CGPoint(x: 50, y: 150 + s.view.contentOffset.y))!.item)"])
    }

    @Test func batchUpdatesGiveTheRightItems() {
        let s = GridStage(GridModel([["a", "b", "c", "d"]]))
        let c = s.view.cellForItem(at: IndexPath(item: 2, section: 0))
        s.model.sections[0] = ["x", "a", "c", "b"]
        var done = false
        s.view.performBatchUpdates({
            s.view.deleteItems(at: [IndexPath(item: 3, section: 0)])
            s.view.insertItems(at: [IndexPath(item: 0, section: 0)])
            s.view.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))
        }, completion: { done = $0 })
        #expect(done && s.view.numberOfItems(inSection: 0) == 4)
        #expect(s.visibleTitles == ["x", "a", "c", "b"])
        #expect(s.view.cellForItem(at: IndexPath(item: 2, section: 0)) === c)
        s.model.sections[0][0] = "X"
        s.view.reloadItems(at: [IndexPath(item: 0, section: 0)])
        #expect(s.visibleTitles == ["X", "a", "c", "b"])
    }

    @Test func sectionInsertsDeletesAndMovesKeepTheCellsThatStay() throws {
        let s = GridStage(GridModel([["a0", "a1"], ["b0"], ["c0", "c1"]]))
        let b0 = try #require(s.view.cellForItem(at: IndexPath(item: 0, section: 1)))
        s.model.sections.insert(["n0"], at: 0)
        s.view.insertSections(IndexSet(integer: 0))
        #expect(s.view.numberOfSections == 4)
        #expect(s.view.cellForItem(at: IndexPath(item: 0, section: 2)) === b0)
        s.model.sections.remove(at: 1)
        s.view.deleteSections(IndexSet(integer: 1))
        #expect(s.view.numberOfSections == 3 && s.view.cellForItem(at: IndexPath(item: 0, section: 1)) === b0)
        // ["n0"], ["b0"], ["c0", "c1"] → move b to the end.
        let b = s.model.sections.remove(at: 1)
        s.model.sections.append(b)
        s.view.moveSection(1, toSection: 2)
        #expect(s.view.cellForItem(at: IndexPath(item: 0, section: 2)) === b0)
        s.model.sections[0] = ["m0", "m1"]
        s.view.reloadSections(IndexSet(integer: 0))
        #expect(s.view.numberOfItems(inSection: 0) == 2)
        #expect(Set(s.visibleTitles) == ["m0", "m1", "c0", "c1", "b0"])
    }

    @Test func reloadDataReadsTheDataSourceAgain() {
        let s = GridStage(GridModel([["a", "b"]]))
        s.model.sections = [["p"], ["q", "r"]]
        s.view.reloadData()
        s.view.layoutIfNeeded()
        #expect(s.view.numberOfSections == 2 && s.visibleTitles == ["p", "q", "r"])
    }
}

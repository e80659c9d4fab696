import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Row updates: the data source changes first, then the table view is told, with UIKit's
/// index conventions (deletions, reloads and move sources before the update; insertions and
/// move destinations after it). The cells of rows that stay are kept.
@MainActor @Suite struct UITableViewUpdatesTests {
    private func stage() -> TableStage {
        let m = TableModel([["a", "b", "c", "d"], ["e", "f"]])
        return TableStage(m)
    }

    @Test func insertRowsAddsCellsAndMovesTheOthersDown() {
        let s = stage()
        let c = s.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        s.model.sections[0].insert("new", at: 1)
        s.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(s.table.numberOfRows(inSection: 0) == 5)
        #expect(s.visibleTitles == ["a", "new", "b", "c", "d", "e", "f"])
        // "c" kept its cell, one row lower.
        #expect(s.table.cellForRow(at: IndexPath(row: 3, section: 0)) === c)
        #expect(c.frame.minY == CGFloat(3 * 44))
    }

    @Test func deleteRowsRemovesCellsAndKeepsSelectionOfTheOthers() {
        let s = stage()
        s.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        s.model.sections[0].remove(at: 0)
        s.model.sections[1].remove(at: 1)
        s.table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 1)], with: .automatic)
        #expect(s.visibleTitles == ["b", "c", "d", "e"])
        #expect(s.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(s.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(s.cellSubviews.count == 4)
    }

    @Test func moveRowAcrossSections() {
        let s = stage()
        let a = s.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let moved = s.model.sections[0].remove(at: 0)
        s.model.sections[1].insert(moved, at: 1)
        s.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(s.visibleTitles == ["b", "c", "d", "e", "a", "f"])
        #expect(s.table.cellForRow(at: IndexPath(row: 1, section: 1)) === a)
        #expect(a.frame.minY == CGFloat(4 * 44))
    }

    @Test func reloadRowsAsksForANewCell() {
        let s = stage()
        let asked = s.model.cellsAsked
        s.model.sections[0][2] = "C"
        s.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        #expect(s.model.cellsAsked == asked + 1)
        #expect(s.visibleTitles == ["a", "b", "C", "d", "e", "f"])
    }

    @Test func aBatchUsesOldIndexesForDeletionsAndNewOnesForInsertions() {
        let s = stage()
        // Old: a b c d → delete b (old 1) and d (old 3), insert x at new 0, reload c (old 2).
        s.model.sections[0] = ["x", "a", "C"]
        var done = false
        s.table.performBatchUpdates({
            s.table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .fade)
            s.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            s.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        }, completion: { done = $0 })
        #expect(done)
        #expect(s.visibleTitles == ["x", "a", "C", "e", "f"])
        #expect(s.table.contentSize.height == CGFloat(5 * 44))
        #expect(s.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(3 * 44))
    }

    @Test func beginAndEndUpdatesGroupChanges() {
        let s = stage()
        s.model.sections[0].append("z")
        s.model.sections[1].removeFirst()
        s.table.beginUpdates()
        s.table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .bottom)
        // Nothing applies before endUpdates.
        #expect(s.table.numberOfRows(inSection: 0) == 4)
        s.table.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .top)
        s.table.endUpdates()
        #expect(s.visibleTitles == ["a", "b", "c", "d", "z", "f"])
    }

    @Test func inATurnDeletedCellsFadeOutAndLeaveAfterTheAnimation() {
        let s = stage()
        let b = s.table.cellForRow(at: IndexPath(row: 1, section: 0))!
        var done = false
        s.stage.app.perform {
            s.model.sections[0].remove(at: 1)
            s.table.performBatchUpdates({
                s.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }, completion: { done = $0 })
        }
        // The fading cell stays in the view (alpha going to 0) until the 0.3 s fade ends.
        #expect(b.superview === s.table && b.alpha == 0 && !done)
        #expect(s.visibleTitles == ["a", "c", "d", "e", "f"])
        s.stage.at(0.1)
        #expect(b.superview === s.table)
        s.stage.at(0.35)
        #expect(b.superview == nil && done)
    }
}

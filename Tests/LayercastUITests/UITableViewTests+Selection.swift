import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Selection by touch as UIKit does it: the row highlights when the touch reaches the table
/// (after the scroll view's 0.15 s content-touch delay), is selected on the lift; a drag
/// scrolls instead and selects nothing.
@MainActor @Suite struct UITableViewSelectionTests {
    // Rows are 44 pt from y = 0 (no headers): row 2 spans 88–132.
    private func stage() -> TableStage {
        let m = TableModel(sections: 1, rows: 50)
        m.headers = []
        return TableStage(m)
    }

    @Test func aTapSelectsTheRow() {
        let s = stage()
        s.stage.at(0, down(1, 160, 100))
        s.stage.at(0.05, up(1, 160, 100))
        #expect(s.model.events == ["willSelect 0.2", "didSelect 0.2"])
        #expect(s.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        let cell = s.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(cell.isSelected && !cell.isHighlighted)
        #expect(cell.selectedBackgroundView?.alpha == 1)
    }

    @Test func aHeldTouchHighlightsAfterTheDelayAndSelectsOnTheLift() {
        let s = stage()
        let cell = s.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        s.stage.at(0, down(1, 160, 100))
        #expect(!cell.isHighlighted)
        s.stage.at(0.15)
        #expect(cell.isHighlighted && !cell.isSelected && s.model.events.isEmpty)
        s.stage.at(0.4, up(1, 160, 100))
        #expect(!cell.isHighlighted && cell.isSelected && s.model.events == ["willSelect 0.2", "didSelect 0.2"])
    }

    @Test func aDragScrollsAndSelectsNothing() {
        let s = stage()
        s.stage.at(0, down(1, 160, 300))
        s.stage.at(0.02, move(1, 160, 280))
        s.stage.at(0.04, move(1, 160, 200))
        s.stage.at(0.3, up(1, 160, 200))
        #expect(s.table.contentOffset.y > 0)
        #expect(s.model.events.isEmpty && s.table.indexPathForSelectedRow == nil)
        #expect(s.table.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
    }

    @Test func aDragAfterTheHighlightCancelsIt() {
        let s = stage()
        let cell = s.table.cellForRow(at: IndexPath(row: 6, section: 0))!
        s.stage.at(0, down(1, 160, 280))
        s.stage.at(0.2)
        #expect(cell.isHighlighted)
        s.stage.at(0.22, move(1, 160, 260))
        s.stage.at(0.24, move(1, 160, 200))
        #expect(s.table.isDragging && !cell.isHighlighted)
        s.stage.at(0.5, up(1, 160, 200))
        #expect(s.model.events.isEmpty && !cell.isSelected)
    }

    @Test func selectingAnotherRowDeselectsTheFirst() {
        let s = stage()
        s.stage.at(0, down(1, 160, 100))
        s.stage.at(0.05, up(1, 160, 100))
        s.stage.at(1, down(1, 160, 10))
        s.stage.at(1.05, up(1, 160, 10))
        #expect(s.model.events == ["willSelect 0.2", "didSelect 0.2", "willSelect 0.0", "didDeselect 0.2", "didSelect 0.0"])
        #expect(s.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(s.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesRows() {
        let s = stage()
        s.table.allowsMultipleSelection = true
        for (t, y) in [(0.0, 10.0), (1.0, 100.0), (2.0, 10.0)] {
            s.stage.at(t, down(1, 160, y))
            s.stage.at(t + 0.05, up(1, 160, y))
        }
        #expect(s.model.events == ["willSelect 0.0", "didSelect 0.0", "willSelect 0.2", "didSelect 0.2", "didDeselect 0.0"])
        #expect(s.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test func willSelectCanRedirectOrRefuse() {
        let s = stage()
        s.model.redirect = { $0.row == 2 ? IndexPath(row: 3, section: 0) : nil }
        s.stage.at(0, down(1, 160, 100))
        s.stage.at(0.05, up(1, 160, 100))
        #expect(s.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        s.stage.at(1, down(1, 160, 10))
        s.stage.at(1.05, up(1, 160, 10))
        #expect(s.model.events.last == "willSelect 0.0" && s.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test func withoutAllowsSelectionNothingHighlightsOrSelects() {
        let s = stage()
        s.table.allowsSelection = false
        s.stage.at(0, down(1, 160, 100))
        s.stage.at(0.2)
        #expect(s.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
        s.stage.at(0.3, up(1, 160, 100))
        #expect(s.model.events.isEmpty && s.table.indexPathForSelectedRow == nil)
    }

    @Test func selectAndDeselectByCodeDoNotTellTheDelegate() {
        let s = stage()
        s.table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .top)
        // Row 40 at 1760 at the top; within range (max offset 50·44 − 480 = 1720): clamped.
        #expect(s.table.contentOffset.y == 1720)
        s.table.layoutIfNeeded()
        #expect(s.table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == true)
        s.table.deselectRow(at: IndexPath(row: 40, section: 0), animated: false)
        #expect(s.table.indexPathForSelectedRow == nil && s.model.events.isEmpty)
        #expect(s.table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == false)
    }

    @Test func scrollToRowPositions() {
        let s = stage()
        let t = s.table
        t.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(t.contentOffset.y == 880)
        t.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        #expect(t.contentOffset.y == CGFloat(880 + 22 - 240))
        t.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        #expect(t.contentOffset.y == CGFloat(924 - 480))
        // .none: already visible, no scroll; below the bottom, the least scroll.
        t.scrollToRow(at: IndexPath(row: 15, section: 0), at: .none, animated: false)
        #expect(t.contentOffset.y == 444)
        t.scrollToRow(at: IndexPath(row: 30, section: 0), at: .none, animated: false)
        #expect(t.contentOffset.y == CGFloat(31 * 44 - 480))
        t.layoutIfNeeded()
        #expect(t.indexPathsForVisibleRows?.last == IndexPath(row: 30, section: 0))
    }
}

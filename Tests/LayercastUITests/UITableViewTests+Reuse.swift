import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Reuse: only the rows on screen have cells; cells that scroll out are reused (after
/// `prepareForReuse`), so scrolling 1,000 rows makes a bounded number of cells.
@MainActor @Suite struct UITableViewReuseTests {
    @Test func scrollingAThousandRowsKeepsTheCellCountBounded() {
        // 10 sections of 100 rows: 1,000 rows of 44 pt and 10 headers of 28 pt.
        let s = TableStage(TableModel(sections: 10, rows: 100))
        let t = s.table
        #expect(t.contentSize.height == CGFloat(1000 * 44 + 10 * 28))
        // 480 pt show at most ⌈480/44⌉ + 1 = 12 rows at any offset.
        let bound = 12
        var y: CGFloat = 0
        var maxSubviewCells = 0
        while y < t.contentSize.height - 480 {
            s.scroll(to: y)
            let cells = s.cellSubviews
            maxSubviewCells = max(maxSubviewCells, cells.count)
            #expect(cells.count <= bound)
            // Every cell in the view hierarchy shows a visible row, and shows the right one.
            for cell in cells {
                let path = t.indexPath(for: cell)
                #expect(path != nil)
                if let path {
                    #expect(cell.frame.intersects(t.bounds))
                    #expect(cell.textLabel?.text == "\(path.section).\(path.row)")
                }
            }
            y += 37 // not a divisor of 44: every alignment of rows to the edges
        }
        #expect(maxSubviewCells >= 11)
        // The data source was asked for about a cell per row, but the table made few cells.
        #expect(s.model.cellsAsked >= 990)
        #expect(s.model.distinctCells.count <= bound + 1)
        // Reused cells were prepared for reuse: one preparation per dequeue from the queue.
        let reuses = s.model.distinctCells.values.compactMap { ($0 as? CountingCell)?.reuses }.reduce(0, +)
        #expect(reuses == s.model.cellsAsked - s.model.distinctCells.count)
    }

    @Test func aReusedCellLosesItsSelectionAndGetsItsRowsState() {
        let s = TableStage(TableModel(sections: 1, rows: 100))
        let t = s.table
        t.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let first = t.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(first.isSelected)
        s.scroll(to: 1000)
        // The selected row's cell left and shows an unselected row now.
        if let path = t.indexPath(for: first) { #expect(!first.isSelected && path.row > 20) }
        s.scroll(to: 0)
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
        #expect(t.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func dequeueWithoutRegistrationGivesNil() {
        let t = UITableView(frame: .zero)
        #expect(t.dequeueReusableCell(withIdentifier: "none") == nil)
        t.register(CountingCell.self, forCellReuseIdentifier: "x")
        let cell = t.dequeueReusableCell(withIdentifier: "x")
        #expect(cell is CountingCell && cell?.reuseIdentifier == "x")
    }

    @Test func reloadDataAsksAgainAndClearsSelection() {
        let s = TableStage(TableModel([["a", "b"]]))
        s.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        s.model.sections = [["x", "y", "z"]]
        s.table.reloadData()
        s.table.layoutIfNeeded()
        #expect(s.visibleTitles == ["x", "y", "z"] && s.table.indexPathForSelectedRow == nil)
        #expect(s.cellSubviews.count == 3)
    }
}

/// Plain tables float their section headers at the top while the section is on screen; the
/// next section's header pushes the current one up. Grouped headers scroll with their rows.
@MainActor @Suite struct UITableViewStickyHeaderTests {
    @Test func plainHeadersStickAndArePushedByTheNextSection() {
        // Section 0: header 0–28, 20 rows to 908; section 1 from 908.
        let s = TableStage(TableModel(sections: 3, rows: 20))
        let t = s.table
        s.scroll(to: 200)
        #expect(t.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 200, width: 320, height: 28))
        // At 900 the section ends 8 pt below the top: its header sits at 908 − 28 = 880.
        s.scroll(to: 900)
        #expect(t.headerView(forSection: 0)?.frame.minY == 880)
        #expect(t.headerView(forSection: 1)?.frame.minY == 908)
        // Past it, section 1's header sticks.
        s.scroll(to: 1000)
        #expect(t.headerView(forSection: 0) == nil)
        #expect(t.headerView(forSection: 1)?.frame.minY == 1000)
        // A header floats below the top content inset.
        t.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        s.scroll(to: 1000)
        #expect(t.headerView(forSection: 1)?.frame.minY == 1020)
    }

    @Test func headersAreAboveTheCellsTheyCover() {
        let s = TableStage(TableModel(sections: 2, rows: 20))
        s.scroll(to: 100)
        let header = s.table.headerView(forSection: 0)!
        let covered = s.table.visibleCells.first!
        #expect(covered.frame.intersects(header.frame))
        #expect(s.table.subviews.firstIndex { $0 === header }! > s.table.subviews.firstIndex { $0 === covered }!)
    }

    @Test func groupedHeadersScroll() {
        let s = TableStage(TableModel(sections: 3, rows: 20), style: .grouped)
        s.scroll(to: 20)
        #expect(s.table.headerView(forSection: 0)?.frame.minY == 0)
    }
}

/// A table whose data source went away (it is weak, as in UIKit) shows nothing rather than
/// asking a data source that is not there: UIKit treats a `nil` data source as an empty table.
@MainActor @Suite struct UITableViewReleasedDataSourceTests {
    @Test func aReleasedDataSourceLeavesAnEmptyTableAndNoTrap() {
        let stage = Stage()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        var model: TableModel? = TableModel(sections: 2, rows: 30)
        table.dataSource = model
        stage.window.addSubview(table)
        stage.app.runTurn()
        #expect(table.numberOfSections == 2 && !table.visibleCells.isEmpty)
        model = nil
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.setNeedsLayout()
        stage.app.runTurn()
        #expect(table.numberOfSections == 0)
        #expect(table.visibleCells.isEmpty)
        #expect(table.contentSize.height == 0)
        table.reloadData()
        stage.app.runTurn()
        #expect(table.visibleCells.isEmpty)
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Frames of rows, headers and footers. Row heights default to 44 pt (UIKit's standard row at
/// the default text size; `rowHeight` is `automaticDimension`, Apple's documented default).
/// Title header and footer heights are Layercast's stated values (Apple publishes none): plain
/// 28 pt with a title, 0 without; grouped 38 pt with a title, 18 pt without.
@MainActor @Suite struct UITableViewGeometryTests {
    private func model() -> TableModel {
        let m = TableModel([["a", "b", "c"], ["d", "e"]])
        m.headers = ["A", "B"]
        m.footers = [nil, "end"]
        return m
    }

    @Test func defaultsAreUIKits() {
        let t = UITableView(frame: .zero)
        #expect(t.style == .plain && t.rowHeight == UITableView.automaticDimension && UITableView.automaticDimension == -1)
        #expect(t.sectionHeaderHeight == -1 && t.sectionFooterHeight == -1 && t.estimatedRowHeight == -1)
        #expect(t.allowsSelection && !t.allowsMultipleSelection && t.separatorStyle == .singleLine)
        #expect(t.separatorInset.left == 16 && t.alwaysBounceVertical && t.delaysContentTouches)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.selectionStyle == .default && cell.accessoryType == .none && !cell.isSelected && !cell.isHighlighted)
        #expect(cell.detailTextLabel == nil && cell.textLabel != nil && cell.imageView != nil)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
    }

    @Test func plainFramesStackHeadersRowsAndFooters() {
        let s = TableStage(model())
        let t = s.table
        // Section 0: header 0–28, rows of 44 from 28; no footer (no title: 0).
        #expect(t.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(t.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 116, width: 320, height: 44))
        #expect(t.rectForFooter(inSection: 0).height == 0)
        #expect(t.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 160))
        // Section 1 follows at 160: header 160–188, rows at 188 and 232, footer 276–304.
        #expect(t.rectForHeader(inSection: 1) == CGRect(x: 0, y: 160, width: 320, height: 28))
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 232, width: 320, height: 44))
        #expect(t.rectForFooter(inSection: 1) == CGRect(x: 0, y: 276, width: 320, height: 28))
        #expect(t.contentSize == CGSize(width: 320, height: 304))
        #expect(t.numberOfSections == 2 && t.numberOfRows(inSection: 1) == 2)
        // The views on screen have those frames.
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 1))?.frame == CGRect(x: 0, y: 232, width: 320, height: 44))
        #expect(t.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 160, width: 320, height: 28))
        #expect(t.headerView(forSection: 1)?.textLabel?.text == "B")
        #expect(t.footerView(forSection: 1)?.frame == CGRect(x: 0, y: 276, width: 320, height: 28))
        #expect(s.visibleTitles == ["a", "b", "c", "d", "e"])
    }

    @Test func groupedFramesSeparateTheGroups() {
        let s = TableStage(model(), style: .grouped)
        let t = s.table
        // Section 0: header with a title 38, rows from 38, footer without a title 18 at 170.
        #expect(t.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 38))
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
        #expect(t.rectForFooter(inSection: 0) == CGRect(x: 0, y: 170, width: 320, height: 18))
        // Section 1 at 188: header 38, rows at 226 and 270, footer with a title 38 at 314.
        #expect(t.rect(forSection: 1) == CGRect(x: 0, y: 188, width: 320, height: 164))
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 226)
        #expect(t.rectForFooter(inSection: 1) == CGRect(x: 0, y: 314, width: 320, height: 38))
        #expect(t.contentSize.height == 352)
        // Grouped headers show their title upper-cased, as UIKit's.
        #expect(t.headerView(forSection: 0)?.textLabel?.text == "A".uppercased())
    }

    @Test func explicitHeightsWin() {
        let m = model()
        m.heights = { $0.row == 0 ? 60 : 44 }
        let s = TableStage(m) { t in
            t.sectionHeaderHeight = 30
            t.sectionFooterHeight = 10
        }
        let t = s.table
        // Header 30, row 0 60, rows 1 and 2 44, footer 10: section 0 is 30+60+88+10 = 188.
        #expect(t.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 188))
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 90, width: 320, height: 44))
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 188 + 30, width: 320, height: 60))
    }

    @Test func rowHeightAppliesToEveryRow() {
        let s = TableStage(TableModel([["a", "b"]])) { $0.rowHeight = 50 }
        #expect(s.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(s.table.contentSize.height == 100)
    }

    @Test func estimatedRowsAreMeasuredWhenTheyShow() {
        let m = TableModel(sections: 1, rows: 100)
        m.headers = []
        var asked: Set<Int> = []
        m.heights = { asked.insert($0.row); return 60 }
        let s = TableStage(m) { $0.estimatedRowHeight = 44 }
        // 100 rows estimated at 44, of which the first 8 (480/60) were measured at 60 to show.
        #expect(asked == Set(0..<8))
        #expect(s.table.contentSize.height == CGFloat(8 * 60 + 92 * 44))
        #expect(s.table.rectForRow(at: IndexPath(row: 8, section: 0)).minY == 480)
    }

    @Test func pointsAndCellsMapToRows() {
        let s = TableStage(model())
        let t = s.table
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 30)) == IndexPath(row: 0, section: 0))
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil) // the header
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 250)) == IndexPath(row: 1, section: 1))
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 400)) == nil)
        let cell = t.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(t.indexPath(for: cell) == IndexPath(row: 2, section: 0))
        #expect(t.indexPathsForVisibleRows?.count == 5)
    }

    @Test func separatorsAreInsetHairlines() {
        let s = TableStage(model(), style: .grouped)
        let cell = s.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        cell.layoutIfNeeded()
        // Screen scale 2: a hairline is 0.5 pt; inset 16 pt (UIKit's standard cell margin).
        #expect(cell.separatorView.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
        // The last row of a grouped section has a full-width separator.
        let last = s.table.cellForRow(at: IndexPath(row: 2, section: 0))!
        last.layoutIfNeeded()
        #expect(last.separatorView.frame.minX == 0 && last.separatorView.frame.width == 320)
        s.table.separatorStyle = .none
        s.table.layoutIfNeeded()
        #expect(cell.separatorView.isHidden)
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Section inserts, deletes, reloads and moves. Plain style: 28-pt title headers, 44-pt rows.
@MainActor @Suite struct UITableViewSectionUpdateTests {
    private func stage() -> TableStage {
        TableStage(TableModel([["a0", "a1"], ["b0", "b1", "b2"], ["c0"]]).named(["A", "B", "C"]))
    }

    private func headerTitles(_ s: TableStage) -> [String?] {
        (0..<s.table.numberOfSections).map { s.table.headerView(forSection: $0)?.textLabel?.text }
    }

    @Test func insertSectionsAddsTheirRowsAndHeaders() {
        let s = stage()
        s.model.sections.insert(["n0", "n1"], at: 1)
        s.model.headers.insert("N", at: 1)
        s.table.insertSections(IndexSet(integer: 1), with: .automatic)
        s.stage.app.runTurn()
        #expect(s.table.numberOfSections == 4)
        #expect(s.visibleTitles == ["a0", "a1", "n0", "n1", "b0", "b1", "b2", "c0"])
        #expect(headerTitles(s) == ["A", "N", "B", "C"])
        // Section 2 (B) starts under A (28 + 88) and N (28 + 88).
        #expect(s.table.rect(forSection: 2).minY == 232)
    }

    @Test func deleteSectionsRemovesThemAndKeepsTheOtherCells() {
        let s = stage()
        let c0 = s.table.cellForRow(at: IndexPath(row: 0, section: 2))
        s.model.sections.remove(at: 1)
        s.model.headers.remove(at: 1)
        s.table.deleteSections(IndexSet(integer: 1), with: .fade)
        s.stage.app.runTurn()
        #expect(s.table.numberOfSections == 2)
        #expect(s.visibleTitles == ["a0", "a1", "c0"])
        #expect(headerTitles(s) == ["A", "C"])
        // The C row's cell is the same object, moved up a section.
        #expect(s.table.cellForRow(at: IndexPath(row: 0, section: 1)) === c0)
    }

    @Test func moveSectionSlidesItsCells() {
        let s = stage()
        let a1 = s.table.cellForRow(at: IndexPath(row: 1, section: 0))
        let moved = s.model.sections.remove(at: 0)
        s.model.sections.append(moved)
        s.model.headers = ["B", "C", "A"]
        s.table.moveSection(0, toSection: 2)
        s.stage.app.runTurn()
        #expect(s.visibleTitles == ["b0", "b1", "b2", "c0", "a0", "a1"])
        #expect(headerTitles(s) == ["B", "C", "A"])
        #expect(s.table.cellForRow(at: IndexPath(row: 1, section: 2)) === a1)
        // B: 28 + 132, C: 28 + 44, then A's header (28): a1 at 260 + 44.
        #expect(a1?.frame.minY == 304)
    }

    @Test func reloadSectionsAsksForItsCellsAgain() {
        let s = stage()
        let asked = s.model.cellsAsked
        s.model.sections[1] = ["x0", "x1"]
        s.table.reloadSections(IndexSet(integer: 1), with: .automatic)
        s.stage.app.runTurn()
        #expect(s.visibleTitles == ["a0", "a1", "x0", "x1", "c0"])
        #expect(s.model.cellsAsked == asked + 2)
    }

    @Test func aBatchMixingSectionAndRowChanges() {
        let s = stage()
        s.table.performBatchUpdates({
            s.model.sections.remove(at: 0)
            s.model.headers.remove(at: 0)
            s.model.sections[0].insert("b-new", at: 0)
            s.table.deleteSections(IndexSet(integer: 0), with: .automatic)
            // Row indexes of insertions are after the update: B is section 0 then.
            s.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        })
        s.stage.app.runTurn()
        #expect(s.visibleTitles == ["b-new", "b0", "b1", "b2", "c0"])
    }
}

extension TableModel {
    /// Sets the header titles and returns the model.
    func named(_ titles: [String]) -> TableModel {
        headers = titles
        return self
    }
}

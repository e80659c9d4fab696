import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// A data source and delegate for swipe-to-delete and editing mode: 50 rows "0"…"49" of 44 pt
/// (row r spans 44r…44r+44), an optional trailing configuration, and the classic editing
/// methods, recording what the table asks and tells.
@MainActor final class EditableModel: UITableViewDataSource, UITableViewDelegate {
    var rows = (0..<50).map(String.init)
    var editable = false
    var style = UITableViewCell.EditingStyle.delete
    var deleteTitle: String?
    var configuration: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var events: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        events.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        if editingStyle == .delete {
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        configuration?(indexPath)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { style }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { deleteTitle }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        events.append("willBeginEditing \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        events.append("didEndEditing \(indexPath.map { String($0.row) } ?? "nil")")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.row)")
    }
}

/// Swipe actions (`UIContextualAction`, `UISwipeActionsConfiguration`) and the classic editing
/// style (`canEditRowAt`, `commit`, `setEditing`, the red minus and the Delete button).
@MainActor @Suite struct UITableViewSwipeTests {
    @MainActor struct Fixture {
        let stage = Stage()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let model = EditableModel()

        init(_ configure: (EditableModel) -> Void = { _ in }) {
            configure(model)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = model
            table.delegate = model
            stage.window.addSubview(table)
            stage.app.runTurn()
        }

        /// A slow swipe on row `row` from x = 300 to `x` (pausing before the lift, so the
        /// release has no speed), starting at `t`.
        func swipe(row: Int, to x: CGFloat, at t: TimeInterval = 0, lift: Bool = true) {
            let y = CGFloat(row) * 44 + 22
            stage.at(t, down(1, 300, y))
            stage.at(t + 0.02, move(1, 280, y))
            stage.at(t + 0.04, move(1, x, y))
            stage.at(t + 0.3, move(1, x, y))
            if lift { stage.at(t + 0.32, up(1, x, y)) }
        }

        func tap(_ x: CGFloat, _ y: CGFloat, at t: TimeInterval) {
            stage.at(t, down(2, x, y))
            stage.at(t + 0.05, up(2, x, y))
        }

        var actions: TableSwipeActionsView? { table.swipeActionsView }
        func cell(_ row: Int) -> UITableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }
    }

    /// A configuration of a destructive Delete (deleting the row) and a normal Flag, recording
    /// the handlers' calls in `model.events`.
    static func deleteAndFlag(_ model: EditableModel, table: @escaping @MainActor () -> UITableView?) -> (IndexPath) -> UISwipeActionsConfiguration? {
        { [weak model] path in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, done in
                guard let model, let table = table() else { return }
                model.events.append("Delete \(path.row) from \(type(of: view))")
                model.rows.remove(at: path.row)
                table.deleteRows(at: [path], with: .automatic)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                model?.events.append("Flag \(path.row)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
    }

    @Test func contextualActionsHaveUIKitsDefaultColours() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let other = UIContextualAction(style: .normal, title: "More") { _, _, _ in }
        // UIKit: destructive actions are red, normal ones gray; a full swipe runs the first.
        #expect(delete.backgroundColor == .systemRed && other.backgroundColor == .systemGray)
        #expect(UISwipeActionsConfiguration(actions: [delete]).performsFirstActionWithFullSwipe)
    }

    @Test func aPanToTheLeftRevealsTheActionsUnderTheFinger() throws {
        let f = Fixture()
        f.model.configuration = Self.deleteAndFlag(f.model) { [weak table = f.table] in table }
        f.swipe(row: 2, to: 200, lift: false)
        // The pan began past its 10-point slop: 100 points of travel open the row by 90.
        let actions = try #require(f.actions)
        #expect(f.model.events == ["willBeginEditing 2"])
        #expect(f.cell(2)?.frame == CGRect(x: -90, y: 88, width: 320, height: 44))
        #expect(actions.frame == CGRect(x: 230, y: 88, width: 90, height: 44))
        // The first action at the trailing edge, the second inside it, sharing the 90 points in
        // proportion to their natural widths.
        let widths = actions.buttonWidths
        let delete = actions.buttons[0].frame, flag = actions.buttons[1].frame
        #expect(close(delete.maxX, 90) && close(flag.minX, 0) && close(flag.maxX, delete.minX))
        #expect(close(delete.width / flag.width, widths[0] / widths[1]))
        #expect(actions.buttons.map { $0.title(for: .normal) } == ["Delete", "Flag"])
        #expect(actions.buttons[0].backgroundColor == .systemRed)
        // A slow lift past half the buttons' width leaves the row open at their full width.
        f.stage.at(0.32, up(1, 200, 110))
        f.stage.at(0.7)
        #expect(try #require(f.cell(2)).frame.minX == -actions.openWidth)
        #expect(actions.frame == CGRect(x: 320 - actions.openWidth, y: 88, width: actions.openWidth, height: 44))
        #expect(f.cell(2)?.showingDeleteConfirmation == true)
    }

    @Test func aShortSwipeSnapsBackClosed() {
        let f = Fixture()
        f.model.configuration = Self.deleteAndFlag(f.model) { [weak table = f.table] in table }
        f.swipe(row: 2, to: 260)
        f.stage.at(1)
        #expect(f.actions == nil)
        #expect(f.cell(2)?.frame.minX == 0)
        #expect(f.model.events == ["willBeginEditing 2", "didEndEditing 2"])
    }

    @Test func tappingAnActionRunsItsHandlerAndTheRowIsDeleted() throws {
        let f = Fixture()
        f.model.configuration = Self.deleteAndFlag(f.model) { [weak table = f.table] in table }
        f.swipe(row: 2, to: 150)
        f.stage.at(1)
        let button = try #require(f.actions?.buttons[0])
        let p = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        f.tap(p.x, p.y, at: 2)
        #expect(f.model.events == ["willBeginEditing 2", "Delete 2 from UIButton", "didEndEditing nil"])
        #expect(f.model.rows.count == 49 && !f.model.rows.contains("2"))
        #expect(f.actions == nil)
        f.stage.at(3)
        #expect(f.cell(2)?.textLabel?.text == "3")
        #expect(f.cell(2)?.frame == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(!f.table.subviews.contains { $0 is TableSwipeActionsView })
    }

    @Test func aTapElsewhereHidesTheActionsAndSelectsNothing() throws {
        let f = Fixture()
        f.model.configuration = Self.deleteAndFlag(f.model) { [weak table = f.table] in table }
        f.swipe(row: 2, to: 150)
        f.stage.at(1)
        #expect(f.actions != nil)
        f.tap(100, 6 * 44 + 22, at: 2)
        f.stage.at(3)
        #expect(f.actions == nil)
        #expect(f.cell(2)?.frame.minX == 0)
        #expect(f.model.events == ["willBeginEditing 2", "didEndEditing 2"])
        #expect(f.table.indexPathForSelectedRow == nil)
        // The next tap selects as usual.
        f.tap(100, 6 * 44 + 22, at: 4)
        #expect(f.model.events.last == "didSelect 6")
    }

    @Test func aFullSwipeRunsTheFirstAction() {
        let f = Fixture()
        f.model.configuration = Self.deleteAndFlag(f.model) { [weak table = f.table] in table }
        // 280 points of travel after the slop: past 60 % of the 320-point row.
        f.swipe(row: 4, to: 10)
        #expect(f.cell(4)?.frame.minX == -320)
        f.stage.at(1)
        #expect(f.model.events == ["willBeginEditing 4", "Delete 4 from UIButton", "didEndEditing nil"])
        #expect(f.model.rows.count == 49)
    }

    @Test func withoutFullSwipeTheRowRubberBandsAndOnlyOpens() throws {
        let f = Fixture()
        f.model.configuration = { path in
            let configuration = Self.deleteAndFlag(f.model) { [weak table = f.table] in table }(path)
            configuration?.performsFirstActionWithFullSwipe = false
            return configuration
        }
        f.swipe(row: 4, to: 10, lift: false)
        let actions = try #require(f.actions)
        // Past the buttons the row follows at a quarter of the finger's 280 points.
        let open = actions.openWidth
        #expect(close(actions.offset, open + (280 - open) / 4))
        f.stage.at(0.32, up(1, 10, 4 * 44 + 22))
        f.stage.at(1)
        #expect(f.model.events == ["willBeginEditing 4"])
        #expect(f.cell(4)?.frame.minX == -open)
    }

    @Test func reloadDataClosesTheOpenRow() {
        let f = Fixture()
        f.model.configuration = Self.deleteAndFlag(f.model) { [weak table = f.table] in table }
        f.swipe(row: 2, to: 150)
        f.stage.at(1)
        #expect(f.actions != nil)
        f.table.reloadData()
        f.stage.at(2)
        #expect(f.actions == nil)
        #expect(!f.table.subviews.contains { $0 is TableSwipeActionsView })
        #expect(f.cell(2)?.frame.minX == 0)
        #expect(f.model.events == ["willBeginEditing 2", "didEndEditing 2"])
    }

    @Test func noActionsAndNoEditingMeansNoSwipe() {
        let f = Fixture()
        f.swipe(row: 2, to: 150)
        // The row did not move; the touch lifted on its row, which selects it as a tap would.
        #expect(f.actions == nil && f.cell(2)?.frame.minX == 0)
        #expect(f.model.events == ["didSelect 2"])
    }

    @Test func anEditableRowOffersTheClassicDeleteButton() throws {
        let f = Fixture { $0.editable = true; $0.deleteTitle = "Remove" }
        f.swipe(row: 3, to: 150)
        f.stage.at(1)
        let actions = try #require(f.actions)
        #expect(actions.buttons.map { $0.title(for: .normal) } == ["Remove"])
        #expect(actions.buttons[0].backgroundColor == .systemRed)
        let button = actions.buttons[0]
        let p = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        f.tap(p.x, p.y, at: 2)
        #expect(f.model.events == ["willBeginEditing 3", "commit delete 3", "didEndEditing nil"])
        #expect(f.table.numberOfRows(inSection: 0) == 49)
    }

    @Test func anEditingStyleOfNoneOffersNoDelete() {
        let f = Fixture { $0.editable = true; $0.style = .none }
        f.swipe(row: 3, to: 150)
        #expect(f.actions == nil)
    }

    @Test func aVerticalDragScrollsAndClosesTheOpenRow() {
        let f = Fixture()
        f.model.configuration = Self.deleteAndFlag(f.model) { [weak table = f.table] in table }
        f.swipe(row: 2, to: 150)
        f.stage.at(1)
        #expect(f.actions != nil)
        f.stage.at(2, down(3, 160, 400))
        f.stage.at(2.02, move(3, 160, 380))
        f.stage.at(2.04, move(3, 160, 300))
        f.stage.at(2.3, up(3, 160, 300))
        f.stage.at(3)
        #expect(f.table.contentOffset.y > 0)
        #expect(f.actions == nil)
        #expect(f.model.events == ["willBeginEditing 2", "didEndEditing 2"])
    }

    // MARK: - Editing mode

    @Test func editingModeShowsTheMinusAndItsTapShowsTheDeleteButton() throws {
        let f = Fixture { $0.editable = true }
        f.table.setEditing(true, animated: false)
        f.stage.app.runTurn()
        #expect(f.table.isEditing)
        let cell = try #require(f.cell(1))
        #expect(cell.isEditing && cell.editingStyle == .delete)
        // The content moves right by the control's room.
        #expect(cell.contentView.frame.minX == UITableViewCell.editingIndentation)
        #expect(cell.editControl?.frame == CGRect(x: 0, y: 0, width: UITableViewCell.editingIndentation, height: 44))
        // A swipe does nothing in editing mode; a tap on the minus shows the Delete button.
        f.swipe(row: 1, to: 150)
        #expect(f.actions == nil)
        f.tap(19, 44 + 22, at: 1)
        f.stage.at(2)
        let actions = try #require(f.actions)
        #expect(cell.showingDeleteConfirmation)
        #expect(cell.frame.minX == -actions.openWidth)
        #expect(actions.buttons.map { $0.title(for: .normal) } == ["Delete"])
        let button = actions.buttons[0]
        let p = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        f.tap(p.x, p.y, at: 3)
        #expect(f.model.events == ["willBeginEditing 1", "commit delete 1", "didEndEditing nil"])
        // A tap on a row in editing mode selects nothing (allowsSelectionDuringEditing is false).
        f.stage.at(4)
        f.tap(200, 5 * 44 + 22, at: 5)
        #expect(f.table.indexPathForSelectedRow == nil)
        f.table.setEditing(false, animated: false)
        f.stage.app.runTurn()
        let first = try #require(f.cell(0))
        #expect(!first.isEditing && first.contentView.frame.minX == 0 && first.editControl == nil)
    }

    @Test func theInsertStylesPlusCommitsAnInsertion() {
        let f = Fixture { $0.editable = true; $0.style = .insert }
        f.table.setEditing(true, animated: false)
        f.stage.app.runTurn()
        #expect(f.cell(0)?.editingStyle == .insert)
        f.tap(19, 22, at: 1)
        #expect(f.model.events == ["commit insert 0"])
    }

    @Test func rowsWithoutEditingShowNoControl() {
        let f = Fixture()
        f.table.setEditing(true, animated: false)
        f.stage.app.runTurn()
        #expect(f.cell(0)?.isEditing == false && f.cell(0)?.editControl == nil)
        #expect(f.cell(0)?.contentView.frame.minX == 0)
    }
}

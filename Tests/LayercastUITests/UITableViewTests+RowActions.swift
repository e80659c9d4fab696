import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// A delegate returning pre-iOS 11 row actions.
@MainActor final class RowActionsModel: UITableViewDataSource, UITableViewDelegate {
    var handled: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        [UITableViewRowAction(style: .default, title: "Share") { action, path in self.handled.append("\(action.title!) \(path.row)") },
         UITableViewRowAction(style: .normal, title: "Rate") { action, path in self.handled.append("\(action.title!) \(path.row)") }]
    }
}

/// `UITableViewRowAction` (Apple: `tableView(_:editActionsForRowAt:)` "returns the actions to
/// display in response to a swipe in the specified row"; `.destructive` is the same style as
/// `.default`) and editing-mode multiple selection (Apple: `allowsMultipleSelectionDuringEditing`
/// defaults to `false`).
@MainActor @Suite struct UITableViewRowActionTests {
    @Test func rowActionsBecomeTheSwipeActionsAndTheirHandlersGetTheRow() throws {
        let model = RowActionsModel()
        let stage = Stage()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = model
        table.delegate = model
        stage.window.addSubview(table)
        stage.app.runTurn()
        let path = IndexPath(row: 2, section: 0)
        let configuration = try #require(table.trailingSwipeConfiguration(for: path))
        #expect(configuration.actions.map(\.title) == ["Share", "Rate"])
        #expect(configuration.actions.map(\.style) == [.destructive, .normal])
        #expect(UITableViewRowAction.Style.destructive == .default)
        let cell = try #require(table.cellForRow(at: path))
        table.openSwipeActions(at: path, cell: cell, configuration: configuration)
        var completed: [Bool] = []
        configuration.actions[1].handler(configuration.actions[1], cell) { completed.append($0) }
        #expect(model.handled == ["Rate 2"])
        #expect(completed == [true])
    }

    @Test func aRowActionKeepsItsStyleTitleAndColourInACopy() throws {
        let action = UITableViewRowAction(style: .normal, title: "Flag") { _, _ in }
        action.backgroundColor = .systemOrange
        let copy = try #require(action.copy() as? UITableViewRowAction)
        #expect(copy !== action && copy.style == .normal && copy.title == "Flag" && copy.backgroundColor == .systemOrange)
    }

    /// Taps (down, then up 0.05 s later) at `ys`, a second apart; rows are 44 pt from y = 0.
    private func tapRows(_ s: TableStage, _ ys: [CGFloat]) {
        for (i, y) in ys.enumerated() {
            s.stage.at(Double(i), down(1, 160, y))
            s.stage.at(Double(i) + 0.05, up(1, 160, y))
        }
    }

    private func table() -> TableStage {
        let model = TableModel(sections: 1, rows: 5)
        model.headers = []
        return TableStage(model) { $0.allowsMultipleSelectionDuringEditing = true }
    }

    @Test func editingModeSelectsSeveralRowsWhenAllowed() {
        #expect(!UITableView(frame: .zero, style: .plain).allowsMultipleSelectionDuringEditing)
        let s = table()
        s.table.setEditing(true, animated: false)
        // A second tap on a selected row deselects it, as with multiple selection.
        tapRows(s, [22, 66, 154, 22])
        #expect(s.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
    }

    @Test func outsideEditingModeOneRowIsSelected() {
        let s = table()
        tapRows(s, [22, 66])
        #expect(s.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }
}

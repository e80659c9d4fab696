import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// A table view controller subclass as UIKit code writes one: overrides of the data-source and
/// delegate methods, and of `setEditing`.
@MainActor final class FruitTableController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    var editingCalls: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruits" }
    override func setEditing(_ editing: Bool, animated: Bool) {
        editingCalls.append("setEditing(\(editing), animated: \(animated))")
        super.setEditing(editing, animated: animated)
    }
}

/// A subclass with its own designated initializer, calling UIKit's designated
/// `init(nibName:bundle:)`.
@MainActor final class NamedTableController: UITableViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("unused") }
}

/// `UITableViewController` (Apple's documentation: "the table view controller … sets the data
/// source and the delegate of the table view to self"; `clearsSelectionOnViewWillAppear`'s
/// default is `true`; `init(style:)` creates the table view with the style).
@MainActor @Suite struct UITableViewControllerTests {
    private func shown(_ controller: UITableViewController) -> Stage {
        let stage = Stage()
        stage.window.rootViewController = controller
        stage.app.runTurn()
        return stage
    }

    @Test func itsViewIsATableItServes() {
        let controller = FruitTableController(style: .grouped)
        let table = controller.tableView!
        #expect(controller.view === table)
        #expect(table.style == .grouped)
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(FruitTableController().tableView.style == .plain)
        #expect(FruitTableController(nibName: nil, bundle: nil).tableView.style == .plain)
        let named = NamedTableController(name: "named")
        #expect(named.name == "named" && named.tableView.style == .plain && named.tableView.dataSource === named)
    }

    @Test func overriddenDataSourceMethodsFillTheTable() {
        let controller = FruitTableController()
        let stage = shown(controller)
        _ = stage
        let titles = controller.tableView.visibleCells.map { $0.textLabel?.text ?? "" }
        #expect(titles == ["Apple", "Banana", "Cherry"])
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test func editingModeReachesTheTable() {
        // UIViewController.isEditing's setter calls setEditing(_:animated:) without animation
        // (Apple: "setting the value of this property … calls setEditing(_:animated:)").
        let controller = FruitTableController()
        _ = shown(controller)
        #expect(!controller.isEditing)
        controller.isEditing = true
        #expect(controller.editingCalls == ["setEditing(true, animated: false)"])
        #expect(controller.tableView.isEditing)
        controller.setEditing(false, animated: true)
        #expect(!controller.isEditing && !controller.tableView.isEditing)
    }

    @Test func theSelectionClearsWhenTheViewAppearsAgain() {
        let controller = FruitTableController()
        let stage = shown(controller)
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        _ = stage
    }

    @Test func theRefreshControlIsTheTables() {
        let controller = FruitTableController()
        let control = UIRefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        #expect(control.superview === controller.tableView)
    }
}

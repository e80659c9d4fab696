import Foundation
import LayercastGraphics
@testable import LayercastUI

/// A cell that counts how often it was reused.
@MainActor final class CountingCell: UITableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate over an array of sections of row titles, recording the calls
/// that matter to the tests.
@MainActor final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []
    var heights: ((IndexPath) -> CGFloat)?
    var events: [String] = []
    var redirect: ((IndexPath) -> IndexPath?)?
    var cellsAsked = 0
    /// Every distinct cell object the data source handed out.
    var distinctCells: [ObjectIdentifier: UITableViewCell] = [:]

    init(_ sections: [[String]]) { self.sections = sections }

    /// `count` rows titled "s.r" in each of `sections` sections titled "Section s".
    convenience init(sections: Int, rows: Int) {
        self.init((0..<sections).map { s in (0..<rows).map { "\(s).\($0)" } })
        headers = (0..<sections).map { "Section \($0)" }
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        distinctCells[ObjectIdentifier(cell)] = cell
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headers.count ? headers[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footers.count ? footers[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.section).\(indexPath.row)")
        return redirect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
}

/// A window holding a 320×480 table view over a model, laid out once.
@MainActor struct TableStage {
    let stage = Stage()
    let table: UITableView
    let model: TableModel

    init(_ model: TableModel, style: UITableView.Style = .plain, configure: (UITableView) -> Void = { _ in }) {
        self.model = model
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        configure(table)
        table.dataSource = model
        table.delegate = model
        stage.window.addSubview(table)
        stage.app.runTurn()
    }

    /// Scrolls to `y` and lays the table out.
    func scroll(to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }

    /// The titles of the visible cells, top to bottom.
    var visibleTitles: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }

    /// The cells that are subviews of the table view (visible or not).
    var cellSubviews: [UITableViewCell] { table.subviews.compactMap { $0 as? UITableViewCell } }
}

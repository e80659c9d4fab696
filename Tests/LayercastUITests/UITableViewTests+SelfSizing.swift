import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// A cell whose content view holds a box pinned 8 pt inside its top and bottom, with a height
/// constraint: Auto Layout sizes the cell.
@MainActor final class SizedCell: UITableViewCell {
    let box = UIView()
    private var height: NSLayoutConstraint!

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        height = box.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            contentView.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 16),
            height,
        ])
    }

    func configure(boxHeight: CGFloat) { height.constant = boxHeight }
    /// Test views and controllers are never archived.
    required init?(coder: NSCoder) { return nil }
}

/// Rows whose box is 30 + 10 × (row mod 5) points tall.
@MainActor final class SizedModel: UITableViewDataSource, UITableViewDelegate {
    var count = 200
    var cellsAsked = 0
    static func boxHeight(_ row: Int) -> CGFloat { 30 + 10 * CGFloat(row % 5) }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "sized", for: indexPath)
        (cell as? SizedCell)?.configure(boxHeight: Self.boxHeight(indexPath.row))
        return cell
    }
}

/// Self-sizing rows: `rowHeight = automaticDimension` with an `estimatedRowHeight`.
@MainActor @Suite struct UITableViewSelfSizingTests {
    func stage(estimate: CGFloat) -> (Stage, UITableView, SizedModel) {
        let stage = Stage()
        let model = SizedModel()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(SizedCell.self, forCellReuseIdentifier: "sized")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = estimate
        table.dataSource = model
        table.delegate = model
        stage.window.addSubview(table)
        stage.app.runTurn()
        return (stage, table, model)
    }

    @Test func visibleRowsTakeTheirCellsFittingHeightPlusTheSeparator() {
        // The data source is weak, as in UIKit: keep the model (and the window) alive.
        let (stage, table, model) = stage(estimate: 60)
        defer { withExtendedLifetime((stage, model)) {} }
        // Content view: the box plus 8 + 8; the cell adds the separator's hairline (0.5 pt at
        // 2×), as UIKit's self-sizing cells do.
        for row in 0..<5 {
            let expected = SizedModel.boxHeight(row) + 16 + 0.5
            #expect(table.rectForRow(at: IndexPath(row: row, section: 0)).height == expected)
            #expect(table.cellForRow(at: IndexPath(row: row, section: 0))?.frame.height == expected)
        }
        // Rows not shown yet keep the estimate.
        #expect(table.rectForRow(at: IndexPath(row: 150, section: 0)).height == 60)
    }

    @Test func onlyTheShownRowsAreMeasuredAndTheContentGrowsAsTheyAre() {
        let (stage, table, model) = stage(estimate: 60)
        // The first screen: rows 0 to 9 (heights 46.5 … 86.5 repeating) fill 480 points.
        #expect(model.cellsAsked < 30)
        let before = table.contentSize.height
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        stage.app.runTurn()
        #expect(table.contentSize.height != before)
        let visible = table.indexPathsForVisibleRows ?? []
        #expect(!visible.isEmpty)
        for path in visible {
            #expect(table.rectForRow(at: path).height == SizedModel.boxHeight(path.row) + 16.5)
        }
        #expect(table.rectForRow(at: IndexPath(row: 199, section: 0)).height == 60)
    }

    @Test func withoutAnEstimateAutomaticRowsKeepTheStandardHeight() {
        let (_, table, model) = stage(estimate: 0)
        // No estimate, no self-sizing (Layercast's rule): 44 pt, and no cell made to measure.
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == UITableView.standardRowHeight)
        #expect(model.cellsAsked == table.visibleCells.count)
    }
}

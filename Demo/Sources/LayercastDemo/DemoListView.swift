import Foundation
import LayercastGraphics
import LayercastUI

/// The demo's list: a plain `UITableView` of 1,000 rows in 20 sections (sticky headers) inside
/// a rounded card, with a registered, reused cell class. The view owns its rows and is the
/// table view's data source and delegate, so it can move into any container as it is.
///
/// It scrolls by touch (with momentum the client plays), by the wheel and by the trackpad;
/// swiping a row to the left reveals its actions: Delete (a full swipe runs it) and Top, which
/// moves the row to the top of its section. A search field in the table's header filters the
/// rows as the user types (titles containing the text, ignoring case); sections left empty
/// are hidden.
@MainActor
public final class DemoListView: UIView, UITableViewDataSource, UITableViewDelegate {
    /// One row: its title and its number in the original list (which picks its colours, so a
    /// deletion does not repaint the rows after it).
    public struct Row: Equatable, Sendable {
        /// The text shown.
        public var title: String
        /// The row's place in the list as it was built.
        public var number: Int
    }

    /// One section: a header title and its rows.
    public struct Section: Equatable, Sendable {
        /// The header's title.
        public var title: String
        /// The rows, top to bottom.
        public var rows: [Row]
    }

    /// Height of one row, points.
    public static let rowHeight: CGFloat = 44
    /// Rows in each section.
    public static let rowsPerSection = 50

    /// The table view showing the rows.
    public let tableView = UITableView(frame: .zero, style: .plain)
    /// The search field in the table's header.
    public let searchField = UITextField(frame: CGRect(x: 0, y: 0, width: 0, height: searchHeight))
    /// Height of the search field's header, points.
    public static let searchHeight: CGFloat = 44
    /// Every row, filtered or not.
    public private(set) var allSections: [Section]
    /// The sections as the table view shows them: `allSections` filtered by the search text.
    public private(set) var sections: [Section]
    /// The search text the rows are filtered by ("" shows every row).
    public private(set) var query = ""
    /// Called with the row the user selects (the list then deselects it).
    public var didSelectRow: ((Row) -> Void)?

    /// Creates the list with a section of `rowsPerSection` rows per title ("Coral 1", "Coral 2"…).
    public init(frame: CGRect, sectionTitles: [String]) {
        var number = 0
        allSections = sectionTitles.map { title in
            Section(title: title, rows: (1...Self.rowsPerSection).map { k in
                defer { number += 1 }
                return Row(title: "\(title) \(k)", number: number)
            })
        }
        sections = allSections
        super.init(frame: frame)
        backgroundColor = .demo(DemoPalette.card)
        layer.cornerRadius = 16
        layer.borderWidth = 1
        layer.borderColor = .demo(DemoPalette.hairline)
        clipsToBounds = true
        tableView.backgroundColor = .demo(DemoPalette.card)
        tableView.rowHeight = Self.rowHeight
        tableView.separatorColor = .demo(DemoPalette.hairline)
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
        tableView.register(DemoListCell.self, forCellReuseIdentifier: DemoListCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        searchField.placeholder = "Search"
        searchField.borderStyle = .roundedRect
        searchField.clearButtonMode = .whileEditing
        searchField.font = .systemFont(ofSize: 15)
        searchField.returnKeyType = .search
        searchField.addAction(UIAction { [weak self] _ in self?.search(self?.searchField.text ?? "") }, for: .editingChanged)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: Self.searchHeight))
        header.backgroundColor = .demo(DemoPalette.card)
        header.addSubview(searchField)
        tableView.tableHeaderView = header
        addSubview(tableView)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows only the rows whose title contains `text` (ignoring case); "" shows them all.
    public func search(_ text: String) {
        query = text
        sections = Self.filtered(allSections, by: text)
        tableView.reloadData()
    }

    static func filtered(_ sections: [Section], by text: String) -> [Section] {
        guard !text.isEmpty else { return sections }
        return sections.compactMap { section in
            let rows = section.rows.filter { $0.title.range(of: text, options: .caseInsensitive) != nil }
            return rows.isEmpty ? nil : Section(title: section.title, rows: rows)
        }
    }

    /// Where the row shown at `indexPath` is in `allSections`.
    private func fullIndex(of indexPath: IndexPath) -> (section: Int, row: Int)? {
        let number = sections[indexPath.section].rows[indexPath.row].number
        for (s, section) in allSections.enumerated() {
            if let r = section.rows.firstIndex(where: { $0.number == number }) { return (s, r) }
        }
        return nil
    }

    /// The number of rows in every section.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// Removes the row shown at `indexPath` and animates it out of the table (its section too,
    /// when a search leaves that empty).
    public func deleteRow(at indexPath: IndexPath) {
        guard let full = fullIndex(of: indexPath) else { return }
        allSections[full.section].rows.remove(at: full.row)
        let before = sections.count
        sections = Self.filtered(allSections, by: query)
        if sections.count < before {
            tableView.deleteSections(IndexSet(integer: indexPath.section), with: .automatic)
        } else {
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    /// Moves the row shown at `indexPath` to the top of its section; the cell slides there.
    public func moveRowToTop(at indexPath: IndexPath) {
        guard let full = fullIndex(of: indexPath) else { return }
        let row = allSections[full.section].rows.remove(at: full.row)
        allSections[full.section].rows.insert(row, at: 0)
        sections = Self.filtered(allSections, by: query)
        tableView.moveRow(at: indexPath, to: IndexPath(row: 0, section: indexPath.section))
    }

    public override func layoutSubviews() {
        if tableView.frame != bounds { tableView.frame = bounds }
        let field = CGRect(x: 8, y: 6, width: max(0, bounds.width - 16), height: Self.searchHeight - 12)
        if searchField.frame != field { searchField.frame = field }
    }

    // MARK: - UITableViewDataSource

    public func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    // MARK: - UITableViewDelegate

    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { completion(false); return }
            self.deleteRow(at: indexPath)
            completion(true)
        }
        let top = UIContextualAction(style: .normal, title: "Top") { [weak self] _, _, completion in
            guard let self, indexPath.row > 0 else { completion(false); return }
            self.moveRowToTop(at: indexPath)
            completion(true)
        }
        top.backgroundColor = .demo(DemoPalette.accent)
        return UISwipeActionsConfiguration(actions: [delete, top])
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: DemoListCell.reuseIdentifier, for: indexPath)
        let row = sections[indexPath.section].rows[indexPath.row]
        (cell as? DemoListCell)?.configure(title: row.title, index: row.number)
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let row = sections[indexPath.section].rows[indexPath.row]
        tableView.deselectRow(at: indexPath, animated: true)
        didSelectRow?(row)
    }

    /// The colour a row's swatch has (by its number in the original list).
    public static func swatchColor(of row: Row) -> UIColor {
        DemoPalette.swatches[row.number % DemoPalette.swatches.count]
    }
}

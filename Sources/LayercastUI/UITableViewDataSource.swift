import Foundation

/// The object that gives a table view its sections, rows and cells: UIKit's
/// `UITableViewDataSource`. `tableView(_:numberOfRowsInSection:)` and
/// `tableView(_:cellForRowAt:)` are required; the rest have UIKit's defaults.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections. Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title of the header of `section`; `nil` (the default) for none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the footer of `section`; `nil` (the default) for none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` can be edited: deleted by a swipe or in editing mode.
    /// Default `false` — UIKit's default is `true`, but UIKit offers deletion only to data
    /// sources that implement `tableView(_:commit:forRowAt:)`, which Swift cannot detect
    /// without the Objective-C runtime: implement this method beside that one.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed the deletion (the Delete button, a full swipe) or the insertion (the
    /// green plus) of the row at `indexPath`: update the data and call `deleteRows` or
    /// `insertRows`. Default: nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row at `indexPath` can be reordered in editing mode. Default `false`.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row from `sourceIndexPath` to `destinationIndexPath`: update the data.
    /// Default: nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index (the letters along a plain table's trailing edge);
    /// `nil` (the default) for no index. Layercast asks for them but draws no index bar yet.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section the index entry `title` at `index` scrolls to. Default: `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Layercast's default: `false` (see the requirement).
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// UIKit's default: nothing.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// UIKit's default when the data source does not implement the move: `false`.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// UIKit's default: nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// No section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the entry's position.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

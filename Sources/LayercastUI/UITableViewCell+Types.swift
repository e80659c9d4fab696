import Foundation

extension UITableViewCell {
    /// The standard layouts of a cell's labels and image: UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// An image and one left-aligned label (`textLabel`); no `detailTextLabel`.
        case `default`
        /// `textLabel` on the left, `detailTextLabel` right-aligned in secondary colour (Settings).
        case value1
        /// A small right-aligned `textLabel` in the tint colour, then `detailTextLabel`
        /// (Contacts); no image.
        case value2
        /// `textLabel` with `detailTextLabel` under it in a smaller secondary font.
        case subtitle
    }

    /// The standard accessory at a cell's trailing edge: UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected or highlighted cell looks: UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No change: the selected background never shows.
        case none
        /// The default gray background (blue before iOS 7).
        case blue
        /// A gray background.
        case gray
        /// The system's selected background (gray).
        case `default`
    }

    /// The separators between rows: UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline under each row.
        case singleLine
    }

    /// The editing control a row shows in editing mode: UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// No control; the row cannot be deleted or inserted.
        case none
        /// A red minus: a tap on it shows the Delete button.
        case delete
        /// A green plus: a tap on it asks the data source to insert.
        case insert
    }
}

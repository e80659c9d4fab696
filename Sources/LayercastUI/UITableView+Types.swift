import Foundation
import LayercastGraphics

extension UITableView {
    /// How a table view lays out its sections: UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Sections one under the other; headers and footers float (stick to the visible edge).
        case plain
        /// Sections as separate groups on a grouped background; headers and footers scroll with
        /// their rows.
        case grouped
        /// Grouped, with the groups inset from the sides and rounded.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put
    /// the row: UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// The least scroll that makes the row fully visible (nothing when it is).
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// The animation of inserted, deleted and reloaded rows: UIKit's `UITableView.RowAnimation`.
    /// Layercast plays every kind but `.none` as a 0.3 s cross-fade (inserted rows fade in,
    /// deleted rows fade out) while the rows that stay slide to their new places.
    public enum RowAnimation: Int, Sendable {
        /// A fade.
        case fade
        /// A slide to or from the right (played as a fade).
        case right
        /// A slide to or from the left (played as a fade).
        case left
        /// A slide to or from the top (played as a fade).
        case top
        /// A slide to or from the bottom (played as a fade).
        case bottom
        /// No animation: rows appear and disappear at once.
        case none
        /// Kept centred in its space (played as a fade).
        case middle
        /// The style the table view picks (a fade).
        case automatic = 100
    }

    /// The style of the separators between rows: UIKit's `UITableViewCell.SeparatorStyle`.
    public typealias SeparatorStyle = UITableViewCell.SeparatorStyle

    /// "Choose the value yourself" for row, header and footer heights and their estimates
    /// (UIKit's `UITableView.automaticDimension`, whose value is −1).
    public static let automaticDimension: CGFloat = -1

    /// The height of a row whose height is `automaticDimension` and that has no estimate, or
    /// whose cell's content view has no constraints to size it: 44 pt is the height of UIKit's
    /// standard cells at the default Dynamic Type size (the long-standing iOS row height, also
    /// the HIG's minimum hit target). Rows with an estimate (`estimatedRowHeight` > 0) and
    /// constraints in their content view size themselves.
    public static let standardRowHeight: CGFloat = 44
}

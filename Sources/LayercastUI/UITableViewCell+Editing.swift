import Foundation
import LayercastGraphics

extension UITableViewCell {
    /// How far the content moves right in editing mode to make room for the editing control
    /// (Layercast's value; UIKit does not publish its own).
    public static let editingIndentation: CGFloat = 38

    /// The content's leading inset for the editing control.
    var editingInset: CGFloat { editingStorage && editControl != nil ? Self.editingIndentation : 0 }
}

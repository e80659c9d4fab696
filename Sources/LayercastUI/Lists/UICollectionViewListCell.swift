import Foundation
import LayercastGraphics

/// A cell of a list collection view: UIKit's `UICollectionViewListCell` (iOS 14). It shows a
/// `UIListContentConfiguration` (start from `defaultContentConfiguration()`) on the list's
/// cell background.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The indentation level of the cell's content. Default 0.
    open var indentationLevel = 0
    /// The width of one indentation level. Default 10 (UIKit's).
    open var indentationWidth: CGFloat = 10

    /// Creates a list cell with `frame`, on the system background.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// Creates a list cell from an archive; Layercast has no nib archives, so no key of `coder`
    /// is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .systemBackground
    }

    /// The system's cell configuration (`UIListContentConfiguration.cell()`), for the cell to
    /// fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

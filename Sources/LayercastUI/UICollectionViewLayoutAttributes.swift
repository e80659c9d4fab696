import Foundation
import LayercastGraphics

/// Where and how one item or supplementary view of a collection view shows: UIKit's
/// `UICollectionViewLayoutAttributes`. Frames are in the collection view's content coordinates.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// What an attributes object describes: UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        /// A cell.
        case cell
        /// A supplementary view (header, footer…).
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// The element's frame, in content coordinates.
    open var frame: CGRect = .zero
    /// The centre of `frame`.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of `frame`.
    open var size: CGSize {
        get { frame.size }
        set { let c = center; frame.size = newValue; center = c }
    }
    /// The element's index path.
    open var indexPath: IndexPath
    /// The element's opacity. Default 1.
    open var alpha: CGFloat = 1
    /// The element's stacking order (higher is in front). Default 0.
    open var zIndex = 0
    /// Whether the element is hidden. Default `false`.
    open var isHidden = false
    /// Whether a cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The supplementary view's kind; `nil` for cells.
    public let representedElementKind: String?

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
}

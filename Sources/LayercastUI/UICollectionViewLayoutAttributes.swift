import Foundation
import LayercastGraphics

/// Where and how one item or supplementary view of a collection view shows: UIKit's
/// `UICollectionViewLayoutAttributes`. Frames are in the collection view's content coordinates.
///
/// The geometry is a `center` and a `size` (`frame` and `bounds` are derived from them, as in
/// UIKit) plus a `transform3D` the collection view gives the element's layer. `copy()` makes an
/// object of the same class with the same values: a subclass that adds properties overrides
/// `copy(with:)`, calls `super` and copies its own. The attributes are a `UIDynamicItem`, so a
/// `UIDynamicAnimator` made with a layout can move them.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: UIDynamicItem {
    /// What an attributes object describes: UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        /// A cell.
        case cell
        /// A supplementary view (header, footer…).
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// The element's centre, in content coordinates.
    open var center = CGPoint.zero
    /// The element's size.
    open var size = CGSize.zero
    /// The element's frame, in content coordinates: `center` and `size` (untransformed).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's bounds: its size at the origin. Setting it changes the size, keeping the
    /// centre.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's 3D transform, about its centre. Default identity.
    open var transform3D = CATransform3DIdentity
    /// The element's affine transform: `transform3D` as an affine transform (setting it replaces
    /// `transform3D`). Default identity.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's index path.
    open var indexPath: IndexPath
    /// The element's opacity. Default 1.
    open var alpha: CGFloat = 1
    /// The element's stacking order (higher is in front). Default 0.
    open var zIndex = 0
    /// Whether the element is hidden. Default `false`.
    open var isHidden = false
    /// Whether a cell, a supplementary view or a decoration view.
    public private(set) var representedElementCategory: ElementCategory
    /// The supplementary or decoration view's kind; `nil` for cells.
    public private(set) var representedElementKind: String?

    /// Attributes of a cell with an empty index path (UIKit's `init()`).
    public required init() {
        indexPath = IndexPath()
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy: an object of the same class with the same values (UIKit's `NSCopying`).
    /// Subclasses that add properties override it, call `super` and set theirs on the result.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.indexPath = indexPath
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// A copy (see `copy(with:)`).
    public func copy() -> Any { copy(with: nil) }

    /// Whether `object` is attributes with the same values (UIKit's `isEqual(_:)`, which the
    /// collection view uses to skip reapplying unchanged attributes). Subclasses that add
    /// properties override it and compare theirs too.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other.center == center && other.size == size && other.transform3D == transform3D
            && other.indexPath == indexPath && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
            && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
    }
}

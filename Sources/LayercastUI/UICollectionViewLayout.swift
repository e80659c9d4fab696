import Foundation
import LayercastGraphics

/// The object that places a collection view's items and supplementary views: UIKit's abstract
/// `UICollectionViewLayout`. Subclasses override `prepare()`, `collectionViewContentSize` and
/// the `layoutAttributes…` methods; the collection view asks for the elements in its visible
/// area each layout pass.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?
    var isValid = false

    /// Creates a layout.
    public init() {}

    /// Creates a layout from an archive. Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read; `required`, as UIKit's `NSCoding` makes it.
    public required init?(coder: NSCoder) {}

    /// Computes what the layout needs; called before the first query after an invalidation.
    open func prepare() {}

    /// The size of the whole content. The base class returns zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (to `newBounds`) needs a new layout.
    /// Default: `true` when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// Marks the layout for recomputation on the next pass.
    open func invalidateLayout() {
        isValid = false
        collectionView?.setNeedsLayout()
    }

    /// Prepares the layout when it was invalidated.
    func prepareIfNeeded() {
        guard !isValid else { return }
        isValid = true
        prepare()
    }
}

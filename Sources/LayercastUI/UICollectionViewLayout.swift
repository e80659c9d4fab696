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

    /// The class of the invalidation contexts the layout makes (UIKit's
    /// `invalidationContextClass`); subclasses with their own context class override it.
    open class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewLayoutInvalidationContext.self
    }

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

    /// The attributes of the decoration view of `elementKind` at `indexPath`. The base class
    /// returns `nil`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The context of the invalidation a bounds change to `newBounds` causes (when
    /// `shouldInvalidateLayout(forBoundsChange:)` says so): a context of the layout's
    /// `invalidationContextClass`, whose `invalidateEverything` is `false`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.invalidationContextClass.init()
    }

    /// Marks the layout for recomputation on the next pass: `invalidateLayout(with:)` with a
    /// context whose `invalidateEverything` is `true`.
    open func invalidateLayout() {
        let context = Self.invalidationContextClass.init()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the parts of the layout `context` names invalid; every invalidation comes here
    /// (overrides call `super`). Layercast's layouts recompute everything on the next pass.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        isValid = false
        collectionView?.setNeedsLayout()
    }

    /// Where scrolling should stop when a drag ends with `velocity` (points per millisecond)
    /// and would stop at `proposedContentOffset`. The base class keeps the proposed offset;
    /// layouts that snap to items override it.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to use after a layout change or animated update, given the
    /// proposed one. The base class keeps it.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where an inserted item starts its appearing animation; `nil` (the default) fades it in
    /// where it ends up.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted item ends its disappearing animation; `nil` (the default) fades it out
    /// where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Prepares the layout when it was invalidated.
    func prepareIfNeeded() {
        guard !isValid else { return }
        isValid = true
        prepare()
    }
}

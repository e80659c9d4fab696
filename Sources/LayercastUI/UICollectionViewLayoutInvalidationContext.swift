import Foundation
import LayercastGraphics

/// What part of a collection view layout an invalidation concerns: UIKit's
/// `UICollectionViewLayoutInvalidationContext`. `invalidateLayout()` passes one whose
/// `invalidateEverything` is `true`; a bounds change passes the layout's
/// `invalidationContext(forBoundsChange:)`. Custom layouts read it in
/// `invalidateLayout(with:)` to recompute only what changed; Layercast's own layouts
/// recompute everything on any invalidation.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether the whole layout is invalid (the context of `invalidateLayout()` or of a data
    /// reload).
    public internal(set) var invalidateEverything = false
    /// Whether the numbers of sections and items changed.
    public internal(set) var invalidateDataSourceCounts = false
    /// The items marked by `invalidateItems(at:)`; `nil` when none.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views marked, by kind; `nil` when none.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// How much to move the content offset by after the invalidation. Default zero.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much to change the content size by after the invalidation. Default zero.
    open var contentSizeAdjustment = CGSize.zero

    /// An empty context (nothing marked).
    public required init() {}

    /// Marks the items at `indexPaths` invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var marked = invalidatedSupplementaryIndexPaths ?? [:]
        marked[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = marked
    }
}

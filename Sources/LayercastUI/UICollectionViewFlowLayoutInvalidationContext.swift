import Foundation

/// A flow layout's invalidation context: UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`, which says whether the delegate's sizes
/// and the layout's own attributes must be asked again (both `true` by default, as UIKit's).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the flow layout delegate's sizes and spacings must be asked again. Default `true`.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout's attributes must be computed again. Default `true`.
    open var invalidateFlowLayoutAttributes = true

    /// A context that invalidates the delegate metrics and the attributes.
    public required init() { super.init() }
}

import Foundation
import LayercastGraphics

/// A view a collection view reuses for items and supplementary views: UIKit's
/// `UICollectionReusableView`.
///
/// `init(frame:)` is `required` here: without Objective-C's runtime a collection view can only
/// build a registered class through a required initializer (write `required` where UIKit code
/// writes `override` for it).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view with `frame`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called when the view is dequeued for reuse. The default does nothing.
    open func prepareForReuse() {}

    /// Applies the layout's attributes: frame, alpha, hidden. Subclasses may read more.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's `layoutAttributes`; the default
    /// returns them unchanged. Self-sizing views override it.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

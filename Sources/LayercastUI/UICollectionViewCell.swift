import Foundation
import LayercastGraphics

/// An item of a collection view: UIKit's `UICollectionViewCell`. Add content to
/// `contentView`; `selectedBackgroundView` (none by default) shows while the cell is selected or
/// highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view for the cell's content; it fills the cell.
    public let contentView = UIView(frame: .zero)
    /// A view behind the content; `nil` by default.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view shown behind the content while selected or highlighted; `nil` by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
            updateBackground()
            setNeedsLayout()
        }
    }
    /// Whether the cell is selected.
    open var isSelected = false { didSet { updateBackground() } }
    /// Whether the cell is highlighted (touched).
    open var isHighlighted = false { didSet { updateBackground() } }
    /// The cell's content as a configuration (iOS 14): the cell shows it in a view the
    /// configuration makes, filling `contentView`, and updates that view when a configuration
    /// of the same type follows. `nil` by default.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentConfigurationChanged(from: oldValue) }
    }
    /// The view showing `contentConfiguration`.
    var configuredContentView: (any UIView & UIContentView)?

    /// Creates a cell with `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates a cell from an archive; Layercast has no nib archives, so no key of `coder` is
    /// read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Ends the selection and highlight of a cell about to show another item.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// Fills the bounds with the content and background views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func updateBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}

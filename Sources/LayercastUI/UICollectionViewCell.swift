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
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() }; updateBackground() }
    }
    /// Whether the cell is highlighted (touched).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() }; updateBackground() }
    }
    /// The cell's content as a configuration (iOS 14): the cell shows it in a view the
    /// configuration makes, filling `contentView`, and updates that view when a configuration
    /// of the same type follows. `nil` by default.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentConfigurationChanged(from: oldValue) }
    }
    /// The view showing `contentConfiguration`.
    var configuredContentView: (any UIView & UIContentView)?

    // MARK: - Configuration state (iOS 14)

    /// The type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    /// Called with the cell and its state after `updateConfiguration(using:)`, whenever the
    /// state changes (selection, highlight) and before the cell first shows.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The cell's state now: its traits, selection and highlight.
    open var configurationState: UICellConfigurationState {
        cellState(selected: isSelected, highlighted: isHighlighted, editing: false)
    }
    /// Updates the configurations for `state`; the default replaces the content and background
    /// configurations with their `updated(for:)` copies while the automatic flags are on.
    open func updateConfiguration(using state: UICellConfigurationState) { applyAutomaticUpdates(for: state) }
    /// Asks for `updateConfiguration(using:)` and the handler before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationStorage.needsUpdate = true
        setNeedsLayout()
    }
    /// Whether a state change replaces `contentConfiguration` with its `updated(for:)`. Default `true`.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change replaces `backgroundConfiguration` with its `updated(for:)`. Default `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The background as a configuration (iOS 14), behind everything else. `nil` by default.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundConfigurationDidChange() }
    }
    /// What the configurations keep between updates.
    var configurationStorage = CellConfigurationStorage()

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
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutBackgroundConfiguration()
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func updateBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}

extension UICollectionViewCell: CellConfigurationUpdating {
    func callConfigurationUpdateHandler(_ state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
}

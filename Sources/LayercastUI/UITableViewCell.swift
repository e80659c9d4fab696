import Foundation
import LayercastGraphics

/// A row of a table view: UIKit's `UITableViewCell`.
///
/// Add custom content to `contentView`; the standard styles (`CellStyle`) provide `textLabel`,
/// `detailTextLabel` and `imageView`, laid out at UIKit's margins (16 pt). The table view sets
/// `isHighlighted` while the row is touched and `isSelected` when it is selected; the
/// `selectedBackgroundView` shows for both unless `selectionStyle` is `.none`. Cells are reused:
/// `prepareForReuse()` runs when a cell leaves its row and is dequeued for another.
///
/// `init(style:reuseIdentifier:)` is `required`: without Objective-C's runtime a table view can
/// only build a registered cell class through a required initializer (write `required` where
/// UIKit code writes `override` for it).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The identifier the cell was registered or created with; `nil` for cells that are never
    /// reused.
    public let reuseIdentifier: String?
    /// The layout of the standard labels.
    public let cellStyle: CellStyle
    /// The view holding the cell's content; add custom subviews here. It leaves room for the
    /// accessory.
    public let contentView: UIView
    /// The view shown behind `contentView` while the cell is selected or highlighted. Default: a
    /// view of UIKit's selection gray (`systemGray4`).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, at: 0) }
            updateSelectionAppearance()
            setNeedsLayout()
        }
    }
    /// A view behind everything else; `nil` by default.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// How selection looks. Default `.default`.
    open var selectionStyle = SelectionStyle.default {
        didSet { updateSelectionAppearance() }
    }
    /// The standard accessory. Default `.none`.
    open var accessoryType = AccessoryType.none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }
    /// A custom accessory that replaces `accessoryType`'s; `nil` by default.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }
    /// The insets of the separator under the cell; set from the table view's `separatorInset`
    /// when the cell is shown.
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.standardMargin, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// Whether the cell is selected. Setting it changes the appearance at once.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (touched). Setting it changes the appearance at once.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
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
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
    /// Called with the cell and its state after `updateConfiguration(using:)`, whenever the
    /// state changes (selection, highlight, editing) and before the cell first shows.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The cell's state now: its traits, selection, highlight and editing.
    open var configurationState: UICellConfigurationState {
        cellState(selected: isSelected, highlighted: isHighlighted, editing: isEditing)
    }
    /// Updates the configurations for `state`; the default replaces the content and background
    /// configurations with their `updated(for:)` copies while the automatic flags are on.
    /// Override it (calling `super`) to configure the cell yourself.
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
    /// The background as a configuration (iOS 14), behind everything else; it replaces the
    /// selection grey of `selectedBackgroundView`. `nil` by default.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundConfigurationDidChange(); updateSelectionAppearance() }
    }
    /// The system background configuration for a cell of this table's style: grouped tables'
    /// cells get `listGroupedCell()`, plain tables' `listPlainCell()`.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch tableView?.style {
        case .grouped?, .insetGrouped?: .listGroupedCell()
        default: .listPlainCell()
        }
    }
    /// What the configurations keep between updates.
    var configurationStorage = CellConfigurationStorage()

    /// The system's list configuration for the cell's style, to fill in and assign to
    /// `contentConfiguration`: `valueCell()` for `.value1` and `.value2`, `subtitleCell()` for
    /// `.subtitle`, `cell()` otherwise.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .value1, .value2: .valueCell()
        case .subtitle: .subtitleCell()
        default: .cell()
        }
    }

    var selectedStorage = false
    var highlightedStorage = false
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var accessoryContainer: UIView?
    /// The hairline under the cell; the table view shows, hides and colours it.
    let separatorView = UIView(frame: .zero)
    /// The table view that shows the cell.
    weak var tableView: UITableView?
    var editingStorage = false
    var editingStyleStorage = EditingStyle.none
    /// The editing control while the cell is in editing mode with a style.
    var editControl: TableCellEditControl?

    /// The margin UIKit's standard cells keep on each side at iPhone widths (their layout
    /// margins since iOS 13).
    public static let standardMargin: CGFloat = 16

    /// Creates a cell with `style` whose reuse identifier is `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.standardRowHeight))
        setUpCell()
    }

    /// Creates a `.default` cell from an archive; Layercast has no nib or storyboard archives, so
    /// no key of `coder` is read and it starts as `init(style: .default, reuseIdentifier: nil)`
    /// makes it.
    public required init?(coder: NSCoder) {
        self.cellStyle = .default
        self.reuseIdentifier = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: UITableView.standardRowHeight)
        setUpCell()
    }

    /// The subviews and colours every cell starts with.
    private func setUpCell() {
        backgroundColor = .systemBackground
        clipsToBounds = true
        contentView.backgroundColor = nil
        addSubview(contentView)
        let selected = UIView(frame: .zero)
        selected.backgroundColor = .systemGray4
        // Observers do not run for assignments in the class's own initializer.
        selectedBackgroundView = selected
        insertSubview(selected, at: 0)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        updateSelectionAppearance()
    }

    /// Creates a `.default` cell with no reuse identifier and `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The main label (every style). Created on first use.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel(frame: .zero)
        switch cellStyle {
        case .value2:
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .systemBlue
            label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .body)
        }
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The secondary label; `nil` in the `.default` style. Created on first use.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel(frame: .zero)
        switch cellStyle {
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .subtitle:
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .secondaryLabel
        default:
            label.font = .preferredFont(forTextStyle: .footnote)
        }
        contentView.addSubview(label)
        detailTextLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The leading image; `nil` in the `.value2` style. Created on first use.
    open var imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        imageViewStorage = view
        setNeedsLayout()
        return view
    }

    /// Lays out the backgrounds, the accessory, the content view, the standard labels and the
    /// separator. Subclasses calling `super` may then place their own views.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutCellSubviews()
        layoutBackgroundConfiguration()
    }

    // MARK: - State

    /// Whether the cell is in editing mode (showing its editing control). The table view sets it
    /// from its own `isEditing`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// The editing style the table view gave the cell: its control in editing mode.
    open var editingStyle: EditingStyle { editingStyleStorage }

    /// Whether the row's Delete button shows (after a tap on its minus, or a swipe).
    open var showingDeleteConfirmation: Bool {
        guard let table = tableView, let view = table.swipeActionsView else { return false }
        return view.cell === self && !view.isClosing
    }

    /// Enters or leaves editing mode: shows or hides the editing control and moves the content;
    /// `animated` slides it (0.3 s) inside a turn.
    open func setEditing(_ editing: Bool, animated: Bool) {
        if editing != editingStorage { setNeedsUpdateConfiguration() }
        editingStorage = editing
        let style = editing ? editingStyleStorage : .none
        if editControl?.style != style || (style == .none) != (editControl == nil) {
            editControl?.removeFromSuperview()
            editControl = nil
            if style != .none {
                let control = TableCellEditControl(style: style)
                control.addAction(UIAction { [weak self] _ in
                    guard let self else { return }
                    self.tableView?.editControlTapped(in: self)
                }, for: .touchUpInside)
                UIView.performWithoutAnimation {
                    control.frame = CGRect(x: -Self.editingIndentation, y: 0, width: Self.editingIndentation, height: bounds.height)
                    addSubview(control)
                }
                editControl = control
            }
        }
        let relayout = { self.layoutCellSubviews() }
        if animated { UIView.animate(withDuration: 0.3, animations: relayout) } else { UIView.performWithoutAnimation(relayout) }
    }


    /// Selects or deselects the cell: shows or hides the selected background and highlights
    /// the labels. `animated` fades (0.3 s) when inside a turn.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selected != selectedStorage { setNeedsUpdateConfiguration() }
        selectedStorage = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Highlights the cell or ends its highlight, as `setSelected(_:animated:)` does.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlighted != highlightedStorage { setNeedsUpdateConfiguration() }
        highlightedStorage = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// Called when the cell is dequeued for reuse: reset state that belongs to its last row.
    /// The default ends the selection and highlight (UIKit resets them, not the content).
    open func prepareForReuse() {
        selectedStorage = false
        highlightedStorage = false
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
    }

    func updateSelectionAppearance(animated: Bool = false) {
        // A background configuration shows the selection itself (its `updated(for:)`).
        let shown = (selectedStorage || highlightedStorage) && selectionStyle != .none && backgroundConfiguration == nil
        let apply: () -> Void = {
            self.selectedBackgroundView?.alpha = shown ? 1 : 0
        }
        if animated { UIView.animate(withDuration: 0.3, animations: apply) } else { UIView.performWithoutAnimation(apply) }
        textLabelStorage?.isHighlighted = shown
        detailTextLabelStorage?.isHighlighted = shown
        imageViewStorage?.isHighlighted = shown
    }
}

extension UITableViewCell: CellConfigurationUpdating {
    func callConfigurationUpdateHandler(_ state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
}

import Foundation
import LayercastGraphics

/// A scroll view of rows in sections: UIKit's `UITableView`.
///
/// The `dataSource` gives the sections, rows and cells; the `delegate` (any
/// `UIScrollViewDelegate` that is also a `UITableViewDelegate`) the heights, header and footer
/// views, and hears about selection. Only the rows in the visible area have cells, as subviews:
/// a cell that scrolls out leaves the view and waits in a reuse queue for
/// `dequeueReusableCell(withIdentifier:for:)`, which calls its `prepareForReuse()`. In the
/// `.plain` style section headers and footers float at the visible area's edges while their
/// section is on screen; in the grouped styles they scroll with their rows.
///
/// Selection follows UIKit: the row highlights when the touch reaches the table view (after
/// the scroll view's 0.15 s content-touch delay, or at the lift for a quick tap), is selected
/// when the touch lifts on it, and a drag that scrolls cancels the highlight.
@MainActor
open class UITableView: UIScrollView {
    /// The style, fixed at creation.
    public let style: Style
    /// The object that gives the sections, rows and cells.
    public weak var dataSource: (any UITableViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The height of rows the delegate does not size. Default `automaticDimension` (44 pt, the
    /// standard row height, until cells size themselves).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of section headers the delegate does not size. Default `automaticDimension`:
    /// see `automaticHeaderHeight(for:)`.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of section footers the delegate does not size. Default `automaticDimension`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The estimate of row heights; rows are measured just before they show, and a row whose
    /// height is `automaticDimension` is then sized by its cell's Auto Layout constraints
    /// (self-sizing). Default `automaticDimension`, which measures every row at once without
    /// self-sizing (44 pt for automatic rows), as does 0.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }

    /// The separators' style. Default `.singleLine`.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour. Default `UIColor.separator`.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The separators' insets: only the left and right values count. Default 16 pt on the left
    /// (the standard cell margin).
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.standardMargin, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// Whether the user can select rows. Default `true`.
    open var allowsSelection = true
    /// Whether the user can select several rows (a tap toggles a row). Default `false`.
    open var allowsMultipleSelection = false

    /// A view above the first section (its frame's height is kept); `nil` by default.
    open var tableHeaderView: UIView? {
        didSet { oldValue?.removeFromSuperview(); setNeedsReload() }
    }
    /// A view below the last section (its frame's height is kept); `nil` by default.
    open var tableFooterView: UIView? {
        didSet { oldValue?.removeFromSuperview(); setNeedsReload() }
    }

    // Reuse.
    var registeredCells: [String: UITableViewCell.Type] = [:]
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]

    // Content.
    var tableLayout = TableLayout()
    var needsReload = true
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var selectedPaths: Set<IndexPath> = []
    /// The row highlighted under a touch, waiting for its lift.
    var touchedPath: IndexPath?
    /// `beginUpdates` nesting and the updates gathered meanwhile.
    var updateDepth = 0
    var pendingUpdates = TableUpdates()
    /// Cells fading out after a deletion or reload; they leave when the fade ends.
    var disappearingCells: [UITableViewCell] = []
    var isEditingStorage = false
    /// Whether the user can select rows in editing mode. Default `false`.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows in editing mode (a tap toggles a row; it also
    /// allows selection while editing). Default `false`.
    open var allowsMultipleSelectionDuringEditing = false
    /// The recognizer of horizontal swipes that reveal a row's actions.
    var swipeRecognizer: UIPanGestureRecognizer?
    /// The open row's actions, while a row is swiped open (or its Delete button shows).
    var swipeActionsView: TableSwipeActionsView?
    /// The open row's offset when the current swipe began.
    var swipeStartOffset: CGFloat = 0

    /// Creates a table view of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : Self.groupedBackground
        installSwipeRecognizer()
    }

    /// Creates a `.plain` table view with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// UIKit's `systemGroupedBackground` in the light appearance (#F2F2F7).
    static let groupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)

    /// The delegate as a table view delegate, when it is one.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: - Registration and reuse

    /// Registers `cellClass` (a `UITableViewCell` subclass) to be created by
    /// `dequeueReusableCell(withIdentifier:for:)` for `identifier`; `nil` unregisters.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { registeredCells[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            preconditionFailure("UITableView: \(cellClass) registered for '\(identifier)' is not a UITableViewCell subclass")
        }
        registeredCells[identifier] = type
    }

    /// Registers `aClass` (a `UITableViewHeaderFooterView` subclass) for
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`; `nil` unregisters.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { registeredHeaderFooters[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure("UITableView: \(aClass) registered for '\(identifier)' is not a UITableViewHeaderFooterView subclass")
        }
        registeredHeaderFooters[identifier] = type
    }

    /// A cell for `identifier` for the row at `indexPath`: a reused one (after its
    /// `prepareForReuse()`) or a new one of the registered class. Traps when nothing is
    /// registered for `identifier`, as UIKit raises.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
    }

    /// A reused cell for `identifier` (after its `prepareForReuse()`), a new one of the class
    /// registered for it, or `nil` when there is neither.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        return registeredCells[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    /// A reused header or footer view for `identifier` (after its `prepareForReuse()`), a new
    /// one of the registered class, or `nil`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaderFooters[identifier], let view = queue.popLast() {
            reusableHeaderFooters[identifier] = queue
            view.prepareForReuse()
            return view
        }
        return registeredHeaderFooters[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// Puts a cell that left the screen in its queue (cells without an identifier are dropped).
    func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.alpha = 1
        guard let id = cell.reuseIdentifier else { return }
        reusableCells[id, default: []].append(cell)
    }

    func enqueue(headerFooter view: UIView) {
        view.removeFromSuperview()
        guard let view = view as? UITableViewHeaderFooterView, let id = view.reuseIdentifier else { return }
        reusableHeaderFooters[id, default: []].append(view)
    }

    // MARK: - Data

    /// Drops every cell and header and asks the data source and delegate again, keeping the
    /// content offset (clamped to the new content). The selection is cleared and an open row's
    /// actions close.
    open func reloadData() {
        // The open row's actions belong to a row that may be gone.
        closeSwipeActions(animated: false)
        needsReload = true
        selectedPaths.removeAll()
        touchedPath = nil
        reloadNow()
        setNeedsLayout()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections (as last read from the data source).
    public var numberOfSections: Int {
        reloadIfNeeded()
        return tableLayout.sections.count
    }

    /// The number of rows in `section` (as last read from the data source).
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return tableLayout.sections[section].rowHeights.count
    }

    func reloadIfNeeded() { if needsReload { reloadNow() } }

    /// A touch reached the table view (after the content-touch delay): highlights its row.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesBegan(touches) }
    /// A touch moved: the highlight ends while it is off its row.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesMoved(touches) }
    /// The touch lifted: selects the row it went down on if it lifts there.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesEnded(touches) }
    /// The touch was cancelled (a drag began to scroll): the highlight ends, nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesCancelled(touches) }

    /// Whether the table is in editing mode: editable rows show their editing control (a red
    /// minus or a green plus) and swipes do not reveal actions. Default `false`.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; `animated` slides the controls in or out (0.3 s).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditingStorage else { return }
        closeSwipeActions(animated: animated)
        isEditingStorage = editing
        touchedPath = nil
        for (path, cell) in visibleCellsByPath { configureEditing(of: cell, at: path, animated: animated) }
    }

    /// The swipe recognizer begins only for a horizontal swipe on a row with actions; the
    /// others as a scroll view's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let swipe = swipeRecognizer, gestureRecognizer === swipe { return swipeShouldBegin(swipe) }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Lays the visible rows out now (UIKit's `layoutSubviews` of a table view).
    open override func layoutSubviews() {
        reloadIfNeeded()
        layoutVisibleContent()
        super.layoutSubviews()
    }
}

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
@preconcurrency @MainActor
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
    /// Nibs registered for cells (by identifier) and header-footer views (by NUL + identifier).
    var registeredNibs: [String: UINib] = [:]
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
    /// Asks the delegate for rows' context menus (`UITableView+ContextMenu`).
    var contextMenuSource: ListContextMenuSource?

    /// Creates a table view of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : Self.groupedBackground
        installSwipeRecognizer()
        installContextMenu()
    }

    /// Creates a `.plain` table view from an archive; Layercast has no nib or storyboard archives,
    /// so no key of `coder` is read.
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
        backgroundColor = .systemBackground
        installSwipeRecognizer()
        installContextMenu()
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
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { registeredCells[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            preconditionFailure("UITableView: \(cellClass) registered for '\(identifier)' is not a UITableViewCell subclass")
        }
        registeredCells[identifier] = type
    }

    /// Registers a nib for cells of `identifier`: dequeuing one loads the nib, which stops
    /// (Layercast has no nib files; see `UINib`). `nil` unregisters.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = nil
        registeredNibs[identifier] = nib
    }

    /// Registers a nib for header and footer views of `identifier` (see `register(_:forCellReuseIdentifier:)`).
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = nil
        registeredNibs["\u{0}" + identifier] = nib
    }

    /// Registers `aClass` (a `UITableViewHeaderFooterView` subclass) for
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`; `nil` unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { registeredHeaderFooters[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure("UITableView: \(aClass) registered for '\(identifier)' is not a UITableViewHeaderFooterView subclass")
        }
        registeredHeaderFooters[identifier] = type
    }

    /// A cell for `identifier` for the row at `indexPath`: a reused one (after its
    /// `prepareForReuse()`) or a new one of the registered class. Traps when nothing is
    /// registered for `identifier`, as UIKit raises.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
    }

    /// A reused cell for `identifier` (after its `prepareForReuse()`), a new one of the class
    /// registered for it, or `nil` when there is neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusableCells[identifier], let cell = queue.popLast() {
            reusableCells[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        if let nib = registeredNibs[identifier] { return nib.instantiate(withOwner: nil).first as? UITableViewCell }
        return registeredCells[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    /// A reused header or footer view for `identifier` (after its `prepareForReuse()`), a new
    /// one of the registered class, or `nil`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaderFooters[identifier], let view = queue.popLast() {
            reusableHeaderFooters[identifier] = queue
            view.prepareForReuse()
            return view
        }
        if let nib = registeredNibs["\u{0}" + identifier] {
            return nib.instantiate(withOwner: nil).first as? UITableViewHeaderFooterView
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
    open var numberOfSections: Int {
        reloadIfNeeded()
        return tableLayout.sections.count
    }

    /// The number of rows in `section` (as last read from the data source).
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return tableLayout.sections[section].rowHeights.count
    }

    /// Reloads when asked to, or when the (weak) data source went away while the table still
    /// shows its rows: UIKit treats a `nil` data source as an empty table.
    func reloadIfNeeded() {
        if needsReload || (dataSource == nil && !tableLayout.sections.isEmpty) { reloadNow() }
    }

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

    // MARK: - Overridable, from UITableView+Geometry.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The height of a section header whose height is `automaticDimension`. Apple publishes
    /// none of these; Layercast's values: in the plain style 28 pt for a header with a title or
    /// a view and none without; in the grouped styles 38 pt with a title and 18 pt without (the
    /// space between groups).
    open func automaticHeaderHeight(for section: Int) -> CGFloat {
        let hasContent = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
            || tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
        if style == .plain { return hasContent ? 28 : 0 }
        return hasContent ? 38 : 18
    }

    /// The height of a section footer whose height is `automaticDimension` (Layercast's
    /// values, as for headers): plain 28 pt with a title or view, none without; grouped 38 pt
    /// with a title, 18 pt without.
    open func automaticFooterHeight(for section: Int) -> CGFloat {
        let hasContent = dataSource?.tableView(self, titleForFooterInSection: section) != nil
            || tableDelegate?.tableView(self, viewForFooterInSection: section) != nil
        if style == .plain { return hasContent ? 28 : 0 }
        return hasContent ? 38 : 18
    }

    /// The rectangle of `section` (header, rows and footer) in the table view's content
    /// coordinates.
    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        let s = tableLayout.sections[section]
        return CGRect(x: 0, y: s.minY, width: bounds.width, height: s.maxY - s.minY)
    }

    /// The rectangle of the row at `indexPath` in content coordinates; `.zero` for a row that
    /// does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard isValid(indexPath) else { return .zero }
        return tableLayout.rowRect(indexPath, width: bounds.width)
    }

    /// The rectangle of the header of `section` where it would scroll (a floating header may
    /// show lower), in content coordinates.
    open func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        let s = tableLayout.sections[section]
        return CGRect(x: 0, y: s.minY, width: bounds.width, height: s.headerHeight)
    }

    /// The rectangle of the footer of `section` where it would scroll, in content coordinates.
    open func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        let s = tableLayout.sections[section]
        return CGRect(x: 0, y: s.footerMinY, width: bounds.width, height: s.footerHeight)
    }

    /// The row at `point` (content coordinates); `nil` outside every row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return tableLayout.rows(from: point.y, to: point.y.nextUp).first
    }

    /// The rows that intersect `rect` (content coordinates), top to bottom.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        return tableLayout.rows(from: rect.minY, to: rect.maxY)
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByPath[$0] }
    }

    /// The index paths of the rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeededForQueries()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell showing the row at `indexPath`; `nil` when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeededForQueries()
        return visibleCellsByPath[indexPath]
    }

    /// The row `cell` shows; `nil` when it shows none.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The header view of `section` when it is on screen.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` when it is on screen.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: the least scroll that
    /// shows it), within the scrollable range.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard isValid(indexPath) else {
            preconditionFailure("UITableView: attempt to scroll to invalid index path \(indexPath)")
        }
        measureRow(indexPath)
        let rect = tableLayout.rowRect(indexPath, width: bounds.width)
        let inset = adjustedContentInset
        var y: CGFloat
        let visibleHeight = bounds.height - inset.top - inset.bottom
        switch scrollPosition {
        case .top: y = rect.minY - inset.top - pinnedHeaderHeight(for: indexPath.section)
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            let top = contentOffset.y + inset.top + pinnedHeaderHeight(for: indexPath.section)
            let bottom = contentOffset.y + inset.top + visibleHeight
            if rect.minY < top { y = rect.minY - inset.top - pinnedHeaderHeight(for: indexPath.section) }
            else if rect.maxY > bottom { y = rect.maxY - inset.top - visibleHeight }
            else { return }
        }
        let target = clamped(CGPoint(x: contentOffset.x, y: y))
        setContentOffset(target, animated: animated)
    }

    // MARK: - Overridable, from UITableView+Selection.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The selected row (the first, top to bottom, with multiple selection); `nil` when none.
    open var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }

    /// The selected rows, top to bottom; `nil` when none.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects the row at `indexPath` (`nil` clears the selection) without telling the
    /// delegate, then scrolls it to `scrollPosition` (`.none` does not scroll). Without multiple selection the previous
    /// row is deselected.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelectionNow {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        selectedPaths.insert(indexPath)
        visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
        // `.none` does not scroll here (UIKit's documented meaning for selection).
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` without telling the delegate; `animated` fades the
    /// selected background out (0.3 s).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.remove(indexPath)
        visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: - Overridable, from UITableView+Swipe.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Closes the open row's actions: the cell slides back and the buttons go.
    open func closeSwipeActions(animated: Bool) {
        guard let view = swipeActionsView, !view.isClosing else { return }
        view.isClosing = true
        let path = view.indexPath
        let finish: @MainActor @Sendable () -> Void = { [weak self, weak view] in
            guard let self, let view else { return }
            view.removeFromSuperview()
            view.cell?.editControl?.showsConfirmation = false
            if self.swipeActionsView === view {
                self.swipeActionsView = nil
                self.tableDelegate?.tableView(self, didEndEditingRowAt: path)
            }
        }
        if animated { animateSwipeOffset(to: 0, completion: finish) } else { setSwipeOffset(0); finish() }
    }

    // MARK: - Overridable, from UITableView+Updates.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Inserts rows at `indexPaths` (index paths after the update); the data source must
    /// already count them. Outside `beginUpdates`/`endUpdates` it applies at once.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch(animation) { $0.inserted.formUnion(indexPaths) }
    }

    /// Deletes the rows at `indexPaths` (index paths before the update); the data source must
    /// already have dropped them.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch(animation) { $0.deleted.formUnion(indexPaths) }
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it); the cell
    /// slides there.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch(nil) { $0.moves[indexPath] = newIndexPath }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths` (before the
    /// update); the new cells fade in over the old ones. A reloaded row is deselected.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch(animation) { $0.reloaded.formUnion(indexPaths) }
    }

    /// Inserts the sections at `sections` (indexes after the update); the data source must
    /// already count them. Their rows fade in.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch(animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at `sections` (indexes before the update); their rows fade out.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch(animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for the sections at `sections` (indexes before the update):
    /// their rows and header and footer are made anew, fading in over the old ones.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch(animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves the section at `section` (before the update) to `newSection` (after it); its rows
    /// slide there.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        batch(nil) { $0.sectionMoves[section] = newSection }
    }

    /// Starts a group of row changes applied together by the matching `endUpdates()`; groups
    /// nest.
    open func beginUpdates() {
        reloadIfNeeded()
        updateDepth += 1
    }

    /// Applies the changes gathered since the matching `beginUpdates()`, with their animations;
    /// it also re-reads every row height (apps call the pair empty for that).
    open func endUpdates() {
        endUpdates(completion: nil)
    }

    /// Applies `updates` (row and section insertions, deletions, moves and reloads) as one
    /// animated change,
    /// then calls `completion` with `true` when the animations finished (at once when nothing
    /// animates).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }
}

import Foundation
import LayercastGraphics

extension UITableView {
    /// The height of a section header whose height is `automaticDimension`. Apple publishes
    /// none of these; Layercast's values: in the plain style 28 pt for a header with a title or
    /// a view and none without; in the grouped styles 38 pt with a title and 18 pt without (the
    /// space between groups).
    public func automaticHeaderHeight(for section: Int) -> CGFloat {
        let hasContent = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
            || tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
        if style == .plain { return hasContent ? 28 : 0 }
        return hasContent ? 38 : 18
    }

    /// The height of a section footer whose height is `automaticDimension` (Layercast's
    /// values, as for headers): plain 28 pt with a title or view, none without; grouped 38 pt
    /// with a title, 18 pt without.
    public func automaticFooterHeight(for section: Int) -> CGFloat {
        let hasContent = dataSource?.tableView(self, titleForFooterInSection: section) != nil
            || tableDelegate?.tableView(self, viewForFooterInSection: section) != nil
        if style == .plain { return hasContent ? 28 : 0 }
        return hasContent ? 38 : 18
    }

    /// The row height the delegate (or `rowHeight`) gives, `automaticDimension` resolved: a
    /// row with an estimate (`selfSizing`) is sized by its cell, one without is 44 pt.
    func measuredHeight(_ path: IndexPath, selfSizing: Bool = false) -> CGFloat {
        let h = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        guard h < 0 else { return h }
        return selfSizing ? selfSizedHeight(path) : Self.standardRowHeight
    }

    /// The height the row's cell asks for, as UIKit's self-sizing cells: the cell at the
    /// table's width, its content view's Auto Layout fitting height (the width held, the height
    /// as small as the constraints allow) plus the separator's hairline. A cell whose content
    /// view has no constraints keeps the standard 44 pt. The cell goes back to the reuse queue.
    func selfSizedHeight(_ path: IndexPath) -> CGFloat {
        guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { return Self.standardRowHeight }
        defer { enqueue(cell) }
        let content = cell.contentView
        guard !content.constraints.isEmpty else { return Self.standardRowHeight }
        UIView.performWithoutAnimation {
            cell.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(cell.bounds.height, 1))
            cell.layoutCellSubviews()
        }
        let fitting = content.systemLayoutSizeFitting(CGSize(width: content.bounds.width, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        let hairline = separatorStyle == .none ? 0 : 1 / (window?.screen?.scale ?? 1)
        return fitting.height + hairline
    }

    /// Reads the sections, rows and heights from the data source and delegate.
    func reloadNow() {
        needsReload = false
        for cell in visibleCellsByPath.values { enqueue(cell) }
        visibleCellsByPath.removeAll()
        for view in visibleHeaders.values { enqueue(headerFooter: view) }
        for view in visibleFooters.values { enqueue(headerFooter: view) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        tableLayout = readLayout()
        selectedPaths = selectedPaths.filter(isValid)
        applyContentSize()
    }

    func readLayout() -> TableLayout {
        var layout = TableLayout()
        layout.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        layout.tableFooterHeight = tableFooterView?.frame.height ?? 0
        guard let dataSource else { return layout }
        let count = dataSource.numberOfSections(in: self)
        let delegate = tableDelegate
        layout.sections.reserveCapacity(count)
        for s in 0..<max(0, count) {
            var section = TableLayout.Section()
            let header = delegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
            section.headerHeight = header < 0 ? automaticHeaderHeight(for: s) : header
            let footer = delegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
            section.footerHeight = footer < 0 ? automaticFooterHeight(for: s) : footer
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: s))
            section.rowHeights.reserveCapacity(rows)
            section.measured.reserveCapacity(rows)
            for r in 0..<rows {
                let path = IndexPath(row: r, section: s)
                let estimate = delegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
                if estimate > 0 {
                    section.rowHeights.append(estimate)
                    section.measured.append(false)
                } else {
                    section.rowHeights.append(measuredHeight(path))
                    section.measured.append(true)
                }
            }
            section.recomputeOffsets()
            layout.sections.append(section)
        }
        layout.stack()
        return layout
    }

    func applyContentSize() {
        let size = CGSize(width: bounds.width, height: tableLayout.contentHeight)
        if contentSize != size { contentSize = size }
    }

    func isValid(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < tableLayout.sections.count
            && path.row >= 0 && path.row < tableLayout.sections[path.section].rowHeights.count
    }

    // MARK: - Rectangles

    /// The rectangle of `section` (header, rows and footer) in the table view's content
    /// coordinates.
    public func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        let s = tableLayout.sections[section]
        return CGRect(x: 0, y: s.minY, width: bounds.width, height: s.maxY - s.minY)
    }

    /// The rectangle of the row at `indexPath` in content coordinates; `.zero` for a row that
    /// does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard isValid(indexPath) else { return .zero }
        return tableLayout.rowRect(indexPath, width: bounds.width)
    }

    /// The rectangle of the header of `section` where it would scroll (a floating header may
    /// show lower), in content coordinates.
    public func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        let s = tableLayout.sections[section]
        return CGRect(x: 0, y: s.minY, width: bounds.width, height: s.headerHeight)
    }

    /// The rectangle of the footer of `section` where it would scroll, in content coordinates.
    public func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        let s = tableLayout.sections[section]
        return CGRect(x: 0, y: s.footerMinY, width: bounds.width, height: s.footerHeight)
    }

    /// The row at `point` (content coordinates); `nil` outside every row.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return tableLayout.rows(from: point.y, to: point.y.nextUp).first
    }

    /// The rows that intersect `rect` (content coordinates), top to bottom.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        return tableLayout.rows(from: rect.minY, to: rect.maxY)
    }

    // MARK: - Visible rows

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByPath[$0] }
    }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeededForQueries()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell showing the row at `indexPath`; `nil` when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeededForQueries()
        return visibleCellsByPath[indexPath]
    }

    /// The row `cell` shows; `nil` when it shows none.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The header view of `section` when it is on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` when it is on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// UIKit answers these queries with the cells it would show now: lay out first when the
    /// data or the bounds changed since the last pass.
    func layoutIfNeededForQueries() {
        if needsReload || visibleCellsByPath.isEmpty { reloadIfNeeded(); layoutVisibleContent() }
    }

    // MARK: - Scrolling to a row

    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: the least scroll that
    /// shows it), within the scrollable range.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
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

    /// The height a floating header covers at the top (plain style only).
    func pinnedHeaderHeight(for section: Int) -> CGFloat {
        style == .plain ? tableLayout.sections[section].headerHeight : 0
    }

    /// Replaces an estimated row height by the delegate's; returns whether it changed.
    @discardableResult
    func measureRow(_ path: IndexPath) -> Bool {
        guard !tableLayout.sections[path.section].measured[path.row] else { return false }
        let h = measuredHeight(path, selfSizing: true)
        tableLayout.sections[path.section].measured[path.row] = true
        guard h != tableLayout.sections[path.section].rowHeights[path.row] else { return false }
        tableLayout.sections[path.section].rowHeights[path.row] = h
        tableLayout.sections[path.section].recomputeOffsets()
        tableLayout.stack()
        applyContentSize()
        return true
    }
}

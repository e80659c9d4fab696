import Foundation
import LayercastGraphics

extension UITableView {
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

    // MARK: - Visible rows

    /// UIKit answers these queries with the cells it would show now: lay out first when the
    /// data or the bounds changed since the last pass.
    func layoutIfNeededForQueries() {
        if needsReload || visibleCellsByPath.isEmpty { reloadIfNeeded(); layoutVisibleContent() }
    }

    // MARK: - Scrolling to a row

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

import Foundation
import LayercastGraphics

extension UITableView {
    /// Shows the rows, headers and footers in the visible area and puts the others in their
    /// reuse queues. Rows whose height was estimated are measured, top to bottom, before they
    /// show.
    func layoutVisibleContent() {
        guard dataSource != nil else { return }
        let width = bounds.width
        let visible = bounds
        var paths = tableLayout.rows(from: visible.minY, to: visible.maxY)
        // Measure top-down: a measured row moves the ones under it, so the list is re-read.
        var i = 0
        while i < paths.count {
            if measureRow(paths[i]) { paths = tableLayout.rows(from: visible.minY, to: visible.maxY) }
            i += 1
        }
        let wanted = Set(paths)
        // A drag that scrolls, or the open row leaving the screen, closes the row's actions.
        if let open = swipeActionsView, !open.isClosing {
            if !wanted.contains(open.indexPath) { closeSwipeActions(animated: false) }
            else if isDragging { closeSwipeActions(animated: true) }
        }
        for (path, cell) in visibleCellsByPath where !wanted.contains(path) {
            visibleCellsByPath[path] = nil
            enqueue(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
        let swiped = swipeActionsView
        for path in paths {
            var frame = tableLayout.rowRect(path, width: width)
            if let swiped, swiped.indexPath == path { frame.origin.x = -swiped.offset }
            if let cell = visibleCellsByPath[path] {
                if cell.frame != frame { cell.frame = frame }
                configureSeparator(of: cell, at: path)
                continue
            }
            guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
            visibleCellsByPath[path] = cell
            cell.tableView = self
            UIView.performWithoutAnimation {
                cell.frame = frame
                cell.alpha = 1
            }
            let selected = selectedPaths.contains(path)
            if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
            configureSeparator(of: cell, at: path)
            configureEditing(of: cell, at: path, animated: false)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            insertSubview(cell, at: 0)
        }
        if swipeActionsView != nil { layoutSwipeActions() }
        layoutTableHeaderAndFooter(width: width)
        layoutSectionHeadersAndFooters(width: width)
    }

    /// The separator under a row: inset per `separatorInset` (set on the cell), full width
    /// under the last row of a grouped section, hidden with `.none`.
    func configureSeparator(of cell: UITableViewCell, at path: IndexPath) {
        let last = path.row == tableLayout.sections[path.section].rowHeights.count - 1
        var inset = separatorInset
        if style != .plain, last { inset.left = 0; inset.right = 0 }
        if cell.separatorInset != inset { cell.separatorInset = inset }
        cell.separatorView.isHidden = separatorStyle == .none
        cell.separatorView.backgroundColor = separatorColor
    }

    private func layoutTableHeaderAndFooter(width: CGFloat) {
        if let header = tableHeaderView {
            if header.superview !== self { addSubview(header) }
            header.frame = CGRect(x: 0, y: 0, width: width, height: tableLayout.tableHeaderHeight)
        }
        if let footer = tableFooterView {
            if footer.superview !== self { addSubview(footer) }
            let y = tableLayout.sections.last?.maxY ?? tableLayout.tableHeaderHeight
            footer.frame = CGRect(x: 0, y: y, width: width, height: tableLayout.tableFooterHeight)
        }
    }

    /// Where the header of `section` shows: where it scrolls, or in the plain style pinned to
    /// the top of the visible area (below the top inset) while its section is there, pushed up
    /// by the section's end.
    func headerFrame(for section: Int, width: CGFloat) -> CGRect {
        let s = tableLayout.sections[section]
        var y = s.minY
        if style == .plain {
            let top = bounds.minY + adjustedContentInset.top
            y = min(max(y, top), s.maxY - s.headerHeight)
        }
        return CGRect(x: 0, y: y, width: width, height: s.headerHeight)
    }

    /// Where the footer of `section` shows: where it scrolls, or in the plain style pinned to
    /// the bottom of the visible area while its section is there, pushed down by the section's
    /// header.
    func footerFrame(for section: Int, width: CGFloat) -> CGRect {
        let s = tableLayout.sections[section]
        var y = s.footerMinY
        if style == .plain {
            let bottom = bounds.maxY - adjustedContentInset.bottom
            y = max(min(y, bottom - s.footerHeight), s.minY + s.headerHeight)
        }
        return CGRect(x: 0, y: y, width: width, height: s.footerHeight)
    }

    private func layoutSectionHeadersAndFooters(width: CGFloat) {
        let visible = bounds
        let sections = Set(tableLayout.sections(from: visible.minY, to: visible.maxY))
        for (section, view) in visibleHeaders where !sections.contains(section) {
            enqueue(headerFooter: view)
            visibleHeaders[section] = nil
        }
        for (section, view) in visibleFooters where !sections.contains(section) {
            enqueue(headerFooter: view)
            visibleFooters[section] = nil
        }
        for section in sections.sorted() {
            let s = tableLayout.sections[section]
            if s.headerHeight > 0 {
                let frame = headerFrame(for: section, width: width)
                if let view = visibleHeaders[section] ?? makeHeaderFooter(section: section, header: true) {
                    visibleHeaders[section] = view
                    place(view, frame: frame)
                }
            }
            if s.footerHeight > 0 {
                let frame = footerFrame(for: section, width: width)
                if let view = visibleFooters[section] ?? makeHeaderFooter(section: section, header: false) {
                    visibleFooters[section] = view
                    place(view, frame: frame)
                }
            }
        }
    }

    private func place(_ view: UIView, frame: CGRect) {
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        if view.frame != frame { UIView.performWithoutAnimation { view.frame = frame } }
    }

    /// The delegate's view for a header or footer, or a standard view with the data source's
    /// title, or `nil` (the space stays empty).
    private func makeHeaderFooter(section: Int, header: Bool) -> UIView? {
        let custom = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                           : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let id = Self.titleHeaderFooterIdentifier
        let view = dequeueReusableHeaderFooterView(withIdentifier: id) ?? UITableViewHeaderFooterView(reuseIdentifier: id)
        view.textLabel?.text = style == .plain || !header ? title : title.uppercased()
        view.isGroupedHeader = header && style != .plain
        view.backgroundColor = style == .plain ? .secondarySystemBackground : nil
        view.setNeedsLayout()
        return view
    }

    /// The reuse identifier of the table view's own title headers and footers.
    static let titleHeaderFooterIdentifier = "UITableViewTitleHeaderFooter"
}

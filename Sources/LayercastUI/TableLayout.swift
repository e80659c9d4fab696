import Foundation
import LayercastGraphics

/// The vertical geometry of a table view's content: the table header, then each section's
/// header, rows and footer, then the table footer. Offsets are in the table view's content
/// coordinates (points from the top of the content). Rows whose height is only estimated are
/// marked so the table view asks for the real height before showing them.
struct TableLayout {
    struct Section {
        var minY: CGFloat = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var rowHeights: [CGFloat] = []
        var measured: [Bool] = []
        /// `rowOffsets[i]` is the top of row i relative to the end of the header;
        /// `rowOffsets[count]` is the rows' total height.
        var rowOffsets: [CGFloat] = [0]

        var rowsMinY: CGFloat { minY + headerHeight }
        var footerMinY: CGFloat { rowsMinY + (rowOffsets.last ?? 0) }
        var maxY: CGFloat { footerMinY + footerHeight }

        mutating func recomputeOffsets() {
            rowOffsets = [0]
            rowOffsets.reserveCapacity(rowHeights.count + 1)
            var y: CGFloat = 0
            for h in rowHeights { y += h; rowOffsets.append(y) }
        }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []

    /// The height of the whole content.
    var contentHeight: CGFloat { (sections.last?.maxY ?? tableHeaderHeight) + tableFooterHeight }

    /// Places the sections one under the other from the table header down.
    mutating func stack() {
        var y = tableHeaderHeight
        for i in sections.indices {
            sections[i].minY = y
            y = sections[i].maxY
        }
    }

    func rowRect(_ path: IndexPath, width: CGFloat) -> CGRect {
        let s = sections[path.section]
        return CGRect(x: 0, y: s.rowsMinY + s.rowOffsets[path.row], width: width, height: s.rowHeights[path.row])
    }

    /// The rows that intersect `minY..<maxY`, top to bottom (binary search per section).
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        guard maxY > minY else { return result }
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].maxY <= minY { lo = mid + 1 } else { hi = mid }
        }
        var s = lo
        while s < sections.count, sections[s].minY < maxY {
            let section = sections[s]
            let localMin = minY - section.rowsMinY, localMax = maxY - section.rowsMinY
            // First row whose bottom is below minY.
            var a = 0, b = section.rowHeights.count
            while a < b {
                let mid = (a + b) / 2
                if section.rowOffsets[mid + 1] <= localMin { a = mid + 1 } else { b = mid }
            }
            var r = a
            while r < section.rowHeights.count, section.rowOffsets[r] < localMax {
                if section.rowHeights[r] > 0 { result.append(IndexPath(row: r, section: s)) }
                r += 1
            }
            s += 1
        }
        return result
    }

    /// The sections whose extent intersects `minY..<maxY`.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
        sections.indices.filter { sections[$0].maxY > minY && sections[$0].minY < maxY }
    }
}

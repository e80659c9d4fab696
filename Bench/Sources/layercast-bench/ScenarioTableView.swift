import Foundation
import LayercastGraphics
import LayercastUI

/// A list of many rows that scrolls the way a table view does: only the rows on screen exist,
/// rows leaving the screen are hidden and reused for the rows coming in (with new text, which is
/// redrawn), and a vertical drag changes `bounds.origin.y`, which moves every row at once.
@MainActor
final class ScenarioTableView: UIView {
    /// Height of one row, points.
    static let rowHeight: CGFloat = 56
    /// Rows in the list.
    let rowCount: Int
    private var visible: [Int: ScenarioTableCell] = [:]
    private var reusable: [ScenarioTableCell] = []

    init(frame: CGRect, rowCount: Int) {
        self.rowCount = rowCount
        super.init(frame: frame)
        backgroundColor = .white
        clipsToBounds = true
    }

    /// Never archived: Layercast has no nibs or storyboards.
    public required init?(coder: NSCoder) { return nil }

    /// The largest scroll offset, points.
    var maximumOffsetY: CGFloat { max(0, CGFloat(rowCount) * Self.rowHeight - bounds.height) }

    /// The rows showing, by index.
    var visibleRows: [Int] { visible.keys.sorted() }

    override func layoutSubviews() {
        let first = max(0, Int(floor(bounds.minY / Self.rowHeight)))
        let last = min(rowCount - 1, Int(ceil(bounds.maxY / Self.rowHeight)))
        for (index, cell) in visible where index < first || index > last {
            cell.isHidden = true
            reusable.append(cell)
            visible[index] = nil
        }
        guard first <= last else { return }
        for index in first...last where visible[index] == nil {
            let cell: ScenarioTableCell
            if let reused = reusable.popLast() {
                cell = reused
                cell.isHidden = false
            } else {
                cell = ScenarioTableCell(frame: .zero)
                addSubview(cell)
            }
            cell.configure(index: index)
            visible[index] = cell
        }
        for (index, cell) in visible {
            cell.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: bounds.width, height: Self.rowHeight)
        }
    }

    private func scroll(toOffsetY offset: CGFloat) {
        var b = bounds
        b.origin.y = min(max(0, offset), maximumOffsetY)
        guard b != bounds else { return }
        bounds = b
        setNeedsLayout()
    }

    // MARK: - Dragging

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let superview else { return }
        let dy = touch.location(in: superview).y - touch.previousLocation(in: superview).y
        scroll(toOffsetY: bounds.origin.y - dy)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

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

/// One row: a coloured badge with the row's number, a title, a detail line and a hairline.
@MainActor
final class ScenarioTableCell: UIView {
    private let badge = UILabel()
    private let title = UILabel()
    private let detail = UILabel()
    private let separator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        badge.font = .systemFont(ofSize: 13, weight: .bold)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.layer.cornerRadius = 8
        badge.clipsToBounds = true
        title.font = .systemFont(ofSize: 17, weight: .medium)
        detail.font = .systemFont(ofSize: 13)
        detail.textColor = .gray
        separator.backgroundColor = UIColor(white: 0.85, alpha: 1)
        [badge, title, detail, separator].forEach(addSubview)
    }

    private static let names = ["Coral", "Amber", "Mint", "Teal", "Indigo", "Rose", "Leaf", "Lilac", "Sand", "Slate"]

    /// Shows row `index`.
    func configure(index: Int) {
        badge.text = "\(index + 1)"
        badge.backgroundColor = UIColor(hue: CGFloat(index % 12) / 12, saturation: 0.6, brightness: 0.85, alpha: 1)
        title.text = "\(Self.names[index % Self.names.count]) \(index + 1)"
        detail.text = "Row \(index + 1) of the list · updated \(index % 60) min ago"
    }

    override func layoutSubviews() {
        badge.frame = CGRect(x: 16, y: (bounds.height - 32) / 2, width: 44, height: 32)
        title.frame = CGRect(x: 72, y: 8, width: max(0, bounds.width - 88), height: 22)
        detail.frame = CGRect(x: 72, y: 30, width: max(0, bounds.width - 88), height: 18)
        separator.frame = CGRect(x: 72, y: bounds.height - 0.5, width: max(0, bounds.width - 72), height: 0.5)
    }
}

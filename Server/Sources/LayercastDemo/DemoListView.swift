import Foundation
import LayercastGraphics
import LayercastUI

/// A list that scrolls the way a scroll view does underneath: its rows are subviews laid out
/// in content space, and a vertical drag changes `bounds.origin.y` (clamped to the content),
/// which moves every row at once with one layer property.
@MainActor
public final class DemoListView: UIView {
    /// Height of one row, points.
    public static let rowHeight: CGFloat = 48
    /// The rows, top to bottom.
    public private(set) var rows: [DemoListRow] = []

    /// Creates the list with a row per title.
    public init(frame: CGRect, titles: [String]) {
        super.init(frame: frame)
        backgroundColor = .demo(DemoPalette.card)
        layer.cornerRadius = 16
        layer.borderWidth = 1
        layer.borderColor = .demo(DemoPalette.hairline)
        clipsToBounds = true
        for (index, title) in titles.enumerated() {
            let row = DemoListRow(title: title, index: index)
            rows.append(row)
            addSubview(row)
        }
    }

    /// The height of all rows, points.
    public var contentHeight: CGFloat { CGFloat(rows.count) * Self.rowHeight }

    /// The largest scroll offset: the content's bottom at the list's bottom (0 when it fits).
    public var maximumOffsetY: CGFloat { max(0, contentHeight - bounds.height) }

    /// Scrolls to `offset` (points from the top), clamped to `0...maximumOffsetY`.
    public func scroll(toOffsetY offset: CGFloat) {
        var b = bounds
        b.origin.y = min(max(0, offset), maximumOffsetY)
        if b != bounds { bounds = b }
    }

    public override func layoutSubviews() {
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: bounds.width, height: Self.rowHeight)
        }
        scroll(toOffsetY: bounds.origin.y)
    }

    // MARK: - Dragging

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        // Measured in the superview: the list's own space moves with the scrolling.
        guard let touch = touches.first, let superview else { return }
        let dy = touch.location(in: superview).y - touch.previousLocation(in: superview).y
        scroll(toOffsetY: bounds.origin.y - dy)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

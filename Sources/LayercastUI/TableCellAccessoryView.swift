import Foundation
import LayercastGraphics

/// Draws a cell's standard accessory (UIKit draws it with SF Symbols, which Layercast does not
/// have): a chevron, a checkmark, an info circle, or an info circle and a chevron.
@MainActor
final class TableCellAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(x: 0, y: 0, width: UITableViewCell.accessoryWidth, height: UITableViewCell.accessoryWidth))
        backgroundColor = nil
        isOpaque = false
        // Only the detail buttons take touches in UIKit; Layercast's have no action yet.
        isUserInteractionEnabled = false
    }

    /// Never made from an archive: Layercast has no nibs, and this view is the toolkit's own.
    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        ctx.setLineWidth(2)
        ctx.setLineCap(.round)
        switch type {
        case .checkmark:
            ctx.setStrokeColor(tintColor.cgColor)
            ctx.move(to: CGPoint(x: b.minX + 4, y: b.midY))
            ctx.addLine(to: CGPoint(x: b.minX + 10, y: b.midY + 6))
            ctx.addLine(to: CGPoint(x: b.maxX - 3, y: b.midY - 7))
            ctx.strokePath()
        case .disclosureIndicator:
            chevron(ctx, at: b.maxX - 6)
        case .detailButton:
            info(ctx, centre: CGPoint(x: b.midX, y: b.midY))
        case .detailDisclosureButton:
            info(ctx, centre: CGPoint(x: b.midX - 2, y: b.midY))
            chevron(ctx, at: b.maxX + 6)
        case .none:
            break
        }
    }

    private func chevron(_ ctx: CGContext, at x: CGFloat) {
        let b = bounds
        ctx.setStrokeColor(UIColor.tertiaryLabel.cgColor)
        ctx.move(to: CGPoint(x: x - 5, y: b.midY - 6))
        ctx.addLine(to: CGPoint(x: x, y: b.midY))
        ctx.addLine(to: CGPoint(x: x - 5, y: b.midY + 6))
        ctx.strokePath()
    }

    private func info(_ ctx: CGContext, centre: CGPoint) {
        ctx.setStrokeColor(tintColor.cgColor)
        ctx.setLineWidth(1.5)
        ctx.strokeEllipse(in: CGRect(x: centre.x - 10, y: centre.y - 10, width: 20, height: 20))
        ctx.move(to: CGPoint(x: centre.x, y: centre.y - 1))
        ctx.addLine(to: CGPoint(x: centre.x, y: centre.y + 5))
        ctx.move(to: CGPoint(x: centre.x, y: centre.y - 5))
        ctx.addLine(to: CGPoint(x: centre.x, y: centre.y - 4.5))
        ctx.strokePath()
    }
}

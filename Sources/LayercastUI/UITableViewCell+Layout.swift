import Foundation
import LayercastGraphics

extension UITableViewCell {
    /// The width the accessory area takes at the trailing edge (a 24 pt glyph box; UIKit does
    /// not publish its metrics).
    static let accessoryWidth: CGFloat = 24
    /// The width of `value2`'s leading label column (Layercast's value; UIKit sizes it to the
    /// font).
    static let value2LabelWidth: CGFloat = 80

    /// Lays out the backgrounds, the accessory, the content view, the standard labels and the
    /// separator.
    func layoutCellSubviews() {
        let b = bounds
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        var contentWidth = b.width
        if let accessory = accessoryView ?? accessoryContainer {
            let size = accessoryView?.frame.size ?? CGSize(width: Self.accessoryWidth, height: Self.accessoryWidth)
            let x = b.width - Self.standardMargin - size.width
            accessory.frame = CGRect(x: x, y: ((b.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            contentWidth = x - 4
        }
        let inset = editingInset
        contentView.frame = CGRect(x: inset, y: 0, width: max(0, contentWidth - inset), height: b.height)
        editControl?.frame = CGRect(x: inset - Self.editingIndentation, y: 0, width: Self.editingIndentation, height: b.height)
        layoutStandardViews(in: contentView.bounds)
        configuredContentView?.frame = contentView.bounds
        let hairline = 1 / (window?.screen?.scale ?? 1)
        separatorView.frame = CGRect(x: separatorInset.left, y: b.height - hairline,
                                     width: max(0, b.width - separatorInset.left - separatorInset.right), height: hairline)
        bringSubviewToFront(separatorView)
    }

    /// Places the image and labels of the cell's style within `area` (the content view's
    /// bounds), keeping the standard 16 pt margins.
    private func layoutStandardViews(in area: CGRect) {
        let m = Self.standardMargin
        var x = m
        if let image = imageViewStorage, let size = image.image?.size, size.width > 0 {
            let height = min(size.height, area.height)
            image.frame = CGRect(x: m, y: ((area.height - height) / 2).rounded(), width: size.width, height: height)
            x = image.frame.maxX + m
        } else {
            imageViewStorage?.frame = .zero
        }
        let right = area.width - m
        let width = max(0, right - x)
        switch cellStyle {
        case .default:
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        case .value1:
            let detailWidth = min(width, detailTextLabelStorage?.sizeThatFits(area.size).width ?? 0)
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: max(0, width - detailWidth - (detailWidth > 0 ? 8 : 0)), height: area.height)
            detailTextLabelStorage?.frame = CGRect(x: right - detailWidth, y: 0, width: detailWidth, height: area.height)
        case .value2:
            let labelWidth = min(Self.value2LabelWidth, width)
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: labelWidth, height: area.height)
            let dx = x + labelWidth + 6
            detailTextLabelStorage?.frame = CGRect(x: dx, y: 0, width: max(0, right - dx), height: area.height)
        case .subtitle:
            let textHeight = textLabelStorage?.sizeThatFits(CGSize(width: width, height: area.height)).height ?? 0
            let detailHeight = detailTextLabelStorage?.text?.isEmpty == false
                ? detailTextLabelStorage?.sizeThatFits(CGSize(width: width, height: area.height)).height ?? 0 : 0
            let top = ((area.height - textHeight - detailHeight) / 2).rounded()
            textLabelStorage?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            detailTextLabelStorage?.frame = CGRect(x: x, y: top + textHeight, width: width, height: detailHeight)
        }
    }

    /// Builds the standard accessory for `accessoryType` (none when `accessoryView` is set).
    func updateAccessory() {
        accessoryContainer?.removeFromSuperview()
        accessoryContainer = nil
        if let accessoryView {
            addSubview(accessoryView)
        } else if accessoryType != .none {
            let view = TableCellAccessoryView(type: accessoryType)
            addSubview(view)
            accessoryContainer = view
        }
        setNeedsLayout()
    }
}

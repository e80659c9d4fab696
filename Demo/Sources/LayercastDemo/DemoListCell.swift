import Foundation
import LayercastGraphics
import LayercastUI

/// A row of the demo's list: a colour swatch and a title in the cell's content view. The list
/// registers this class and the table view makes and reuses cells of it.
@MainActor
public final class DemoListCell: UITableViewCell {
    /// The reuse identifier the list registers the class under.
    public static let reuseIdentifier = "DemoListCell"

    private let swatch = UIView()
    private let label = UILabel()

    /// Creates an empty cell; `configure(title:index:)` fills it for a row.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        swatch.layer.cornerRadius = 9
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textColor = DemoPalette.ink
        contentView.addSubview(swatch)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `title`; `index` (the row's place in the whole list) picks the swatch colour and the
    /// alternating background.
    public func configure(title: String, index: Int) {
        label.text = title
        backgroundColor = .demo(index.isMultiple(of: 2) ? DemoPalette.card : DemoPalette.rowTint)
        swatch.backgroundColor = .demo(DemoListView.swatchColor(of: DemoListView.Row(title: title, number: index)))
    }

    /// The row's title.
    public var title: String? { label.text }

    public override func prepareForReuse() {
        super.prepareForReuse()
        label.text = nil
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        swatch.frame = CGRect(x: 14, y: (b.height - 18) / 2, width: 18, height: 18)
        label.frame = CGRect(x: 44, y: 0, width: max(0, b.width - 52), height: b.height)
    }
}

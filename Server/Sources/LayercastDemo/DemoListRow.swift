import Foundation
import LayercastGraphics
import LayercastUI

/// One row of `DemoListView`: a colour swatch, a title and a hairline below.
@MainActor
public final class DemoListRow: UIView {
    private let swatch = UIView()
    private let label = UILabel()
    private let separator = UIView()

    /// Creates the row for `title` at position `index` (which picks its swatch colour).
    public init(title: String, index: Int) {
        super.init(frame: .zero)
        backgroundColor = .demo(index.isMultiple(of: 2) ? DemoPalette.card : DemoPalette.rowTint)
        swatch.backgroundColor = .demo(DemoPalette.swatches[index % DemoPalette.swatches.count])
        swatch.layer.cornerRadius = 9
        label.text = title
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textColor = DemoPalette.ink
        separator.backgroundColor = .demo(DemoPalette.hairline)
        [swatch, label, separator].forEach(addSubview)
    }

    /// The row's title.
    public var title: String? { label.text }

    public override func layoutSubviews() {
        swatch.frame = CGRect(x: 14, y: (bounds.height - 18) / 2, width: 18, height: 18)
        label.frame = CGRect(x: 44, y: 0, width: max(0, bounds.width - 52), height: bounds.height)
        separator.frame = CGRect(x: 44, y: bounds.height - 0.5, width: max(0, bounds.width - 44), height: 0.5)
    }
}

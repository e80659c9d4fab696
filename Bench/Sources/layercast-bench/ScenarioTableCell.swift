import Foundation
import LayercastGraphics
import LayercastUI

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

    /// Never archived: Layercast has no nibs or storyboards.
    public required init?(coder: NSCoder) { return nil }

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

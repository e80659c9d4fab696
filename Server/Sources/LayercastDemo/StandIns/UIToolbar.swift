import Foundation
import LayercastGraphics
import LayercastUI

// Stand-ins until the toolkit's UIToolbar and UIBarButtonItem land (branch `drawing`).

/// A button on a toolbar; not a view: the toolbar makes a view for it.
@MainActor
final class UIBarButtonItem {
    enum Style { case plain, done }
    var title: String?
    var style: Style = .plain
    var primaryAction: UIAction?
    var isEnabled = true
    fileprivate var isFlexibleSpace = false
    fileprivate(set) weak var view: UIButton?

    init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.primaryAction = primaryAction
    }

    static func flexibleSpace() -> UIBarButtonItem {
        let item = UIBarButtonItem()
        item.isFlexibleSpace = true
        return item
    }
}

/// A bar of items laid out left to right, flexible spaces sharing what is left.
@MainActor
final class UIToolbar: UIView {
    var items: [UIBarButtonItem]? {
        didSet {
            subviews.forEach { $0.removeFromSuperview() }
            for item in items ?? [] where !item.isFlexibleSpace {
                let button = UIButton(type: .system)
                button.setTitle(item.title, for: .normal)
                button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
                button.setTitleColor(tintColor ?? .systemBlue, for: .normal)
                if let action = item.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
                item.view = button
                addSubview(button)
            }
            setNeedsLayout()
        }
    }


    override func layoutSubviews() {
        let items = self.items ?? []
        let margin: CGFloat = 16
        let widths = items.map { item -> CGFloat in
            guard !item.isFlexibleSpace, let title = item.title else { return 0 }
            return ceil(title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width) + 16
        }
        let flexibleCount = items.filter(\.isFlexibleSpace).count
        let free = max(0, bounds.width - 2 * margin - widths.reduce(0, +))
        var x = margin
        for (item, width) in zip(items, widths) {
            if item.isFlexibleSpace { x += free / CGFloat(max(1, flexibleCount)); continue }
            item.view?.frame = CGRect(x: x, y: 0, width: width, height: min(44, bounds.height))
            x += width
        }
    }
}

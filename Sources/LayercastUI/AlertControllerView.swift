import Foundation
import LayercastGraphics

/// The alert controller's view: transparent, the size of the window, holding the card (and,
/// for an action sheet, the cancel card). Sizes: a 270-point alert card with 44-point buttons,
/// action sheets 8 points from the sides and bottom safe area with 57-point buttons (UIKit's
/// iPhone metrics).
@MainActor
final class AlertControllerView: UIView {
    weak var controller: UIAlertController?
    let card = UIView()
    let cancelCard = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    private(set) var buttons: [(action: UIAlertAction, button: UIButton)] = []
    private var separators: [UIView] = []

    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let sheetMargin: CGFloat = 8
    /// A text field's height and the gap below it, points.
    static let textFieldHeight: CGFloat = 26
    static let textFieldGap: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpAlertControllerView()
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpAlertControllerView()
    }

    /// What both initializers set up after the superclass's.
    private func setUpAlertControllerView() {
        backgroundColor = .clear
        isOpaque = false
        for c in [card, cancelCard] {
            c.backgroundColor = UIColor(white: 0.97, alpha: 0.98)
            c.layer.cornerRadius = 13
            c.layer.masksToBounds = true
            addSubview(c)
        }
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        card.addSubview(titleLabel)
        card.addSubview(messageLabel)
    }

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

    func rebuild() {
        guard let controller else { return }
        for (_, button) in buttons { button.removeFromSuperview() }
        for s in separators { s.removeFromSuperview() }
        buttons = []
        separators = []
        titleLabel.text = controller.title
        titleLabel.font = isSheet ? .boldSystemFont(ofSize: 13) : .boldSystemFont(ofSize: 17)
        titleLabel.textColor = isSheet ? .secondaryLabel : .label
        messageLabel.text = controller.message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = isSheet ? .secondaryLabel : .label
        let preferred = controller.preferredAction ?? (isSheet ? nil : controller.actions.first { $0.style == .cancel })
        for action in orderedActions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            let bold = action === preferred || (isSheet && action.style == .cancel)
            button.titleLabel?.font = bold ? .boldSystemFont(ofSize: isSheet ? 20 : 17) : .systemFont(ofSize: isSheet ? 20 : 17)
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.isEnabled = action.isEnabled
            button.addAction(UIAction { [weak controller, weak action] _ in
                guard let controller, let action else { return }
                controller.choose(action)
            }, for: .primaryActionTriggered)
            (isSheet && action.style == .cancel ? cancelCard : card).addSubview(button)
            buttons.append((action, button))
        }
        for field in controller.textFields ?? [] where field.superview !== card { card.addSubview(field) }
        cancelCard.isHidden = !(isSheet && controller.actions.contains { $0.style == .cancel })
        setNeedsLayout()
    }

    /// The actions in the order UIKit shows them: an alert with two actions puts the cancel
    /// action on the left; otherwise the cancel action goes last.
    var orderedActions: [UIAlertAction] {
        guard let actions = controller?.actions else { return [] }
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if !isSheet, actions.count == 2 { return cancel + others }
        return others + cancel
    }

    /// Whether the alert shows its two buttons side by side.
    var isSideBySide: Bool { !isSheet && buttons.count == 2 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let safe = safeAreaInsets
        let width = isSheet ? b.width - 2 * Self.sheetMargin : Self.alertWidth
        let textWidth = width - 32
        var y: CGFloat = (titleLabel.text == nil && messageLabel.text == nil) ? 0 : (isSheet ? 14 : 20)
        for label in [titleLabel, messageLabel] where label.text != nil {
            let size = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
            let height = min(size.height, ceil(size.height))
            label.frame = CGRect(x: 16, y: y, width: textWidth, height: height)
            y += height + 4
        }
        if y > 0 { y += isSheet ? 10 : 16 }
        for field in controller?.textFields ?? [] {
            field.frame = CGRect(x: 16, y: y, width: textWidth, height: Self.textFieldHeight)
            y += Self.textFieldHeight + Self.textFieldGap
        }
        if controller?.textFields != nil { y += 16 - Self.textFieldGap }
        let buttonHeight = isSheet ? Self.sheetButtonHeight : Self.alertButtonHeight
        let inCard = buttons.filter { $0.button.superview === card }
        if isSideBySide {
            for (index, entry) in inCard.enumerated() {
                entry.button.frame = CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: buttonHeight)
            }
            y += buttonHeight
        } else {
            for entry in inCard {
                entry.button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
                y += buttonHeight
            }
        }
        let cardHeight = y
        if isSheet {
            var bottom = b.maxY - safe.bottom - Self.sheetMargin
            if !cancelCard.isHidden {
                cancelCard.frame = CGRect(x: Self.sheetMargin, y: bottom - buttonHeight, width: width, height: buttonHeight)
                for entry in buttons where entry.button.superview === cancelCard {
                    entry.button.frame = CGRect(x: 0, y: 0, width: width, height: buttonHeight)
                }
                bottom -= buttonHeight + Self.sheetMargin
            }
            card.frame = CGRect(x: Self.sheetMargin, y: bottom - cardHeight, width: width, height: cardHeight)
        } else {
            card.frame = CGRect(x: (b.width - width) / 2, y: (b.height - cardHeight) / 2, width: width, height: cardHeight)
        }
    }

    /// Touches outside the cards do nothing (the dimmed app behind takes none).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event) ?? (bounds.contains(point) ? self : nil)
    }
}

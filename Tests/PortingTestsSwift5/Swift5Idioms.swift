import UIKit

// Code that compiles against Apple's SDK in Swift 5 mode, as most apps are still built: UIKit's
// classes are `@preconcurrency @MainActor` for such clients, so UI code in a nonisolated free
// function compiles without errors. This file is only in the Swift 5 target.

/// Builds and styles a button in a nonisolated free function.
func makeRoundedButton(title: String, color: UIColor) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.backgroundColor = color
    button.layer.cornerRadius = 8
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
    return button
}

/// Styles any view as a card, nonisolated too.
func styleAsCard(_ view: UIView) {
    view.layer.cornerRadius = 12
    view.layer.borderWidth = 1
    view.layer.borderColor = UIColor.lightGray.cgColor
    view.clipsToBounds = true
}

/// A view whose subviews are stored properties initialised at their declaration, and whose
/// button runs a closure-based `UIAction`.
class CardView: UIView {
    let titleLabel = UILabel()
    let actionButton = makeRoundedButton(title: "Open", color: .systemBlue)
    var onOpen: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        styleAsCard(self)
        titleLabel.text = "Card"
        actionButton.frame.origin = CGPoint(x: 16, y: 48)
        actionButton.addAction(UIAction { [weak self] _ in self?.onOpen?() }, for: .touchUpInside)
        addSubview(titleLabel)
        addSubview(actionButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 12, width: bounds.width - 32, height: 24)
    }
}

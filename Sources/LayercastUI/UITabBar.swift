import Foundation
import LayercastGraphics

/// The bar of tabs at the bottom of a tab interface: UIKit's `UITabBar`. Items share the
/// width equally; each shows its image above its title, in the tint colour when selected
/// (system gray otherwise), with its badge at the image's top right. A tap selects the item
/// and tells the delegate.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar above the bottom safe area, in points (UIKit's 49).
    public static let standardHeight: CGFloat = 49

    private var itemList: [UITabBarItem]?

    /// The items, left to right. Setting it is `setItems(_:animated: false)`.
    open var items: [UITabBarItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }
    /// The selected item (one of `items`).
    open var selectedItem: UITabBarItem? { didSet { if selectedItem !== oldValue { refresh() } } }
    /// Hears the user's selections (a tab bar controller's own bar answers to the controller).
    open weak var delegate: (any UITabBarDelegate)?
    /// The tab bar controller owning the bar.
    weak var tabBarController: UITabBarController?
    /// The colour of unselected items; `nil` is system gray.
    open var unselectedItemTintColor: UIColor? { didSet { refresh() } }
    /// The background colour; `nil` uses the standard bar colour.
    open var barTintColor: UIColor? { didSet { updateAppearance() } }
    /// Whether the bar is slightly see-through. Default `true`.
    open var isTranslucent = true { didSet { updateAppearance() } }

    private let backgroundView = UIView()
    private let hairline = UIView()
    private(set) var buttons: [TabBarButton] = []

    /// Creates a bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpUITabBar()
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpUITabBar()
    }

    /// What both initializers set up after the superclass's.
    private func setUpUITabBar() {
        backgroundView.isUserInteractionEnabled = false
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(backgroundView)
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        updateAppearance()
    }

    /// Replaces the items (not animated in Layercast).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in itemList ?? [] where item.bar === self { item.bar = nil }
        itemList = items
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            item.bar = self
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self, weak item] _ in
                guard let self, let item else { return }
                self.userSelected(item)
            }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
        refresh()
        setNeedsLayout()
    }

    /// The button showing `item`.
    func button(for item: UITabBarItem) -> TabBarButton? { buttons.first { $0.item === item } }

    private func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let tabBarController {
            tabBarController.userSelected(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    func itemDidChange(_ item: UITabBarItem) {
        button(for: item)?.update(selected: item === selectedItem, tint: selectedTint, unselectedTint: unselectedTint)
        setNeedsLayout()
    }

    private var selectedTint: UIColor { tintColor ?? .systemBlue }
    private var unselectedTint: UIColor { unselectedItemTintColor ?? .systemGray }

    private func refresh() {
        for button in buttons {
            button.update(selected: button.item === selectedItem, tint: selectedTint, unselectedTint: unselectedTint)
        }
    }

    private func updateAppearance() {
        let base = barTintColor ?? UIColor(white: 0.97, alpha: 1)
        backgroundView.backgroundColor = isTranslucent ? base.withAlphaComponent(0.94) : base
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
    }

    /// Refreshes the items' colours for the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    /// Shares the top 49 points among the items, equally.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundView.frame = b
        hairline.frame = CGRect(x: 0, y: 0, width: b.width, height: 0.5)
        guard !buttons.isEmpty else { return }
        let width = b.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.standardHeight)
        }
    }

    /// The given width (or the current one) by the standard height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.standardHeight)
    }
}

/// One tab: the item's image above its title, and its badge.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeLabel = UILabel()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.isUserInteractionEnabled = false
        titleLabel.isUserInteractionEnabled = false
        titleLabel.font = .systemFont(ofSize: 10)
        titleLabel.textAlignment = .center
        badgeLabel.isUserInteractionEnabled = false
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.layer.cornerRadius = 9
        badgeLabel.layer.masksToBounds = true
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badgeLabel)
    }

    /// Never made from an archive: Layercast has no nibs, and this view is the toolkit's own.
    required init?(coder: NSCoder) { nil }

    func update(selected: Bool, tint: UIColor, unselectedTint: UIColor) {
        imageView.image = selected ? (item.selectedImage ?? item.image) : item.image
        imageView.tintColor = selected ? tint : unselectedTint
        titleLabel.text = item.title
        titleLabel.textColor = selected ? tint : unselectedTint
        badgeLabel.text = item.badgeValue
        badgeLabel.isHidden = item.badgeValue == nil
        badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
        isEnabled = item.isEnabled
        alpha = item.isEnabled ? 1 : 0.5
        setNeedsLayout()
    }

    /// A 25-point image at the top, the title under it; the badge at the image's top right.
    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let hasImage = item.image != nil
        imageView.frame = CGRect(x: b.midX - 12.5, y: 4, width: 25, height: 25)
        imageView.isHidden = !hasImage
        titleLabel.frame = hasImage ? CGRect(x: 0, y: 31, width: b.width, height: 14)
            : CGRect(x: 0, y: 0, width: b.width, height: b.height)
        let badgeWidth = max(18, badgeLabel.sizeThatFits(CGSize(width: b.width, height: 18)).width + 10)
        badgeLabel.frame = CGRect(x: b.midX + 6, y: 2, width: badgeWidth, height: 18)
    }
}

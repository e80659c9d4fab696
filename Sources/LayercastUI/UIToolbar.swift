import Foundation
import LayercastGraphics
import LayercastLayers

/// How a bar looks.
public enum UIBarStyle: Int, Sendable {
    /// Light background, dark content.
    case `default` = 0
    /// Dark background, light content.
    case black = 1
}

/// A bar of buttons: UIKit's `UIToolbar`.
///
/// `items` are `UIBarButtonItem`s, not views: the toolbar makes a system button for each title
/// or image item (sending the item's action on a tap), uses an item's `customView` as is, and
/// lays them out left to right with flexible spaces sharing the width left over. Changing an
/// item's properties updates its button. Standard height 44 points.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarButtonItemOwner {
    /// The standard height of a toolbar, in points.
    public static let standardHeight: CGFloat = 44
    /// Space, in points, between the bar's edges and its first and last items.
    static let edgeMargin: CGFloat = 16
    /// Space, in points, between neighbouring items that are not spaces.
    static let itemSpacing: CGFloat = 8

    private var itemViews: [ObjectIdentifier: UIView] = [:]
    private let hairline = UIView()

    /// Creates a toolbar with `frame` (superview space, points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpUIToolbar()
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpUIToolbar()
    }

    /// What both initializers set up after the superclass's.
    private func setUpUIToolbar() {
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        updateAppearance()
    }

    /// The items, left to right; `nil` for none.
    open var items: [UIBarButtonItem]? {
        didSet { rebuild(old: oldValue ?? []) }
    }

    /// Replaces the items (`animated` is accepted for UIKit compatibility; the change is immediate).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// The bar's style. Default `.default`.
    open var barStyle = UIBarStyle.default { didSet { if barStyle != oldValue { updateAppearance() } } }
    /// The bar's background colour; `nil` uses the style's.
    open var barTintColor: UIColor? { didSet { if barTintColor != oldValue { updateAppearance() } } }
    /// Whether the bar is slightly see-through. Default `true`.
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { updateAppearance() } } }

    private func updateAppearance() {
        let dark = barStyle == .black
        let base = barTintColor ?? (dark ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.97, alpha: 1))
        backgroundColor = isTranslucent ? base.withAlphaComponent(0.94) : base
        hairline.backgroundColor = dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
        for item in items ?? [] { configure(item) }
    }

    /// The view showing `item`; `nil` for a space or an item not on this toolbar.
    func view(for item: UIBarButtonItem) -> UIView? { itemViews[ObjectIdentifier(item)] }

    private func rebuild(old: [UIBarButtonItem]) {
        for item in old where item.owner === self { item.owner = nil }
        for view in itemViews.values { view.removeFromSuperview() }
        itemViews = [:]
        for item in items ?? [] {
            item.owner = self
            if let custom = item.customView {
                itemViews[ObjectIdentifier(item)] = custom
                addSubview(custom)
            } else if !item.isSpace {
                let button = item.makeButton()
                itemViews[ObjectIdentifier(item)] = button
                addSubview(button)
            }
            configure(item)
        }
        setNeedsLayout()
    }

    func itemDidChange(_ item: UIBarButtonItem) {
        if let view = itemViews[ObjectIdentifier(item)], view !== item.customView, item.customView != nil || item.isSpace {
            rebuild(old: items ?? [])
            return
        }
        configure(item)
        setNeedsLayout()
    }

    private func configure(_ item: UIBarButtonItem) {
        guard let button = itemViews[ObjectIdentifier(item)] as? UIButton, item.customView == nil else { return }
        item.configure(button, fallbackTint: barStyle == .black && tintColorStorage == nil ? .white : nil)
    }

    // MARK: - Layout

    /// Lays the items out left to right, vertically centred.
    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        let list = items ?? []
        func fixedWidth(_ item: UIBarButtonItem) -> CGFloat {
            if item.systemItem == .flexibleSpace { return 0 }
            if item.width > 0 { return item.width }
            guard let view = itemViews[ObjectIdentifier(item)] else { return 0 }
            return item.customView != nil ? view.bounds.width : view.sizeThatFits(bounds.size).width
        }
        let spacing = CGFloat(zip(list, list.dropFirst()).filter { !$0.isSpace && !$1.isSpace }.count) * Self.itemSpacing
        let used = list.map(fixedWidth).reduce(0, +) + spacing + 2 * Self.edgeMargin
        let flexible = list.filter { $0.systemItem == .flexibleSpace }.count
        let share = flexible > 0 ? max(0, bounds.width - used) / CGFloat(flexible) : 0
        var x = Self.edgeMargin
        var previous: UIBarButtonItem?
        for item in list {
            if let previous, !previous.isSpace, !item.isSpace { x += Self.itemSpacing }
            let width = item.systemItem == .flexibleSpace ? share : fixedWidth(item)
            if let view = itemViews[ObjectIdentifier(item)] {
                let height = item.customView != nil ? view.bounds.height : min(bounds.height, Self.standardHeight)
                view.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: width, height: height)
            }
            x += width
            previous = item
        }
    }

    /// The given width (or the current one when 0) by the standard height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.standardHeight)
    }
}

import Foundation
import LayercastGraphics

/// The bar at the top of a navigation interface: UIKit's `UINavigationBar`. It shows its top
/// item: a back button titled after the item below (its `backBarButtonItem`, `backButtonTitle`
/// or title, else "Back"), the left items, the title (or title view) in the middle, and the
/// right items; with `prefersLargeTitles`, a large title under them. Its background reaches up
/// to the top of the screen when the bar sits below the status bar area.
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarButtonItemOwner {
    /// The height of the bar's row of items, in points (UIKit's 44).
    public static let standardHeight: CGFloat = 44
    /// The extra height of the large-title area, in points (UIKit's 96-point large-title bar).
    public static let largeTitleHeight: CGFloat = 52

    private var itemStack: [UINavigationItem]?

    /// The stack of items; the last is on top. Setting it is `setItems(_:animated: false)`.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    /// Hears pushes and pops (for a bar that no navigation controller owns).
    open weak var delegate: (any UINavigationBarDelegate)?
    /// The navigation controller owning the bar; the back button pops it.
    weak var navigationController: UINavigationController?

    /// Whether the bar shows a large title for items that allow it. Default `false`.
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { navigationController?.barHeightChanged(); rebuild() } }
    }
    /// The bar's style. Default `.default`.
    open var barStyle = UIBarStyle.default { didSet { if barStyle != oldValue { updateAppearance() } } }
    /// The background colour; `nil` uses the style's.
    open var barTintColor: UIColor? { didSet { if barTintColor != oldValue { updateAppearance() } } }
    /// Whether the bar is slightly see-through. Default `true`.
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { updateAppearance() } } }

    // MARK: - Appearances (iOS 13)

    /// The appearance of the bar while its content is scrolled (a copy of what is set, as
    /// UIKit's `@NSCopying` property). Default: the default background. Once a bar or its top
    /// item has an appearance, appearances decide the bar's look instead of `barTintColor`,
    /// `barStyle` and `isTranslucent`.
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue.copy(); appearanceWasSet() }
    }
    /// The appearance in compact height; `nil` uses `standardAppearance`. Layercast's screens
    /// have no compact height, so it is kept for the app.
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage }
        set { compactAppearanceStorage = newValue?.copy(); appearanceWasSet() }
    }
    /// The appearance while the content is at its top edge (or there is no scroll view); `nil`
    /// uses `standardAppearance` with a transparent background (iOS 15).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copy(); appearanceWasSet() }
    }
    /// The scroll-edge appearance in compact height; kept for the app, as `compactAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set { compactScrollEdgeAppearanceStorage = newValue?.copy(); appearanceWasSet() }
    }
    private var standardAppearanceStorage = UINavigationBarAppearance()
    private var compactAppearanceStorage: UINavigationBarAppearance?
    private var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    private var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?
    /// Whether an appearance was set on the bar.
    private var usesAppearances = false
    /// Whether the top controller's content is at its top edge (the scroll-edge appearance).
    private(set) var isAtScrollEdge = true

    let backgroundView = UIView()
    private let hairline = UIView()
    /// The back button (hidden when there is no item below the top one, or the top item hides it).
    let backButton = UIButton(type: .system)
    private let backChevron = UILabel()
    /// The label showing the top item's title (hidden under a title view).
    let titleLabel = UILabel()
    /// The label showing the large title.
    let largeTitleLabel = UILabel()
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var itemViews: [ObjectIdentifier: UIView] = [:]
    private var shownTitleView: UIView?

    /// Creates a bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpUINavigationBar()
    }

    /// Creates the view from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpUINavigationBar()
    }

    /// What both initializers set up after the superclass's.
    private func setUpUINavigationBar() {
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        largeTitleLabel.font = .boldSystemFont(ofSize: 34)
        addSubview(largeTitleLabel)
        backChevron.text = "‹"
        backChevron.font = .systemFont(ofSize: 30)
        backChevron.isUserInteractionEnabled = false
        addSubview(backChevron)
        backButton.addAction(UIAction { [weak self] _ in self?.backButtonTapped() }, for: .primaryActionTriggered)
        addSubview(backButton)
        updateAppearance()
        rebuild()
    }

    /// The item on top of the stack.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one (the back button's).
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the stack (not animated in Layercast).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in itemStack ?? [] where item.bar === self { item.bar = nil }
        itemStack = items
        for item in items ?? [] { item.bar = self }
        rebuild()
    }

    /// Pushes `item` on top, when the delegate agrees.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        if let delegate, !delegate.navigationBar(self, shouldPush: item) { return }
        setItems((items ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, when the delegate agrees; returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = topItem else { return nil }
        if let delegate, !delegate.navigationBar(self, shouldPop: top) { return nil }
        setItems(Array((items ?? []).dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// The height the bar wants: 44 points, plus 52 while a large title shows.
    var preferredHeight: CGFloat {
        Self.standardHeight + (showsLargeTitle ? Self.largeTitleHeight : 0)
    }

    /// Whether the top item shows a large title now.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let top = topItem else { return false }
        switch top.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic:
            // Automatic follows the item below; the root item shows large.
            let list = items ?? []
            for item in list.dropLast().reversed() {
                if item.largeTitleDisplayMode == .always { return true }
                if item.largeTitleDisplayMode == .never { return false }
            }
            return true
        }
    }

    /// The title the back button shows (`nil` when it is hidden).
    var backButtonTitle: String? { backButton.isHidden ? nil : backButton.title(for: .normal) }

    private func backButtonTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    private func appearanceWasSet() {
        usesAppearances = true
        refreshScrollEdge()
        updateAppearance()
    }

    /// Whether the bar or its top item has an appearance (then the scroll edge matters).
    private var followsAppearances: Bool { usesAppearances || topItem?.usesAppearances == true }

    /// The appearance in effect: the top item's, else the bar's; at the scroll edge the
    /// scroll-edge one, else the standard one made transparent (iOS 15). `nil` while neither
    /// the bar nor its top item has one (the legacy properties decide).
    var effectiveAppearance: UINavigationBarAppearance? {
        let item = topItem
        guard followsAppearances else { return nil }
        let standard = item?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Looks again at whether the top controller's content is at its top edge (its view, or
    /// the first scroll view among its view's subviews, scrolled to at most its top inset; no
    /// scroll view counts as at the edge), and follows with the appearance.
    func scrollEdgeMayHaveChanged() {
        // Each scroll turn of the content asks: a bar the legacy properties draw has nothing to follow.
        guard followsAppearances, refreshScrollEdge() else { return }
        updateAppearance()
    }

    /// Recomputes `isAtScrollEdge`; returns whether it changed.
    @discardableResult
    private func refreshScrollEdge() -> Bool {
        let edge: Bool
        if let view = navigationController?.topViewController?.viewIfLoaded,
           let scroll = (view as? UIScrollView) ?? view.subviews.lazy.compactMap({ $0 as? UIScrollView }).first {
            edge = scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
        } else {
            edge = true
        }
        guard edge != isAtScrollEdge else { return false }
        isAtScrollEdge = edge
        return true
    }

    private func updateAppearance() {
        if let appearance = effectiveAppearance {
            apply(appearance)
            return
        }
        let dark = barStyle == .black
        let base = barTintColor ?? (dark ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.97, alpha: 1))
        backgroundView.backgroundColor = isTranslucent ? base.withAlphaComponent(0.94) : base
        hairline.backgroundColor = dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
        titleLabel.textColor = dark ? .white : .label
        largeTitleLabel.textColor = dark ? .white : .label
        titleLabel.font = .boldSystemFont(ofSize: 17)
        largeTitleLabel.font = .boldSystemFont(ofSize: 34)
    }

    /// Shows `appearance`: the background colour (or the material's), the shadow's colour on the
    /// hairline, and the titles' fonts and colours from their text attributes.
    private func apply(_ appearance: UINavigationBarAppearance) {
        backgroundView.backgroundColor = appearance.resolvedBackgroundColor
        hairline.backgroundColor = appearance.shadowColor ?? .clear
        titleLabel.font = appearance.titleTextAttributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 17)
        titleLabel.textColor = appearance.titleTextAttributes[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.font = appearance.largeTitleTextAttributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 34)
        largeTitleLabel.textColor = appearance.largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label
    }

    func itemDidChange(_ item: UIBarButtonItem) { rebuild() }

    func itemDidChange(_ item: UINavigationItem) {
        if item === topItem || item === backItem { rebuild() }
    }

    /// Rebuilds the shown views from the top item.
    private func rebuild() {
        for view in leftViews + rightViews { view.removeFromSuperview() }
        for item in (leftBarItems + rightBarItems) where item.owner === self { item.owner = nil }
        leftViews = []
        rightViews = []
        itemViews = [:]
        shownTitleView?.removeFromSuperview()
        shownTitleView = nil
        let top = topItem
        let back = backItem
        backButton.isHidden = back == nil || top?.hidesBackButton == true
            || (top?.leftBarButtonItems?.isEmpty == false && top?.leftItemsSupplementBackButton == false)
        backChevron.isHidden = backButton.isHidden
        backButton.setTitle(back?.backTitle, for: .normal)
        leftViews = leftBarItems.map(view(for:))
        rightViews = rightBarItems.map(view(for:))
        if let titleView = top?.titleView {
            shownTitleView = titleView
            addSubview(titleView)
        }
        let large = showsLargeTitle
        titleLabel.text = top?.title
        titleLabel.isHidden = top?.titleView != nil || large
        largeTitleLabel.text = top?.title
        largeTitleLabel.isHidden = !large
        setNeedsLayout()
        // Another top item (and controller) may bring its own appearance and scroll edge.
        refreshScrollEdge()
        updateAppearance()
    }

    private var leftBarItems: [UIBarButtonItem] { topItem?.leftBarButtonItems ?? [] }
    private var rightBarItems: [UIBarButtonItem] { topItem?.rightBarButtonItems ?? [] }

    private func view(for item: UIBarButtonItem) -> UIView {
        item.owner = self
        let view: UIView
        if let custom = item.customView {
            view = custom
        } else {
            let button = item.makeButton()
            item.configure(button, fallbackTint: barStyle == .black && tintColorStorage == nil ? .white : nil)
            view = button
        }
        itemViews[ObjectIdentifier(item)] = view
        addSubview(view)
        return view
    }

    /// The view showing `item` on the bar, if it is shown.
    func view(forItem item: UIBarButtonItem) -> UIView? { itemViews[ObjectIdentifier(item)] }

    // MARK: - Layout

    /// Lays out the row of items in the top 44 points (back button and left items from the
    /// left, right items from the right, the title centred between them) and the large title
    /// under it; the background reaches up to the top of the superview.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let above = max(0, frame.minY)
        backgroundView.frame = CGRect(x: 0, y: -above, width: b.width, height: b.height + above)
        hairline.frame = CGRect(x: 0, y: b.height, width: b.width, height: 0.5)
        let rowHeight = Self.standardHeight
        let margin = UIToolbar.edgeMargin, spacing = UIToolbar.itemSpacing
        func fitted(_ view: UIView) -> CGSize {
            view is UIButton ? view.sizeThatFits(CGSize(width: b.width, height: rowHeight)) : view.bounds.size
        }
        var left: CGFloat = 8
        if !backButton.isHidden {
            backChevron.frame = CGRect(x: left, y: 0, width: 14, height: rowHeight)
            let size = fitted(backButton)
            backButton.frame = CGRect(x: left + 14, y: 0, width: size.width, height: rowHeight)
            left = backButton.frame.maxX + spacing
        } else {
            left = margin
        }
        for view in leftViews {
            let size = fitted(view)
            let height = view is UIButton ? rowHeight : size.height
            view.frame = CGRect(x: left, y: (rowHeight - height) / 2, width: size.width, height: height)
            left = view.frame.maxX + spacing
        }
        var right = b.width - margin
        for view in rightViews {
            let size = fitted(view)
            let height = view is UIButton ? rowHeight : size.height
            view.frame = CGRect(x: right - size.width, y: (rowHeight - height) / 2, width: size.width, height: height)
            right = view.frame.minX - spacing
        }
        // The title is centred on the bar when it fits, else in the space between the sides.
        let side = max(left, b.width - right)
        let room = max(0, b.width - 2 * side)
        if let titleView = shownTitleView {
            let size = titleView.bounds.size
            let width = min(size.width, max(room, right - left))
            var x = (b.width - width) / 2
            x = min(max(x, left), max(left, right - width))
            titleView.frame = CGRect(x: x, y: (rowHeight - size.height) / 2, width: width, height: size.height)
        }
        let titleWidth = min(titleLabel.sizeThatFits(CGSize(width: b.width, height: rowHeight)).width, max(0, right - left))
        var titleX = (b.width - titleWidth) / 2
        titleX = min(max(titleX, left), max(left, right - titleWidth))
        titleLabel.frame = CGRect(x: titleX, y: 0, width: titleWidth, height: rowHeight)
        largeTitleLabel.frame = CGRect(x: margin, y: rowHeight, width: max(0, b.width - 2 * margin), height: Self.largeTitleHeight)
    }

    /// The given width (or the current one when 0) by the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: preferredHeight)
    }
}

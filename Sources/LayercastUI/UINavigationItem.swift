import Foundation
import LayercastGraphics

/// What a navigation bar shows for one controller: UIKit's `UINavigationItem` (title or title
/// view, bar button items on either side, the back button the next controller shows).
@preconcurrency @MainActor
open class UINavigationItem {
    /// When a large title shows: UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item did (large for the root when the bar prefers large titles).
        case automatic = 0
        /// Always large (when the bar prefers large titles).
        case always = 1
        /// Never large.
        case never = 2
    }

    /// The bar showing the item; told of changes.
    weak var bar: UINavigationBar?

    /// The title in the middle of the bar.
    open var title: String? { didSet { if title != oldValue { changed() } } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { if titleView !== oldValue { changed() } } }
    /// The item the back button shows when this item is below the top one; `nil` makes a
    /// button with `backButtonTitle`, else this item's title, else "Back".
    open var backBarButtonItem: UIBarButtonItem? { didSet { if backBarButtonItem !== oldValue { changed() } } }
    /// The back button's title when this item is below the top one (see `backBarButtonItem`).
    open var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { changed() } } }
    /// Whether the back button is hidden while this item is on top. Default `false`.
    open var hidesBackButton = false { didSet { if hidesBackButton != oldValue { changed() } } }
    /// Whether the left items show beside the back button rather than in its place. Default
    /// `false`.
    open var leftItemsSupplementBackButton = false { didSet { if leftItemsSupplementBackButton != oldValue { changed() } } }
    /// The items on the left, left to right.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items on the right, right to left (the first is at the right edge), as in UIKit.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// When the item shows a large title. Default `.automatic`.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { if largeTitleDisplayMode != oldValue { changed() } } }

    /// Creates an item with `title`.
    public init(title: String) { self.title = title }

    /// Creates an item with no title.
    public init() {}

    /// The first left item (setting it replaces them all).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item, at the right edge (setting it replaces them all).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets `hidesBackButton` (the change is not animated in Layercast).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Sets `leftBarButtonItem` (not animated in Layercast).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets `rightBarButtonItem` (not animated in Layercast).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets `leftBarButtonItems` (not animated in Layercast).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets `rightBarButtonItems` (not animated in Layercast).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The bar's appearance while this item is on top (a copy of what is set); `nil` (the
    /// default) uses the bar's `standardAppearance`.
    open var standardAppearance: UINavigationBarAppearance? {
        get { appearances.standard }
        set { appearances.standard = newValue?.copy(); changed() }
    }
    /// The bar's compact-height appearance while this item is on top; `nil` uses the bar's.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue?.copy(); changed() }
    }
    /// The bar's scroll-edge appearance while this item is on top; `nil` uses the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy(); changed() }
    }
    /// The bar's compact scroll-edge appearance while this item is on top; `nil` uses the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue?.copy(); changed() }
    }
    private var appearances = ItemAppearances()
    /// The item's own appearances.
    private struct ItemAppearances {
        var standard, compact, scrollEdge, compactScrollEdge: UINavigationBarAppearance?
    }
    /// Whether the item has an appearance of its own.
    var usesAppearances: Bool { appearances.standard != nil || appearances.scrollEdge != nil }

    /// The title a back button pointing to this item shows.
    var backTitle: String {
        backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }

    private func changed() { bar?.itemDidChange(self) }
}

/// Navigation items compare and hash by identity, as `NSObject` makes UIKit's.
extension UINavigationItem: IdentityHashable {}

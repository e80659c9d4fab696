import Foundation
import LayercastGraphics

/// What a tab bar shows for one controller: UIKit's `UITabBarItem` (title, image, badge).
@preconcurrency @MainActor
open class UITabBarItem {
    /// The system's ready-made tab items: UIKit's `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        /// "More".
        case more = 0
        /// "Favorites".
        case favorites = 1
        /// "Featured".
        case featured = 2
        /// "Top Rated".
        case topRated = 3
        /// "Recents".
        case recents = 4
        /// "Contacts".
        case contacts = 5
        /// "History".
        case history = 6
        /// "Bookmarks".
        case bookmarks = 7
        /// "Search".
        case search = 8
        /// "Downloads".
        case downloads = 9
        /// "Most Recent".
        case mostRecent = 10
        /// "Most Viewed".
        case mostViewed = 11

        /// The title UIKit shows for the item (its image is not drawn in Layercast).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The tab bar showing the item; told of changes.
    weak var bar: UITabBar?

    /// The title under the image.
    open var title: String? { didSet { if title != oldValue { changed() } } }
    /// The image.
    open var image: UIImage? { didSet { if image != oldValue { changed() } } }
    /// The image shown while the item is selected; `nil` uses `image`.
    open var selectedImage: UIImage? { didSet { if selectedImage != oldValue { changed() } } }
    /// The text of the badge at the image's top right; `nil` hides the badge.
    open var badgeValue: String? { didSet { if badgeValue != oldValue { changed() } } }
    /// The badge's background colour; `nil` is the system red.
    open var badgeColor: UIColor? { didSet { if badgeColor != oldValue { changed() } } }
    /// Whether the item can be selected. Default `true`.
    open var isEnabled = true { didSet { if isEnabled != oldValue { changed() } } }
    /// An integer to identify the item.
    open var tag: Int
    /// The system item this was made as, if any.
    public let systemItem: SystemItem?

    /// Creates an item with `title`, `image` and `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        systemItem = nil
    }

    /// Creates an item with `title`, `image` and the image to show while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
        systemItem = nil
    }

    /// Creates one of the system's items (its title; Layercast draws no system image).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.tag = tag
        title = systemItem.title
    }

    private func changed() { bar?.itemDidChange(self) }
}

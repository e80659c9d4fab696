import Foundation
import LayercastGraphics

/// An element of a menu: UIKit's `UIMenuElement`, the base of `UIAction` and `UIMenu`.
@preconcurrency @MainActor
open class UIMenuElement {
    /// The title shown.
    open var title: String
    /// The image shown beside the title.
    open var image: UIImage?
    /// A second line under the title (iOS 15).
    open var subtitle: String?

    /// Creates an element.
    public init(title: String, image: UIImage? = nil) {
        self.title = title
        self.image = image
    }

    /// Whether the element's action is destructive, disabled or hidden (UIKit's
    /// `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates attributes.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Disabled: shown, not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Destructive: shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Hidden.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the action runs (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether the element shows a checkmark: UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// No mark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A mixed mark.
        case mixed = 2
    }
}

/// Menu elements compare and hash by identity, as `NSObject` makes UIKit's.
extension UIMenuElement: IdentityHashable {}

/// A menu: a titled group of actions and submenus (UIKit's `UIMenu`).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How the menu shows its children: UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu, separated.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at most shows as selected (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a palette (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier.
    public let identifier: Identifier
    /// The options.
    public let options: Options
    /// The elements, in order.
    public let children: [UIMenuElement]

    /// Creates a menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions of the menu and its submenus, depth first, without hidden ones.
    var flattenedActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            return (element as? UIMenu)?.flattenedActions ?? []
        }
    }
}

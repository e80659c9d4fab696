import Foundation

extension UICollectionView {
    /// The axis a flow layout scrolls along: UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Lines of items run across; the content scrolls up and down.
        case vertical
        /// Columns of items run down; the content scrolls sideways.
        case horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item: UIKit's
    /// `UICollectionView.ScrollPosition` (one vertical and one horizontal option at most).
    public struct ScrollPosition: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Creates a position from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Do not scroll.
        public static let none = ScrollPosition([])
        /// The item's top at the visible top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the visible bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the visible left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the visible right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers (UIKit's string).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers (UIKit's string).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

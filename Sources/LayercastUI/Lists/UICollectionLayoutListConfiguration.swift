import Foundation
import LayercastGraphics

/// The description of a list layout: UIKit's `UICollectionLayoutListConfiguration` (iOS 14).
/// Pass it to `UICollectionViewCompositionalLayout.list(using:)`.
public struct UICollectionLayoutListConfiguration {
    /// The look of the list: UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Sendable {
        /// Rows from edge to edge, headers at the top of their section.
        case plain
        /// Sections separated by space, rows from edge to edge.
        case grouped
        /// Sections separated by space, rows inset from the edges.
        case insetGrouped
        /// A sidebar: inset rows.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }

    /// Where section headers come from: UIKit's `HeaderMode`.
    public enum HeaderMode: Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is its header.
        case firstItemInSection
    }

    /// Where section footers come from: UIKit's `FooterMode`.
    public enum FooterMode: Sendable {
        /// No footers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The list's look, fixed at creation.
    public let appearance: Appearance
    /// Whether rows have separators. Default `true`.
    public var showsSeparators = true
    /// The list's background colour; `nil` (the default) uses the appearance's.
    public var backgroundColor: UIColor?
    /// Where headers come from. Default `.none`.
    public var headerMode = HeaderMode.none
    /// Where footers come from. Default `.none`.
    public var footerMode = FooterMode.none
    /// The space above each header; `nil` (the default) uses the appearance's.
    public var headerTopPadding: CGFloat?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

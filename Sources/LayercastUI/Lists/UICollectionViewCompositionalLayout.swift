import Foundation
import LayercastGraphics

/// A layout composed of sections, groups and items: UIKit's
/// `UICollectionViewCompositionalLayout` (iOS 13). Layercast implements its list layouts
/// (`list(using:)`) only: a vertical list of full-width rows, in sections with optional
/// supplementary headers and footers.
///
/// Rows are 44 pt tall (UIKit's estimated list row height; UIKit then sizes them to their
/// content, which Layercast does not yet do). Headers and footers are 28 pt tall in plain
/// lists and 38 pt in grouped ones; grouped sections without a header start 35 pt below the
/// previous one; inset grouped and sidebar rows are inset 20 pt from the sides. These sizes
/// are Layercast's, close to UIKit's iPhone lists.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The list configuration this layout lays out.
    let listConfiguration: UICollectionLayoutListConfiguration
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [Int: UICollectionViewLayoutAttributes] = [:]
    private var footers: [Int: UICollectionViewLayoutAttributes] = [:]
    private var contentSize = CGSize.zero

    /// The height of a list row.
    static let rowHeight: CGFloat = 44

    init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    /// Creates a layout from an archive. Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read: the layout is a plain list.
    public required init?(coder: NSCoder) {
        listConfiguration = UICollectionLayoutListConfiguration(appearance: .plain)
        super.init(coder: coder)
    }

    /// A list layout described by `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }

    private var isGrouped: Bool { listConfiguration.appearance != .plain && listConfiguration.appearance != .sidebarPlain }
    private var sideInset: CGFloat {
        listConfiguration.appearance == .insetGrouped || listConfiguration.appearance == .sidebar ? 20 : 0
    }
    private var supplementaryHeight: CGFloat { isGrouped ? 38 : 28 }

    /// Places every row, header and footer.
    open override func prepare() {
        attributes = []
        items = []
        headers = [:]
        footers = [:]
        guard let cv = collectionView, let dataSource = cv.dataSource else { contentSize = .zero; return }
        let width = cv.bounds.width
        let rowX = sideInset, rowWidth = max(0, width - 2 * sideInset)
        var y: CGFloat = 0
        for s in 0..<dataSource.numberOfSections(in: cv) {
            let hasHeader = listConfiguration.headerMode == .supplementary
            if isGrouped { y += listConfiguration.headerTopPadding ?? (hasHeader ? 0 : 35) }
            if hasHeader {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = CGRect(x: rowX, y: y, width: rowWidth, height: supplementaryHeight)
                headers[s] = a
                y += supplementaryHeight
            }
            var sectionItems: [UICollectionViewLayoutAttributes] = []
            for i in 0..<dataSource.collectionView(cv, numberOfItemsInSection: s) {
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                a.frame = CGRect(x: rowX, y: y, width: rowWidth, height: Self.rowHeight)
                sectionItems.append(a)
                y += Self.rowHeight
            }
            items.append(sectionItems)
            if listConfiguration.footerMode == .supplementary {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = CGRect(x: rowX, y: y, width: rowWidth, height: supplementaryHeight)
                footers[s] = a
                y += supplementaryHeight
            }
        }
        contentSize = CGSize(width: width, height: y)
        attributes = items.flatMap { $0 } + headers.values + footers.values
    }

    /// The size of the laid-out list.
    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    /// The rows, headers and footers that intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        return attributes.filter { $0.frame.intersects(rect) }
    }

    /// The attributes of the row at `indexPath`; `nil` when it does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.section < items.count, indexPath.item < items[indexPath.section].count else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The attributes of the header or footer of `indexPath.section`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headers[indexPath.section]
        case UICollectionView.elementKindSectionFooter: return footers[indexPath.section]
        default: return nil
        }
    }
}

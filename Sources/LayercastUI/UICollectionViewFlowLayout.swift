import Foundation
import LayercastGraphics

/// A layout of items in lines, wrapping at the collection view's edge, with optional section
/// headers and footers: UIKit's `UICollectionViewFlowLayout`.
///
/// Vertically, each section is: its header (the full width, `headerReferenceSize.height`
/// tall), `sectionInset.top`, lines of items separated by `minimumLineSpacing`,
/// `sectionInset.bottom`, its footer. A line holds as many items as fit between the side
/// insets with at least `minimumInteritemSpacing` between them; the space left over is shared
/// between the items of a full line (UIKit justifies lines), the section's last line keeps the
/// spacing of the line before it (or the minimum), and a line of one item is centred, as UIKit
/// lays them out. Items are centred on their line's cross axis. Horizontally the same holds
/// with the axes swapped (lines are columns, headers are at the left of their section).
/// `UICollectionViewDelegateFlowLayout` may size each item, inset and spacing.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of items the delegate does not size. Default 50 × 50 (UIKit's).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The smallest space between lines. Default 10 (UIKit's).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest space between items of a line. Default 10 (UIKit's).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items. Default zero.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The direction the content scrolls. Default `.vertical`.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// The size of section headers: only the height counts vertically, the width horizontally.
    /// Default zero (no headers).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of section footers, as for headers. Default zero (no footers).
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [Int: UICollectionViewLayoutAttributes] = [:]
    private var footers: [Int: UICollectionViewLayoutAttributes] = [:]
    private var contentSize = CGSize.zero

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Creates a flow layout from an archive; Layercast has no nib archives, so no key of
    /// `coder` is read and it has UIKit's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A flow layout's contexts are `UICollectionViewFlowLayoutInvalidationContext`s.
    open override class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewFlowLayoutInvalidationContext.self
    }

    /// The size of the laid-out content.
    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    /// Places every item, header and footer.
    open override func prepare() {
        items = []
        headers = [:]
        footers = [:]
        guard let cv = collectionView, let dataSource = cv.dataSource else { contentSize = .zero; return }
        let vertical = scrollDirection == .vertical
        let delegate = cv.delegate as? any UICollectionViewDelegateFlowLayout
        // Work in (main, cross) coordinates: main is the scrolling axis.
        let crossExtent = vertical ? cv.bounds.width : cv.bounds.height
        var main: CGFloat = 0
        for s in 0..<dataSource.numberOfSections(in: cv) {
            let inset = delegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let headerSize = delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footerSize = delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let (mainBefore, mainAfter, crossBefore, crossAfter) = vertical
                ? (inset.top, inset.bottom, inset.left, inset.right)
                : (inset.left, inset.right, inset.top, inset.bottom)
            let headerExtent = vertical ? headerSize.height : headerSize.width
            if headerExtent > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = rect(main: main, cross: 0, mainLength: headerExtent, crossLength: crossExtent, vertical)
                headers[s] = a
            }
            main += headerExtent + mainBefore
            let count = dataSource.collectionView(cv, numberOfItemsInSection: s)
            let sizes = (0..<count).map { i -> CGSize in
                delegate?.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: i, section: s)) ?? itemSize
            }
            let available = crossExtent - crossBefore - crossAfter
            var sectionItems: [UICollectionViewLayoutAttributes] = []
            var start = 0
            var previousSpacing = itemSpacing
            while start < count {
                var end = start + 1
                var used = vertical ? sizes[start].width : sizes[start].height
                while end < count {
                    let next = vertical ? sizes[end].width : sizes[end].height
                    if used + itemSpacing + next > available { break }
                    used += itemSpacing + next
                    end += 1
                }
                let n = end - start
                let lineMain = (start..<end).map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let itemsLength = (start..<end).reduce(0) { $0 + (vertical ? sizes[$1].width : sizes[$1].height) }
                let isLast = end == count
                var spacing = itemSpacing
                var cross = crossBefore
                if n == 1 {
                    cross = crossBefore + max(0, (available - itemsLength) / 2)
                } else if !isLast {
                    spacing = (available - itemsLength) / CGFloat(n - 1)
                    previousSpacing = spacing
                } else {
                    spacing = previousSpacing
                }
                for i in start..<end {
                    let size = sizes[i]
                    let (itemMain, itemCross) = vertical ? (size.height, size.width) : (size.width, size.height)
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                    a.frame = rect(main: main + (lineMain - itemMain) / 2, cross: cross,
                                   mainLength: itemMain, crossLength: itemCross, vertical)
                    sectionItems.append(a)
                    cross += itemCross + spacing
                }
                main += lineMain
                start = end
                if start < count { main += lineSpacing }
            }
            items.append(sectionItems)
            main += mainAfter
            let footerExtent = vertical ? footerSize.height : footerSize.width
            if footerExtent > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = rect(main: main, cross: 0, mainLength: footerExtent, crossLength: crossExtent, vertical)
                footers[s] = a
                main += footerExtent
            }
        }
        contentSize = vertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
    }

    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat, _ vertical: Bool) -> CGRect {
        vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                 : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// The items, headers and footers that intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        var result = headers.values.filter { $0.frame.intersects(rect) } + footers.values.filter { $0.frame.intersects(rect) }
        for section in items { result += section.filter { $0.frame.intersects(rect) } }
        return result
    }

    /// The attributes of the item at `indexPath`; `nil` when it does not exist.
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

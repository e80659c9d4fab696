import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Flow layout frames. UIKit's defaults: item 50 × 50, line and item spacing 10 (Apple's
/// documentation of `UICollectionViewFlowLayout`). Full lines are justified (UIKit shares the
/// leftover space between items), so the expected x positions follow from the widths.
@MainActor @Suite struct UICollectionViewFlowLayoutTests {
    @Test func defaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    }

    @Test func verticalLinesWrapAtTheWidth() {
        // 3 × 100 + 2 × 10 = 320: three items a line, exactly.
        let s = GridStage(GridModel(sections: 1, items: 6)) { $0.itemSize = CGSize(width: 100, height: 100) }
        #expect(s.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.frame(2) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(s.frame(3) == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(s.view.contentSize == CGSize(width: 320, height: 210))
    }

    @Test func fullLinesShareTheLeftoverSpace() {
        // Default 50 pt items in 320 pt: 5 fit (5·50 + 4·10 = 290); the 30 pt left over goes
        // between the items: spacing 10 + 30/4 = 17.5. The last line keeps that spacing.
        let s = GridStage(GridModel(sections: 1, items: 8))
        #expect(s.frame(1) == CGRect(x: 67.5, y: 0, width: 50, height: 50))
        #expect(s.frame(4) == CGRect(x: 270, y: 0, width: 50, height: 50))
        #expect(s.frame(5) == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(s.frame(7) == CGRect(x: 135, y: 60, width: 50, height: 50))
    }

    @Test func insetsHeadersAndSectionsStack() {
        let s = GridStage(GridModel(sections: 2, items: 3)) {
            $0.itemSize = CGSize(width: 90, height: 40)
            $0.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
        }
        // Section 0: header 0–30, inset 5, a line of 3 (3·90 + 2·10 = 290 ≤ 300, leftover 10
        // shared: spacing 10 — a single full line is also the last one, so minimum spacing).
        let header = s.view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                    at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(s.frame(0) == CGRect(x: 10, y: 35, width: 90, height: 40))
        #expect(s.frame(2) == CGRect(x: 210, y: 35, width: 90, height: 40))
        // Section 1 starts after 35 + 40 + 15 = 90: header 90–120, items at 125.
        #expect(s.frame(0, 1) == CGRect(x: 10, y: 125, width: 90, height: 40))
        #expect(s.view.contentSize.height == 180)
        // The header views on screen are the registered class, at those frames.
        let view = s.view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((view as? TitleHeader)?.title == "Section 1" && view?.frame.minY == 90)
    }

    @Test func itemsOfALineAreCentredOnIt() {
        let m = GridModel(sections: 1, items: 2)
        m.sizes = { $0.item == 0 ? CGSize(width: 100, height: 80) : CGSize(width: 100, height: 40) }
        let s = GridStage(m)
        // One line, the last: minimum spacing; the 40 pt item sits in the middle of the 80 pt line.
        #expect(s.frame(1) == CGRect(x: 110, y: 20, width: 100, height: 40))
    }

    @Test func horizontalColumnsWrapAtTheHeight() {
        // 480 pt tall: 4 items of 100 a column (4·100 + 3·10 = 430; leftover 50 shared: 10 + 50/3).
        let s = GridStage(GridModel(sections: 1, items: 10)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 100, height: 100)
        }
        let spacing: CGFloat = 10 + 50 / 3
        #expect(s.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(close(s.frame(1)!, CGRect(x: 0, y: 100 + spacing, width: 100, height: 100)))
        #expect(s.frame(4) == CGRect(x: 110, y: 0, width: 100, height: 100))
        // Third column: items 8 and 9, the last column keeps the spacing.
        #expect(close(s.frame(9)!, CGRect(x: 220, y: 100 + spacing, width: 100, height: 100)))
        #expect(s.view.contentSize == CGSize(width: 320, height: 480))
    }

    @Test func horizontalScrollingShowsTheNextColumns() {
        let s = GridStage(GridModel(sections: 1, items: 100)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 100, height: 100)
        }
        // 25 columns of 110: content 25·110 − 10 = 2740 wide.
        #expect(s.view.contentSize == CGSize(width: 2740, height: 480))
        s.view.contentOffset = CGPoint(x: 1100, y: 0)
        s.view.layoutIfNeeded()
        let items = s.view.indexPathsForVisibleItems.map(\.item)
        // Columns 10, 11 and 12 (x 1100–1430) are on screen: items 40…51.
        #expect(Set(items) == Set(40..<52))
    }
}

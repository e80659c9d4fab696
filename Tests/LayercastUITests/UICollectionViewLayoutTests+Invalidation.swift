import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Attributes with a property of their own, copying it as UIKit's subclasses do.
@MainActor final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TintedAttributes
        copy.tint = tint
        return copy
    }
}

/// A flow layout recording its invalidations and snapping to 100 pt.
@MainActor final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var invalidatesOnScroll = false
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        invalidatesOnScroll || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(x: 0, y: (proposedContentOffset.y / 100).rounded() * 100)
    }
}

/// Layout attributes and invalidation (Apple's documentation: `UICollectionViewLayoutAttributes`
/// adopts `NSCopying`, and subclasses "must implement `copy(with:)`"; `transform3D` and
/// `transform` describe the same transform; `invalidateLayout()` invalidates "the current
/// layout", its context's `invalidateEverything` is `true`; `invalidationContext(forBoundsChange:)`
/// gives the context for a bounds change).
@MainActor @Suite struct UICollectionViewLayoutInvalidationTests {
    @Test func aCopyHasTheSameValuesAndClass() throws {
        let attributes = TintedAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.alpha = 0.5
        attributes.zIndex = 2
        attributes.transform3D = CATransform3DMakeScale(2, 2, 1)
        attributes.tint = 7
        let copy = try #require(attributes.copy() as? TintedAttributes)
        #expect(copy !== attributes)
        #expect(copy.frame == attributes.frame && copy.indexPath == attributes.indexPath && copy.tint == 7)
        #expect(copy.alpha == 0.5 && copy.zIndex == 2 && copy.transform3D == attributes.transform3D)
        #expect(copy.representedElementCategory == .cell && copy.isEqual(attributes))
        copy.center.x += 5
        #expect(attributes.frame.minX == 10 && !copy.isEqual(attributes))
    }

    @Test func boundsAndTransformsAreViewsOf() {
        let attributes = UICollectionViewLayoutAttributes()
        #expect(attributes.indexPath == IndexPath() && attributes.representedElementKind == nil)
        attributes.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        attributes.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(attributes.center == CGPoint(x: 30, y: 20) && attributes.frame == CGRect(x: 20, y: 10, width: 20, height: 20))
        attributes.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(attributes.transform3D == CATransform3DMakeScale(2, 3, 1))
    }

    @Test func invalidateLayoutPassesAnEverythingContext() {
        let layout = RecordingFlowLayout()
        layout.invalidateLayout()
        #expect(layout.contexts.count == 1)
        #expect(layout.contexts[0].invalidateEverything)
        #expect(layout.contexts[0] is UICollectionViewFlowLayoutInvalidationContext)
        #expect(layout.invalidationContext(forBoundsChange: .zero).invalidateEverything == false)
    }

    @Test func scrollingAsksTheLayoutWithTheOldBoundsStillSet() {
        let layout = RecordingFlowLayout()
        let model = GridModel(sections: 1, items: 60)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(CountingItemCell.self, forCellWithReuseIdentifier: "item")
        view.dataSource = model
        view.layoutIfNeeded()
        layout.contexts = []
        view.contentOffset = CGPoint(x: 0, y: 30)
        #expect(layout.contexts.isEmpty)
        layout.invalidatesOnScroll = true
        view.contentOffset = CGPoint(x: 0, y: 60)
        #expect(layout.contexts.count == 1 && !layout.contexts[0].invalidateEverything)
    }

    @Test func aDragStopsWhereTheLayoutSays() {
        let layout = RecordingFlowLayout()
        let model = GridModel(sections: 1, items: 200)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(CountingItemCell.self, forCellWithReuseIdentifier: "item")
        view.dataSource = model
        view.layoutIfNeeded()
        // A release without velocity at 130 would stop there; the layout snaps it to 100.
        view.contentOffset = CGPoint(x: 0, y: 130)
        view.release(velocity: .zero)
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
    }
}

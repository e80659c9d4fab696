import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Setting a view's frame under a transform, and the geometry that follows from it.
@MainActor @Suite struct UIViewTransformedFrameTests {
    // MARK: - Frame under a scale

    // iOS: view.transform = scale(2, 2); view.frame = (0, 0, 100, 100) → bounds 50×50, centre
    // (50, 50); the frame reads back as the bounding box of the transformed bounds.
    @Test func scaledViewFrameSetsBoundsAndCentre() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: .zero)
        superview.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))

        // convert and hit testing follow: the view's (50, 50) corner is the superview's (100, 100).
        #expect(view.convert(CGPoint(x: 50, y: 50), to: superview) == CGPoint(x: 100, y: 100))
        #expect(view.convert(CGPoint(x: 25, y: 25), to: superview) == CGPoint(x: 50, y: 50))
        #expect(superview.convert(CGPoint(x: 90, y: 10), to: view) == CGPoint(x: 45, y: 5))
        #expect(superview.hitTest(CGPoint(x: 90, y: 90), with: nil) === view)
        #expect(superview.hitTest(CGPoint(x: 110, y: 110), with: nil) === superview)
    }

    @Test func resizingUnderScaleAutoresizesInBoundsSpace() {
        let view = UIView(frame: .zero)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.autoresizingMask = [.flexibleWidth]
        view.addSubview(child)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        // The bounds went from 0×0 to 50×20: the flexible child grows by 50 points.
        #expect(child.frame.width == 60)
    }
}

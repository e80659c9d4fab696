import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor @Suite struct UIViewGeometryTests {
    // MARK: - The seeds' worked example (Figure 1-5)
    @Test func imageViewFrameAndBounds() {
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 240, height: 380))
        #expect(view.frame == CGRect(x: 40, y: 40, width: 240, height: 380))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 240, height: 380))
        #expect(view.center == CGPoint(x: 160, y: 230))
    }

    // MARK: - Frame, center and bounds in each order
    @Test func settingFrameChangesBoundsSizeAndCenter() {
        let view = UIView(frame: .zero)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    @Test func settingCenterMovesFrameOrigin() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func settingBoundsSizeChangesFrameSizeAboutTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.size = CGSize(width: 200, height: 100)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    }

    @Test func eachOrderGivesTheSameResult() {
        let a = UIView(), b = UIView(), c = UIView()
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10); a.center = CGPoint(x: 50, y: 50); a.bounds.size = CGSize(width: 20, height: 20)
        b.bounds.size = CGSize(width: 20, height: 20); b.center = CGPoint(x: 50, y: 50)
        c.center = CGPoint(x: 50, y: 50); c.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(a.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(b.frame == a.frame && c.frame == a.frame)
        // Setting the frame last overrides centre and size.
        c.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(c.center == CGPoint(x: 2.5, y: 4) && c.bounds.size == CGSize(width: 3, height: 4))
    }

    @Test func boundsOriginIsKeptWhenSettingFrame() {
        let view = UIView(frame: .zero)
        view.bounds.origin = CGPoint(x: 5, y: 5)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    // MARK: - Transforms about the centre
    @Test func scaleTransformHalvesFrameAboutTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(close(view.frame, CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test func rotationEnlargesFrameToTheBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        #expect(view.center == CGPoint(x: 50, y: 25))
    }

    @Test func twoFortyFiveDegreeRotationsAppearAsNinety() {
        // Figure 1-6: a view rotated 45° inside a view rotated 45° appears turned by 90°.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(outer); outer.addSubview(inner)
        outer.transform = CGAffineTransform(rotationAngle: .pi / 4)
        inner.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // The inner view's right-pointing x axis now points down in the window.
        let origin = inner.convert(CGPoint(x: 50, y: 50), to: nil)
        let tip = inner.convert(CGPoint(x: 60, y: 50), to: nil)
        #expect(close(tip.x - origin.x, 0, 1e-9) && close(tip.y - origin.y, 10, 1e-9))
        #expect(close(origin, CGPoint(x: 200, y: 200)))
    }

    @Test func transform3DIsTheLayerTransform() {
        let view = UIView()
        view.transform3D = CATransform3DMakeScale(2, 3, 1)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        #expect(view.layer.transform == CATransform3DMakeScale(2, 3, 1))
    }

    // MARK: - Bounds origin shifts subviews
    @Test func nonZeroBoundsOriginShiftsSubviews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        container.addSubview(parent)
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 20, y: 0)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 20, y: 20))
        #expect(child.frame == CGRect(x: 20, y: 20, width: 10, height: 10))
        #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 0, y: 20))
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}

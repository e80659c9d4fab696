import Foundation
import Testing
import LayercastGraphics
@testable import LayercastLayers

@MainActor @Suite struct CALayerGeometryTests {
    // MARK: - Frame from bounds, position, anchor point and transform
    @Test func frameDerivesFromPositionAnchorAndBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(layer.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
    }

    @Test func settingFrameSetsPositionAndBoundsSizeKeepingBoundsOrigin() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 7, width: 1, height: 1)
        layer.frame = CGRect(x: 40, y: 40, width: 240, height: 380)
        #expect(layer.position == CGPoint(x: 160, y: 230))
        #expect(layer.bounds == CGRect(x: 5, y: 7, width: 240, height: 380))
    }

    @Test func frameIsBoundingBoxUnderTransform() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        let half = 50 * 2.0.squareRoot()
        #expect(Support.close(layer.frame, CGRect(x: 50 - half, y: 50 - half, width: 2 * half, height: 2 * half)))
        layer.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(Support.close(layer.frame, CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(layer.bounds.size == CGSize(width: 100, height: 100))
    }

    @Test func affineTransformRoundTripsThroughTransform3D() {
        let layer = CALayer()
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        layer.setAffineTransform(t)
        #expect(layer.affineTransform() == t)
        #expect(CATransform3DIsAffine(layer.transform))
    }

    // MARK: - Conversion
    @Test func conversionThroughBoundsOriginScaleAndRotation() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let shifted = CALayer()
        shifted.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        shifted.bounds.origin = CGPoint(x: 50, y: 0)
        root.addSublayer(shifted)
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 0, width: 10, height: 10)
        shifted.addSublayer(child)
        // The bounds origin (50, 0) cancels the child's x: it appears at the parent's top left.
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 100))
        #expect(root.convert(CGPoint(x: 100, y: 100), to: child) == .zero)

        shifted.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        // Scaled about the centre (200, 200): the top-left corner moves to (0, 0).
        #expect(Support.close(child.convert(CGPoint.zero, to: root), .zero))
        shifted.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        // A quarter turn about (200, 200) maps the parent's top-left corner (100, 100) to (300, 100).
        #expect(Support.close(child.convert(CGPoint.zero, to: root), CGPoint(x: 300, y: 100)))
        let back = child.convert(child.convert(CGPoint(x: 3, y: 4), to: root), from: root)
        #expect(Support.close(back, CGPoint(x: 3, y: 4)))
    }

    @Test func rectConversionIsBoundingBox() {
        let root = CALayer()
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        root.addSublayer(child)
        let r = child.convert(child.bounds, to: root)
        #expect(Support.close(r, child.frame))
    }

    // MARK: - Hit testing
    @Test func hitTestFindsFrontmostDeepestLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = CALayer(), front = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        front.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        root.addSublayer(back); root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 10)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 10)) == nil)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
        back.zPosition = -1; front.isHidden = false
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
        #expect(root.contains(CGPoint(x: 99, y: 99)) && !root.contains(CGPoint(x: 100, y: 100)))
    }
}

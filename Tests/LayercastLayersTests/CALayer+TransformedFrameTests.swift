import Foundation
import Testing
import LayercastGraphics
@testable import LayercastLayers

/// Setting `frame` under a transform, as Core Animation does: the bounds size goes back through
/// the inverse of the transform, the position makes the frame read back as set.
@MainActor @Suite struct CALayerTransformedFrameTests {
    // MARK: - Scale

    // iOS: with transform = scale(2, 2), setting frame (0, 0, 100, 100) gives 50×50 bounds
    // centred at (50, 50); the frame reads back unchanged.
    @Test func scaledLayerGetsBoundsThroughTheInverseScale() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(layer.bounds.size == CGSize(width: 50, height: 50))
        #expect(layer.position == CGPoint(x: 50, y: 50))
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func nonUniformScaleAndAnchorPoint() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        layer.setAffineTransform(CGAffineTransform(scaleX: 3, y: 0.5))
        layer.frame = CGRect(x: 10, y: 20, width: 90, height: 40)
        #expect(layer.bounds.size == CGSize(width: 30, height: 80))
        // The anchor is the top-left corner, which the scale leaves in place.
        #expect(layer.position == CGPoint(x: 10, y: 20))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 90, height: 40))
    }

    // MARK: - Rotation by a multiple of 90°

    @Test func quarterTurnSwapsWidthAndHeight() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(Support.close(layer.bounds.size.width, 40) && Support.close(layer.bounds.size.height, 100))
        #expect(Support.close(layer.position, CGPoint(x: 50, y: 20)))
        #expect(Support.close(layer.frame, CGRect(x: 0, y: 0, width: 100, height: 40)))
    }

    // MARK: - Translation and degenerate transforms

    @Test func translationIsTakenIntoAccountSoFrameRoundTrips() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(translationX: 30, y: 0).scaledBy(x: 2, y: 2))
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(layer.bounds.size == CGSize(width: 50, height: 50))
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        let before = layer.frame
        layer.frame = before.offsetBy(dx: 10, dy: 0)
        #expect(layer.frame == CGRect(x: 10, y: 0, width: 100, height: 100))
    }

    @Test func singularTransformKeepsTheUntransformedRule() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 0, y: 1))
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(layer.bounds.size == CGSize(width: 100, height: 50) && layer.position == CGPoint(x: 50, y: 25))
    }
}

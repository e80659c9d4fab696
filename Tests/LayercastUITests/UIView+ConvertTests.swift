import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor @Suite struct UIViewConvertTests {
    /// window ⊃ scaled (2×) ⊃ rotated (90°) ⊃ shifted (bounds origin 10, 0) ⊃ leaf
    private func chain() -> (UIWindow, UIView, UIView, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shifted = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let leaf = UIView(frame: CGRect(x: 10, y: 0, width: 5, height: 5))
        window.addSubview(scaled); scaled.addSubview(rotated); rotated.addSubview(shifted); shifted.addSubview(leaf)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        shifted.bounds.origin = CGPoint(x: 10, y: 0)
        return (window, scaled, rotated, shifted, leaf)
    }

    // MARK: - Points
    @Test func pointThroughScaledRotatedAndShiftedAncestors() {
        let (window, scaled, rotated, _, leaf) = chain()
        // leaf (0,0) → shifted (10,0) → shifted's top-left, i.e. rotated (0,0) → a quarter turn
        // about rotated's centre (50,50) puts it at (100,0) in scaled → scaled 2× about its
        // centre (200,200): (100+2·(100-100), 100+2·(0-100)) = (300, -100)... relative to scaled's
        // frame origin (100,100) before scaling: scaled (100,0) ↦ window (100 + 2·100 - 100, 100 + 2·0 - 100).
        let inRotated = leaf.convert(CGPoint.zero, to: rotated)
        #expect(close(inRotated, .zero))
        let inScaled = leaf.convert(CGPoint.zero, to: scaled)
        #expect(close(inScaled, CGPoint(x: 100, y: 0)))
        let inWindow = leaf.convert(CGPoint.zero, to: nil)
        #expect(close(inWindow, CGPoint(x: 200, y: 0)))
        #expect(close(leaf.convert(CGPoint.zero, to: window), inWindow))
        #expect(close(leaf.convert(inWindow, from: nil), .zero))
    }

    @Test func conversionRoundTripsBetweenSiblingsBranches() {
        let (window, scaled, _, _, leaf) = chain()
        let other = UIView(frame: CGRect(x: 500, y: 500, width: 10, height: 10))
        window.addSubview(other)
        let p = CGPoint(x: 3, y: 4)
        let there = leaf.convert(p, to: other)
        #expect(close(other.convert(there, to: leaf), p, 1e-9))
        #expect(close(scaled.convert(CGPoint.zero, to: other), CGPoint(x: -500, y: -500)))
    }

    // MARK: - Rects
    @Test func rectConvertsToTheBoundingBox() {
        let (window, _, _, _, leaf) = chain()
        // Views hold their superviews weakly: keep the window alive for the whole test.
        defer { withExtendedLifetime(window) {} }
        let r = leaf.convert(leaf.bounds, to: nil)
        // 5×5 turned a quarter and scaled 2× is 10×10; its corner (0,0) maps to (200,0),
        // the leaf's x axis now points down and its y axis left.
        #expect(close(r, CGRect(x: 190, y: 0, width: 10, height: 10)))
        let back = leaf.convert(r, from: nil)
        #expect(close(back, leaf.bounds, 1e-9))
    }

    @Test func windowConvertsToAndFromItsOwnSpace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 5, height: 5))
        window.addSubview(view)
        #expect(window.convert(CGPoint(x: 10, y: 20), to: view) == .zero)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
        #expect(view.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil) == CGRect(x: 10, y: 20, width: 1, height: 1))
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor @Suite struct UIViewHitTestTests {
    private func scene() -> (UIView, UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back); root.addSubview(front)
        return (root, back, front)
    }

    // MARK: - Order and containment
    @Test func laterSiblingsAreTriedFirst() {
        let (root, back, front) = scene()
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
    }

    @Test func pointsOutsideASuperviewsBoundsNeverReachItsSubviews() {
        // Seeds: touch events respect the superview's bounds whether clipped or not.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overhang = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
        root.addSubview(parent); parent.addSubview(overhang)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === overhang)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
        parent.clipsToBounds = true
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
    }

    // MARK: - Skipped views
    @Test func hiddenTransparentAndDisabledViewsAreSkipped() {
        let (root, back, front) = scene()
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        front.isHidden = false; front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        root.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) == nil)
    }

    @Test func hitTestingFollowsTransformsAndBoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scaled = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // Now covering (75, 75)–(125, 125).
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === scaled)
        let inner = UIView(frame: CGRect(x: 100, y: 0, width: 10, height: 10))
        scaled.addSubview(inner)
        scaled.transform = .identity
        scaled.bounds.origin = CGPoint(x: 100, y: 0)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === inner)
    }
}

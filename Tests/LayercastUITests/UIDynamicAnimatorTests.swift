import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// UIKit Dynamics (Apple's documentation of `UIAttachmentBehavior`: `frequency` is "the
/// frequency of oscillation for the attachment behavior", `damping` "the amount of damping to
/// apply", `length` "the distance, in points, between the two attachment points", and with a
/// frequency of 0 the attachment is rigid). The spring follows the damped oscillator the type's
/// documentation gives, integrated in 1/240 s substeps on the application clock.
@MainActor @Suite struct UIDynamicAnimatorTests {
    @Test func aCriticallyDampedSpringReturnsToItsAnchor() {
        let stage = Stage()
        let item = UIView(frame: CGRect(x: 90, y: 90, width: 20, height: 20))
        stage.window.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: stage.window)
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
        #expect(spring.length == 0 && spring.damping == 0 && spring.frequency == 0)
        #expect(spring.attachedBehaviorType == .anchor && spring.anchorPoint == CGPoint(x: 100, y: 100))
        spring.frequency = 1
        spring.damping = 1
        animator.addBehavior(spring)
        item.center = CGPoint(x: 100, y: 150)
        animator.updateItem(usingCurrentState: item)
        #expect(animator.isRunning)
        stage.advance(0.5)
        // Critically damped from rest: x(t) = x0 (1 + ωt) e^(−ωt), ω = 2π·1 Hz: at 0.5 s,
        // 50 · (1 + π) · e^(−π) ≈ 8.95 pt from the anchor.
        let expected = 50 * (1 + CGFloat.pi) * exp(-CGFloat.pi)
        #expect(abs(item.center.y - 100 - expected) < 0.5)
        #expect(item.center.x == 100)
        #expect(abs(animator.elapsedTime - 0.5) < 1e-6)
        for _ in 0..<40 { stage.advance(0.1) }
        #expect(!animator.isRunning)
        #expect(abs(item.center.y - 100) < 0.5)
    }

    @Test func theSameInputsGiveTheSameMotion() {
        func run() -> CGPoint {
            let stage = Stage()
            let item = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            stage.window.addSubview(item)
            let animator = UIDynamicAnimator(referenceView: stage.window)
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 5, y: 5))
            spring.frequency = 1.5
            spring.damping = 0.3
            animator.addBehavior(spring)
            item.center = CGPoint(x: 40, y: -20)
            animator.updateItem(usingCurrentState: item)
            for _ in 0..<7 { stage.advance(0.05) }
            return item.center
        }
        #expect(run() == run())
    }

    @Test func aRigidAttachmentKeepsItsLength() {
        let stage = Stage()
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: stage.window)
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 5, y: 35))
        #expect(rod.length == 30)
        animator.addBehavior(rod)
        item.center = CGPoint(x: 5, y: -20)
        animator.updateItem(usingCurrentState: item)
        stage.advance(1.0 / 60)
        #expect(close(item.center, CGPoint(x: 5, y: 5), 1e-6))
    }

    @Test func aLayoutsAnimatorFindsItsAttributes() {
        let layout = UICollectionViewFlowLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let b = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        b.frame = CGRect(x: 0, y: 100, width: 50, height: 50)
        animator.addBehavior(UIAttachmentBehavior(item: a, attachedToAnchor: a.center))
        animator.addBehavior(UIAttachmentBehavior(item: b, attachedToAnchor: b.center))
        #expect(animator.behaviors.count == 2)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 50, height: 60)).map { ObjectIdentifier($0) } == [ObjectIdentifier(a)])
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) === b)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty && animator.items(in: .infinite).isEmpty)
    }
}

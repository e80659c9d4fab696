import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Pans. Expected defaults: minimumNumberOfTouches 1, maximumNumberOfTouches UINT_MAX (Apple's
/// documentation). The 10 pt hysteresis is UIKit's observed (unpublished) value.
@MainActor @Suite struct UIGestureRecognizerPanTests {
    @Test func defaultsAreUIKits() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
    }

    @Test func beginsPastTheHysteresisWithoutAJumpAndFollowsTheFinger() {
        let g = GestureStage()
        let pan = UIPanGestureRecognizer()
        var translations: [CGPoint] = []
        pan.addHandler { translations.append($0.translation(in: g.view)) }
        g.add(pan, "pan")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.016, move(1, 108, 100))
        #expect(pan.state == .possible)
        g.stage.at(0.033, move(1, 120, 100))
        #expect(pan.state == .began)
        // Counted from where the movement crossed 10 pt.
        #expect(translations == [CGPoint(x: 10, y: 0)])
        g.stage.at(0.05, move(1, 150, 130))
        #expect(pan.state == .changed)
        #expect(translations.last == CGPoint(x: 40, y: 30))
        g.stage.at(0.066, up(1, 150, 130))
        #expect(g.log.entries == ["V.began(1)", "V.moved(1)", "V.cancelled(1)", "pan.began", "pan.changed", "pan.ended"])
        #expect(pan.state == .possible)
    }

    @Test func velocityComesFromTheTouchTimestamps() {
        let g = GestureStage()
        let pan = UIPanGestureRecognizer()
        var velocity = CGPoint.zero
        pan.addHandler { if $0.state == .ended { velocity = $0.velocity(in: g.view) } }
        g.add(pan, "pan")
        g.stage.at(0, down(1, 100, 100))
        // 12 pt every 20 ms: 600 pt/s to the left.
        for i in 1...8 { g.stage.at(Double(i) * 0.02, move(1, 100 - CGFloat(i) * 12, 100)) }
        g.stage.at(0.18, up(1, 100 - 9 * 12, 100))
        #expect(close(velocity, CGPoint(x: -600, y: 0), 1e-6))
    }

    @Test func fingersThatRestBeforeLiftingLeaveNoVelocity() {
        let g = GestureStage()
        let pan = UIPanGestureRecognizer()
        var velocity = CGPoint(x: 1, y: 1)
        pan.addHandler { if $0.state == .ended { velocity = $0.velocity(in: nil) } }
        g.add(pan, "pan")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.02, move(1, 130, 100))
        g.stage.at(0.04, move(1, 160, 100))
        g.stage.at(0.5, up(1, 160, 100))
        #expect(velocity == .zero)
    }

    @Test func setTranslationRebasesIt() {
        let g = GestureStage()
        let pan = UIPanGestureRecognizer()
        var seen: [CGPoint] = []
        pan.addHandler { p in
            seen.append(p.translation(in: nil))
            p.setTranslation(.zero, in: nil)
        }
        g.add(pan, "pan")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.02, move(1, 100, 130))
        g.stage.at(0.04, move(1, 100, 135))
        g.stage.at(0.06, move(1, 103, 135))
        #expect(seen == [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 5), CGPoint(x: 3, y: 0)])
    }

    @Test func translationIsInTheGivenViewsSpace() {
        let g = GestureStage()
        let pan = UIPanGestureRecognizer()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        g.stage.window.addSubview(scaled)
        var t = CGPoint.zero
        pan.addHandler { t = $0.translation(in: scaled) }
        g.add(pan, "pan")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.02, move(1, 100, 150))
        #expect(close(t, CGPoint(x: 0, y: 20)))
    }

    @Test func liftingBeforeMovingFailsAndTheViewGetsItsLift() {
        let g = GestureStage()
        let pan = UIPanGestureRecognizer()
        g.add(pan, "pan")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.02, move(1, 104, 100))
        g.stage.at(0.04, up(1, 104, 100))
        #expect(g.log.entries == ["V.began(1)", "V.moved(1)", "V.ended(1)"])
    }

    @Test func minimumTouchesHoldTheStartBack() {
        let g = GestureStage()
        g.view.isMultipleTouchEnabled = true
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        var translation = CGPoint.zero, touches = 0
        pan.addHandler { translation = $0.translation(in: nil); touches = $0.numberOfTouches }
        g.add(pan, "pan")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.02, move(1, 100, 150))
        #expect(pan.state == .possible)
        g.stage.at(0.04, down(2, 120, 150))
        // Adding a finger moves the centroid by 10 pt, which is not a pan of its own.
        g.stage.at(0.06, move(1, 100, 170), move(2, 120, 170))
        #expect(pan.state == .began && touches == 2)
        #expect(translation == CGPoint(x: 0, y: 10))
    }

    @Test func maximumTouchesIgnoreTheExtraFinger() {
        let g = GestureStage()
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        g.add(pan, "pan")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.02, down(2, 200, 200))
        #expect(pan.numberOfTouches == 1)
        #expect(g.stage.app.touchesDown[2]?.gestureRecognizers == nil)
        g.stage.at(0.04, move(2, 240, 240))
        #expect(pan.state == .possible)
    }

    @Test func cancelledTouchesCancelARunningPan() {
        let g = GestureStage()
        let pan = UIPanGestureRecognizer()
        g.add(pan, "pan")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.02, move(1, 100, 150))
        g.stage.app.cancelAllTouches()
        g.stage.at(0.04)
        #expect(g.log.entries.suffix(2) == ["pan.began", "pan.cancelled"])
    }

    @Test func disablingARunningPanCancelsIt() {
        let g = GestureStage()
        let pan = UIPanGestureRecognizer()
        g.add(pan, "pan")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.02, move(1, 100, 150))
        pan.isEnabled = false
        #expect(g.log.entries.suffix(2) == ["pan.began", "pan.cancelled"])
        #expect(pan.state == .possible)
        g.stage.at(0.04, move(1, 100, 170))
        #expect(g.log.entries.last == "pan.cancelled")
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// The protocol's scroll message (SPEC §12.2: positive dy moves content down, like a finger)
/// reaches the innermost scroll view under the pointer that can move that way.
@MainActor @Suite struct UIScrollViewWheelTests {
    @Test func aWheelScrollMovesTheScrollViewUnderThePointer() {
        let s = ScrollStage()
        s.stage.app.enqueueScroll(at: CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: -40))
        s.stage.app.runTurn()
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(s.recorder.calls == ["didScroll"])
        // Clamped to the content, whatever the delta.
        s.stage.app.enqueueScroll(at: CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: -1e9))
        s.stage.app.runTurn()
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 1520))
    }

    /// Trackpad scrolls (precise, SPEC §12.2) that stop while moving leave the content
    /// decelerating with their speed: 10 points a frame at 60 Hz is 600 points a second, whose
    /// travel at the normal rate is 600 / (1000 · ln(1/0.998)) ≈ 299.7 points (the model the
    /// fling tests check against UIKit). Wheel notches stop where they are.
    @Test func trackpadScrollsThatStopWhileMovingDecelerate() {
        let s = ScrollStage()
        for i in 0..<6 {
            s.stage.clock.advance(by: 1.0 / 60)
            s.stage.app.enqueueScroll(at: CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: -10), isPrecise: true,
                                      timestamp: s.stage.clock.now)
            s.stage.app.runTurn()
            #expect(s.scrollView.contentOffset.y == CGFloat(10 * (i + 1)))
        }
        #expect(!s.scrollView.isDecelerating)
        s.stage.clock.advance(by: UIScrollView.trackpadLiftDelay)
        s.stage.app.runTurn()
        #expect(s.scrollView.isDecelerating)
        let motion = s.scrollView.motion
        #expect(motion.map { abs($0.final.y - (60 + 600 / (1000 * log(1 / 0.998)))) < 0.5 } == true)
        #expect(s.recorder.calls.contains("willBeginDecelerating"))

        let wheel = ScrollStage()
        for _ in 0..<6 {
            wheel.stage.clock.advance(by: 1.0 / 60)
            wheel.stage.app.enqueueScroll(at: CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: -10))
            wheel.stage.app.runTurn()
        }
        wheel.stage.clock.advance(by: 0.1)
        wheel.stage.app.runTurn()
        #expect(!wheel.scrollView.isDecelerating && wheel.scrollView.contentOffset.y == 60)
    }

    @Test func nonsenseIsIgnored() {
        let s = ScrollStage()
        s.stage.app.enqueueScroll(at: CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: CGFloat.nan))
        s.stage.app.enqueueScroll(at: CGPoint(x: CGFloat.infinity, y: 100), delta: CGSize(width: 0, height: -10))
        s.stage.app.enqueueScroll(at: CGPoint(x: 5000, y: 5000), delta: CGSize(width: 0, height: -10))
        s.stage.app.runTurn()
        #expect(s.scrollView.contentOffset == .zero && s.recorder.calls.isEmpty)
    }

    @Test func theInnermostScrollViewGoesFirstAndPassesOnAtItsEdge() {
        let outer = ScrollStage()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = CGSize(width: 320, height: 300)
        outer.content.addSubview(inner)
        outer.stage.app.enqueueScroll(at: CGPoint(x: 100, y: 150), delta: CGSize(width: 0, height: -60))
        outer.stage.app.runTurn()
        #expect(inner.contentOffset == CGPoint(x: 0, y: 60) && outer.scrollView.contentOffset == .zero)
        outer.stage.app.enqueueScroll(at: CGPoint(x: 100, y: 150), delta: CGSize(width: 0, height: -60))
        outer.stage.app.runTurn()
        #expect(inner.contentOffset == CGPoint(x: 0, y: 100))
        // The inner one is at its end: the next scroll moves the outer one.
        outer.stage.app.enqueueScroll(at: CGPoint(x: 100, y: 150), delta: CGSize(width: 0, height: -60))
        outer.stage.app.runTurn()
        #expect(inner.contentOffset == CGPoint(x: 0, y: 100) && outer.scrollView.contentOffset == CGPoint(x: 0, y: 60))
        // Sideways, neither can move.
        #expect(!outer.stage.window.sendScroll(at: CGPoint(x: 100, y: 150), delta: CGSize(width: 30, height: 0)))
    }

    @Test func aWheelScrollStopsADeceleration() {
        let s = ScrollStage()
        let lift = s.fling(step: 10)
        s.stage.at(lift + 0.1)
        let now = s.scrollView.contentOffset
        s.stage.app.enqueueScroll(at: CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: -10))
        s.stage.at(lift + 0.1)
        #expect(!s.scrollView.isDecelerating)
        #expect(close(s.scrollView.contentOffset.y, now.y + 10, 1e-9))
    }
}

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

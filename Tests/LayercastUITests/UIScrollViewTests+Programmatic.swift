import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
@testable import LayercastUI

/// Scrolling from code, and the indicators.
@MainActor @Suite struct UIScrollViewProgrammaticTests {
    @Test func setContentOffsetWithoutAnimationScrollsAtOnce() {
        let s = ScrollStage()
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        #expect(s.scrollView.bounds.origin == CGPoint(x: 0, y: 250))
        #expect(s.recorder.calls == ["didScroll"])
        s.scrollView.contentOffset = CGPoint(x: 0, y: 250)
        #expect(s.recorder.calls == ["didScroll"])
    }

    @Test func anAnimatedScrollMovesEveryTurnAndEnds() {
        let s = ScrollStage()
        s.stage.at(1)
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(s.scrollView.contentOffset == .zero)
        // Ease-in-ease-out is symmetric: halfway in time is halfway in distance.
        s.stage.at(1.15)
        #expect(close(s.scrollView.contentOffset.y, 150, 1e-6))
        #expect(s.recorder.calls.last == "didScroll")
        s.settle()
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(s.recorder.milestones == ["didEndScrollingAnimation"])
        #expect(!s.scrollView.isDecelerating)
    }

    @Test func scrollRectToVisibleMovesTheLeastNeeded() {
        let s = ScrollStage()
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(s.recorder.calls.isEmpty)
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 1000 - 480))
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 100), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 200))
        s.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 100), animated: false)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 2000 - 480))
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfter() {
        let s = ScrollStage()
        #expect(s.scrollView.subviews.count == 1)
        s.stage.at(0, down(1, 160, 400))
        s.stage.at(0.02, move(1, 160, 300))
        let bar = try! #require(s.scrollView.indicators.vertical)
        #expect(bar.superview === s.scrollView && bar.alpha == 1)
        // 480 of 2000 points visible: the bar is 480·(480 − 6)/2000 long, at the top of the track.
        #expect(close(bar.frame.height, (480 - 6) * 480 / 2000, 1e-9))
        #expect(close(bar.frame.minY, s.scrollView.contentOffset.y + 3 + (480 - 6 - bar.frame.height) * 90 / 1520, 1e-9))
        #expect(s.scrollView.indicators.horizontal?.superview == nil)
        s.stage.at(0.6, up(1, 160, 300))
        #expect(bar.alpha == 1)
        s.stage.at(1.1)
        #expect(bar.alpha == 0)
    }

    @Test func theIndicatorsMoveOnTheWireWithTheFling() {
        let s = ScrollStage()
        s.fling(step: 10)
        let bar = try! #require(s.scrollView.indicators.vertical)
        let held = bar.layer.heldWireValue(for: .position)
        #expect(held != nil)
        s.settle()
        #expect(bar.layer.heldWireValue(for: .position) == nil)
        if case .position(let p)? = held { #expect(close(p.y, bar.center.y, 1e-9)) }
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Paging: "the scroll view stops on multiples of the scroll view's bounds" (Apple's
/// documentation of isPagingEnabled), one page per flick. The 300 pt/s flick threshold is
/// Layercast's (UIKit does not publish its own).
@MainActor @Suite struct UIScrollViewPagingTests {
    private func gallery() -> ScrollStage {
        let s = ScrollStage(contentSize: CGSize(width: 320 * 5, height: 480))
        s.scrollView.isPagingEnabled = true
        return s
    }

    /// Drags left by `distance` points over `duration` seconds in 10 steps, then lifts.
    private func drag(_ s: ScrollStage, by distance: CGFloat, over duration: TimeInterval, from start: TimeInterval = 0,
                      restBeforeLift: TimeInterval = 0) {
        s.stage.at(start, down(1, 300, 240))
        for i in 1...10 {
            s.stage.at(start + duration * Double(i) / 10, move(1, 300 - distance * CGFloat(i) / 10, 240))
        }
        s.stage.at(start + duration + restBeforeLift, up(1, 300 - distance, 240))
    }

    @Test func aFlickGoesToTheNextPage() {
        let s = gallery()
        drag(s, by: 80, over: 0.1)
        #expect(s.recorder.proposedTarget == CGPoint(x: 320, y: 0))
        s.settle()
        #expect(s.scrollView.contentOffset == CGPoint(x: 320, y: 0))
        #expect(s.recorder.milestones.last == "didEndDecelerating")
    }

    @Test func aSlowReleaseGoesToTheNearestPage() {
        let s = gallery()
        drag(s, by: 120, over: 0.5, restBeforeLift: 0.3)
        #expect(s.recorder.proposedTarget == CGPoint(x: 0, y: 0))
        s.settle()
        #expect(s.scrollView.contentOffset == .zero)
        drag(s, by: 220, over: 0.5, from: 5, restBeforeLift: 0.3)
        #expect(s.recorder.proposedTarget == CGPoint(x: 320, y: 0))
        s.settle()
        #expect(s.scrollView.contentOffset == CGPoint(x: 320, y: 0))
    }

    @Test func aHardFlickStillMovesOnePage() {
        let s = gallery()
        drag(s, by: 200, over: 0.05)
        #expect(s.recorder.proposedTarget == CGPoint(x: 320, y: 0))
        s.settle()
        #expect(s.scrollView.contentOffset == CGPoint(x: 320, y: 0))
    }

    @Test func aFlickBackReturnsToTheStartPage() {
        let s = gallery()
        s.scrollView.contentOffset = CGPoint(x: 640, y: 0)
        s.stage.at(0, down(1, 100, 240))
        s.stage.at(0.1, move(1, 40, 240))
        s.stage.at(0.2, move(1, 20, 240))
        for i in 1...4 { s.stage.at(0.2 + Double(i) * 0.01, move(1, 20 + CGFloat(i) * 10, 240)) }
        s.stage.at(0.25, up(1, 70, 240))
        #expect(s.recorder.proposedTarget == CGPoint(x: 640, y: 0))
    }

    @Test func theLastPageIsTheEdge() {
        let s = gallery()
        s.scrollView.contentOffset = CGPoint(x: 1280, y: 0)
        drag(s, by: 80, over: 0.1, from: 1)
        #expect(s.recorder.proposedTarget == CGPoint(x: 1280, y: 0))
        s.settle()
        #expect(s.scrollView.contentOffset == CGPoint(x: 1280, y: 0))
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Dragging: the offset follows the finger, rubber-bands past the edges, locks direction.
@MainActor @Suite struct UIScrollViewDraggingTests {
    @Test func defaultsAreUIKits() {
        let v = UIScrollView(frame: .zero)
        #expect(v.contentOffset == .zero && v.contentSize == .zero && v.contentInset == .zero)
        #expect(v.isScrollEnabled && !v.isPagingEnabled && v.bounces && !v.alwaysBounceVertical && !v.alwaysBounceHorizontal)
        #expect(!v.isDirectionalLockEnabled && v.delaysContentTouches && v.canCancelContentTouches)
        #expect(v.showsVerticalScrollIndicator && v.showsHorizontalScrollIndicator)
        #expect(v.minimumZoomScale == 1 && v.maximumZoomScale == 1 && v.zoomScale == 1 && v.bouncesZoom)
        #expect(v.pinchGestureRecognizer == nil && v.panGestureRecognizer.view === v)
        #expect(v.panGestureRecognizer.delegate === v && v.clipsToBounds)
        #expect(!v.isTracking && !v.isDragging && !v.isDecelerating)
    }

    @Test func theOffsetIsTheBoundsOriginAndFollowsTheFinger() {
        let s = ScrollStage()
        s.stage.at(0, down(1, 160, 400))
        #expect(s.scrollView.isTracking && !s.scrollView.isDragging)
        s.stage.at(0.02, move(1, 160, 395))
        #expect(s.scrollView.contentOffset == .zero)
        s.stage.at(0.04, move(1, 160, 380))
        #expect(s.scrollView.isDragging)
        // 20 pt up, less the 10 pt hysteresis: no jump when the drag begins.
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 10))
        #expect(s.scrollView.bounds.origin == s.scrollView.contentOffset)
        s.stage.at(0.06, move(1, 160, 280))
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 110))
        #expect(s.recorder.offsets.last == CGPoint(x: 0, y: 110))
        // Content the width of the bounds does not move sideways.
        s.stage.at(0.08, move(1, 100, 280))
        #expect(s.scrollView.contentOffset.x == 0)
        s.stage.at(0.6, up(1, 100, 280))
        #expect(!s.scrollView.isTracking && !s.scrollView.isDragging)
    }

    @Test func pastTheEdgeTheContentRubberBands() {
        let s = ScrollStage()
        s.stage.at(0, down(1, 160, 100))
        s.stage.at(0.02, move(1, 160, 130))
        // 120 pt down past the top edge: (1 − 1/(120·0.55/480 + 1))·480 (UIKit's rubber band).
        s.stage.at(0.04, move(1, 160, 230))
        let expected = -(1 - 1 / (120 * 0.55 / 480 + 1)) * 480
        #expect(close(s.scrollView.contentOffset.y, expected, 1e-9))
        // Released there, it bounces back to the edge.
        s.stage.at(0.5, up(1, 160, 230))
        #expect(s.recorder.milestones.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"])
        s.settle()
        #expect(s.scrollView.contentOffset == .zero)
        #expect(s.recorder.milestones.last == "didEndDecelerating")
    }

    @Test func withoutBouncesTheEdgeHolds() {
        let s = ScrollStage()
        s.scrollView.bounces = false
        s.stage.at(0, down(1, 160, 100))
        s.stage.at(0.02, move(1, 160, 300))
        #expect(s.scrollView.contentOffset == .zero)
    }

    @Test func contentInsetExtendsTheRange() {
        let s = ScrollStage()
        s.scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(s.scrollView.adjustedContentInset == s.scrollView.contentInset)
        #expect(s.scrollView.minimumOffset == CGPoint(x: 0, y: -50))
        #expect(s.scrollView.maximumOffset == CGPoint(x: 0, y: 2000 + 30 - 480))
    }

    @Test func aHorizontalScrollViewIgnoresVerticalDragsAndItsParentTakesThem() {
        let outer = ScrollStage()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = CGSize(width: 960, height: 200)
        outer.content.addSubview(inner)
        outer.stage.at(0, down(1, 160, 200))
        outer.stage.at(0.02, move(1, 155, 150))
        #expect(inner.panGestureRecognizer.state == .failed || inner.panGestureRecognizer.state == .possible)
        #expect(outer.scrollView.isDragging && !inner.isDragging)
        #expect(inner.contentOffset == .zero && outer.scrollView.contentOffset.y > 0)
        outer.stage.at(0.5, up(1, 155, 150))
        outer.stage.at(1, down(2, 200, 200))
        outer.stage.at(1.02, move(2, 150, 197))
        #expect(inner.isDragging && !outer.scrollView.isDragging)
        #expect(inner.contentOffset.x > 0)
    }

    @Test func directionalLockKeepsADragOnItsAxis() {
        let s = ScrollStage(contentSize: CGSize(width: 1000, height: 2000))
        s.scrollView.isDirectionalLockEnabled = true
        s.stage.at(0, down(1, 200, 400))
        s.stage.at(0.02, move(1, 200, 380))
        s.stage.at(0.04, move(1, 150, 330))
        #expect(s.scrollView.contentOffset.x == 0 && s.scrollView.contentOffset.y > 0)
        s.stage.at(0.5, up(1, 150, 330))
        // A diagonal start is not locked.
        s.stage.at(1, down(2, 200, 400))
        s.stage.at(1.02, move(2, 185, 385))
        s.stage.at(1.04, move(2, 150, 360))
        #expect(s.scrollView.contentOffset.x > 0 && s.scrollView.contentOffset.y > 0)
    }

    @Test func scrollingDisabledMeansNoDrag() {
        let s = ScrollStage()
        s.scrollView.isScrollEnabled = false
        s.stage.at(0, down(1, 160, 400))
        s.stage.at(0.02, move(1, 160, 200))
        #expect(s.scrollView.contentOffset == .zero && !s.scrollView.panGestureRecognizer.isEnabled)
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Zooming the delegate's view with a pinch, within the scale limits.
@MainActor @Suite struct UIScrollViewZoomTests {
    private func photo() -> (ScrollStage, UIView) {
        let s = ScrollStage(contentSize: CGSize(width: 320, height: 480))
        s.scrollView.minimumZoomScale = 1
        s.scrollView.maximumZoomScale = 4
        s.recorder.zoomView = s.content
        return (s, s.content)
    }

    @Test func zoomingIsPossibleOnlyWithDistinctLimits() {
        let (s, _) = photo()
        #expect(s.scrollView.pinchGestureRecognizer?.view === s.scrollView)
        s.scrollView.maximumZoomScale = 1
        #expect(s.scrollView.pinchGestureRecognizer == nil)
    }

    @Test func setZoomScaleScalesTheViewAndTheContent() {
        let (s, photo) = photo()
        s.scrollView.zoomScale = 2
        #expect(s.scrollView.zoomScale == 2 && s.scrollView.contentSize == CGSize(width: 640, height: 960))
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 640, height: 960))
        #expect(s.recorder.milestones == ["didZoom"])
        s.scrollView.setZoomScale(10, animated: false)
        #expect(s.scrollView.zoomScale == 4)
    }

    @Test func aPinchZoomsAboutTheFingers() {
        let (s, photo) = photo()
        s.stage.at(0, down(1, 110, 240), down(2, 210, 240))
        s.stage.at(0.05, move(1, 85, 240), move(2, 235, 240))
        s.stage.at(0.1, move(1, 60, 240), move(2, 260, 240))
        #expect(s.scrollView.isZooming)
        #expect(close(s.scrollView.zoomScale, 2, 1e-9))
        // The content point under the fingers' centre (160, 240) stays there.
        #expect(close(photo.convert(CGPoint(x: 160, y: 240), to: s.stage.window), CGPoint(x: 160 * 2 - s.scrollView.contentOffset.x, y: 240 * 2 - s.scrollView.contentOffset.y), 1e-9))
        #expect(close(s.scrollView.contentOffset, CGPoint(x: 160, y: 240), 1e-9))
        s.stage.at(0.2, up(1, 60, 240), up(2, 260, 240))
        #expect(!s.scrollView.isZooming)
        #expect(s.recorder.milestones == ["willBeginZooming", "didZoom", "didZoom", "didEndZooming"])
    }

    @Test func pinchingPastTheLimitSpringsBack() {
        let (s, _) = photo()
        s.stage.at(0, down(1, 150, 240), down(2, 170, 240))
        s.stage.at(0.05, move(1, 100, 240), move(2, 220, 240))
        s.stage.at(0.1, move(1, 10, 240), move(2, 310, 240))
        // 15× asked: past 4 with resistance.
        #expect(s.scrollView.zoomScale > 4 && s.scrollView.zoomScale < 15)
        s.stage.at(0.2, up(1, 10, 240), up(2, 310, 240))
        #expect(s.scrollView.zoomScale == 4)
    }
}

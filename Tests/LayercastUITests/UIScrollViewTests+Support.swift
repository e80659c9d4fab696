import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

/// Records a scroll view delegate's calls, and can change the drag's target.
@MainActor final class ScrollRecorder: UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var endVelocity: CGPoint?
    var proposedTarget: CGPoint?
    var retarget: ((CGPoint) -> CGPoint)?
    var zoomView: UIView?

    func scrollViewDidScroll(_ s: UIScrollView) { calls.append("didScroll"); offsets.append(s.contentOffset) }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        endVelocity = v
        proposedTarget = t.pointee
        if let retarget { t.pointee = retarget(t.pointee) }
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { calls.append("didEndDragging(\(d))") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in s: UIScrollView) -> UIView? { zoomView }
    func scrollViewDidZoom(_ s: UIScrollView) { calls.append("didZoom") }
    func scrollViewWillBeginZooming(_ s: UIScrollView, with v: UIView?) { calls.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ s: UIScrollView, with v: UIView?, atScale scale: CGFloat) { calls.append("didEndZooming") }

    /// The calls without the didScroll entries.
    var milestones: [String] { calls.filter { $0 != "didScroll" } }
}

/// A window filled by a 320×480 scroll view over 320×2000 content, with a recorder.
@MainActor struct ScrollStage {
    let stage = Stage()
    let scrollView: UIScrollView
    let recorder = ScrollRecorder()
    let content: UIView

    init(scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)),
         contentSize: CGSize = CGSize(width: 320, height: 2000)) {
        self.scrollView = scrollView
        scrollView.contentSize = contentSize
        scrollView.delegate = recorder
        content = UIView(frame: CGRect(origin: .zero, size: contentSize))
        scrollView.addSubview(content)
        stage.window.addSubview(scrollView)
        stage.app.runTurn()
    }

    /// A vertical fling: the finger moves up `step` points every 10 ms from y = 400 for `steps`
    /// events and lifts with the next step, at a steady speed of step/0.01 pt/s. Returns the
    /// time of the lift.
    @discardableResult
    func fling(step: CGFloat, steps: Int = 8, from start: TimeInterval = 0, x: CGFloat = 160, y: CGFloat = 400) -> TimeInterval {
        stage.at(start, down(1, x, y))
        for i in 1...steps { stage.at(start + Double(i) * 0.01, move(1, x, y - CGFloat(i) * step)) }
        let lift = start + Double(steps + 1) * 0.01
        stage.at(lift, up(1, x, y - CGFloat(steps + 1) * step))
        return lift
    }

    /// Runs turns every 1/60 s until the scroll view stops (at most `limit` seconds).
    func settle(limit: TimeInterval = 10) {
        let end = stage.clock.now + limit
        while scrollView.motion != nil, stage.clock.now < end {
            stage.at(stage.app.nextScheduledTurn ?? stage.clock.now + 1.0 / 60)
        }
    }
}

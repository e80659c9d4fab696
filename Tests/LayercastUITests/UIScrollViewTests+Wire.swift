import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

/// What a fling costs on the wire: one animation of the scroll view's bounds, whatever its
/// length, matching the deceleration model.
@MainActor @Suite struct UIScrollViewWireTests {
    private func animations(_ diffs: [LayerTreeDiff], of layer: CALayer) -> [LayerAnimation] {
        diffs.flatMap { $0.animations + $0.wireAnimations }.filter { $0.layer == layer.layerID }.map(\.animation)
    }

    private func bounds(_ diffs: [LayerTreeDiff], of layer: CALayer) -> [CGRect] {
        diffs.flatMap { d in d.properties(of: layer.layerID!)?.compactMap { p -> CGRect? in
            if case .bounds(let r) = p { return r } else { return nil }
        } ?? [] }
    }

    @Test func aFlingIsOneKeyframeAnimationThatMatchesTheModel() {
        let s = ScrollStage()
        s.stage.at(0, down(1, 160, 400))
        for i in 1...8 { s.stage.at(Double(i) * 0.01, move(1, 160, 400 - CGFloat(i) * 25)) }
        let diffs = s.stage.at(0.09, up(1, 160, 175))
        let motion = try! #require(s.scrollView.motion)
        let sent = animations(diffs, of: s.scrollView.layer)
        #expect(sent.count == 1)
        let animation = try! #require(sent.first)
        #expect(animation.keyPath == "bounds" && animation.beginTime == 0.09)
        #expect(animation.timingFunction == [0, 0, 1, 1])
        #expect(close(CGFloat(animation.duration), CGFloat(motion.duration), 1e-12))
        #expect(animation.keyTimes.first == 0 && animation.keyTimes.last == 1)
        #expect(animation.values.count == animation.keyTimes.count)
        #expect((20...120).contains(animation.values.count))
        // The client's interpolation stays within a quarter point of the model (the animation
        // has no value at its end time: the model, the held end value, shows from then on).
        var worst: CGFloat = 0
        for i in 0..<2000 {
            let t = 0.09 + motion.duration * Double(i) / 2000
            guard case .rect(let r)? = animation.value(at: t) else { Issue.record("no value at \(t)"); return }
            worst = max(worst, abs(r.origin.y - motion.offset(at: t).y))
            #expect(r.size == CGSize(width: 320, height: 480))
        }
        #expect(worst <= 0.25)
        // The wire holds the end value from the start.
        #expect(bounds(diffs, of: s.scrollView.layer).last?.origin == motion.final)
    }

    @Test func decelerationTurnsSendNothingForTheScrollView() {
        let s = ScrollStage()
        s.fling(step: 10)
        var later: [LayerTreeDiff] = []
        while s.scrollView.isDecelerating { later += s.stage.at(s.stage.app.nextScheduledTurn!) }
        #expect(bounds(later, of: s.scrollView.layer).isEmpty)
        #expect(animations(later, of: s.scrollView.layer).isEmpty)
        #expect(s.scrollView.layer.heldWireValue(for: .bounds) == nil)
    }

    @Test func aTouchThatStopsTheFlingRemovesItAndSendsWhereItStopped() {
        let s = ScrollStage()
        let lift = s.fling(step: 10)
        s.stage.at(lift + 0.2)
        let diffs = s.stage.at(lift + 0.35, down(2, 100, 100))
        let removed = diffs.flatMap(\.animationRemovals).filter { $0.layer == s.scrollView.layer.layerID }
        #expect(removed.map(\.key) == ["bounds"])
        let k = -1000 * log(0.998)
        let released = s.recorder.proposedTarget!.y - CGFloat(1000 / k)
        #expect(bounds(diffs, of: s.scrollView.layer).last.map { close($0.origin.y, released + CGFloat(1000 / k * (1 - exp(-k * 0.35))), 1e-9) } == true)
    }

    @Test func aReleaseAtRestSendsNoAnimation() {
        let s = ScrollStage()
        s.stage.at(0, down(1, 160, 400))
        s.stage.at(0.02, move(1, 160, 300))
        let diffs = s.stage.at(0.5, up(1, 160, 300))
        #expect(animations(diffs, of: s.scrollView.layer).isEmpty)
        #expect(s.recorder.milestones.last == "didEndDragging(false)")
        #expect(s.scrollView.contentOffset.y == 90)
    }
}

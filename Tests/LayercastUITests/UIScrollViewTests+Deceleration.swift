import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

/// Deceleration against UIKit's published model. Apple documents the rates (`.normal` 0.998 and
/// `.fast` 0.99, the velocity kept per millisecond) and, in WWDC 2018 session 803, the projected
/// travel of a fling, (v/1000)·r/(1 − r) for v in points per second. Integrating v·r^t over
/// milliseconds gives −v/(1000·ln r), 0.1 % more at 0.998: the expected numbers below.
@MainActor @Suite struct UIScrollViewDecelerationTests {
    @Test func ratesAreUIKits() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView(frame: .zero).decelerationRate == .normal)
    }

    @Test func aFlingTravelsWhatTheModelSays() {
        let s = ScrollStage()
        // 10 pt per 10 ms: 1000 pt/s.
        s.fling(step: 10)
        let released = s.scrollView.contentOffset.y
        #expect(s.recorder.endVelocity.map { close($0.y, 1, 1e-9) } == true)
        #expect(s.scrollView.isDecelerating)
        s.settle()
        let travel = s.scrollView.contentOffset.y - released
        // −v/(1000·ln r) with v = 1000 pt/s, r = 0.998: 499.50 pt.
        #expect(close(travel, -1 / log(0.998), 1e-6))
        // Apple's projection (WWDC 2018): 1 · 0.998 / 0.002 = 499 pt, within 0.2 %.
        #expect(abs(travel - 0.998 / 0.002) / travel < 0.002)
        #expect(!s.scrollView.isDecelerating)
        #expect(s.recorder.milestones == ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                          "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test func theFastRateStopsSooner() {
        let s = ScrollStage()
        s.scrollView.decelerationRate = .fast
        s.fling(step: 20)
        let released = s.scrollView.contentOffset.y
        s.settle()
        // 2 pt/ms at 0.99: −2/ln 0.99 = 199.0 pt (Apple's projection: 2 · 0.99/0.01 = 198).
        #expect(close(s.scrollView.contentOffset.y - released, -2 / log(0.99), 1e-6))
    }

    @Test func theOffsetIsTheModelsValueAtTheClocksTime() {
        let s = ScrollStage()
        let lift = s.fling(step: 10)
        let released = s.scrollView.bounds.origin.y
        let k = -1000 * log(0.998)
        // No turn runs: reading contentOffset still gives the value at the clock's time.
        s.stage.clock.advance(by: 0.25)
        let expected = released + CGFloat(1000 / k * (1 - exp(-k * 0.25)))
        #expect(close(s.scrollView.contentOffset.y, expected, 1e-9))
        // A turn brings bounds (the model) to it and tells the delegate.
        let before = s.recorder.calls.count
        s.stage.at(lift + 0.25)
        #expect(close(s.scrollView.bounds.origin.y, expected, 1e-9))
        #expect(s.recorder.calls.count == before + 1 && s.recorder.calls.last == "didScroll")
    }

    @Test func theScrollViewAsksForATurnEveryFrameWhileDecelerating() {
        let s = ScrollStage()
        let lift = s.fling(step: 10)
        #expect(s.stage.app.nextScheduledTurn.map { close(CGFloat($0), CGFloat(lift + 1.0 / 60), 1e-9) } == true)
        var turns = 0
        let scrolls = s.recorder.calls.count
        while s.scrollView.isDecelerating, turns < 1000 {
            s.stage.at(s.stage.app.nextScheduledTurn!)
            turns += 1
        }
        // One didScroll per turn but the last (which lands on the end value it had already
        // approached within half a point, and also counts).
        #expect(s.recorder.calls.count - scrolls == turns + 1 || s.recorder.calls.count - scrolls == turns)
        #expect(turns > 60)
        #expect(s.stage.app.nextScheduledTurn == nil || !s.scrollView.isDecelerating)
    }

    @Test func aTouchStopsItWhereItIsAndDoesNotReachTheContent() {
        let s = ScrollStage()
        let log = Log()
        let target = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        target.log = log
        s.content.addSubview(target)
        let lift = s.fling(step: 10)
        let released = s.scrollView.bounds.origin.y
        log.entries = []
        let k = -1000 * log2e(0.998)
        s.stage.at(lift + 0.3, down(2, 160, 200))
        let expected = released + CGFloat(1000 / k * (1 - exp(-k * 0.3)))
        #expect(close(s.scrollView.contentOffset.y, expected, 1e-9))
        #expect(!s.scrollView.isDecelerating && s.scrollView.isTracking)
        s.stage.at(lift + 0.4, up(2, 160, 200))
        s.stage.at(lift + 1)
        #expect(log.entries.isEmpty)
        #expect(close(s.scrollView.contentOffset.y, expected, 1e-9))
        #expect(s.recorder.milestones.last == "willBeginDecelerating")
    }

    @Test func theDelegateMayChangeTheTarget() {
        let s = ScrollStage()
        s.recorder.retarget = { _ in CGPoint(x: 0, y: 300) }
        s.fling(step: 10)
        #expect(s.recorder.proposedTarget.map { close($0.y, s.scrollView.bounds.origin.y + CGFloat(-1 / log(0.998)), 1e-6) } == true)
        s.settle()
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test func aFlingPastTheEndBouncesBackToIt() {
        let s = ScrollStage(contentSize: CGSize(width: 320, height: 800))
        s.fling(step: 30)
        // The proposed target is the edge (800 − 480).
        #expect(s.recorder.proposedTarget == CGPoint(x: 0, y: 320))
        var farthest: CGFloat = 0
        while s.scrollView.isDecelerating {
            s.stage.at(s.stage.app.nextScheduledTurn!)
            farthest = max(farthest, s.scrollView.contentOffset.y)
        }
        #expect(farthest > 330)
        #expect(s.scrollView.contentOffset.y == 320)
    }

    @Test func withoutBouncesItStopsAtTheEdge() {
        let s = ScrollStage(contentSize: CGSize(width: 320, height: 800))
        s.scrollView.bounces = false
        s.fling(step: 30)
        var farthest: CGFloat = 0
        while s.scrollView.isDecelerating {
            s.stage.at(s.stage.app.nextScheduledTurn!)
            farthest = max(farthest, s.scrollView.contentOffset.y)
        }
        #expect(farthest == 320 && s.scrollView.contentOffset.y == 320)
    }
}

private func log2e(_ x: Double) -> Double { log(x) }

/// Input timestamps (e.g. a client's, mapped to the server's clock) rather than delivery times.
@MainActor @Suite struct UIScrollViewInputTimeTests {
    @Test func aDragDeliveredInOneTurnUsesItsInputTimes() {
        let s = ScrollStage()
        s.stage.clock.advance(by: 1)
        // Ten events 10 ms apart, all arriving in the same turn at t = 1.
        s.stage.app.enqueueTouches([TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 160, y: 400), timestamp: 0.9)])
        for i in 1...8 {
            s.stage.app.enqueueTouches([TouchInput(identifier: 1, phase: .moved, location: CGPoint(x: 160, y: 400 - CGFloat(i) * 15),
                                                   timestamp: 0.9 + Double(i) * 0.01)])
        }
        s.stage.app.enqueueTouches([TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 160, y: 265), timestamp: 0.99)])
        s.stage.app.runTurn()
        #expect(s.recorder.endVelocity.map { close($0.y, 1.5, 1e-9) } == true)
    }

    @Test func aTouchStopsTheFlingAtItsOwnTime() {
        let s = ScrollStage()
        let lift = s.fling(step: 10)
        let released = s.scrollView.bounds.origin.y
        s.stage.clock.advance(by: 0.5)
        s.stage.app.enqueueTouches([TouchInput(identifier: 2, phase: .began, location: CGPoint(x: 100, y: 100), timestamp: lift + 0.3)])
        s.stage.app.runTurn()
        let k = -1000 * log(0.998)
        #expect(close(s.scrollView.contentOffset.y, released + CGFloat(1000 / k * (1 - exp(-k * 0.3))), 1e-9))
    }
}

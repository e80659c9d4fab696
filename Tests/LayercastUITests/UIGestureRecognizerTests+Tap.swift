import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Taps. Expected defaults: numberOfTapsRequired and numberOfTouchesRequired 1 (Apple's
/// documentation of UITapGestureRecognizer); allowable movement 45 pt, 0.75 s per tap and 0.35 s
/// between taps are UIKit's private defaults (not documented by Apple).
@MainActor @Suite struct UIGestureRecognizerTapTests {
    @Test func defaultsAreUIKits() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(tap.state == .possible && tap.isEnabled && tap.view == nil)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test func aTapIsRecognizedOnLiftAndCancelsTheViewsTouch() {
        let g = GestureStage()
        let tap = UITapGestureRecognizer()
        let target = g.add(tap, "tap")
        g.stage.at(0, down(1, 100, 120))
        #expect(g.log.entries == ["V.began(1)"])
        #expect(tap.state == .possible)
        g.stage.at(0.1, up(1, 102, 121))
        // The view had began; the tap recognized, so the view's touch is cancelled (before the
        // action runs), and the held-back ended phase never arrives.
        #expect(g.log.entries == ["V.began(1)", "V.cancelled(1)", "tap.ended"])
        #expect(target.senders.first === tap)
        // Reset after the action.
        #expect(tap.state == .possible)
    }

    @Test func locationIsWhereTheTapWentDown() {
        let g = GestureStage()
        let tap = UITapGestureRecognizer()
        var location = CGPoint.zero, inWindow = CGPoint.zero, touches = 0
        tap.addHandler { t in
            location = t.location(in: g.view); inWindow = t.location(in: nil); touches = t.numberOfTouches
        }
        g.view.addGestureRecognizer(tap)
        g.stage.at(0, down(1, 100, 120))
        g.stage.at(0.1, up(1, 104, 122))
        #expect(location == CGPoint(x: 50, y: 70))
        #expect(inWindow == CGPoint(x: 100, y: 120))
        #expect(touches == 1)
    }

    @Test func withoutCancelsTouchesInViewTheViewGetsTheWholeSequence() {
        let g = GestureStage()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        g.add(tap, "tap")
        g.stage.at(0, down(1, 100, 120))
        g.stage.at(0.1, up(1, 100, 120))
        #expect(g.log.entries == ["V.began(1)", "tap.ended", "V.ended(1)"])
    }

    @Test func movingBeyondTheAllowableMovementFails() {
        let g = GestureStage()
        let tap = UITapGestureRecognizer()
        g.add(tap, "tap")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.05, move(1, 140, 100))
        #expect(tap.state == .possible)
        g.stage.at(0.1, move(1, 146, 100))
        #expect(tap.state == .failed)
        g.stage.at(0.15, up(1, 100, 100))
        #expect(g.log.entries == ["V.began(1)", "V.moved(1)", "V.moved(1)", "V.ended(1)"])
        #expect(tap.state == .possible)
    }

    @Test func aTouchHeldTooLongIsNotATap() {
        let g = GestureStage()
        let tap = UITapGestureRecognizer()
        g.add(tap, "tap")
        g.stage.at(0, down(1, 100, 100))
        #expect(g.stage.app.nextScheduledTurn == 0.75)
        g.stage.at(0.8)
        #expect(tap.state == .failed)
        g.stage.at(0.9, up(1, 100, 100))
        #expect(g.log.entries == ["V.began(1)", "V.ended(1)"])
    }

    @Test func aDoubleTapHoldsTheFirstLiftBackAndCancelsBothTouches() {
        let g = GestureStage()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        g.add(double, "double")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        // delaysTouchesEnded: the view does not see the lift while a second tap may come.
        #expect(g.log.entries == ["V.began(1)"])
        #expect(g.stage.app.nextScheduledTurn == 0.1 + 0.35)
        g.stage.at(0.3, down(2, 110, 104))
        g.stage.at(0.4, up(2, 110, 104))
        #expect(g.log.entries == ["V.began(1)", "V.began(2)", "V.cancelled(1,2)", "double.ended"])
    }

    @Test func aSecondTapTooLateFailsTheDoubleTapAndReleasesTheLift() {
        let g = GestureStage()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        g.add(double, "double")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        g.stage.at(0.44)
        #expect(double.state == .possible && g.log.entries == ["V.began(1)"])
        // The 0.35 s window ends at 0.45: the recognizer fails in that turn, with no input.
        g.stage.at(0.45)
        #expect(g.log.entries == ["V.began(1)", "V.ended(1)"])
        #expect(double.state == .possible)
        #expect(g.stage.app.nextScheduledTurn == nil)
    }

    @Test func withoutDelaysTouchesEndedTheViewSeesTheLiftAtOnce() {
        let g = GestureStage()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        g.add(double, "double")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        #expect(g.log.entries == ["V.began(1)", "V.ended(1)"])
    }

    @Test func twoFingerTapNeedsTwoFingers() {
        let g = GestureStage()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        var location = CGPoint.zero
        tap.addHandler { location = $0.location(in: nil) }
        g.add(tap, "tap2")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        #expect(!g.log.entries.contains("tap2.ended"))
        g.stage.at(1, down(3, 100, 100), down(4, 140, 120))
        g.stage.at(1.1, up(3, 100, 100), up(4, 140, 120))
        #expect(g.log.entries.last == "tap2.ended")
        #expect(location == CGPoint(x: 120, y: 110))
    }

    @Test func aSingleTapThatRequiresTheDoubleToFailWaitsForItsWindow() {
        let g = GestureStage()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        g.add(single, "single"); g.add(double, "double")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        // Recognized, but held: its state reads .possible until the double tap fails.
        #expect(single.state == .possible && !g.log.entries.contains("single.ended"))
        g.stage.at(0.45)
        #expect(g.log.entries == ["V.began(1)", "V.cancelled(1)", "single.ended"])
    }

    @Test func aDoubleTapWinsOverTheSingleTapWaitingForIt() {
        let g = GestureStage()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        g.add(single, "single"); g.add(double, "double")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        g.stage.at(0.2, down(2, 100, 100))
        g.stage.at(0.3, up(2, 100, 100))
        #expect(g.log.entries.filter { $0.hasPrefix("single") || $0.hasPrefix("double") } == ["double.ended"])
        g.stage.at(1)
        #expect(!g.log.entries.contains("single.ended"))
    }

    @Test func cancelledTouchesFailTheTap() {
        let g = GestureStage()
        let tap = UITapGestureRecognizer()
        g.add(tap, "tap")
        g.stage.at(0, down(1, 100, 100))
        g.stage.app.cancelAllTouches()
        g.stage.at(0.1)
        #expect(g.log.entries == ["V.began(1)", "V.cancelled(1)"])
        #expect(tap.state == .possible)
    }
}

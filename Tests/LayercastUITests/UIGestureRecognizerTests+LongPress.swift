import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Long presses on the injected clock. Expected defaults from Apple's documentation of
/// UILongPressGestureRecognizer: minimumPressDuration 0.5 s, allowableMovement 10 pt,
/// numberOfTapsRequired 0, numberOfTouchesRequired 1.
@MainActor @Suite struct UIGestureRecognizerLongPressTests {
    @Test func defaultsAreUIKits() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
    }

    @Test func beginsAfterTheDurationWithNoInputThenChangesAndEnds() {
        let g = GestureStage()
        let press = UILongPressGestureRecognizer()
        g.add(press, "press")
        g.stage.at(1, down(1, 100, 100))
        // The server learns when to run the turn that begins it.
        #expect(g.stage.app.nextScheduledTurn == 1.5)
        g.stage.at(1.49)
        #expect(press.state == .possible)
        g.stage.at(1.5)
        #expect(press.state == .began)
        #expect(g.log.entries == ["V.began(1)", "V.cancelled(1)", "press.began"])
        // Movement no longer matters once it began.
        g.stage.at(1.6, move(1, 150, 100))
        g.stage.at(1.7, up(1, 150, 100))
        #expect(g.log.entries.suffix(2) == ["press.changed", "press.ended"])
        #expect(press.location(in: nil) == CGPoint(x: 150, y: 100))
    }

    @Test func movingTooFarFirstFails() {
        let g = GestureStage()
        let press = UILongPressGestureRecognizer()
        g.add(press, "press")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.2, move(1, 106, 108))
        #expect(press.state == .possible)
        g.stage.at(0.3, move(1, 111, 100))
        #expect(press.state == .failed)
        g.stage.at(1)
        #expect(!g.log.entries.contains("press.began"))
    }

    @Test func liftingFirstFailsAndTheViewGetsItsLift() {
        let g = GestureStage()
        let press = UILongPressGestureRecognizer()
        g.add(press, "press")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.4, up(1, 100, 100))
        g.stage.at(1)
        #expect(g.log.entries == ["V.began(1)", "V.ended(1)"])
        #expect(g.stage.app.nextScheduledTurn == nil)
    }

    @Test func aTapFirstWhenTapsAreRequired() {
        let g = GestureStage()
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        g.add(press, "press")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.6)
        #expect(press.state == .possible)
        g.stage.at(0.7, up(1, 100, 100))
        #expect(press.state == .failed || press.state == .possible)
        #expect(!g.log.entries.contains("press.began"))
        // A quick tap, then a press.
        g.stage.at(2, down(2, 100, 100))
        g.stage.at(2.1, up(2, 100, 100))
        g.stage.at(2.3, down(3, 100, 100))
        g.stage.at(2.8)
        #expect(g.log.entries.last == "press.began")
    }

    @Test func twoFingersWhenTwoAreRequired() {
        let g = GestureStage()
        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        g.add(press, "press")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.6)
        #expect(press.state == .possible)
        g.stage.at(0.7, down(2, 120, 100))
        g.stage.at(1.2)
        #expect(press.state == .began)
        #expect(press.numberOfTouches == 2)
        #expect(press.location(in: nil) == CGPoint(x: 110, y: 100))
    }
}

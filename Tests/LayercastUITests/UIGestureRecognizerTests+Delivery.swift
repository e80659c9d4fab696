import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// What reaches the views: delays, multiple touches, exclusive touch.
@MainActor @Suite struct UIGestureRecognizerDeliveryTests {
    @Test func delaysTouchesBeganHoldsTheTouchUntilTheRecognizerFails() {
        let g = GestureStage()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        g.add(press, "press")
        var beganAt: CGPoint?
        g.view.onBegan = { beganAt = $0.first?.location(in: nil) }
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, move(1, 103, 100))
        #expect(g.log.entries.isEmpty)
        // It fails past 10 pt: the view gets the began phase then, at the current location,
        // followed by the event's moved phase (Apple's documentation of delaysTouchesBegan:
        // "touchesBegan … and possibly a follow-up touchesMoved … to inform it of the touches'
        // current locations").
        g.stage.at(0.2, move(1, 115, 100))
        #expect(g.log.entries == ["V.began(1)", "V.moved(1)"])
        #expect(beganAt == CGPoint(x: 115, y: 100))
        g.stage.at(0.3, up(1, 115, 100))
        #expect(g.log.entries == ["V.began(1)", "V.moved(1)", "V.ended(1)"])
    }

    @Test func aDelayedTouchIsDiscardedWhenTheRecognizerSucceeds() {
        let g = GestureStage()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        g.add(press, "press")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.5)
        g.stage.at(0.6, up(1, 100, 100))
        #expect(g.log.entries == ["press.began", "press.ended"])
    }

    @Test func aDelayedTapArrivesWholeWhenItLiftsQuickly() {
        let g = GestureStage()
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        g.add(press, "press")
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        #expect(g.log.entries == ["V.began(1)", "V.ended(1)"])
    }

    @Test func aViewGetsOnlyItsFirstTouchUnlessMultipleTouchIsEnabled() {
        let g = GestureStage()
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, down(2, 150, 150))
        g.stage.at(0.2, move(1, 101, 100), move(2, 151, 150))
        g.stage.at(0.3, up(1, 101, 100), up(2, 151, 150))
        #expect(g.log.entries == ["V.began(1)", "V.moved(1)", "V.ended(1)"])
        g.view.isMultipleTouchEnabled = true
        g.stage.at(1, down(3, 100, 100))
        g.stage.at(1.1, down(4, 150, 150))
        g.stage.at(1.2, up(3, 101, 100), up(4, 151, 150))
        #expect(g.log.entries.suffix(3) == ["V.began(3)", "V.began(4)", "V.ended(3,4)"])
    }

    @Test func touchesThatBeginTogetherCountAsOneFirstTouch() {
        let g = GestureStage()
        g.stage.at(0, down(1, 100, 100), down(2, 150, 150))
        #expect(g.log.entries == ["V.began(1)"])
        #expect(!g.view.isMultipleTouchEnabled && !g.view.isExclusiveTouch)
    }

    @Test func anExclusiveViewBlocksOthersAndIsBlockedByThem() {
        let g = GestureStage()
        let other = TouchLogView(frame: CGRect(x: 260, y: 50, width: 50, height: 200))
        other.log = g.log; other.label = "O"
        g.stage.window.addSubview(other)
        g.view.isExclusiveTouch = true
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, down(2, 280, 100))
        g.stage.at(0.2, up(1, 100, 100), up(2, 280, 100))
        #expect(g.log.entries == ["V.began(1)", "V.ended(1)"])
        g.stage.at(1, down(3, 280, 100))
        g.stage.at(1.1, down(4, 100, 100))
        g.stage.at(1.2, up(3, 280, 100), up(4, 100, 100))
        #expect(g.log.entries.suffix(2) == ["O.began(3)", "O.ended(3)"])
        // Without the flag, both views get their touches.
        g.view.isExclusiveTouch = false
        g.stage.at(2, down(5, 100, 100))
        g.stage.at(2.1, down(6, 280, 100))
        #expect(g.log.entries.suffix(2) == ["V.began(5)", "O.began(6)"])
    }

    @Test func aRecognizerOnTheWindowSeesEveryTouch() {
        let g = GestureStage()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        g.add(tap, "tap", to: g.stage.window)
        g.stage.at(0, down(1, 10, 400))
        g.stage.at(0.1, up(1, 10, 400))
        #expect(g.log.entries == ["tap.ended"])
    }
}

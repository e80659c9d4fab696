import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Swipes. Expected defaults from Apple's documentation: direction `.right`,
/// numberOfTouchesRequired 1. The 50 pt and 0.5 s limits are UIKit's private defaults.
@MainActor @Suite struct UIGestureRecognizerSwipeTests {
    @Test func defaultsAreUIKits() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2 && UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }

    @Test func aQuickStrokeInTheDirectionIsRecognizedMidStroke() {
        let g = GestureStage()
        let swipe = UISwipeGestureRecognizer()
        g.add(swipe, "swipe")
        g.stage.at(0, down(1, 60, 100))
        g.stage.at(0.05, move(1, 90, 105))
        #expect(swipe.state == .possible)
        g.stage.at(0.1, move(1, 125, 110))
        #expect(g.log.entries.last == "swipe.ended")
        #expect(swipe.state == .possible)
    }

    @Test func theWrongDirectionFails() {
        let g = GestureStage()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.up, .down]
        g.add(swipe, "swipe")
        g.stage.at(0, down(1, 60, 100))
        g.stage.at(0.1, move(1, 125, 110))
        #expect(swipe.state == .failed)
        let vertical = UISwipeGestureRecognizer()
        vertical.direction = [.up, .down]
        g.add(vertical, "up")
        g.stage.at(1, down(2, 100, 200))
        g.stage.at(1.1, move(2, 110, 140))
        #expect(g.log.entries.last == "up.ended")
    }

    @Test func aSlowStrokeFails() {
        let g = GestureStage()
        let swipe = UISwipeGestureRecognizer()
        g.add(swipe, "swipe")
        g.stage.at(0, down(1, 60, 100))
        g.stage.at(0.3, move(1, 80, 100))
        g.stage.at(0.5)
        #expect(swipe.state == .failed)
        g.stage.at(0.6, move(1, 200, 100))
        #expect(!g.log.entries.contains("swipe.ended"))
    }

    @Test func liftingShortFails() {
        let g = GestureStage()
        let swipe = UISwipeGestureRecognizer()
        g.add(swipe, "swipe")
        g.stage.at(0, down(1, 60, 100))
        g.stage.at(0.1, up(1, 100, 100))
        #expect(g.log.entries == ["V.began(1)", "V.ended(1)"])
    }
}

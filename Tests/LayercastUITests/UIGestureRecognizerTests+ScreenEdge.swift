import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Screen-edge pans (the 20 pt edge region is Layercast's; UIKit does not publish its own).
@MainActor @Suite struct UIGestureRecognizerScreenEdgeTests {
    @Test func beginsFromTheChosenEdgeMovingAway() {
        let stage = Stage(), log = Log()
        let edge = UIScreenEdgePanGestureRecognizer()
        #expect(edge.edges == [])
        edge.edges = .left
        edge.addHandler { log.add("edge.\($0.state.name)") }
        stage.window.addGestureRecognizer(edge)
        stage.at(0, down(1, 4, 200))
        stage.at(0.02, move(1, 40, 205))
        #expect(log.entries == ["edge.began"])
        // The translation counts from 10 pt along the way (the hysteresis).
        let d: CGFloat = hypot(36, 5)
        #expect(close(edge.translation(in: nil), CGPoint(x: 36 * (1 - 10 / d), y: 5 * (1 - 10 / d))))
    }

    @Test func failsAwayFromTheEdgeOrTowardsIt() {
        let stage = Stage(), log = Log()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = [.left, .bottom]
        edge.addHandler { log.add("edge.\($0.state.name)") }
        stage.window.addGestureRecognizer(edge)
        stage.at(0, down(1, 100, 200))
        stage.at(0.02, move(1, 150, 200))
        stage.at(0.04, up(1, 150, 200))
        // Along the bottom edge instead of away from it.
        stage.at(1, down(2, 100, 470))
        stage.at(1.02, move(2, 150, 470))
        stage.at(1.04, up(2, 150, 470))
        #expect(log.entries.isEmpty)
        stage.at(2, down(3, 100, 475))
        stage.at(2.02, move(3, 100, 400))
        #expect(log.entries == ["edge.began"])
    }
}

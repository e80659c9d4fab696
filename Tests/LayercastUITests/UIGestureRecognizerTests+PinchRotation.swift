import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Pinch and rotation from two touches.
@MainActor @Suite struct UIGestureRecognizerPinchRotationTests {
    @Test func pinchScaleAndVelocity() {
        let g = GestureStage()
        let pinch = UIPinchGestureRecognizer()
        var scales: [CGFloat] = [], velocity: CGFloat = 0
        pinch.addHandler { scales.append($0.scale); velocity = $0.velocity }
        g.add(pinch, "pinch")
        g.stage.at(0, down(1, 100, 150), down(2, 200, 150))
        #expect(pinch.scale == 1)
        g.stage.at(0.1, move(1, 75, 150), move(2, 225, 150))
        #expect(pinch.state == .began)
        #expect(close(scales[0], 1.5))
        g.stage.at(0.2, move(1, 50, 150), move(2, 250, 150))
        #expect(close(scales[1], 2))
        // 1.5 → 2 in 0.1 s.
        #expect(close(velocity, 5, 1e-9))
        g.stage.at(0.3, up(1, 50, 150))
        #expect(g.log.entries.suffix(3) == ["pinch.began", "pinch.changed", "pinch.ended"])
        // Its view got only the first finger (isMultipleTouchEnabled is off), cancelled on begin.
        #expect(g.log.entries.prefix(2) == ["V.began(1)", "V.cancelled(1)"])
    }

    /// The client's control + wheel pinch (two touches 100 pt apart moving to 121 pt, SPEC §12.1
    /// messages the server queues one event each, all in one turn) is a pinch of scale 1.21.
    @Test func aWheelPinchFromTheClientIsAPinch() {
        let g = GestureStage()
        let pinch = UIPinchGestureRecognizer()
        var scales: [CGFloat] = []
        pinch.addHandler { scales.append($0.scale) }
        g.add(pinch, "pinch")
        g.stage.clock.advance(by: 1)
        let t = g.stage.clock.now
        for input in [TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 100, y: 150), timestamp: t - 0.032),
                      TouchInput(identifier: 2, phase: .began, location: CGPoint(x: 200, y: 150), timestamp: t - 0.032),
                      TouchInput(identifier: 1, phase: .moved, location: CGPoint(x: 89.5, y: 150), timestamp: t - 0.016),
                      TouchInput(identifier: 2, phase: .moved, location: CGPoint(x: 210.5, y: 150), timestamp: t - 0.016),
                      TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 89.5, y: 150), timestamp: t),
                      TouchInput(identifier: 2, phase: .ended, location: CGPoint(x: 210.5, y: 150), timestamp: t)] {
            g.stage.app.enqueueTouches([input])
        }
        g.stage.app.runTurn()
        #expect(scales.last.map { close($0, 1.21, 1e-9) } == true)
        #expect(g.log.entries.filter { $0.hasPrefix("pinch.") } == ["pinch.began", "pinch.changed", "pinch.ended"])
    }

    @Test func settingTheScaleRebasesIt() {
        let g = GestureStage()
        let pinch = UIPinchGestureRecognizer()
        var scales: [CGFloat] = []
        pinch.addHandler { p in scales.append(p.scale); p.scale = 1 }
        g.add(pinch, "pinch")
        g.stage.at(0, down(1, 100, 150), down(2, 200, 150))
        g.stage.at(0.1, move(2, 300, 150))
        g.stage.at(0.2, move(2, 500, 150))
        #expect(close(scales[0], 2) && close(scales[1], 2))
    }

    @Test func oneFingerIsNoPinch() {
        let g = GestureStage()
        let pinch = UIPinchGestureRecognizer()
        g.add(pinch, "pinch")
        g.stage.at(0, down(1, 100, 150))
        g.stage.at(0.1, move(1, 200, 150))
        g.stage.at(0.2, up(1, 200, 150))
        #expect(g.log.entries == ["V.began(1)", "V.moved(1)", "V.ended(1)"])
    }

    @Test func rotationFollowsTheLineThroughTheTouches() {
        let g = GestureStage()
        let rotation = UIRotationGestureRecognizer()
        var angles: [CGFloat] = [], velocity: CGFloat = 0
        rotation.addHandler { angles.append($0.rotation); velocity = $0.velocity }
        g.add(rotation, "rotation")
        g.stage.at(0, down(1, 100, 150), down(2, 200, 150))
        // A quarter turn clockwise on screen (y down) about (150, 150).
        g.stage.at(0.1, move(1, 150 - 50 * cos(.pi / 4), 150 - 50 * sin(.pi / 4)),
                   move(2, 150 + 50 * cos(.pi / 4), 150 + 50 * sin(.pi / 4)))
        g.stage.at(0.2, move(1, 150, 100), move(2, 150, 200))
        #expect(close(angles.first!, .pi / 4, 1e-9))
        #expect(close(angles.last!, .pi / 2, 1e-9))
        let expectedVelocity: CGFloat = .pi / 4 / 0.1
        #expect(close(velocity, expectedVelocity, 1e-6))
        g.stage.at(0.3, up(1, 150, 100), up(2, 150, 200))
        #expect(g.log.entries.last == "rotation.ended")
    }

    @Test func rotationPastHalfATurnDoesNotJump() {
        let g = GestureStage()
        let rotation = UIRotationGestureRecognizer()
        var last: CGFloat = 0
        rotation.addHandler { last = $0.rotation }
        g.add(rotation, "rotation")
        g.stage.at(0, down(1, 100, 150), down(2, 200, 150))
        for i in 1...6 {
            let a = CGFloat(i) * .pi / 4
            g.stage.at(Double(i) * 0.05, move(1, 150 - 50 * cos(a), 150 - 50 * sin(a)), move(2, 150 + 50 * cos(a), 150 + 50 * sin(a)))
        }
        #expect(close(last, 6 * .pi / 4, 1e-9))
    }

    @Test func pinchAndRotationTogetherWhenTheDelegateAllows() {
        let g = GestureStage()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let delegate = GestureDelegate()
        delegate.simultaneous = { _, _ in true }
        pinch.delegate = delegate
        g.add(pinch, "pinch"); g.add(rotation, "rotation")
        g.stage.at(0, down(1, 100, 150), down(2, 200, 150))
        g.stage.at(0.1, move(1, 150, 75), move(2, 150, 225))
        #expect(pinch.state == .began && rotation.state == .began)
    }

    @Test func withoutTheDelegateTheFirstToBeginExcludesTheOther() {
        let g = GestureStage()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        g.add(pinch, "pinch"); g.add(rotation, "rotation")
        g.stage.at(0, down(1, 100, 150), down(2, 200, 150))
        g.stage.at(0.1, move(1, 150, 75), move(2, 150, 225))
        #expect(pinch.state == .began && rotation.state == .failed)
    }
}

import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

@MainActor @Suite struct UIViewPropertyAnimatorTests {
    private func x(_ value: AnimationValue?) -> Double? {
        if case .point(let p)? = value { return p.x }
        return nil
    }

    // UIKit: fractionComplete is the linear fraction of the duration; pausing holds what is
    // shown (linear curve: 5 + 100·f), scrubbing moves it, and a reversed animator runs back to
    // the start values and completes at .start.
    @Test func pauseScrubReverseAndFinishAtStart() throws {
        let (stage, view) = stageWithView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        stage.app.perform { animator.startAnimation() }
        #expect(animator.state == .active && animator.isRunning)
        let started = try #require(sentAnimation(stage.app.runTurn(), view, "position"))
        #expect(started.values.map { x($0) } == [5, 105])
        stage.clock.advance(by: 0.25)
        stage.app.perform {
            #expect(animator.fractionComplete == 0.25)
            animator.pauseAnimation()
        }
        let paused = try #require(sentAnimation(stage.app.runTurn(), view, "position"))
        #expect(paused.values.count == 1 && abs(x(paused.values[0])! - 30) < 1e-9 && paused.fillMode == .both)
        #expect(!animator.isRunning && animator.state == .active)
        stage.app.perform { animator.fractionComplete = 0.8 }
        let scrubbed = try #require(sentAnimation(stage.app.runTurn(), view, "position"))
        #expect(scrubbed.values.count == 1 && abs(x(scrubbed.values[0])! - 85) < 1e-9)
        stage.clock.advance(by: 3)                       // paused: time does not move it
        #expect(stage.app.perform { animator.fractionComplete } == 0.8)
        stage.app.perform {
            animator.isReversed = true
            animator.startAnimation()
        }
        let back = try #require(sentAnimation(stage.app.runTurn(), view, "position"))
        #expect(back.values.map { x($0) } == [105, 5])
        #expect(abs(back.beginTime - (stage.clock.now - 0.2)) < 1e-9 && back.duration == 1)
        #expect(abs(x(back.value(at: stage.clock.now))! - 85) < 1e-9)
        stage.clock.advance(by: 0.4)
        #expect(abs(stage.app.perform { animator.fractionComplete } - 0.4) < 1e-9)
        stage.clock.advance(by: 0.45)                   // past the end at 0.8 s after the turn
        stage.app.runTurn()
        #expect(position == .start && animator.state == .inactive)
        #expect(view.center == CGPoint(x: 5, y: 5))
    }

    // The mirror of a cubic Bézier (c1, c2) is (1 − c2, 1 − c1): reversing an ease-in animator
    // plays ease-out from the far end, retracing the forward curve.
    @Test func reversingMirrorsTheCurve() throws {
        let (stage, view) = stageWithView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
        stage.app.perform { animator.startAnimation() }
        let forward = try #require(sentAnimation(stage.app.runTurn(), view, "opacity"))
        stage.clock.advance(by: 0.3)
        stage.app.perform { animator.isReversed = true }
        let back = try #require(sentAnimation(stage.app.runTurn(), view, "opacity"))
        #expect(zip(back.timingFunction, [0, 0, 0.58, 1] as [Float]).allSatisfy { abs($0 - $1) < 1e-6 })
        // Same value at the turning point: the forward curve at 0.3.
        let atTurn = try #require(forward.value(at: forward.beginTime + 0.3))
        let shown = try #require(back.value(at: stage.clock.now))
        if case .scalar(let a) = atTurn, case .scalar(let b) = shown { #expect(abs(a - b) < 1e-6) }
    }

    // UIKit: an animator paused before it ran starts at fraction 0; continueAnimation with new
    // timing runs what is left; stopAnimation(false) + finishAnimation(at: .current) keeps the
    // values shown.
    @Test func pausedFromTheStartContinueStopAndFinish() throws {
        let (stage, view) = stageWithView()
        let animator = UIViewPropertyAnimator(duration: 2, dampingRatio: 1) { view.center = CGPoint(x: 105, y: 5) }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        stage.app.perform {
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
        }
        let held = try #require(sentAnimation(stage.app.runTurn(), view, "position"))
        #expect(held.values.count == 1 && held.fillMode == .both)
        stage.app.perform {
            animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
                                       durationFactor: 1)
        }
        let rest = try #require(sentAnimation(stage.app.runTurn(), view, "position"))
        #expect(rest.values.count == 2 && rest.values.first == held.values.first && x(rest.values.last) == 105)
        #expect(rest.duration == 1 && rest.timingFunction == [0, 0, 1, 1])
        stage.clock.advance(by: 0.5)
        stage.app.perform { animator.stopAnimation(false) }
        #expect(animator.state == .stopped)
        let expected = (x(rest.values[0])! + 105) / 2
        #expect(abs(view.center.x - expected) < 1e-9)
        stage.app.perform { animator.finishAnimation(at: .current) }
        #expect(position == .current && animator.state == .inactive)
    }

    // UIKit: a property animator hit-tests animated views where they are shown (unless
    // isManualHitTestingEnabled).
    @Test func hitTestingUsesThePresentationValues() {
        let (stage, view) = stageWithView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
        stage.app.perform { animator.startAnimation() }
        stage.app.runTurn()
        stage.clock.advance(by: 0.5)
        #expect(stage.window.hitTest(CGPoint(x: 55, y: 5), with: nil) === view)
        #expect(stage.window.hitTest(CGPoint(x: 105, y: 5), with: nil) === stage.window)
    }
}

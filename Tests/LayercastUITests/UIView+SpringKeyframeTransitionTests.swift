import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastCompositing
@testable import LayercastUI

@MainActor @Suite struct UIViewSpringKeyframeTransitionTests {
    private func x(_ value: AnimationValue) -> Double {
        if case .point(let p) = value { return p.x }
        return .nan
    }

    // A critically damped spring (ratio 1, no initial velocity) released at distance 1 moves as
    // x(t) = 1 − (1 + ωt)·e^(−ωt) (the damped oscillator's closed form). Layercast picks ω so the
    // envelope (1 + ωd)·e^(−ωd) is 0.001 at the duration d (SpringCurve.uiKit); here u = ωd is
    // solved independently by bisection.
    @Test func criticallyDampedSpringFollowsTheClosedForm() throws {
        let (stage, view) = stageWithView()
        stage.app.perform {
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [], animations: { view.center = CGPoint(x: 105, y: 5) })
        }
        let sent = try #require(sentAnimation(stage.app.runTurn(), view, "position"))
        var lo = 1.0, hi = 50.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if (1 + mid) * exp(-mid) > 0.001 { lo = mid } else { hi = mid }
        }
        let u = hi
        #expect(sent.timingFunction == [0, 0, 1, 1] && sent.duration == 0.5)
        #expect(sent.keyTimes.count == sent.values.count && sent.keyTimes.first == 0 && sent.keyTimes.last == 1)
        #expect(sent.values.count > 10)
        for (t, value) in zip(sent.keyTimes, sent.values).dropLast() {
            let expected = 5 + 100 * (1 - (1 + u * t) * exp(-u * t))
            #expect(abs(x(value) - expected) < 1e-6)
        }
        #expect(sent.values.last == .point(CGPoint(x: 105, y: 5)))
        // Monotonic: no overshoot at ratio 1.
        #expect(zip(sent.values, sent.values.dropFirst()).allSatisfy { x($0) <= x($1) + 1e-12 })
    }

    // An under-damped spring (ratio 0.5) overshoots; the client's linear interpolation of the
    // samples stays within 0.2 % of the change (0.2 pt here) of the closed form
    // x(t) = 1 − e^(−ζωt)·(cos ω_d t + ζω/ω_d · sin ω_d t), ω_d = ω√(1 − ζ²), with
    // ω = −ln(0.001·√(1 − ζ²)) / (ζ·d) (envelope e^(−ζωt)/√(1 − ζ²) equal to 0.001 at d).
    @Test func underDampedSpringOvershootsAndSamplesStayClose() throws {
        let (stage, view) = stageWithView()
        stage.app.perform {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: { view.center = CGPoint(x: 105, y: 5) })
        }
        let sent = try #require(sentAnimation(stage.app.runTurn(), view, "position"))
        let z = 0.5
        let w = -log(0.001 * (1 - z * z).squareRoot()) / z
        let wd = w * (1 - z * z).squareRoot()
        #expect(sent.values.map(x).max()! > 105)
        for i in 0..<400 {
            let t = Double(i) / 400
            let exact = 5 + 100 * (1 - exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t)))
            let shown = try #require(sent.value(at: sent.beginTime + t))
            #expect(abs(x(shown) - exact) <= 0.2 + 1e-6, "t = \(t)")
        }
    }

    // UIKit keyframes: each keyframe reaches its value at the end of its relative window; the
    // overall curve defaults to ease-in-ease-out.
    @Test func keyframesBecomeOneAnimationPerProperty() throws {
        let (stage, view) = stageWithView()
        stage.app.perform {
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center = CGPoint(x: 105, y: 5) }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center = CGPoint(x: 5, y: 5) }
            })
        }
        let sent = try #require(sentAnimation(stage.app.runTurn(), view, "position"))
        #expect(sent.duration == 2)
        #expect(sent.keyTimes == [0, 0.25, 0.5, 1])
        #expect(sent.values.map(x) == [5, 105, 105, 5])
        #expect(sent.timingFunction == [0.42, 0, 0.58, 1])
    }

    // UIKit's discrete mode: values jump (a zero-length wire segment at each key time).
    @Test func discreteKeyframesJump() throws {
        let (stage, view) = stageWithView()
        stage.app.perform {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            })
        }
        let sent = try #require(sentAnimation(stage.app.runTurn(), view, "opacity"))
        #expect(sent.values == [.scalar(1), .scalar(1), .scalar(0.5), .scalar(0.5), .scalar(0), .scalar(0)])
        #expect(sent.keyTimes == [0, 0.5, 0.5, 1, 1, 1])
    }

    // The guide's transition(from:to:): toView takes fromView's place; the flip turns the new
    // view in from −90° during the second half, hidden before.
    @Test func flipTransitionReplacesTheView() throws {
        let (stage, container) = stageWithView()
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let from = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        from.backgroundColor = .red
        container.addSubview(from)
        stage.app.runTurn()
        let to = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: Bool?
        stage.app.perform {
            UIView.transition(from: from, to: to, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                              completion: { finished = $0 })
        }
        let diffs = stage.app.runTurn()
        #expect(from.superview == nil && to.superview === container)
        let snapshot = try #require(container.layer.sublayers?.first { $0.name == "layercast.snapshot" })
        #expect(snapshot.backgroundColor != nil && snapshot.delegate == nil)
        let turn = try #require(sentAnimation(diffs, to, "transform"))
        var perspective = CATransform3D.identity
        perspective.m34 = -1.0 / 500
        let edgeOn = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0).concatenating(perspective)
        #expect(turn.keyTimes.prefix(2) == [0, 0.5] && turn.keyTimes.last == 1)
        #expect(turn.values.first == .transform(LayerTransform(edgeOn.rowMajor.map { Double($0) })))
        #expect(turn.values.last == .transform(LayerTransform(perspective.rowMajor.map { Double($0) })))
        #expect(turn.timingFunction == [0, 0, 1, 1] && turn.duration == 1)
        let show = try #require(sentAnimation(diffs, to, "opacity"))
        #expect(show.values == [.scalar(0), .scalar(0), .scalar(1), .scalar(1)] && show.keyTimes == [0, 0.5, 0.5, 1])
        stage.clock.advance(by: 1)
        stage.app.runTurn()
        #expect(finished == true)
        #expect(container.layer.sublayers?.contains { $0.name == "layercast.snapshot" } == false)
    }

    // The guide's transition(with:): the old look cross-dissolves into the new subviews, which
    // change without animating.
    @Test func crossDissolveKeepsTheOldLookAndFadesIt() throws {
        let (stage, container) = stageWithView()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        container.addSubview(a)
        stage.app.runTurn()
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        stage.app.perform {
            UIView.transition(with: container, duration: 0.5, options: .transitionCrossDissolve, animations: {
                a.removeFromSuperview()
                container.addSubview(b)
                b.alpha = 0.5
            })
        }
        let diffs = stage.app.runTurn()
        let snapshot = try #require(stage.window.layer.sublayers?.first { $0.name == "layercast.snapshot" })
        #expect(snapshot.sublayers?.count == 1)
        let fade = try #require(diffs.flatMap(\.animations).first { $0.layer == snapshot.layerID }?.animation)
        #expect(fade.keyPath == "opacity" && fade.values == [.scalar(1), .scalar(0)] && fade.duration == 0.5)
        #expect(sentAnimation(diffs, b, "opacity") == nil)
    }
}

import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
@testable import LayercastLayers

@MainActor @Suite struct CAAnimationKindsTests {
    private func onWire(_ clock: ManualClock) -> (LayerContext, CALayer) {
        let context = LayerContext(clock: clock)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        context.rootLayer.addSublayer(layer)
        _ = Support.commit(context)
        return (context, layer)
    }

    private func sent(_ diff: LayerTreeDiff, _ key: String) -> LayerAnimation? {
        diff.animations.first { $0.animation.key == key }?.animation
    }

    private final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    // Core Animation: byValue adds to fromValue.
    @Test func basicFromAndBy() throws {
        let (context, layer) = onWire(ManualClock())
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 10, y: 10)
        move.byValue = CGPoint(x: 5, y: -5)
        layer.add(move, forKey: "move")
        let wire = try #require(sent(Support.commit(context), "move"))
        #expect(wire.values == [.point(CGPoint(x: 10, y: 10)), .point(CGPoint(x: 15, y: 5))])
    }

    // Core Animation: per-segment timing functions pace each segment; the wire samples them
    // (ease-in (0.42, 0, 1, 1) solved by bisection, SPEC §5.4) within 0.2 % of the segment.
    @Test func keyframeTimingFunctionsAreSampledPerSegment() throws {
        let (context, layer) = onWire(ManualClock())
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0.0, 1.0, 0.0]
        keyframes.keyTimes = [0, 0.5, 1]
        keyframes.timingFunctions = [.easeIn, .linear]
        keyframes.duration = 1
        layer.add(keyframes, forKey: "k")
        let wire = try #require(sent(Support.commit(context), "k"))
        #expect(wire.timingFunction == [0, 0, 1, 1])
        #expect(wire.keyTimes.last == 1 && wire.values.last == .scalar(0))
        for i in 0...100 {
            let t = Double(i) / 200                     // first segment, 0…0.5
            guard case .scalar(let shown)? = wire.value(at: t) else { Issue.record("no value"); continue }
            let exact = CAMediaTimingFunction.easeIn.progress(at: t / 0.5)
            #expect(abs(shown - exact) <= 0.002 + 1e-9)
        }
        #expect(wire.value(at: 0.75) == .scalar(0.5))
    }

    // Core Animation's paced mode: key times follow the distance (10 then 30 points: 1/4, 3/4).
    @Test func pacedKeyTimesFollowDistance() throws {
        let (context, layer) = onWire(ManualClock())
        let keyframes = CAKeyframeAnimation(keyPath: "position")
        keyframes.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 30)]
        keyframes.calculationMode = .paced
        layer.add(keyframes, forKey: "p")
        let wire = try #require(sent(Support.commit(context), "p"))
        #expect(wire.keyTimes == [0, 0.25, 1])
    }

    // A path for position: line segments keep their vertices; with rotationMode .rotateAuto a
    // transform.rotation.z animation follows the tangent (0, then π/2 going down).
    @Test func pathWithRotationMode() throws {
        let (context, layer) = onWire(ManualClock())
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.rotationMode = .rotateAuto
        layer.add(follow, forKey: "f")
        let diff = Support.commit(context)
        let wire = try #require(sent(diff, "f"))
        #expect(wire.values == [.point(.zero), .point(CGPoint(x: 100, y: 0)), .point(CGPoint(x: 100, y: 100))])
        #expect(wire.keyTimes == [0, 0.5, 1])
        let turn = try #require(sent(diff, "f.rotation"))
        #expect(turn.keyPath == "transform.rotation.z" && turn.values == [.scalar(0), .scalar(.pi / 2), .scalar(.pi / 2)])
    }

    // A curve is flattened within 0.1 pt: every wire point lies on the quadratic.
    @Test func curvedPathIsFlattened() throws {
        let (context, layer) = onWire(ManualClock())
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 200, y: 0), control: CGPoint(x: 100, y: 200))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        layer.add(follow, forKey: "q")
        let wire = try #require(sent(Support.commit(context), "q"))
        // B″ = 2·(P0 − 2P1 + P2) = (0, −800): n = ⌈√(2·400 / 0.8)⌉ = 32 steps.
        #expect(wire.values.count == 33)
        for (k, value) in wire.values.enumerated() {
            let t = Double(k) / 32, u = 1 - t
            #expect(value == .point(CGPoint(x: 2 * u * t * 100 + t * t * 200, y: 2 * u * t * 200)))
        }
    }

    // CASpringAnimation's defaults (mass 1, stiffness 100, damping 10: ζ = 0.5, ω = 10): the
    // settling duration is where the curve stays within 0.1 %; sampled values follow the
    // closed form x(t) = 1 − e^(−5t)(cos ω_d t + 5/ω_d sin ω_d t), ω_d = √75.
    @Test func springAnimationFollowsItsOscillator() throws {
        let (context, layer) = onWire(ManualClock())
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0.0
        spring.toValue = 100.0
        let settle = spring.settlingDuration
        spring.duration = settle
        let wd = 75.0.squareRoot()
        func exact(_ t: Double) -> Double { 1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t)) }
        for i in 0...200 { #expect(abs(exact(settle + Double(i) * 0.01) - 1) <= 0.001) }
        #expect(abs(exact(settle - 0.002) - 1) > 0.001 || abs(exact(settle - 0.001) - 1) > 0.001)
        layer.add(spring, forKey: "s")
        let wire = try #require(sent(Support.commit(context), "s"))
        #expect(wire.duration == settle)
        for (t, value) in zip(wire.keyTimes, wire.values) {
            guard case .scalar(let v) = value else { continue }
            #expect(abs(v - 100 * exact(t * settle)) < 1e-9)
        }
    }

    // A group's children start at the group's begin plus their own and stop at its end.
    @Test func groupChildrenAreCutAtTheGroupsDuration() throws {
        let (context, layer) = onWire(ManualClock(start: 2))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0
        fade.beginTime = 0.5
        fade.duration = 1
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = 200.0
        let group = CAAnimationGroup()
        group.animations = [fade, grow]
        group.duration = 1
        layer.add(group, forKey: "g")
        let diff = Support.commit(context)
        let first = try #require(sent(diff, "g#0"))
        #expect(first.beginTime == 2.5 && first.duration == 1 && first.repeatCount == 0.5)
        let second = try #require(sent(diff, "g#1"))
        #expect(second.beginTime == 2 && second.duration == 1 && second.values == [.scalar(100), .scalar(200)])
        #expect(layer.animationKeys() == ["g"])
    }

    // Core Animation delegates: animationDidStart at the begin time, animationDidStop(true) at
    // the end, and false when removed early.
    @Test func delegatesHearStartAndStop() {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        let recorder = Recorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.0
        fade.duration = 1
        fade.beginTime = 0.5
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        _ = Support.commit(context)
        #expect(context.nextCompletionTime == 0.5)
        clock.advance(by: 0.5)
        context.runDueCompletions()
        #expect(recorder.events == ["start"])
        clock.advance(by: 1)
        context.runDueCompletions()
        #expect(recorder.events == ["start", "stop true"])

        let other = Recorder()
        let again = CABasicAnimation(keyPath: "opacity")
        again.toValue = 0.0
        again.duration = 1
        again.delegate = other
        layer.add(again, forKey: "again")
        _ = Support.commit(context)
        clock.advance(by: 0.25)
        context.runDueCompletions()
        layer.removeAnimation(forKey: "again")
        context.runDueCompletions()
        #expect(other.events == ["start", "stop false"])
    }

    // The animation's speed and time offset fold into the wire's begin time and duration.
    @Test func speedAndTimeOffset() throws {
        let (context, layer) = onWire(ManualClock(start: 10))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0
        fade.duration = 2
        fade.speed = 2
        fade.timeOffset = 0.5
        layer.add(fade, forKey: "fast")
        let frozen = CABasicAnimation(keyPath: "opacity")
        frozen.fromValue = 1.0; frozen.toValue = 0.0
        frozen.duration = 2
        frozen.speed = 0
        frozen.timeOffset = 0.5
        layer.add(frozen, forKey: "frozen")
        let diff = Support.commit(context)
        let fast = try #require(sent(diff, "fast"))
        #expect(fast.duration == 1 && fast.beginTime == 9.75)
        let held = try #require(sent(diff, "frozen"))
        #expect(held.values == [.scalar(0.75)] && held.fillMode == .both)
    }

    // CATransition: the old look stays as a snapshot (same contents) and fades; push moves the
    // new look in from the subtype's edge.
    @Test func transitionKeepsASnapshotOfTheOldLook() throws {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        let child = CALayer()
        child.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.addSublayer(child)
        _ = Support.commit(context)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 0.5
        context.performAsCurrent {
            child.removeFromSuperlayer()
            layer.add(push, forKey: "push")
        }
        let diff = Support.commit(context)
        let snapshot = try #require(context.rootLayer.sublayers?.first { $0.name == "layercast.snapshot" })
        #expect(snapshot.sublayers?.first?.backgroundColor.map { LayerColor($0) } == child.backgroundColor.map { LayerColor($0) })
        let incoming = try #require(diff.animations.first { $0.layer == layer.layerID }?.animation)
        #expect(incoming.keyPath == "transform.translation.x" && incoming.values == [.scalar(100), .scalar(0)])
        let outgoing = try #require(diff.animations.first { $0.layer == snapshot.layerID }?.animation)
        #expect(outgoing.values == [.scalar(0), .scalar(-100)] && outgoing.fillMode == .both)
        clock.advance(by: 0.5)
        context.performAsCurrent { context.runDueCompletions() }
        #expect(snapshot.superlayer == nil)
    }

    // Core Animation's recipe for pausing a layer tree (Technical Q&A QA1673): speed 0 with
    // the time offset at the paused local time holds the animations; speed 1 with beginTime =
    // the time spent paused resumes them where they were.
    @Test func pausingAndResumingALayerTree() throws {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        let child = CALayer()
        layer.addSublayer(child)
        _ = Support.commit(context)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0
        fade.duration = 2
        child.add(fade, forKey: "fade")
        _ = Support.commit(context)
        clock.advance(by: 0.5)
        let paused = layer.convertTime(clock.now, from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        let held = try #require(sent(Support.commit(context), "fade"))
        #expect(held.values == [.scalar(0.75)] && held.fillMode == .both)
        clock.advance(by: 10)
        #expect(child.animation(forKey: "fade") != nil)
        let pausedAt = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(clock.now, from: nil) - pausedAt
        let resumed = try #require(sent(Support.commit(context), "fade"))
        #expect(resumed.values == [.scalar(1), .scalar(0)] && resumed.duration == 2)
        #expect(resumed.value(at: clock.now) == .scalar(0.75))
        #expect(child.convertTime(clock.now, from: nil) == 0.5)
    }

    // CADisplayLink fires once per 1/60 s frame on the injected clock, with the frame's time.
    @Test func displayLinkFiresPerFrame() {
        @MainActor final class Ticker {
            var stamps: [CFTimeInterval] = []
            func step(_ link: CADisplayLink) { stamps.append(link.timestamp) }
        }
        let clock = ManualClock()
        let context = LayerContext(clock: clock)
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        context.performAsCurrent { link.add(to: .main, forMode: .common) }
        #expect(context.nextCompletionTime == 1.0 / 60)
        clock.advance(by: 0.02)
        context.runDueCompletions()
        clock.advance(by: 0.02)
        context.runDueCompletions()
        let expected: [CFTimeInterval] = [1.0 / 60, 2.0 / 60]
        #expect(ticker.stamps == expected)
        #expect(abs(link.targetTimestamp - 3.0 / 60) < 1e-12)
        link.invalidate()
        #expect(context.nextCompletionTime == nil)
    }
}

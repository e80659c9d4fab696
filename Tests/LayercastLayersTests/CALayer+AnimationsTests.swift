import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
import LayercastCompositing
@testable import LayercastLayers

@MainActor @Suite struct CALayerAnimationsTests {
    private func onWire(_ clock: ManualClock) -> (LayerContext, CALayer) {
        let context = LayerContext(clock: clock)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        context.rootLayer.addSublayer(layer)
        _ = Support.commit(context)
        return (context, layer)
    }

    private func fade(duration: CFTimeInterval = 2) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1.0
        animation.toValue = 0.0
        animation.duration = duration
        return animation
    }

    // MARK: - Adding and sending

    // Core Animation: add(_:forKey:) attaches a copy that starts at the commit (beginTime 0).
    @Test func addedAnimationIsSentWithTheCommitAndStartsThen() throws {
        let clock = ManualClock(start: 10)
        let (context, layer) = onWire(clock)
        let animation = fade()
        layer.add(animation, forKey: "fade")
        animation.duration = 99                       // the layer keeps its own copy
        let diff = Support.commit(context)
        let sent = try #require(diff.animations.first?.animation)
        #expect(sent.key == "fade" && sent.keyPath == "opacity" && sent.values == [.scalar(1), .scalar(0)])
        #expect(sent.beginTime == 10 && sent.duration == 2 && sent.repeatCount == 1)
        #expect(sent.timingFunction == [0, 0, 1, 1])
        #expect(diff.operations(forScale: 1, contentID: Support.contentID).operations.last
                == .addAnimation(layer.layerID!, sent))
        #expect(layer.animation(forKey: "fade")?.duration == 2)
        #expect(layer.animationKeys() == ["fade"])
    }

    // Core Animation: a duration of 0 means 0.25 s; only toValue animates from the current value.
    @Test func defaultsAndCurrentValue() throws {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        layer.position = CGPoint(x: 5, y: 5)
        _ = Support.commit(context)
        clock.advance(by: 1)                          // the implicit move has finished
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 50, y: 5)
        layer.add(move, forKey: nil)
        let sent = try #require(Support.commit(context).animations.first?.animation)
        #expect(sent.duration == 0.25 && sent.values == [.point(CGPoint(x: 5, y: 5)), .point(CGPoint(x: 50, y: 5))])
        // Added without a key: it runs, but is not listed.
        #expect(layer.animationKeys() == nil)
    }

    @Test func byValueAndKeyframes() throws {
        let (context, layer) = onWire(ManualClock())
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.byValue = 5
        layer.add(grow, forKey: "grow")
        let keyframes = CAKeyframeAnimation(keyPath: "position.x")
        keyframes.values = [0, 10, 0]
        keyframes.keyTimes = [0, 0.25, 1]
        layer.add(keyframes, forKey: "shake")
        let sent = Support.commit(context).animations.map(\.animation)
        #expect(sent.map(\.key) == ["grow", "shake"])
        #expect(sent[0].values == [.scalar(10), .scalar(15)])
        #expect(sent[1].values == [.scalar(0), .scalar(10), .scalar(0)] && sent[1].keyTimes == [0, 0.25, 1])
    }

    // MARK: - Removing

    @Test func removalIsSentAndFinishedAnimationsDisappear() throws {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        layer.add(fade(), forKey: "fade")
        layer.add(fade(duration: 1), forKey: "short")
        _ = Support.commit(context)
        layer.removeAnimation(forKey: "fade")
        let diff = Support.commit(context)
        #expect(diff.animationRemovals == [.init(layer: layer.layerID!, key: "fade")])
        #expect(diff.operations(forScale: 1, contentID: Support.contentID).operations
                == [.removeAnimation(layer.layerID!, key: "fade")])
        #expect(layer.animationKeys() == ["short"])
        // Core Animation removes a finished animation (isRemovedOnCompletion defaults to true).
        clock.advance(by: 1.5)
        #expect(layer.animationKeys() == nil && layer.animation(forKey: "short") == nil)
    }

    @Test func removingBeforeTheCommitSendsNothing() {
        let (context, layer) = onWire(ManualClock())
        layer.add(fade(), forKey: "fade")
        layer.removeAllAnimations()
        #expect(Support.commit(context).isEmpty)
    }

    // MARK: - Implicit animations are listed

    @Test func implicitAnimationIsListedUnderThePropertyName() throws {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        layer.opacity = 0.5
        _ = Support.commit(context)
        #expect(layer.animationKeys() == ["opacity"])
        let implicit = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(implicit.keyPath == "opacity" && implicit.duration == 0.25)
        #expect(implicit.fromValue as? CGFloat == 1 && implicit.toValue as? CGFloat == 0.5)
        clock.advance(by: 0.3)
        #expect(layer.animationKeys() == nil)
    }

    // MARK: - Presentation

    // The presentation layer holds the animated values at the clock's time; the model keeps the
    // model values.
    @Test func presentationEvaluatesAtTheClock() throws {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        #expect(CALayer().presentation() == nil)           // never committed
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 0)
        move.duration = 4
        layer.add(move, forKey: "move")
        #expect(layer.presentation()?.position == .zero)    // not committed yet: no effect
        _ = Support.commit(context)
        clock.advance(by: 1)
        let presented = try #require(layer.presentation())
        #expect(Support.close(presented.position, CGPoint(x: 25, y: 0)))
        #expect(layer.position == .zero && presented.model() === layer && layer.model() === layer)
        #expect(presented.presentation() === presented)
        #expect(presented.bounds == layer.bounds)
        clock.advance(by: 4)
        #expect(layer.presentation()?.position == .zero)   // finished and removed
    }

    @Test func infiniteRotationKeepsRunning() throws {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        let sent = try #require(Support.commit(context).animations.first?.animation)
        #expect(sent.repeatCount == .infinity)
        clock.advance(by: 1000.25)
        let t = try #require(layer.presentation()).affineTransform()
        // A quarter of a turn: cos 90° = 0, sin 90° = 1.
        #expect(abs(t.a) < 1e-6 && abs(t.b - 1) < 1e-6)
        #expect(layer.animationKeys() == ["spin"])
    }

    // A client connecting later gets the running animations in its snapshot.
    @Test func snapshotCarriesRunningAnimations() {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        layer.add(fade(), forKey: "fade")
        _ = Support.commit(context)
        #expect(context.snapshot().animations.map(\.animation.key) == ["fade"])
        clock.advance(by: 3)
        #expect(context.snapshot().animations.isEmpty)
    }

    @Test func detachedAndReattachedLayerResendsItsAnimations() {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        _ = Support.commit(context)
        layer.removeFromSuperlayer()
        _ = Support.commit(context)
        context.rootLayer.addSublayer(layer)
        let diff = Support.commit(context)
        #expect(diff.animations.map(\.animation.key) == ["spin"])
    }
}

import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
import LayercastCompositing
@testable import LayercastLayers

/// Core Animation animates `contents` (Apple's CALayer reference lists it as animatable): a basic
/// animation cross-fades two images, a keyframe animation steps through images (`.discrete`) or
/// cross-fades from each to the next. On the wire they become overlay layers, one per image,
/// each with an opacity animation the client plays.
@MainActor @Suite struct CALayerContentsAnimationTests {
    private static func attached() -> (LayerContext, ManualClock, CALayer) {
        let clock = ManualClock()
        let context = LayerContext(displayScales: [1], clock: clock)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        layer.contents = Support.image(10, width: 4, height: 3)
        context.rootLayer.addSublayer(layer)
        context.commitImplicitTransaction()
        _ = context.takeCommittedDiffs()
        return (context, clock, layer)
    }

    private static func overlays(of layer: CALayer) -> [CALayer] {
        (layer.sublayers ?? []).filter { $0.name == CALayer.contentsOverlayName }
    }

    @Test func aBasicAnimationCrossFadesFromTheOldImageToTheNew() throws {
        let (context, clock, layer) = Self.attached()
        let old = try #require(layer.contents), new = Support.image(200, width: 4, height: 3)
        let fade = CABasicAnimation(keyPath: "contents")
        fade.fromValue = old
        fade.toValue = new
        fade.duration = 1
        layer.contents = new
        layer.add(fade, forKey: "fade")
        context.commitImplicitTransaction()
        let diff = try #require(context.takeCommittedDiffs().last)
        let overlays = Self.overlays(of: layer)
        #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.keyPath == "contents")
        // The old image on top, fading out over the new one: new · t + old · (1 − t) for opaque
        // images, Core Animation's cross-fade.
        #expect(overlays.count == 2 && overlays.last?.contents === old && overlays.first?.contents === new)
        #expect(overlays.allSatisfy { $0.frame == layer.bounds && $0.layerID != nil })
        let wires = diff.animations.map(\.animation)
        #expect(wires.count == 2 && wires.allSatisfy { $0.keyPath == "opacity" && $0.duration == 1 })
        clock.advance(by: 0.5)
        let top = try #require(overlays.last?.presentation()), bottom = try #require(overlays.first?.presentation())
        #expect(abs(top.opacity - 0.5) < 1e-6 && bottom.opacity == 1)
        // When it ends, the overlays go and the model contents show.
        clock.advance(by: 0.6)
        context.runDueCompletions()
        #expect(Self.overlays(of: layer).isEmpty)
        #expect(layer.contents === new)
    }

    @Test func aDiscreteKeyframeAnimationIsAFlipbook() throws {
        let (context, clock, layer) = Self.attached()
        let frames = [Support.image(50, width: 4, height: 3), Support.image(100, width: 4, height: 3), Support.image(150, width: 4, height: 3)]
        let book = CAKeyframeAnimation(keyPath: "contents")
        book.values = frames
        book.calculationMode = .discrete
        book.duration = 0.9
        book.repeatCount = .infinity
        layer.add(book, forKey: "book")
        context.commitImplicitTransaction()
        _ = context.takeCommittedDiffs()
        let overlays = Self.overlays(of: layer)
        #expect(overlays.count == 3)
        // Core Animation's discrete mode: each of n values for 1/n of the duration.
        func shown(at t: Double) -> [Float] {
            overlays.reversed().map { $0.presentation()?.opacity ?? -1 }
        }
        clock.advance(by: 0.1)
        #expect(shown(at: 0.1) == [1, 0, 0])
        clock.advance(by: 0.35)
        #expect(shown(at: 0.45) == [0, 1, 0])
        clock.advance(by: 0.4)
        #expect(shown(at: 0.85) == [0, 0, 1])
        // Repeating: the first frame again.
        clock.advance(by: 0.1)
        #expect(shown(at: 0.95) == [1, 0, 0])
        // Removing it under its key removes the overlays.
        layer.removeAnimation(forKey: "book")
        #expect(Self.overlays(of: layer).isEmpty)
    }

    @Test func overlayTracksFollowCoreAnimationsSpacing() {
        // Three values cross-fading at 0, ½, 1: the first fades out over the first half, the
        // second shows fully until ½ and fades out over the second half, the third holds.
        let k: [Double] = [0, 0.5, 1]
        let first = CALayer.contentsOverlayTrack(0, count: 3, keyTimes: k, discrete: false)
        let second = CALayer.contentsOverlayTrack(1, count: 3, keyTimes: k, discrete: false)
        let third = CALayer.contentsOverlayTrack(2, count: 3, keyTimes: k, discrete: false)
        let expected: [([Double], [Double])] = [([1, 0, 0], [0, 0.5, 1]), ([0, 0, 1, 1, 0, 0], [0, 0, 0, 0.5, 1, 1]),
                                                ([0, 0, 1, 1], [0, 0.5, 0.5, 1])]
        for (track, want) in zip([first, second, third], expected) {
            #expect(track.values == want.0 && track.times == want.1)
        }
        let third3: [Double] = [0, 1.0 / 3, 2.0 / 3]
        let slot = CALayer.contentsOverlayTrack(1, count: 3, keyTimes: third3, discrete: true)
        let slotTimes: [Double] = [0, 1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3, 1]
        #expect(slot.values == [0, 0, 1, 1, 0, 0] && slot.times == slotTimes)
    }
}

extension CALayerContentsAnimationTests {
    final class StopCounter: CAAnimationDelegate {
        var stops: [Bool] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
    }

    /// The animation's delegate hears its stop once, when the cross-fade has run.
    @Test func theDelegateHearsTheStopOnce() throws {
        let (context, clock, layer) = Self.attached()
        let counter = StopCounter()
        let fade = CABasicAnimation(keyPath: "contents")
        fade.toValue = Support.image(90, width: 4, height: 3)
        fade.duration = 0.5
        fade.delegate = counter
        layer.add(fade, forKey: "fade")
        context.commitImplicitTransaction()
        clock.advance(by: 0.6)
        context.runDueCompletions()
        context.commitImplicitTransaction()
        clock.advance(by: 0.6)
        context.runDueCompletions()
        #expect(counter.stops == [true])
        #expect(Self.overlays(of: layer).isEmpty)
    }
}

import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
@testable import LayercastLayers

@MainActor private final class Owner: CALayerDelegate {}

@MainActor @Suite struct CATransactionActionsTests {
    private func onWire(_ clock: ManualClock = ManualClock()) -> (LayerContext, CALayer) {
        let context = LayerContext(clock: clock)
        let layer = CALayer()
        context.rootLayer.addSublayer(layer)
        _ = Support.commit(context)
        return (context, layer)
    }

    // MARK: - Implicit animations
    @Test func changeOfAStandaloneLayerAnimatesFromTheCommittedValue() {
        let clock = ManualClock(start: 5)
        let (context, layer) = onWire(clock)
        layer.opacity = 0.5
        let diff = Support.commit(context)
        #expect(diff.properties(of: layer.layerID!) == [.opacity(0.5)])
        let animation = diff.animations.first?.animation
        #expect(animation?.keyPath == "opacity")
        #expect(animation?.values == [.scalar(1), .scalar(0.5)])
        #expect(animation?.duration == 0.25 && animation?.beginTime == 5)
        #expect(animation?.timingFunction == CAMediaTimingFunction.default.controlPoints)
        let ops = diff.operations(forScale: 1, contentID: Support.contentID).operations
        #expect(ops == [.setProperties(layer.layerID!, [.opacity(0.5)]), .addAnimation(layer.layerID!, animation!)])
    }

    @Test func disabledActionsNewLayersAndDelegatedLayersDoNotAnimate() {
        let (context, layer) = onWire()
        context.performAsCurrent {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 9, y: 9)
            CATransaction.commit()
        }
        #expect(context.takeCommittedDiffs().first?.animations.isEmpty == true)
        let fresh = CALayer()
        context.rootLayer.addSublayer(fresh)
        fresh.opacity = 0.3
        #expect(Support.commit(context).animations.isEmpty)
        let owner = Owner()
        layer.delegate = owner
        layer.opacity = 0.2
        #expect(Support.commit(context).animations.isEmpty)
        context.performAsCurrent {
            CATransaction.begin()
            CATransaction.setAnimatesDelegatedLayers(true)
            CATransaction.setAnimationDuration(2)
            layer.opacity = 0.4
            CATransaction.commit()
        }
        let diff = context.takeCommittedDiffs().first
        #expect(diff?.animations.first?.animation.values == [.scalar(Double(Float(0.2))), .scalar(Double(Float(0.4)))])
        #expect(diff?.animations.first?.animation.duration == 2)
    }

    @Test func restoredValueDoesNotAnimate() {
        let (context, layer) = onWire()
        layer.cornerRadius = 4
        layer.cornerRadius = 0
        #expect(Support.commit(context).isEmpty)
    }

    @Test func missingColourAnimatesFromClear() {
        let (context, layer) = onWire()
        layer.backgroundColor = .white
        let animation = Support.commit(context).animations.first?.animation
        #expect(animation?.values == [.color(.clear), .color(.white)])
    }

    // MARK: - Completion after the animations
    @Test func completionWaitsForTheAnimationsToFinish() {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        var done = false
        context.performAsCurrent {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setCompletionBlock { done = true }
            layer.opacity = 0.5
            CATransaction.commit()
        }
        #expect(!done)
        #expect(context.nextCompletionTime == 1)
        clock.advance(by: 0.5)
        context.runDueCompletions()
        #expect(!done)
        clock.advance(by: 0.5)
        context.runDueCompletions()
        #expect(done && context.nextCompletionTime == nil)
    }
}

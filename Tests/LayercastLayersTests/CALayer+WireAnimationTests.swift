import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
@testable import LayercastLayers

/// Explicit wire animations and values held on the wire (what a scroll view's fling uses).
@MainActor @Suite struct CALayerWireAnimationTests {
    private func onWire(_ clock: ManualClock = ManualClock()) -> (LayerContext, CALayer) {
        let context = LayerContext(clock: clock)
        let layer = CALayer()
        context.rootLayer.addSublayer(layer)
        _ = Support.commit(context)
        return (context, layer)
    }

    private let animation = LayerAnimation(key: "bounds", keyPath: "bounds",
                                           values: [.rect(.zero), .rect(CGRect(x: 0, y: 100, width: 0, height: 0))],
                                           beginTime: 0, duration: 2)

    @Test func anAddedAnimationGoesOutOnceAfterTheProperties() {
        let (context, layer) = onWire()
        context.performAsCurrent {
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
        }
        layer.addWireAnimation(animation)
        let diff = Support.commit(context)
        #expect(diff.wireAnimations.map(\.animation) == [animation])
        let ops = diff.operations(forScale: 1) { _ in ContentID(rawValue: 0) }.operations
        #expect(ops == [.setProperties(layer.layerID!, [.opacity(0.5)]), .addAnimation(layer.layerID!, animation)])
        #expect(Support.commit(context).isEmpty)
    }

    @Test func aRemovalThenAnAdditionUnderOneKeyLeavesTheAddition() {
        let (context, layer) = onWire()
        layer.removeWireAnimation(forKey: "bounds")
        layer.addWireAnimation(animation)
        var diff = Support.commit(context)
        #expect(diff.wireAnimations.count == 1 && diff.animationRemovals.isEmpty)
        layer.removeWireAnimation(forKey: "bounds")
        diff = Support.commit(context)
        #expect(diff.animationRemovals == [.init(layer: layer.layerID!, key: "bounds")])
        #expect(diff.operations(forScale: 1) { _ in ContentID(rawValue: 0) }.operations
                    == [.removeAnimation(layer.layerID!, key: "bounds")])
    }

    @Test func aHeldValueKeepsModelChangesOffTheWire() {
        let (context, layer) = onWire()
        layer.holdWireValue(.bounds(CGRect(x: 0, y: 100, width: 10, height: 10)))
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Support.commit(context).properties(of: layer.layerID!) == [.bounds(CGRect(x: 0, y: 100, width: 10, height: 10))])
        layer.bounds = CGRect(x: 0, y: 50, width: 10, height: 10)
        #expect(Support.commit(context).isEmpty)
        layer.bounds = CGRect(x: 0, y: 100, width: 10, height: 10)
        layer.releaseWireValue(for: .bounds)
        #expect(Support.commit(context).isEmpty)
        layer.holdWireValue(.bounds(.zero))
        _ = Support.commit(context)
        layer.releaseWireValue(for: .bounds)
        #expect(Support.commit(context).properties(of: layer.layerID!) == [.bounds(CGRect(x: 0, y: 100, width: 10, height: 10))])
    }

    @Test func explicitAnimationsDoNotDelayCompletionBlocks() {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        var done = false
        context.performAsCurrent {
            CATransaction.begin()
            CATransaction.setCompletionBlock { done = true }
            layer.addWireAnimation(animation)
            CATransaction.commit()
        }
        #expect(done && context.nextCompletionTime == nil)
    }

    // MARK: - Snapshots for joining clients

    @Test func aSnapshotCarriesAWireAnimationInFlightWithItsOriginalBeginTime() throws {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        layer.addWireAnimation(animation)
        _ = Support.commit(context)
        clock.advance(by: 1.25)
        // Half way through: a client joining now plays the rest, on the same timeline.
        let snapshot = context.snapshot()
        #expect(snapshot.wireAnimations == [.init(layer: layer.layerID!, animation: animation)])
        let ops = snapshot.operations(forScale: 1) { _ in ContentID(rawValue: 0) }.operations
        #expect(ops.contains(.addAnimation(layer.layerID!, animation)))
        // Finished (fill mode "removed"): nothing to play, not sent.
        clock.advance(by: 1)
        #expect(context.snapshot().wireAnimations.isEmpty)
    }

    @Test func aRemovedWireAnimationIsNotInTheSnapshot() {
        let (context, layer) = onWire()
        layer.addWireAnimation(animation)
        _ = Support.commit(context)
        layer.removeWireAnimation(forKey: "bounds")
        _ = Support.commit(context)
        #expect(context.snapshot().wireAnimations.isEmpty)
    }

    @Test func anImplicitAnimationUnderTheSameKeyReplacesItInTheSnapshot() throws {
        let clock = ManualClock()
        let (context, layer) = onWire(clock)
        layer.addWireAnimation(animation)
        _ = Support.commit(context)
        clock.advance(by: 0.5)
        // An animated bounds change goes out later under the key "bounds": the client replaced
        // the wire animation with it, so a joiner gets only the implicit one.
        context.performAsCurrent { layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20) }
        let diff = Support.commit(context)
        let implicit = try #require(diff.animations.first?.animation)
        #expect(implicit.key == "bounds")
        let snapshot = context.snapshot()
        #expect(snapshot.wireAnimations.isEmpty)
        #expect(snapshot.animations.map(\.animation) == [implicit])
    }
}

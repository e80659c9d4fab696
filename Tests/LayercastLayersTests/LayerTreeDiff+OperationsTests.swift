import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
@testable import LayercastLayers

@MainActor @Suite struct LayerTreeDiffOperationsTests {
    // MARK: - Operation order
    @Test func operationsAreCreationsThenPropertiesThenOrdersThenDestructions() {
        let context = LayerContext()
        let old = CALayer()
        context.rootLayer.addSublayer(old)
        _ = Support.commit(context)
        old.removeFromSuperlayer()
        let new = CALayer()
        new.opacity = 0.5
        context.rootLayer.addSublayer(new)
        let ops = Support.commit(context).operations(forScale: 1, contentID: Support.contentID).operations
        #expect(ops == [
            .createLayer(new.layerID!),
            .setProperties(new.layerID!, [.opacity(0.5)]),
            .setSublayers(.root, [new.layerID!]),
            .destroyLayer(old.layerID!),
        ])
    }

    // MARK: - Contents per scale
    @Test func contentsBecomeContentIDsForTheRequestedScale() {
        let context = LayerContext(displayScales: [1, 2])
        let layer = CALayer()
        layer.opacity = 0.5
        layer.setDrawnContents([1: Support.image(1), 2: Support.image(2, width: 2, height: 2)], damage: nil)
        context.rootLayer.addSublayer(layer)
        let diff = Support.commit(context)
        let at2 = diff.operations(forScale: 2, contentID: Support.contentID)
        let id2 = Support.contentID(Support.image(2, width: 2, height: 2))
        #expect(at2.operations.contains(.setProperties(layer.layerID!, [.opacity(0.5), .contents(id2), .contentsScale(2)])))
        #expect(at2.bitmaps == [id2: Support.image(2, width: 2, height: 2)])
        let at1 = diff.operations(forScale: 1, contentID: Support.contentID)
        #expect(at1.bitmaps.keys.first == Support.contentID(Support.image(1)))
        // A 3× screen gets the largest bitmap available.
        let at3 = diff.operations(forScale: 3, contentID: Support.contentID)
        #expect(at3.bitmaps.keys.first == id2)
    }

    @Test func removedContentsBecomeNil() {
        let context = LayerContext()
        let layer = CALayer()
        layer.contents = Support.image(4)
        context.rootLayer.addSublayer(layer)
        _ = Support.commit(context)
        layer.contents = nil
        let ops = Support.commit(context).operations(forScale: 1, contentID: Support.contentID)
        #expect(ops.operations == [.setProperties(layer.layerID!, [.contents(nil)])])
        #expect(ops.bitmaps.isEmpty)
    }

    // MARK: - The wire tree converges on the live tree
    @Test func applyingEveryCommitReproducesTheLiveTree() throws {
        let context = LayerContext()
        var wire = LayerTree()
        func step() throws {
            let ops = Support.commit(context).operations(forScale: 1, contentID: Support.contentID).operations
            try wire.apply(ops)
            let live = Support.snapshot(of: context)
            #expect(Set(wire.nodes.keys) == Set(live.keys))
            for (id, (state, subs)) in live {
                #expect(wire[id]?.state == state, "state of \(id)")
                #expect(wire[id]?.sublayers == subs, "sublayers of \(id)")
            }
        }
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        a.addSublayer(b); b.addSublayer(c)
        context.rootLayer.addSublayer(a)
        a.position = CGPoint(x: 3, y: 4)
        try step()
        c.removeFromSuperlayer(); a.addSublayer(c); c.opacity = 0.1
        context.rootLayer.addSublayer(d); d.name = "d"
        try step()
        b.removeFromSuperlayer(); d.addSublayer(a); a.isHidden = true
        try step()
        d.removeFromSuperlayer()
        try step()
        #expect(wire.count == 1)
    }
}

@MainActor @Suite struct LayerTreeDiffSublayerOrderTests {
    // MARK: - Moves never list a layer under two parents
    @Test func droppingOrdersComeBeforeTakingOrders() {
        let context = LayerContext()
        let a = CALayer(), b = CALayer(), x = CALayer()
        context.rootLayer.addSublayer(a); context.rootLayer.addSublayer(b)
        b.addSublayer(x)
        _ = Support.commit(context)
        // Dirty `a` (the taker) first, then move x out of b.
        a.addSublayer(CALayer())
        a.addSublayer(x)
        let changes = Support.commit(context).sublayerChanges
        #expect(changes.first?.layer == b.layerID)
        #expect(changes.last?.layer == a.layerID)
    }

    @Test func destroyedParentLetsGoOfAMovedSublayerFirst() {
        let context = LayerContext()
        let p = CALayer(), x = CALayer(), y = CALayer(), b = CALayer()
        p.addSublayer(x); p.addSublayer(y)
        context.rootLayer.addSublayer(p); context.rootLayer.addSublayer(b)
        _ = Support.commit(context)
        p.removeFromSuperlayer()
        b.addSublayer(x)
        let diff = Support.commit(context)
        // SPEC §5.5 T3: the destroyed parent lets go of every sublayer (y is destroyed too).
        let release = diff.sublayerChanges.firstIndex(of: .init(layer: p.layerID!, sublayers: []))
        let take = diff.sublayerChanges.firstIndex(of: .init(layer: b.layerID!, sublayers: [x.layerID!]))
        #expect(release != nil && take != nil && release! < take!)
        #expect(diff.destroyed == [p.layerID!, y.layerID!])
    }
}

import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
@testable import LayercastLayers

@MainActor @Suite struct LayerContextCommitTests {
    // MARK: - Creation and destruction by reachability
    @Test func attachingCreatesLayersWithTheirNonDefaultProperties() {
        let context = LayerContext()
        let parent = CALayer(), child = CALayer()
        parent.opacity = 0.5
        parent.addSublayer(child)
        #expect(parent.layerID == nil)
        context.rootLayer.addSublayer(parent)
        let diff = Support.commit(context)
        let pid = parent.layerID!, cid = child.layerID!
        #expect(diff.created == [pid, cid])
        #expect(pid.rawValue >= 2 && cid != pid)
        #expect(diff.properties(of: pid) == [.opacity(0.5)])
        #expect(diff.properties(of: cid) == nil)
        #expect(diff.sublayerChanges.contains(.init(layer: .root, sublayers: [pid])))
        #expect(diff.sublayerChanges.contains(.init(layer: pid, sublayers: [cid])))
        #expect(diff.destroyed.isEmpty)
    }

    @Test func rootLayerIsLayerIDRootAndAlwaysPresent() {
        let context = LayerContext()
        #expect(context.rootLayer.layerID == .root)
        context.rootLayer.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        let diff = Support.commit(context)
        #expect(diff.created.isEmpty)
        #expect(diff.properties(of: .root) == [.bounds(CGRect(x: 0, y: 0, width: 320, height: 480))])
    }

    @Test func detachingDestroysTheSubtreeParentsFirst() {
        let context = LayerContext()
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        context.rootLayer.addSublayer(parent)
        _ = Support.commit(context)
        let ids = (parent.layerID!, child.layerID!)
        parent.removeFromSuperlayer()
        let diff = Support.commit(context)
        #expect(diff.destroyed == [ids.0, ids.1])
        // SPEC §5.5 T3: a destroyed layer lets go of its sublayers before it is destroyed.
        #expect(diff.sublayerChanges == [.init(layer: .root, sublayers: []), .init(layer: ids.0, sublayers: [])])
        #expect(diff.created.isEmpty && diff.propertyChanges.isEmpty)
        // Ids are stable for the layer's life: attaching again recreates it under the same id.
        context.rootLayer.addSublayer(parent)
        let again = Support.commit(context)
        #expect(again.created == [ids.0, ids.1])
    }

    @Test func layerCreatedAndDestroyedInOneTurnNeverAppears() {
        let context = LayerContext()
        let layer = CALayer()
        context.rootLayer.addSublayer(layer)
        layer.opacity = 0.3
        layer.removeFromSuperlayer()
        let diff = Support.commit(context)
        #expect(diff.isEmpty)
    }

    @Test func detachAndReattachInOneTurnIsOnlyAnOrderChange() {
        let context = LayerContext()
        let a = CALayer(), b = CALayer()
        context.rootLayer.addSublayer(a); context.rootLayer.addSublayer(b)
        _ = Support.commit(context)
        a.removeFromSuperlayer()
        context.rootLayer.addSublayer(a)
        let diff = Support.commit(context)
        #expect(diff.created.isEmpty && diff.destroyed.isEmpty)
        #expect(diff.sublayerChanges == [.init(layer: .root, sublayers: [b.layerID!, a.layerID!])])
    }

    @Test func changesWhileDetachedWithinTheTurnAreKept() {
        let context = LayerContext()
        let a = CALayer(), other = CALayer()
        context.rootLayer.addSublayer(a); context.rootLayer.addSublayer(other)
        _ = Support.commit(context)
        a.removeFromSuperlayer()
        a.opacity = 0.25
        other.addSublayer(a)
        let diff = Support.commit(context)
        #expect(diff.properties(of: a.layerID!) == [.opacity(0.25)])
        #expect(diff.created.isEmpty && diff.destroyed.isEmpty)
    }

    // MARK: - Minimal property changes
    @Test func propertySetTwiceIsOneChange() {
        let (context, layer) = attached()
        layer.position = CGPoint(x: 1, y: 1)
        layer.position = CGPoint(x: 2, y: 2)
        let diff = Support.commit(context)
        #expect(diff.propertyChanges == [.init(layer: layer.layerID!, properties: [.position(CGPoint(x: 2, y: 2))])])
    }

    @Test func propertySetAndRestoredIsNoChange() {
        let (context, layer) = attached()
        layer.opacity = 0.5
        layer.opacity = 1
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        layer.bounds = .zero
        #expect(Support.commit(context).isEmpty)
    }

    @Test func unchangedSetterRecordsNothing() {
        let (context, layer) = attached()
        layer.opacity = 1
        layer.isHidden = false
        #expect(layer.dirtyBits == 0)
        #expect(context.dirtyLayerCount == 0)
        #expect(!context.hasImplicitTransaction)
        #expect(Support.commit(context).isEmpty)
    }

    @Test func sublayerOrderRestoredIsNoChange() {
        let context = LayerContext()
        let a = CALayer(), b = CALayer()
        context.rootLayer.addSublayer(a); context.rootLayer.addSublayer(b)
        _ = Support.commit(context)
        context.rootLayer.insertSublayer(b, at: 0)
        context.rootLayer.insertSublayer(a, at: 0)
        #expect(Support.commit(context).isEmpty)
    }

    @Test func commitVisitsOnlyChangedLayers() {
        let context = LayerContext()
        var layers: [CALayer] = []
        for _ in 0..<200 { let l = CALayer(); layers.append(l); context.rootLayer.addSublayer(l) }
        _ = Support.commit(context)
        layers[7].opacity = 0.5
        layers[9].zPosition = 3
        #expect(context.dirtyLayerCount == 2)
        let diff = Support.commit(context)
        #expect(diff.propertyChanges.count == 2)
    }

    @Test func everyPropertyTravels() {
        let (context, layer) = attached()
        layer.anchorPoint = .zero; layer.zPosition = 1; layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.isHidden = true; layer.masksToBounds = true; layer.backgroundColor = .white
        layer.borderWidth = 1; layer.borderColor = nil; layer.cornerRadius = 4; layer.shadowColor = .white
        layer.shadowOpacity = 0.5; layer.shadowOffset = .zero; layer.shadowRadius = 1
        layer.shadowPath = CGPath(elements: [.moveToPoint(.zero), .closeSubpath]); layer.contentsGravity = .center
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        layer.contentsCenter = CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
        layer.isOpaque = true; layer.name = "n"; layer.shouldRasterize = true; layer.allowsGroupOpacity = false
        layer.allowsEdgeAntialiasing = true; layer.rasterizationScale = 2
        let mask = CALayer(); layer.mask = mask
        let diff = Support.commit(context)
        let keys = Set(diff.properties(of: layer.layerID!)?.map(\.key) ?? [])
        // glyphRuns, shape and gradient travel with the contents (per client capability), not as
        // model properties; only a CAReplicatorLayer has a replicator.
        #expect(keys == Set(LayerPropertyKey.allCases).subtracting([.bounds, .position, .opacity, .contents, .contentsScale,
                                                                     .glyphRuns, .shape, .gradient, .replicator]))
        #expect(diff.created == [mask.layerID!])
        #expect(diff.properties(of: layer.layerID!)?.contains(.mask(mask.layerID!)) == true)
    }

    // MARK: - Contents
    @Test func contentsTravelAsBitmapsWithDirtyRect() {
        let (context, layer) = attached()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contentsScale = 2
        layer.contents = Support.image(7)
        var diff = Support.commit(context)
        #expect(diff.contentsChanges.count == 1)
        #expect(diff.contentsChanges[0].contents == LayerContents(image: Support.image(7), scale: 2))
        #expect(diff.contentsChanges[0].dirtyRect == nil)
        layer.setDrawnContents([1: Support.image(1), 2: Support.image(2)], damage: CGRect(x: 0, y: 0, width: 2, height: 2))
        diff = Support.commit(context)
        #expect(diff.contentsChanges[0].contents?.bitmaps.count == 2)
        layer.setDrawnContents([1: Support.image(3), 2: Support.image(4)], damage: CGRect(x: 0, y: 0, width: 2, height: 2))
        layer.setDrawnContents([1: Support.image(5), 2: Support.image(6)], damage: CGRect(x: 4, y: 4, width: 1, height: 1))
        diff = Support.commit(context)
        #expect(diff.contentsChanges[0].dirtyRect == CGRect(x: 0, y: 0, width: 5, height: 5))
        layer.contents = Support.image(8)
        _ = Support.commit(context)
        layer.contents = Support.image(8)
        #expect(Support.commit(context).isEmpty)
    }

    @Test func contentsScaleChangeOfAssignedBitmapIsAContentsChange() {
        let (context, layer) = attached()
        layer.contents = Support.image(9)
        _ = Support.commit(context)
        layer.contentsScale = 3
        let diff = Support.commit(context)
        #expect(diff.contentsChanges.first?.contents?.bitmap(forScale: 1)?.scale == 3)
        #expect(diff.propertyChanges.isEmpty)
    }

    private func attached() -> (LayerContext, CALayer) {
        let context = LayerContext()
        let layer = CALayer()
        context.rootLayer.addSublayer(layer)
        _ = Support.commit(context)
        return (context, layer)
    }
}

@MainActor @Suite struct LayerContextIdentityTests {
    // MARK: - Ids belong to the context
    @Test func eachContextAllocatesItsOwnIds() {
        let c1 = LayerContext(), c2 = LayerContext()
        let a = CALayer(), b = CALayer()
        c1.rootLayer.addSublayer(a)
        c2.rootLayer.addSublayer(b)
        #expect(a.layerID == LayerID(2) && b.layerID == LayerID(2))
        #expect(a.attachedContext === c1 && b.attachedContext === c2)
        a.removeFromSuperlayer()
        #expect(a.attachedContext == nil && a.layerID == LayerID(2))
    }
}

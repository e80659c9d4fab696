import Foundation
import Testing
import LayercastGraphics
import LayercastProtocol
@testable import LayercastLayers

/// A layer keeps its rarely-set model values and its wire bookkeeping out of line, and no second
/// copy of its properties for the diff (issue 20, figure 7). These tests hold the defaults, the
/// storage's laziness, and the diff's behaviour without the copy.
@MainActor @Suite struct CALayerRareStorageTests {
    /// Core Animation's defaults (developer.apple.com/documentation/quartzcore/calayer, each
    /// property's page): read from a layer that holds no storage.
    @Test func aPlainLayerReadsCoreAnimationsDefaultsWithoutStorage() {
        let layer = CALayer()
        #expect(layer.rare == nil)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.zPosition == 0 && layer.transform == CATransform3DIdentity)
        #expect(layer.borderWidth == 0 && layer.borderColor == .black)
        #expect(layer.shadowColor == .black && layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
        #expect(layer.contentsGravity == .resize && layer.contentsScale == 1)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1 && !layer.allowsEdgeAntialiasing)
        #expect(layer.name == nil && layer.speed == 1 && layer.timeOffset == 0 && layer.beginTime == 0)
        #expect(!layer.needsDisplayOnBoundsChange && layer.shadowPath == nil && layer.mask == nil)
        #expect(layer.rare == nil, "reading allocates nothing")
    }

    @Test func settingADefaultAllocatesNothingAndAValueIsKept() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.shadowRadius = 3
        layer.name = nil
        layer.mask = nil
        #expect(layer.rare == nil)
        layer.shadowRadius = 8
        #expect(layer.rare != nil)
        #expect(layer.shadowRadius == 8 && layer.shadowOffset == CGSize(width: 0, height: -3))
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.transform == CATransform3DMakeScale(2, 2, 1))
    }

    @Test func plainViewsOnTheWireHoldNoStorage() {
        let context = LayerContext()
        let layers = (0..<20).map { i -> CALayer in
            let layer = CALayer()
            layer.frame = CGRect(x: CGFloat(i), y: 0, width: 10, height: 10)
            layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            context.rootLayer.addSublayer(layer)
            return layer
        }
        _ = Support.commit(context)
        layers[3].position = CGPoint(x: 100, y: 100)
        _ = Support.commit(context)
        #expect(layers.allSatisfy { $0.rare == nil || $0 === layers[3] })
    }

    @Test func aChangeUndoneBeforeTheCommitSendsNothing() {
        let context = LayerContext()
        let layer = CALayer()
        layer.opacity = 0.5
        context.rootLayer.addSublayer(layer)
        _ = Support.commit(context)
        layer.opacity = 0.2
        layer.opacity = 0.5
        layer.isHidden = true
        layer.isHidden = false
        let diff = Support.commit(context)
        #expect(diff.propertyChanges.isEmpty)
    }

    @Test func betweenCommitsTheWireStateIsWhatWasSent() {
        let context = LayerContext()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        context.rootLayer.addSublayer(layer)
        _ = Support.commit(context)
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.name = "moved"
        layer.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        // What a client joining now is sent: the last commit, not the changes in progress.
        #expect(layer.wireState.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layer.wireState.name == nil && layer.wireState.transform == .identity)
        let snapshot = context.snapshot()
        let id = layer.layerID!
        #expect(snapshot.properties(of: id)?.contains(.bounds(CGRect(x: 0, y: 0, width: 10, height: 10))) == true)
        let diff = Support.commit(context)
        #expect(diff.properties(of: id)?.contains(.bounds(CGRect(x: 0, y: 0, width: 50, height: 50))) == true)
        #expect(layer.wireState == layer.currentWireState())
        #expect(layer.rare?.wireBefore.isEmpty != false, "the commit forgets what it sent")
    }

    @Test func aValueHeldOnTheWireIsNotSentWhenTheModelMoves() {
        let context = LayerContext()
        let layer = CALayer()
        context.rootLayer.addSublayer(layer)
        _ = Support.commit(context)
        layer.holdWireValue(.position(CGPoint(x: 200, y: 0)))
        #expect(Support.commit(context).properties(of: layer.layerID!) == [.position(CGPoint(x: 200, y: 0))])
        layer.position = CGPoint(x: 50, y: 0)
        #expect(Support.commit(context).propertyChanges.isEmpty)
        layer.position = CGPoint(x: 200, y: 0)
        layer.releaseWireValue(for: .position)
        #expect(Support.commit(context).propertyChanges.isEmpty, "the model caught up with the held value")
    }
}

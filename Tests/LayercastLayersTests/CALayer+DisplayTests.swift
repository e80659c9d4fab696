import Foundation
import Testing
import LayercastGraphics
@testable import LayercastLayers

@MainActor private final class CountingLayer: CALayer {
    var displays = 0
    var rects: [CGRect] = []
    override func display() {
        displays += 1
        rects.append(dirtyRectForDisplay)
    }
}

@MainActor private final class ScaleRenderer: CALayerContentsRenderer {
    var calls: [(CGFloat, CGRect)] = []
    func drawContents(of layer: CALayer, scale: CGFloat, dirtyRect: CGRect) -> CGImage? {
        calls.append((scale, dirtyRect))
        return Support.image(UInt8(scale * 10))
    }
}

@MainActor @Suite struct CALayerDisplayTests {
    // MARK: - Marking
    @Test func setNeedsDisplayRectsUnite() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(!layer.needsDisplay())
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.setNeedsDisplay(CGRect(x: 20, y: 20, width: 10, height: 10))
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.rects == [CGRect(x: 0, y: 0, width: 30, height: 30)])
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.displays == 1)
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.rects.last == layer.bounds)
    }

    @Test func boundsSizeChangeMarksDisplayOnlyWhenAsked() {
        let layer = CALayer()
        layer.bounds.size = CGSize(width: 10, height: 10)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(!layer.needsDisplay())
        layer.bounds.size = CGSize(width: 20, height: 10)
        #expect(layer.needsDisplay())
    }

    // MARK: - The display pass
    @Test func displayPassVisitsEachMarkedLayerOncePerTurn() {
        let context = LayerContext()
        let a = CountingLayer(), b = CountingLayer()
        context.rootLayer.addSublayer(a); context.rootLayer.addSublayer(b)
        a.setNeedsDisplay(); a.setNeedsDisplay(); b.setNeedsDisplay()
        context.commitImplicitTransaction()
        #expect(a.displays == 1 && b.displays == 1)
        context.commitImplicitTransaction()
        #expect(a.displays == 1)
        let detached = CountingLayer()
        detached.setNeedsDisplay()
        context.commitImplicitTransaction()
        #expect(detached.displays == 0)
        context.rootLayer.addSublayer(detached)
        context.commitImplicitTransaction()
        #expect(detached.displays == 1)
    }

    @Test func defaultDisplayDrawsAtEveryDisplayScale() {
        let renderer = ScaleRenderer()
        let context = LayerContext(displayScales: [2, 1], contentsRenderer: renderer)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        context.rootLayer.addSublayer(layer)
        layer.setNeedsDisplay()
        context.commitImplicitTransaction()
        #expect(renderer.calls.map(\.0) == [1, 2])
        #expect(layer.layerContents?.bitmaps.keys.sorted() == [1, 2])
        #expect(layer.drawnContents(forScale: 2) == Support.image(20))
        let diff = context.takeCommittedDiffs().first
        #expect(diff?.contentsChanges.first?.contents?.origin == .drawn)
        // A new display scale redraws drawn layers at it.
        context.displayScales = [1, 2, 3]
        context.commitImplicitTransaction()
        #expect(layer.layerContents?.bitmaps.keys.sorted() == [1, 2, 3])
    }

    @Test func partialRedrawReportsItsDirtyRect() {
        let renderer = ScaleRenderer()
        let context = LayerContext(contentsRenderer: renderer)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.setNeedsDisplay()
        context.rootLayer.addSublayer(layer)
        context.commitImplicitTransaction()
        _ = context.takeCommittedDiffs()
        layer.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
        layer.contentsGravity = .center
        context.commitImplicitTransaction()
        #expect(renderer.calls.last?.1 == CGRect(x: 1, y: 1, width: 2, height: 2))
        // The renderer returned the same bitmap, so the contents did not change.
        #expect(context.takeCommittedDiffs().first?.contentsChanges.isEmpty == true)
    }
}

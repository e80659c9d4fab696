import Foundation
import Testing
@testable import LayercastLayers

@MainActor private final class LayoutRecorder: CALayerDelegate {
    var log: [String] = []
    func layoutSublayers(of layer: CALayer) { log.append(layer.name ?? "?") }
}

@MainActor @Suite struct CALayerLayoutTests {
    // MARK: - Marking
    @Test func boundsSizeChangeMarksLayoutButPositionDoesNot() {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 5)
        #expect(!layer.needsLayout())
        layer.bounds.origin = CGPoint(x: 1, y: 1)
        #expect(!layer.needsLayout())
        layer.bounds.size = CGSize(width: 1, height: 1)
        #expect(layer.needsLayout())
    }

    @Test func addingASublayerMarksTheSuperlayer() {
        let parent = CALayer()
        parent.addSublayer(CALayer())
        #expect(parent.needsLayout())
    }

    // MARK: - Passes
    @Test func layoutPassRunsSuperlayersBeforeSublayers() {
        let context = LayerContext()
        let recorder = LayoutRecorder()
        let a = CALayer(), b = CALayer(), c = CALayer()
        for (l, n) in [(a, "a"), (b, "b"), (c, "c")] { l.name = n; l.delegate = recorder }
        a.addSublayer(b); b.addSublayer(c)
        context.rootLayer.addSublayer(a)
        context.layoutPass()
        recorder.log = []
        c.setNeedsLayout(); a.setNeedsLayout(); b.setNeedsLayout()
        context.layoutPass()
        #expect(recorder.log == ["a", "b", "c"])
        context.layoutPass()
        #expect(recorder.log.count == 3)
    }

    @Test func layoutIfNeededStartsAtTheTopmostMarkedAncestor() {
        let recorder = LayoutRecorder()
        let a = CALayer(), b = CALayer()
        a.name = "a"; b.name = "b"
        a.delegate = recorder; b.delegate = recorder
        a.addSublayer(b)
        b.setNeedsLayout()
        b.layoutIfNeeded()
        #expect(recorder.log == ["a", "b"])
        recorder.log = []
        b.layoutIfNeeded()
        #expect(recorder.log.isEmpty)
    }
}

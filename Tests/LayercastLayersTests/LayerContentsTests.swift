import Foundation
import Testing
import LayercastGraphics
@testable import LayercastLayers

@MainActor @Suite struct LayerContentsTests {
    // MARK: - Choosing a bitmap for a scale
    @Test func exactScaleThenNextAboveThenLargest() {
        let contents = LayerContents(drawn: [1: Support.image(1), 2: Support.image(2), 3: Support.image(3)])
        #expect(contents.bitmap(forScale: 2)?.scale == 2)
        #expect(contents.bitmap(forScale: 1.5)?.scale == 2)
        #expect(contents.bitmap(forScale: 4)?.scale == 3)
        #expect(LayerContents(drawn: [:]).bitmap(forScale: 1) == nil)
    }

    @Test func assignedBitmapServesEveryScale() {
        let contents = LayerContents(image: Support.image(5), scale: 2)
        #expect(contents.origin == .assigned)
        #expect(contents.bitmap(forScale: 1)?.scale == 2)
        #expect(contents.bitmap(forScale: 3)?.image == Support.image(5))
    }

    // MARK: - CALayer.contents
    @Test func assigningContentsUsesContentsScale() {
        let layer = CALayer()
        layer.contentsScale = 2
        layer.contents = Support.image(6)
        #expect(layer.layerContents == LayerContents(image: Support.image(6), scale: 2))
        #expect(layer.contents == Support.image(6))
        layer.setDrawnContents([1: Support.image(7)], damage: nil)
        #expect(layer.layerContents?.origin == .drawn)
        #expect(layer.drawnContents(forScale: 1) == Support.image(7))
        layer.setDrawnContents([:], damage: nil)
        #expect(layer.contents == nil)
    }
}

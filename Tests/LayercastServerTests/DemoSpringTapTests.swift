import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI
@testable import LayercastDemo

@MainActor @Suite struct DemoSpringTapTests {
    // The demo's spring on tap: a tap on the shadow tile sends one transform animation — the
    // spring from the pressed 80 % back to identity, sampled into keyframes, overshooting past
    // identity (damping ratio 0.35) — that lasts DemoSpringTap.duration.
    @Test func aTapOnTheTileBouncesOnASpring() throws {
        let stage = DemoStage()
        let tile = stage.demo.shapesView.shadowTile
        let point = tile.convert(CGPoint(x: tile.bounds.midX, y: tile.bounds.midY), to: nil)
        var diffs = stage.touch(TouchInput(identifier: 1, phase: .began, location: point))
        diffs += stage.touch(TouchInput(identifier: 1, phase: .ended, location: point))
        let bounce = try #require(diffs.flatMap(\.animations).last {
            $0.layer == tile.layer.layerID && $0.animation.keyPath == "transform"
        }?.animation)
        #expect(bounce.duration == DemoSpringTap.duration)
        #expect(bounce.values.count > 10)
        let scales = bounce.values.compactMap { value -> Double? in
            if case .transform(let t) = value { return t.m[0] }
            return nil
        }
        #expect(abs(scales.first! - 0.8) < 1e-9 && scales.last == 1)
        #expect(scales.max()! > 1)                       // overshoot
        #expect(tile.transform == .identity)
    }
}

import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI
@testable import LayercastDemo

@MainActor @Suite struct DemoControlsTests {
    // MARK: - Switch and slider

    @Test func theSwitchTurnsTheTileStraightWithAnAnimation() {
        let stage = DemoStage()
        let shapes = stage.demo.shapesView
        let toggle = shapes.rotationSwitch
        #expect(toggle.isOn)
        let point = center(of: toggle.convert(toggle.bounds, to: nil))
        stage.touch(TouchInput(identifier: 1, phase: .began, location: point))
        let diffs = stage.touch(TouchInput(identifier: 1, phase: .ended, location: point))
        #expect(!toggle.isOn)
        #expect(shapes.rotatedTile.transform == .identity)
        let animations = diffs.flatMap(\.animations).filter { $0.layer == shapes.rotatedTile.layer.layerID }
        #expect(animations.count == 1)
        #expect(animations.first?.animation.duration == DemoShapesView.rotationDuration)
    }

    @Test func theSliderSetsTheDiscsOpacity() {
        let stage = DemoStage()
        let shapes = stage.demo.shapesView
        let slider = shapes.opacitySlider
        let frame = slider.convert(slider.bounds, to: nil)
        let thumb = CGPoint(x: frame.minX + UISlider.thumbDiameter / 2
                                + (frame.width - UISlider.thumbDiameter) * CGFloat(slider.value), y: frame.midY)
        stage.touch(TouchInput(identifier: 1, phase: .began, location: thumb))
        stage.touch(TouchInput(identifier: 1, phase: .moved, location: CGPoint(x: frame.maxX + 50, y: frame.midY)))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: frame.maxX + 50, y: frame.midY)))
        #expect(slider.value == 1)
        #expect(shapes.translucentDisc.alpha == 1)
    }
}

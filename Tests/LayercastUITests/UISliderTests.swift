import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor @Suite struct UISliderTests {
    private func setUp() -> (Stage, UISlider, Log) {
        let stage = Stage(), log = Log()
        let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31))
        stage.window.addSubview(slider)
        slider.addAction(UIAction { _ in log.add(String(format: "%.2f", slider.value)) }, for: .valueChanged)
        stage.app.runTurn()
        return (stage, slider, log)
    }

    // MARK: - Value
    @Test func valueIsClampedAndCodeSendsNothing() {
        let (_, slider, log) = setUp()
        slider.value = 3
        #expect(slider.value == 1)
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        #expect(log.entries.isEmpty)
    }

    // MARK: - Tracking
    @Test func draggingFollowsTheFingerAndSendsValueChanged() {
        let (stage, slider, log) = setUp()
        // Usable track: x 14…214 (thumb radius 14 at each end).
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 64, y: 115)))
        stage.touch(TouchInput(identifier: 1, phase: .moved, location: CGPoint(x: 164, y: 115)))
        stage.touch(TouchInput(identifier: 1, phase: .moved, location: CGPoint(x: 400, y: 115)))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 400, y: 115)))
        #expect(log.entries == ["0.25", "0.75", "1.00"])
        #expect(slider.value == 1)
    }

    @Test func aNonContinuousSliderSendsOnceAtTheEnd() {
        let (stage, slider, log) = setUp()
        slider.isContinuous = false
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 64, y: 115)))
        stage.touch(TouchInput(identifier: 1, phase: .moved, location: CGPoint(x: 114, y: 115)))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 114, y: 115)))
        #expect(log.entries == ["0.50"])
    }

    // MARK: - Drawing
    @Test func theTrackLeftOfTheThumbIsTinted() throws {
        let (stage, slider, _) = setUp()
        slider.value = 0.5
        stage.app.runTurn()
        let image = try #require(slider.layer.drawnContents(forScale: 2))
        let left = image.pixel(x: 40, y: 31)!, right = image.pixel(x: 400, y: 31)!
        #expect(left.b > 200 && left.r < 50)      // systemBlue
        #expect(right.r > 180 && right.b > 180)   // light grey
    }
}

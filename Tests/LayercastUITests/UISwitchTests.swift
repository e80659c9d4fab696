import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor @Suite struct UISwitchTests {
    private func tap(_ stage: Stage, at point: CGPoint) {
        stage.touch(TouchInput(identifier: 1, phase: .began, location: point))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: point))
    }

    // MARK: - Value
    @Test func aTapTogglesAndSendsValueChangedWithTheNewValue() {
        let stage = Stage()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        stage.window.addSubview(toggle)
        var seen: [Bool] = []
        toggle.addAction(UIAction { _ in seen.append(toggle.isOn) }, for: .valueChanged)
        stage.app.runTurn()
        tap(stage, at: CGPoint(x: 20, y: 20))
        tap(stage, at: CGPoint(x: 20, y: 20))
        toggle.setOn(true, animated: true)   // code sends nothing
        #expect(seen == [true, false] && toggle.isOn)
    }

    // MARK: - Drawing
    @Test func theTrackIsGreenWhenOnAndTheThumbMoves() throws {
        let stage = Stage()
        let toggle = UISwitch(frame: .zero)
        stage.window.addSubview(toggle)
        stage.app.runTurn()
        let off = try #require(toggle.layer.drawnContents(forScale: 2))
        #expect((220...235).contains(off.pixel(x: 90, y: 31)!.r))   // systemGray5 track
        #expect(off.pixel(x: 31, y: 31)!.r > 250)       // thumb on the left, white
        toggle.isOn = true
        stage.app.runTurn()
        let on = try #require(toggle.layer.drawnContents(forScale: 2))
        let green = on.pixel(x: 12, y: 31)!
        #expect(green.g > 150 && green.r < 100)          // systemGreen track under the left end
        #expect(on.pixel(x: 71, y: 31)!.r > 250)          // thumb on the right, white
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor private final class Taps {
    var count = 0
    func tapped() { count += 1 }
}

/// Apple's documentation: since iOS 6, "default control actions prevent overlapping gesture
/// recognizer behavior" — a button's single tap, a slider's drag along it.
@MainActor @Suite struct UIGestureRecognizerControlsTests {
    @Test func aButtonsTapWinsOverItsParentsTapRecognizer() {
        let g = GestureStage()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        let taps = Taps()
        button.addTarget(taps, action: Taps.tapped, for: .touchUpInside)
        g.view.addSubview(button)
        let tap = UITapGestureRecognizer()
        g.add(tap, "tap")
        g.stage.at(0, down(1, 100, 80))
        g.stage.at(0.1, up(1, 100, 80))
        #expect(taps.count == 1 && !g.log.entries.contains("tap.ended"))
        // Off the button the recognizer has it.
        g.stage.at(1, down(2, 200, 200))
        g.stage.at(1.1, up(2, 200, 200))
        #expect(g.log.entries.last == "tap.ended")
        // A double tap is not the button's default action.
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        g.add(double, "double")
        g.stage.at(2, down(3, 100, 80)); g.stage.at(2.05, up(3, 100, 80))
        g.stage.at(2.1, down(4, 100, 80)); g.stage.at(2.15, up(4, 100, 80))
        #expect(g.log.entries.last == "double.ended")
    }

    @Test func aSlidersDragWinsOverAnAncestorsPan() {
        let g = GestureStage()
        let slider = UISlider(frame: CGRect(x: 0, y: 50, width: 200, height: 30))
        g.view.addSubview(slider)
        let pan = UIPanGestureRecognizer()
        g.add(pan, "pan")
        g.stage.at(0, down(1, 150, 115))
        g.stage.at(0.05, move(1, 200, 117))
        #expect(pan.state == .failed && slider.isTracking)
        g.stage.at(0.1, up(1, 200, 117))
        // Across the slider the pan takes the touch.
        g.stage.at(1, down(2, 150, 115))
        g.stage.at(1.05, move(2, 152, 160))
        #expect(pan.state == .began)
    }
}

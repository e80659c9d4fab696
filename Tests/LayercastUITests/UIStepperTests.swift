import Foundation
import LayercastGraphics
import Testing
@testable import LayercastUI

/// UIStepper: UIKit's defaults (UIStepper's documentation: value 0, minimumValue 0,
/// maximumValue 100, stepValue 1, isContinuous, autorepeat and wraps as below), a touch stepping
/// at once, holding repeating on the application's clock, and the ends.
@MainActor @Suite struct UIStepperTests {
    private func stage() -> (Stage, UIStepper, Log) {
        let stage = Stage()
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        stage.window.addSubview(stepper)
        let log = Log()
        stepper.addAction(UIAction { [unowned stepper] _ in log.add("\(stepper.value)") }, for: .valueChanged)
        stage.app.runTurn()
        return (stage, stepper, log)
    }

    @Test func itHasUIKitsDefaultsAndSize() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32) && stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.wraps = true
        stepper.value = 101
        #expect(stepper.value == 0)
    }

    @Test func aTapStepsAtOnceAndHoldingRepeats() {
        let (stage, stepper, log) = stage()
        let plus = CGPoint(x: 10 + 94 * 0.75, y: 26)
        stage.touch(TouchInput(identifier: 1, phase: .began, location: plus))
        #expect(stepper.value == 1 && log.entries == ["1.0"])
        // Held: again after 0.5 s, then every 0.1 s.
        stage.clock.advance(by: 0.5)
        stage.app.runTurn()
        #expect(stepper.value == 2)
        stage.clock.advance(by: 0.1)
        stage.app.runTurn()
        stage.clock.advance(by: 0.1)
        stage.app.runTurn()
        #expect(stepper.value == 4)
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: plus))
        stage.clock.advance(by: 1)
        stage.app.runTurn()
        #expect(stepper.value == 4 && log.entries == ["1.0", "2.0", "3.0", "4.0"])
        // The minus half steps down; at the minimum it cannot step and sends nothing.
        let minus = CGPoint(x: 10 + 94 * 0.25, y: 26)
        stepper.value = 0
        stage.touch(TouchInput(identifier: 2, phase: .began, location: minus))
        stage.touch(TouchInput(identifier: 2, phase: .ended, location: minus))
        #expect(stepper.value == 0 && log.entries.count == 4)
    }

    @Test func notContinuousSendsOneValueChangedAtTheEnd() {
        let (stage, stepper, log) = stage()
        stepper.isContinuous = false
        let plus = CGPoint(x: 10 + 94 * 0.75, y: 26)
        stage.touch(TouchInput(identifier: 1, phase: .began, location: plus))
        stage.clock.advance(by: 0.5)
        stage.app.runTurn()
        #expect(stepper.value == 2 && log.entries.isEmpty)
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: plus))
        #expect(log.entries == ["2.0"])
    }
}

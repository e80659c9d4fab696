import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor private final class Receiver {
    var taps = 0
    var senders: [UIButton] = []
    func tap() { taps += 1 }
    func tapped(_ sender: UIButton) { senders.append(sender) }
}

@MainActor @Suite struct UIControlTests {
    /// A 100×50 control at (50, 100) in the window, logging every event it sends.
    private func setUp() -> (Stage, UIControl, Log) {
        let stage = Stage(), log = Log()
        let control = UIControl(frame: CGRect(x: 50, y: 100, width: 100, height: 50))
        stage.window.addSubview(control)
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "dragIn"),
            (.touchDragOutside, "dragOut"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upIn"), (.touchUpOutside, "upOut"), (.touchCancel, "cancel"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { _ in log.add(name) }, for: event)
        }
        stage.app.runTurn()
        return (stage, control, log)
    }

    private func input(_ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat) -> TouchInput {
        TouchInput(identifier: 1, phase: phase, location: CGPoint(x: x, y: y))
    }

    // MARK: - Tracking
    @Test func touchDownAndUpInsideFiresTouchUpInsideOnce() {
        let (stage, control, log) = setUp()
        stage.touch(input(.began, 60, 110))
        #expect(control.isHighlighted && control.state == .highlighted && control.isTracking)
        stage.touch(input(.ended, 62, 112))
        #expect(log.entries == ["down", "upIn"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func draggingOutAndReleasingFiresTouchUpOutside() {
        let (stage, control, log) = setUp()
        stage.touch(input(.began, 60, 110))
        stage.touch(input(.moved, 100, 180))      // 30 pt below: within the drag margin
        #expect(control.isHighlighted)
        stage.touch(input(.moved, 100, 300))      // far below
        #expect(!control.isHighlighted && !control.isTouchInside)
        stage.touch(input(.moved, 100, 120))      // back in
        #expect(control.isHighlighted)
        stage.touch(input(.moved, 300, 400))
        stage.touch(input(.ended, 300, 400))
        #expect(log.entries == ["down", "dragIn", "dragOut", "exit", "dragIn", "enter", "dragOut", "exit", "upOut"])
        #expect(!log.entries.contains("upIn"))
    }

    @Test func aDisabledControlFiresNothingAndPassesTouchesOn() {
        let (stage, control, log) = setUp()
        control.isEnabled = false
        #expect(control.state == .disabled)
        stage.touch(input(.began, 60, 110))
        #expect(!control.isHighlighted)
        stage.touch(input(.ended, 60, 110))
        #expect(log.entries.isEmpty)
    }

    @Test func cancelFiresTouchCancel() {
        let (stage, control, log) = setUp()
        stage.touch(input(.began, 60, 110))
        stage.touch(input(.cancelled, 60, 110))
        #expect(log.entries == ["down", "cancel"])
        #expect(!control.isHighlighted)
    }

    @Test func aSecondTapSendsTouchDownRepeat() {
        let (stage, _, log) = setUp()
        stage.touch(input(.began, 60, 110))
        stage.touch(input(.ended, 60, 110))
        stage.touch(input(.began, 60, 110))
        #expect(log.entries == ["down", "upIn", "down", "repeat"])
    }

    // MARK: - Target-action
    @Test func targetsAreMethodsHeldWeakly() {
        let stage = Stage()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        stage.window.addSubview(button)
        var receiver: Receiver? = Receiver()
        button.addTarget(receiver!, action: Receiver.tap, for: .touchUpInside)
        button.addTarget(receiver!, action: Receiver.tapped(_:), for: .primaryActionTriggered)
        var primary = 0
        button.addAction(UIAction { action in
            primary += 1
            #expect(action.sender === button)
        }, for: .primaryActionTriggered)
        button.sendActions(for: .touchUpInside)
        #expect(receiver!.taps == 1 && receiver!.senders.isEmpty)
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10)))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 10, y: 10)))
        #expect(receiver!.taps == 2 && receiver!.senders.count == 1 && primary == 1)
        #expect(button.allTargets.count == 1)
        button.removeTarget(receiver, for: .allEvents)
        button.sendActions(for: .allEvents)
        #expect(receiver!.taps == 2 && primary == 2)
        button.addTarget(receiver!, action: Receiver.tap, for: .touchUpInside)
        receiver = nil
        button.sendActions(for: .touchUpInside)   // the gone target is skipped
        #expect(button.allTargets.isEmpty)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheFirst() {
        let control = UIControl()
        var log: [String] = []
        let id = UIAction.Identifier("tap")
        control.addAction(UIAction(identifier: id) { _ in log.append("a") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("b") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["b"])
    }
}

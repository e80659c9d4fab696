import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor private final class Controller {
    var calls: [String] = []
    func handleTap(_ sender: UITapGestureRecognizer) { calls.append("tap \(sender.numberOfTapsRequired)") }
    func handlePan(_ sender: UIPanGestureRecognizer) { calls.append("pan") }
    func refresh() { calls.append("refresh") }
}

/// Target-action as UIKit's, with method references for selectors.
@MainActor @Suite struct UIGestureRecognizerTargetActionTests {
    @Test func methodReferencesWithAndWithoutSender() {
        let g = GestureStage()
        let controller = Controller()
        let tap = UITapGestureRecognizer(target: controller, action: Controller.handleTap)
        tap.addTarget(controller, action: Controller.refresh)
        // A method for another recognizer class is not called.
        tap.addTarget(controller, action: Controller.handlePan)
        g.view.addGestureRecognizer(tap)
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        #expect(controller.calls == ["tap 1", "refresh"])
        tap.removeTarget(controller)
        g.stage.at(1, down(2, 100, 100))
        g.stage.at(1.1, up(2, 100, 100))
        #expect(controller.calls.count == 2)
    }

    @Test func targetsAreHeldWeakly() {
        let g = GestureStage()
        var controller: Controller? = Controller()
        weak let weakController = controller
        let tap = UITapGestureRecognizer(target: controller!, action: Controller.handleTap)
        g.view.addGestureRecognizer(tap)
        controller = nil
        #expect(weakController == nil)
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.1, up(1, 100, 100))
        #expect(tap.state == .possible)
    }

    @Test func closureHandlersAreTypedWithTheRecognizersClass() {
        let g = GestureStage()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { pan in translations.append(pan.translation(in: nil)) }
        g.view.addGestureRecognizer(pan)
        g.stage.at(0, down(1, 100, 100))
        g.stage.at(0.02, move(1, 130, 100))
        g.stage.at(0.04, up(1, 130, 100))
        #expect(translations.count == 2 && translations[0] == CGPoint(x: 20, y: 0))
    }

    @Test func aRecognizerSetByHandOutsideEventsRunsItsActionsAtOnce() {
        let log = Log()
        let custom = UIGestureRecognizer { log.add($0.state.name) }
        custom.state = .began
        custom.state = .changed
        custom.state = .possible
        custom.state = .ended
        #expect(log.entries == ["began", "changed", "ended"])
        #expect(custom.state == .possible)
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// UIAlertController: presented over the app (the presenting controller stays), dimming it;
/// an action's handler runs after the dismissal, as in UIKit. Metrics: UIKit's 270-point alert,
/// 44-point alert buttons, 57-point action sheet buttons 8 points from the edges.
@MainActor @Suite struct AlertControllerTests {
    private func tapCentre(of view: UIView, on stage: Stage, id: Int = 1) {
        stage.tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil), id: id)
    }

    @Test func anAlertIsACentredCardOverTheDimmedApp() {
        let stage = Stage(), log = Log()
        let a = LoggingController("A", log: log)
        a.logsLayout = false
        stage.window.rootViewController = a
        log.entries = []
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        let ok = UIAlertAction(title: "Delete", style: .destructive)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(ok)
        alert.addAction(cancel)
        #expect(alert.actions.count == 2 && alert.actions[0] === ok)
        a.present(alert, animated: false)
        stage.app.runTurn()
        #expect(log.entries.isEmpty)
        #expect(a.view.superview === stage.window)
        let container = alert.view.superview as? PresentationContainerView
        #expect(container?.dimmingView?.backgroundColor == UIColor(white: 0, alpha: 0.2))
        let card = (alert.view as? AlertControllerView)?.card
        #expect(card?.frameInWindow.width == 270 && card?.frameInWindow.midX == 160)
        #expect(card.map { close($0.frameInWindow.midY, 240) } == true)
        // Two actions side by side, cancel on the left.
        let cancelButton = alert.button(for: cancel), okButton = alert.button(for: ok)
        #expect(cancelButton?.frameInWindow.width == 135 && cancelButton?.frameInWindow.height == 44)
        #expect((cancelButton?.frameInWindow.minX ?? 0) < (okButton?.frameInWindow.minX ?? 0))
    }

    /// UIKit: text fields sit under the message, the first takes the keyboard once the alert has
    /// appeared, and a handler reads what was typed; only alerts take them.
    @Test func anAlertsTextFieldTakesTheKeyboardAndItsHandlerReadsTheText() throws {
        let stage = Stage(), log = Log()
        let a = UIViewController()
        stage.window.rootViewController = a
        let alert = UIAlertController(title: "Sign in", message: "Your name", preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
            log.add("name \(alert.textFields?[0].text ?? "")")
        })
        stage.run { a.present(alert, animated: true) }
        stage.app.runTurn()
        stage.advance(0.36)
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[0].placeholder == "Name" && fields[1].isSecureTextEntry)
        #expect(fields[0].isFirstResponder)
        // Under the message, one above the other, above the button, inside the card.
        let card = try #require((alert.view as? AlertControllerView)?.card)
        let message = try #require((alert.view as? AlertControllerView)?.messageLabel)
        let button = try #require(alert.button(for: alert.actions[0]))
        #expect(fields[0].superview === card && fields[0].frame.minY >= message.frame.maxY)
        #expect(fields[1].frame.minY == fields[0].frame.maxY + 8)
        #expect(button.frame.minY >= fields[1].frame.maxY)
        #expect(close(fields[0].frame.width, 270 - 32, 1e-6))
        stage.app.enqueueText("Ada")
        stage.app.runTurn()
        tapCentre(of: button, on: stage)
        stage.advance(0.36)
        #expect(log.entries == ["name Ada"])
    }

    @Test func tappingAnActionDismissesThenRunsItsHandler() {
        let stage = Stage(), log = Log()
        let a = UIViewController()
        stage.window.rootViewController = a
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
            log.add("handler \(action.title ?? "") presented=\(a.presentedViewController == nil ? "none" : "alert")")
        })
        stage.run { a.present(alert, animated: true) }
        stage.app.runTurn()
        stage.advance(0.36)
        #expect(a.presentedViewController === alert)
        tapCentre(of: alert.button(for: alert.actions[0])!, on: stage)
        // The handler waits for the end of the dismissal (0.35 s cross dissolve).
        #expect(log.entries.isEmpty)
        #expect(alert.isBeingDismissed)
        stage.advance(0.36)
        #expect(log.entries == ["handler OK presented=none"])
        #expect(stage.window.subviews.count == 1)
    }

    @Test func aDisabledActionDoesNothing() {
        let stage = Stage(), log = Log()
        let a = UIViewController()
        stage.window.rootViewController = a
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
        let action = UIAlertAction(title: "Go", style: .default) { _ in log.add("handler") }
        action.isEnabled = false
        alert.addAction(action)
        alert.preferredAction = action
        #expect(alert.preferredAction === action)
        a.present(alert, animated: false)
        stage.app.runTurn()
        #expect(alert.button(for: action)?.isEnabled == false)
        tapCentre(of: alert.button(for: action)!, on: stage)
        stage.advance(1)
        #expect(log.entries.isEmpty && a.presentedViewController === alert)
    }

    @Test func anActionSheetSitsAtTheBottomWithItsCancelApart() {
        let stage = Stage()
        let a = UIViewController()
        stage.window.rootViewController = a
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let share = UIAlertAction(title: "Share", style: .default)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        sheet.addAction(cancel)
        sheet.addAction(share)
        a.present(sheet, animated: false)
        stage.app.runTurn()
        let view = sheet.view as? AlertControllerView
        #expect(view?.orderedActions.map(\.title) == ["Share", "Cancel"])
        #expect(view?.cancelCard.frameInWindow == CGRect(x: 8, y: 415, width: 304, height: 57))
        #expect(view?.card.frameInWindow == CGRect(x: 8, y: 350, width: 304, height: 57))
    }
}

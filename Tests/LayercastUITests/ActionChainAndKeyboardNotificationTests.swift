import Foundation
import LayercastGraphics
import Testing
@testable import LayercastUI

/// A view controller with the methods the nil-targeted actions below look for.
@MainActor
private final class EditorController: UIViewController {
    var saved = 0
    var senders: [String] = []
    func save() { saved += 1 }
    func done(_ sender: UIBarButtonItem) { senders.append(sender.title ?? "") }
}

/// UIKit's nil-targeted actions (`UIApplication.sendAction(_:to:from:for:)`: "If target is nil,
/// the app sends the message to the first responder, from whence it progresses up the responder
/// chain until it is handled"; `UIControl.addTarget(_:action:for:)`: "If you specify nil for the
/// target object, the control searches the responder chain for an object that defines the
/// specified action method") and the keyboard notifications posted as text input gains and
/// loses the focus (`UIResponder.keyboardWillShowNotification` and its siblings).
@MainActor
@Suite struct ActionChainAndKeyboardNotificationTests {
    private func stageWithEditor() -> (Stage, EditorController, UITextField) {
        let stage = Stage()
        let controller = EditorController()
        stage.window.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        controller.view.addSubview(field)
        return (stage, controller, field)
    }

    @Test func aNilTargetedActionReachesTheFirstResponderOfItsTypeUpTheChain() {
        let (stage, controller, field) = stageWithEditor()
        #expect(field.becomeFirstResponder())
        // The field is not an EditorController; its chain goes field → controller's view → controller.
        #expect(stage.app.sendAction(EditorController.save, to: nil, from: nil, for: nil))
        #expect(controller.saved == 1)
        // resignFirstResponder, the idiom that ends editing, reaches the field itself.
        #expect(stage.app.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
        // No first responder and no sender: nothing takes it.
        #expect(!stage.app.sendAction(EditorController.save, to: nil, from: nil, for: nil))
        #expect(controller.saved == 1)
        // An explicit target of another type does not run the method.
        #expect(!stage.app.sendAction(EditorController.save, to: field, from: nil, for: nil))
    }

    @Test func aControlWithANilTargetSendsItsActionFromItselfWhenNothingIsFirstResponder() {
        let (stage, controller, _) = stageWithEditor()
        defer { withExtendedLifetime(stage) {} }
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        button.addTarget(nil, action: EditorController.save, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.saved == 1)
        button.sendAction(EditorController.save, to: nil, for: nil)
        #expect(controller.saved == 2)
        // A control outside the controller's chain finds no EditorController.
        let stray = UIButton(type: .system)
        stray.addTarget(nil, action: EditorController.save, for: .touchUpInside)
        stray.sendActions(for: .touchUpInside)
        #expect(controller.saved == 2)
    }

    @Test func aBarButtonItemWithoutATargetSendsItsActionUpTheChain() {
        let (stage, controller, field) = stageWithEditor()
        defer { withExtendedLifetime(stage) {} }
        #expect(field.becomeFirstResponder())
        let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: EditorController.done)
        // The button a bar shows for the item, tapped.
        let button = item.makeButton()
        controller.view.addSubview(button)
        button.sendActions(for: .primaryActionTriggered)
        #expect(controller.senders == ["Done"])
    }

    @Test func focusingTextInputPostsTheKeyboardNotificationsInUIKitsOrder() {
        let (stage, _, field) = stageWithEditor()
        let other = UITextField(frame: CGRect(x: 0, y: 40, width: 200, height: 30))
        stage.window.rootViewController?.view.addSubview(other)
        let log = Log()
        var frames: [CGRect] = []
        var objects: [Bool] = []
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated {
                    log.add(note.name.rawValue)
                    objects.append(note.object as AnyObject === stage.screen)
                    frames.append((note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null)
                }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let show = ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                    "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"]
        let hide = ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
                    "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification"]
        #expect(field.becomeFirstResponder())
        #expect(log.entries == show)
        // Moving to another text field shows it again (UIKit posts the show sequence per field).
        #expect(other.becomeFirstResponder())
        #expect(log.entries == show + show)
        #expect(other.resignFirstResponder())
        #expect(log.entries == show + show + hide)
        // The object is the screen (iOS 16.1 and later); the hardware keyboard takes no room: a
        // zero-height frame on the screen's bottom edge.
        #expect(objects.allSatisfy { $0 })
        #expect(frames.allSatisfy { $0 == CGRect(x: 0, y: 480, width: 320, height: 0) })
        // A responder that takes no text does not show the keyboard.
        let button = UIButton(type: .system)
        stage.window.addSubview(button)
        _ = button.becomeFirstResponder()
        #expect(log.entries.count == 12)
    }
}

import Foundation
import Testing
import LayercastGraphics
import LayercastUI
@testable import LayercastDemo

/// The demo's form: a tap in the name field starts editing, Return moves name → password →
/// note (the fields' "Did End On Exit" actions), the password is drawn as bullets.
@MainActor @Suite struct DemoFormTests {
    @Test func returnMovesThroughTheFormAndThePasswordIsSecure() {
        let stage = DemoStage()
        let form = DemoFormView(frame: stage.demo.root.bounds)
        stage.demo.root.addSubview(form)
        stage.app.runTurn()
        let name = form.nameField.convert(CGPoint(x: 30, y: 20), to: nil)
        stage.tap(at: name)
        #expect(form.nameField.isFirstResponder)
        func type(_ text: String) {
            stage.app.enqueueText(text)
            stage.app.enqueueKey(KeyInput(keyCode: .keyboardReturnOrEnter, phase: .down))
            stage.app.enqueueKey(KeyInput(keyCode: .keyboardReturnOrEnter, phase: .up))
            stage.app.runTurn()
        }
        type("Ada")
        #expect(form.passwordField.isFirstResponder && form.nameField.text == "Ada")
        type("correct horse")
        #expect(form.noteView.isFirstResponder && form.passwordField.text == "correct horse")
        #expect(form.passwordField.isSecureTextEntry)
        stage.app.enqueueText(" More."); stage.app.runTurn()
        #expect(form.noteView.text == "A note… More.")
    }
}

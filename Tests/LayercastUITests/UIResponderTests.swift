import Foundation
import Testing
@testable import LayercastUI

@MainActor private final class Field: UIView {
    var accepts = true
    var refusesToResign = false
    override var canBecomeFirstResponder: Bool { accepts }
    override var canResignFirstResponder: Bool { !refusesToResign }
}

@MainActor @Suite struct UIResponderTests {
    // MARK: - First responder
    @Test func becomingFirstResponderNeedsAWindowAndConsent() {
        let stage = Stage()
        let a = Field(), b = Field()
        #expect(!a.becomeFirstResponder())
        stage.window.addSubview(a); stage.window.addSubview(b)
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        b.refusesToResign = true
        #expect(!a.becomeFirstResponder() && b.isFirstResponder)
        b.refusesToResign = false
        #expect(b.resignFirstResponder() && !b.isFirstResponder)
        a.accepts = false
        #expect(!a.becomeFirstResponder())
        #expect(!UIView().canBecomeFirstResponder)
    }

    @Test func removingTheFirstResponderFromTheWindowResignsIt() {
        let stage = Stage()
        let container = UIView(), field = Field()
        container.addSubview(field)
        stage.window.addSubview(container)
        #expect(field.becomeFirstResponder())
        container.removeFromSuperview()
        #expect(!field.isFirstResponder)
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// Collects the notifications posted with a name on `NotificationCenter.default`.
@MainActor
private final class Observed {
    var names: [Notification.Name] = []
    private var tokens: [NSObjectProtocol] = []
    init(_ names: [Notification.Name], object: AnyObject) {
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
                let name = note.name
                MainActor.assumeIsolated { self?.names.append(name) }
            })
        }
    }
    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
}

@MainActor @Suite struct UITextViewTextKitTests {
    @Test func aTextViewHasItsOwnTextSystem() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        // Apple: the container's lineFragmentPadding defaults to 5.0; a text view's container
        // tracks its width and has 8-point top and bottom insets.
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.textContainer.widthTracksTextView)
        #expect(view.textContainer.size.width == 300)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.layoutManager.textStorage === view.textStorage)
        #expect(view.layoutManager.textContainers.first === view.textContainer)
        view.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 20)
        #expect(view.textContainer.size.width == 270)
    }

    @Test func aGivenContainerAndItsStorageAreUsed() {
        let storage = NSTextStorage(string: "stored")
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 120, height: 500))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), textContainer: container)
        #expect(view.textContainer === container && view.layoutManager === manager && view.textStorage === storage)
        #expect(view.text == "stored")
        // A container the caller sized keeps its size.
        #expect(view.textContainer.size.width == 120)
    }

    @Test func textAndAttributesLiveInTheStorage() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.font = .systemFont(ofSize: 20)
        view.text = "Hello"
        #expect(view.textStorage.string == "Hello")
        #expect(view.textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 20))
        view.textColor = .red
        #expect(view.textStorage.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .red)
        // Editing the storage changes the text.
        view.textStorage.append(NSAttributedString(string: " world"))
        #expect(view.text == "Hello world")
        let bold = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
        view.attributedText = bold
        #expect(view.text == "Bold")
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 30))
    }

    @Test func typedTextTakesTheTypingAttributes() {
        let stage = Stage()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.attributedText = NSAttributedString(string: "ab", attributes: [.font: UIFont.boldSystemFont(ofSize: 22)])
        stage.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        stage.app.enqueueText("cd"); stage.app.runTurn()
        #expect(view.textStorage.string == "abcd")
        #expect(view.textStorage.attribute(.font, at: 3, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 22))
        #expect(view.layoutManager.numberOfGlyphs == 4)
    }

    @Test func sizeThatFitsGrowsWithTheLines() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        view.text = "one"
        let one = view.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        view.text = "one\ntwo\nthree"
        let three = view.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let line = UIFont.systemFont(ofSize: 12).lineHeight
        #expect(one.width == 200)
        #expect(abs(one.height - (line + 16)) < 1)
        #expect(abs(three.height - one.height - 2 * line) < 1.5)
    }

    @Test func editingPostsTheTextViewNotifications() {
        let stage = Stage()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        stage.window.addSubview(view)
        let observed = Observed([UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
                                 UITextView.textDidEndEditingNotification], object: view)
        defer { observed.stop() }
        view.text = "set by code"  // programmatic changes post nothing, as in UIKit
        #expect(view.becomeFirstResponder())
        stage.app.enqueueText("x"); stage.app.runTurn()
        #expect(view.resignFirstResponder())
        #expect(observed.names == [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
                                   UITextView.textDidEndEditingNotification])
        #expect(UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
    }

    @Test func editingPostsTheTextFieldNotifications() {
        let stage = Stage()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        stage.window.addSubview(field)
        let observed = Observed([UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                                 UITextField.textDidEndEditingNotification], object: field)
        defer { observed.stop() }
        #expect(field.becomeFirstResponder())
        stage.app.enqueueText("ab"); stage.app.runTurn()
        #expect(field.resignFirstResponder())
        #expect(observed.names.first == UITextField.textDidBeginEditingNotification)
        #expect(observed.names.last == UITextField.textDidEndEditingNotification)
        #expect(observed.names.contains(UITextField.textDidChangeNotification))
        #expect(UITextField.textDidEndEditingNotification.rawValue == "UITextFieldTextDidEndEditingNotification")
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor private final class Handler {
    var log: [String] = []
    func back() { log.append("back") }
    func share(_ item: UIBarButtonItem) { log.append("share \(item.title ?? "")") }
}

@MainActor @Suite struct UIToolbarTests {
    private func setUp() -> (Stage, UIToolbar, Handler, [UIBarButtonItem]) {
        let stage = Stage(), handler = Handler()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        let back = UIBarButtonItem(title: "Back", style: .plain, target: handler, action: Handler.back)
        let share = UIBarButtonItem(title: "Share", style: .done, target: handler, action: Handler.share)
        let fixed = UIBarButtonItem.fixedSpace(30)
        let items = [back, fixed, UIBarButtonItem.flexibleSpace(), share]
        toolbar.items = items
        stage.window.addSubview(toolbar)
        stage.app.runTurn()
        return (stage, toolbar, handler, items)
    }

    // MARK: - Views behind items
    @Test func itemsGetButtonsAndSpacesGetNone() throws {
        let (_, toolbar, _, items) = setUp()
        let back = try #require(toolbar.view(for: items[0]) as? UIButton)
        #expect(back.currentTitle == "Back" && back.superview === toolbar)
        #expect(toolbar.view(for: items[1]) == nil && toolbar.view(for: items[2]) == nil)
        let share = try #require(toolbar.view(for: items[3]) as? UIButton)
        #expect(share.titleLabel?.font == .boldSystemFont(ofSize: 17))
    }

    // MARK: - Layout
    @Test func flexibleSpacePushesTheLastItemToTheRightEdge() throws {
        let (_, toolbar, _, items) = setUp()
        let back = try #require(toolbar.view(for: items[0]))
        let share = try #require(toolbar.view(for: items[3]))
        #expect(back.frame.minX == 16)
        #expect(abs(share.frame.maxX - 304) < 0.001)
        #expect(back.frame.height == 44 && back.frame.minY == 0)
        #expect(toolbar.sizeThatFits(CGSize(width: 200, height: 10)) == CGSize(width: 200, height: 44))
    }

    // MARK: - Actions and changes
    @Test func tappingAnItemRunsItsTargetMethod() {
        let (stage, _, handler, _) = setUp()
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 30, y: 458)))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 30, y: 458)))
        stage.touch(TouchInput(identifier: 2, phase: .began, location: CGPoint(x: 290, y: 458)))
        stage.touch(TouchInput(identifier: 2, phase: .ended, location: CGPoint(x: 290, y: 458)))
        #expect(handler.log == ["back", "share Share"])
    }

    @Test func changingAnItemUpdatesItsButton() throws {
        let (stage, toolbar, handler, items) = setUp()
        items[0].title = "Previous"
        items[0].isEnabled = false
        stage.app.runTurn()
        let button = try #require(toolbar.view(for: items[0]) as? UIButton)
        #expect(button.currentTitle == "Previous" && !button.isEnabled)
        stage.touch(TouchInput(identifier: 1, phase: .began, location: CGPoint(x: 30, y: 458)))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: 30, y: 458)))
        #expect(handler.log.isEmpty)
        toolbar.items = [items[3]]
        #expect(button.superview == nil)
    }

    @Test func itemsWithoutActionsPortFromUIKit() {
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let label = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: Handler(), action: Handler.back)
        #expect(space.systemItem == .flexibleSpace && label.title == "Info" && label.style == .plain)
        #expect(done.title == "Done" && done.style == .done)
    }

    @Test func barStyleSetsTheBackground() {
        let toolbar = UIToolbar(frame: .zero)
        toolbar.barStyle = .black
        toolbar.isTranslucent = false
        #expect(toolbar.backgroundColor == UIColor(white: 0.11, alpha: 1))
        toolbar.barTintColor = .red
        #expect(toolbar.backgroundColor == .red)
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// `UIButton.menu` and `UIBarButtonItem.menu` (iOS 14). Apple's documentation: a button shows
/// its menu on a long press, or on a tap with `showsMenuAsPrimaryAction`; a bar button item
/// with a menu and no action shows it on a tap.
@MainActor @Suite struct ButtonMenuTests {
    private static func menu(_ log: Log) -> UIMenu {
        UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in log.add("name") },
                                         UIAction(title: "Date") { _ in log.add("date") }])
    }

    @Test func aButtonWithAMenuShowsItOnATapWhenThatIsItsPrimaryAction() throws {
        let stage = Stage()
        let controller = UIViewController()
        stage.window.rootViewController = controller
        let log = Log()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        controller.view.addSubview(button)
        button.menu = Self.menu(log)
        #expect(button.isContextMenuInteractionEnabled, "setting a menu enables the interaction")
        stage.app.runTurn()
        stage.tap(CGPoint(x: 60, y: 120))
        #expect(controller.presentedViewController == nil, "a plain tap does not show it")
        button.showsMenuAsPrimaryAction = true
        stage.tap(CGPoint(x: 60, y: 120))
        let sheet = try #require(controller.presentedViewController as? UIAlertController)
        #expect(sheet.title == "Sort")
        #expect(sheet.actions.map(\.title) == ["Name", "Date", "Cancel"])
    }

    @Test func aBarButtonItemWithOnlyAMenuShowsItOnATap() throws {
        let stage = Stage()
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        stage.window.rootViewController = nav
        let log = Log()
        let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: Self.menu(log))
        content.navigationItem.rightBarButtonItem = item
        stage.app.runTurn()
        let button = try #require(nav.navigationBar.view(forItem: item) as? UIButton)
        #expect(button.menu === item.menu && button.showsMenuAsPrimaryAction)
        let actionItem = UIBarButtonItem(title: "Go", primaryAction: UIAction { _ in log.add("go") }, menu: Self.menu(log))
        content.navigationItem.leftBarButtonItem = actionItem
        stage.app.runTurn()
        let actionButton = try #require(nav.navigationBar.view(forItem: actionItem) as? UIButton)
        #expect(!actionButton.showsMenuAsPrimaryAction, "with an action the menu waits for a long press")
    }
}

import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

@MainActor private final class TabLog: UITabBarControllerDelegate {
    let log: Log
    var allows = true
    init(log: Log) { self.log = log }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.add("shouldSelect \((viewController as? LoggingController)?.name ?? "?")")
        return allows
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("didSelect \((viewController as? LoggingController)?.name ?? "?")")
    }
}

/// UITabBarController: UIKit's 49-point bar, selection by tap with the delegate asked first,
/// programmatic selection without the delegate (as UIKit documents), lazy loading of tabs.
@MainActor @Suite struct TabBarControllerTests {
    private func scene(_ log: Log) -> (Stage, UITabBarController, LoggingController, LoggingController) {
        let stage = Stage()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        a.logsLayout = false; b.logsLayout = false
        a.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 1)
        b.title = "Two"
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        stage.window.rootViewController = tabs
        stage.app.runTurn()
        return (stage, tabs, a, b)
    }

    @Test func theFirstTabIsSelectedAndTheOthersWait() {
        let log = Log()
        let (stage, tabs, a, b) = scene(log)
        defer { withExtendedLifetime(stage) {} }
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(log.entries == ["A.willMove(UITabBarController)", "A.didMove(UITabBarController)",
                                "B.willMove(UITabBarController)", "B.didMove(UITabBarController)",
                                "A.loadView", "A.viewDidLoad", "A.willAppear(false)", "A.isAppearing", "A.didAppear(false)"])
        #expect(!b.isViewLoaded)
        #expect(tabs.tabBar.items?.map(\.title) == ["One", "Two"])
        #expect(tabs.tabBar.selectedItem === a.tabBarItem)
        #expect(a.tabBarController === tabs && b.tabBarController === tabs)
    }

    @Test func theBarIsAtTheBottomAndAddsToTheSafeArea() {
        let log = Log()
        let (stage, tabs, a, _) = scene(log)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        // With a home indicator area the bar grows by it; the content's inset is both.
        stage.screen.safeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        stage.app.runTurn()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 397, width: 320, height: 83))
        #expect(a.view.safeAreaInsets.bottom == 83)
    }

    @Test func tappingATabAsksTheDelegateThenSelects() {
        let log = Log()
        let (stage, tabs, _, b) = scene(log)
        let delegate = TabLog(log: log)
        tabs.delegate = delegate
        log.entries = []
        // The second of two equal tabs: its centre is at x = 240.
        stage.tap(CGPoint(x: 240, y: 455))
        #expect(log.entries == ["shouldSelect B", "B.loadView", "B.viewDidLoad", "A.willDisappear(false)", "B.willAppear(false)",
                                "B.isAppearing", "A.didDisappear(false)", "B.didAppear(false)", "didSelect B"])
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === b)
        #expect(tabs.tabBar.selectedItem === b.tabBarItem)
        log.entries = []
        delegate.allows = false
        stage.tap(CGPoint(x: 80, y: 455), id: 2)
        #expect(log.entries == ["shouldSelect A"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func programmaticSelectionDoesNotTellTheDelegate() {
        let log = Log()
        let (stage, tabs, a, b) = scene(log)
        defer { withExtendedLifetime(stage) {} }
        let delegate = TabLog(log: log)
        tabs.delegate = delegate
        log.entries = []
        tabs.selectedIndex = 1
        tabs.selectedViewController = a
        #expect(!log.entries.contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
        #expect(log.entries.last == "A.didAppear(false)")
        #expect(b.view.superview == nil)
    }

    @Test func itemsShowTitleAndBadge() {
        let log = Log()
        let (stage, tabs, a, b) = scene(log)
        defer { withExtendedLifetime(stage) {} }
        b.tabBarItem.badgeValue = "3"
        let button = tabs.tabBar.button(for: b.tabBarItem)
        #expect(button?.titleLabel.text == "Two")
        #expect(button?.badgeLabel.text == "3" && button?.badgeLabel.isHidden == false)
        #expect(tabs.tabBar.button(for: a.tabBarItem)?.badgeLabel.isHidden == true)
        let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        #expect(favorites.title == "Favorites" && favorites.tag == 7)
        b.title = "Zwei"
        #expect(button?.titleLabel.text == "Zwei")
    }

    @Test func aNavigationControllerInATabAddsBothBarsToTheSafeArea() {
        let stage = Stage()
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        stage.window.rootViewController = tabs
        stage.app.runTurn()
        // The navigation bar's 44 points above, the tab bar's 49 below.
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        #expect(content.navigationController === nav && content.tabBarController === tabs)
    }

    @Test func tappingTheSelectedNavigationTabPopsToItsRoot() {
        let stage = Stage()
        let nav = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        stage.window.rootViewController = tabs
        stage.app.runTurn()
        nav.pushViewController(UIViewController(), animated: false)
        stage.tap(CGPoint(x: 80, y: 455))
        #expect(nav.viewControllers.count == 1)
    }
}

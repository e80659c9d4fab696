import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
@testable import LayercastUI

@MainActor private final class NavigationLog: UINavigationControllerDelegate {
    let log: Log
    init(log: Log) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.add("willShow \((viewController as? LoggingController)?.name ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.add("didShow \((viewController as? LoggingController)?.name ?? "?")")
    }
}

/// UINavigationController. Push and pop order as iOS logs them (the covered controller's
/// viewWillDisappear, the new one's viewWillAppear and layout, then the covered one's
/// viewDidDisappear before the new one's viewDidAppear); the 30 % parallax of the covered view
/// and the 44-point bar are UIKit's.
@MainActor @Suite struct NavigationControllerTests {
    private func scene(_ log: Log) -> (Stage, UINavigationController, LoggingController) {
        let stage = Stage()
        let root = LoggingController("R", log: log)
        root.logsLayout = false
        root.title = "Root"
        let nav = UINavigationController(rootViewController: root)
        stage.window.rootViewController = nav
        stage.app.runTurn()
        log.entries = []
        return (stage, nav, root)
    }

    /// Pushes a logging controller "D" (layout not logged) without animation and clears the log:
    /// the start of the pop tests.
    private func pushedDetail(on nav: UINavigationController, log: Log) -> LoggingController {
        let d = LoggingController("D", log: log)
        d.logsLayout = false
        nav.pushViewController(d, animated: false)
        log.entries = []
        return d
    }

    @Test func theRootAppearsWithTheNavigationController() {
        let stage = Stage(), log = Log()
        let root = LoggingController("R", log: log)
        root.logsLayout = false
        let nav = UINavigationController(rootViewController: root)
        // Not in a window yet: the root is a child at once (both containment calls).
        #expect(log.entries == ["R.willMove(UINavigationController)", "R.didMove(UINavigationController)"])
        stage.window.rootViewController = nav
        #expect(log.entries == ["R.willMove(UINavigationController)", "R.didMove(UINavigationController)", "R.loadView",
                                "R.viewDidLoad", "R.willAppear(false)", "R.isAppearing", "R.didAppear(false)"])
        #expect(nav.viewControllers.count == 1 && nav.topViewController === root && nav.visibleViewController === root)
        #expect(root.navigationController === nav && nav.children.first === root)
    }

    @Test func pushWithoutAnimation() {
        let log = Log()
        let (stage, nav, _) = scene(log)
        defer { withExtendedLifetime(stage) {} }
        let delegate = NavigationLog(log: log)
        nav.delegate = delegate
        let d = LoggingController("D", log: log)
        nav.pushViewController(d, animated: false)
        #expect(log.entries == ["D.willMove(UINavigationController)", "D.loadView", "D.viewDidLoad", "R.willDisappear(false)",
                                "D.willAppear(false)", "willShow D", "D.isAppearing", "D.willLayout", "D.didLayout",
                                "R.didDisappear(false)", "D.didAppear(false)", "D.didMove(UINavigationController)", "didShow D"])
        #expect(nav.topViewController === d && nav.viewControllers.count == 2)
        #expect(d.view.frameInWindow == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func animatedPushSlidesWithTheParallax() {
        let log = Log()
        let (stage, nav, root) = scene(log)
        let d = LoggingController("D", log: log)
        d.logsLayout = false
        stage.run { nav.pushViewController(d, animated: true) }
        #expect(d.isMovingToParent)
        #expect(log.entries == ["D.willMove(UINavigationController)", "D.loadView", "D.viewDidLoad", "R.willDisappear(true)",
                                "D.willAppear(true)", "D.isAppearing"])
        let animations = stage.app.runTurn().flatMap(\.animations)
        let pushed = animations.first { $0.layer == d.view.layer.layerID && $0.animation.keyPath == "position" }
        let covered = animations.first { $0.layer == root.view.layer.layerID && $0.animation.keyPath == "position" }
        // The new view comes in from the right edge; the covered one moves left by 30 % (96 pt).
        #expect(pushed?.animation.values == [.point(CGPoint(x: 480, y: 240)), .point(CGPoint(x: 160, y: 240))])
        #expect(covered?.animation.values == [.point(CGPoint(x: 160, y: 240)), .point(CGPoint(x: 64, y: 240))])
        #expect(pushed?.animation.duration == 0.35)
        stage.advance(0.3)
        #expect(log.entries.count == 6)
        stage.advance(0.06)
        #expect(log.entries.suffix(3) == ["R.didDisappear(true)", "D.didAppear(true)", "D.didMove(UINavigationController)"])
        // The covered view leaves the hierarchy, back at its place for its return.
        #expect(root.view.superview == nil && root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func animatedPopReturnsThePoppedController() {
        let log = Log()
        let (stage, nav, root) = scene(log)
        let d = pushedDetail(on: nav, log: log)
        var popped: UIViewController?
        stage.run { popped = nav.popViewController(animated: true) }
        #expect(popped === d)
        // What viewWillDisappear reads to tell a pop from a cover.
        #expect(d.isMovingFromParent && !root.isMovingFromParent)
        #expect(nav.viewControllers.count == 1 && nav.topViewController === root)
        #expect(log.entries == ["D.willMove(nil)", "D.willDisappear(true)",
                                "R.willAppear(true)", "R.isAppearing"])
        let animations = stage.app.runTurn().flatMap(\.animations)
        let revealed = animations.first { $0.layer == root.view.layer.layerID && $0.animation.keyPath == "position" }
        #expect(revealed?.animation.values == [.point(CGPoint(x: 64, y: 240)), .point(CGPoint(x: 160, y: 240))])
        stage.advance(0.36)
        #expect(log.entries.suffix(3) == ["D.didDisappear(true)", "R.didAppear(true)", "D.didMove(nil)"])
        #expect(d.parent == nil && d.view.superview == nil && !d.isMovingFromParent)
        #expect(nav.popViewController(animated: false) == nil)
    }

    @Test func popToRootAndToAController() {
        let log = Log()
        let (stage, nav, root) = scene(log)
        defer { withExtendedLifetime(stage) {} }
        let b = UIViewController(), c = UIViewController(), d = UIViewController()
        nav.setViewControllers([root, b, c, d], animated: false)
        #expect(nav.topViewController === d && d.view.superview === nav.view)
        let toB = nav.popToViewController(b, animated: false)
        #expect(toB?.count == 2 && toB?[0] === c && toB?[1] === d)
        #expect(nav.topViewController === b && c.parent == nil && d.parent == nil)
        nav.pushViewController(c, animated: false)
        let toRoot = nav.popToRootViewController(animated: false)
        #expect(toRoot?.count == 2 && toRoot?[0] === b && toRoot?[1] === c)
        #expect(nav.viewControllers.count == 1 && root.view.superview === nav.view)
        #expect(nav.popToRootViewController(animated: false) == nil)
    }

    @Test func theBarShowsTheTopItemAndABackButton() {
        let log = Log()
        let (stage, nav, root) = scene(log)
        let bar = nav.navigationBar
        stage.app.runTurn()
        // UIKit's bar is 44 points high, under the top safe area (none on this screen).
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.topItem === root.navigationItem && bar.titleLabel.text == "Root")
        #expect(bar.backButtonTitle == nil)
        let d = UIViewController()
        d.title = "Detail"
        let add = UIBarButtonItem(systemItem: .add)
        d.navigationItem.rightBarButtonItem = add
        nav.pushViewController(d, animated: false)
        stage.app.runTurn()
        #expect(bar.titleLabel.text == "Detail" && bar.backItem === root.navigationItem)
        #expect(bar.backButtonTitle == "Root")
        // The right item sits 16 points from the right edge.
        #expect(bar.view(forItem: add)?.frame.maxX == 304)
        root.navigationItem.backButtonTitle = "List"
        #expect(bar.backButtonTitle == "List")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        #expect(bar.backButtonTitle == "Up")
        d.navigationItem.hidesBackButton = true
        #expect(bar.backButtonTitle == nil)
    }

    @Test func anUntitledPreviousItemGivesBack() {
        let stage = Stage()
        let nav = UINavigationController(rootViewController: UIViewController())
        stage.window.rootViewController = nav
        nav.pushViewController(UIViewController(), animated: false)
        #expect(nav.navigationBar.backButtonTitle == "Back")
    }

    @Test func theBackButtonPops() {
        let log = Log()
        let (stage, nav, root) = scene(log)
        let d = UIViewController()
        nav.pushViewController(d, animated: false)
        stage.app.runTurn()
        let back = nav.navigationBar.backButton
        let centre = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        stage.tap(centre)
        #expect(nav.topViewController === root)
        stage.advance(0.36)
        #expect(d.view.superview == nil && root.view.superview === nav.view)
    }

    @Test func theContentIsBelowTheBarInTheSafeArea() {
        let log = Log()
        let stage = Stage()
        stage.screen.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let root = LoggingController("R", log: log)
        let nav = UINavigationController(rootViewController: root)
        stage.window.rootViewController = nav
        stage.app.runTurn()
        // The status bar area (20) plus the bar (44), as a UIKit content controller sees it.
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(inner)
        #expect(inner.safeAreaInsets.top == 64)
        nav.setNavigationBarHidden(true, animated: false)
        stage.app.runTurn()
        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden)
        #expect(root.view.safeAreaInsets.top == 20)
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
    }

    @Test func largeTitlesMakeTheBarTaller() {
        let log = Log()
        let (stage, nav, root) = scene(log)
        nav.navigationBar.prefersLargeTitles = true
        stage.app.runTurn()
        // iOS's large-title bar: 96 points (44 + 52), the title in the lower part.
        #expect(nav.navigationBar.frame.height == 96)
        #expect(root.view.safeAreaInsets.top == 96)
        #expect(!nav.navigationBar.largeTitleLabel.isHidden && nav.navigationBar.titleLabel.isHidden)
        let d = UIViewController()
        d.title = "Detail"
        d.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(d, animated: false)
        stage.app.runTurn()
        #expect(nav.navigationBar.frame.height == 44 && d.view.safeAreaInsets.top == 44)
        #expect(nav.navigationBar.titleLabel.text == "Detail" && !nav.navigationBar.titleLabel.isHidden)
    }

    @Test func aTitleViewReplacesTheTitle() {
        let log = Log()
        let (stage, nav, root) = scene(log)
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.navigationItem.titleView = titleView
        let left = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.navigationItem.leftBarButtonItems = [left]
        stage.app.runTurn()
        #expect(titleView.superview === nav.navigationBar && nav.navigationBar.titleLabel.isHidden)
        #expect(titleView.frame == CGRect(x: 110, y: 7, width: 100, height: 30))
        #expect(nav.navigationBar.view(forItem: left)?.frame.minX == 16)
    }

    @Test func interactivePopFollowsTheFingerAndFinishes() {
        let log = Log()
        let (stage, nav, root) = scene(log)
        let d = pushedDetail(on: nav, log: log)
        #expect(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        stage.at(1, down(1, 4, 200))
        stage.at(1.1, move(1, 40, 200))
        #expect(log.entries == ["D.willMove(nil)", "D.willDisappear(true)", "R.willAppear(true)", "R.isAppearing"])
        #expect(nav.topViewController === root)
        stage.at(1.2, move(1, 200, 200))
        let progress = d.view.frame.minX / 320
        #expect(progress > 0.5)
        // The revealed view moves with the finger from its parallax offset.
        #expect(close(root.view.frame.minX, -96 * (1 - progress)))
        stage.at(1.3, up(1, 200, 200))
        stage.advance(0.36)
        #expect(log.entries.suffix(3) == ["D.didDisappear(true)", "R.didAppear(true)", "D.didMove(nil)"])
        #expect(nav.viewControllers.count == 1)
    }

    @Test func aCancelledInteractivePopRestoresTheStack() {
        let log = Log()
        let (stage, nav, root) = scene(log)
        let d = pushedDetail(on: nav, log: log)
        stage.at(1, down(1, 4, 200))
        stage.at(1.1, move(1, 40, 200))
        stage.at(1.5, move(1, 60, 200))
        stage.at(2.5, up(1, 60, 200))
        stage.advance(0.36)
        // iOS's order for a cancelled interactive pop: the revealed controller disappears again,
        // then the top one appears again.
        #expect(log.entries == ["D.willMove(nil)", "D.willDisappear(true)", "R.willAppear(true)", "R.isAppearing",
                                "R.willDisappear(true)", "R.didDisappear(true)", "D.willAppear(true)", "D.isAppearing",
                                "D.didAppear(true)"])
        #expect(nav.viewControllers.count == 2 && nav.topViewController === d)
        #expect(d.view.frame.minX == 0 && root.view.superview == nil)
        #expect(nav.navigationBar.topItem === d.navigationItem)
    }

    @Test func theEdgePanDoesNothingOnTheRoot() {
        let log = Log()
        let (stage, nav, _) = scene(log)
        stage.at(1, down(1, 4, 200))
        stage.at(1.1, move(1, 100, 200))
        stage.at(1.2, up(1, 100, 200))
        #expect(log.entries.isEmpty && nav.viewControllers.count == 1)
    }
}

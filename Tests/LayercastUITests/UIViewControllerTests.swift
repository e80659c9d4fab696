import Foundation
import Testing
@testable import LayercastUI

@MainActor private final class TrackingController: UIViewController {
    let log = Log()
    var makeView: (() -> UIView)?
    override func loadView() {
        log.add("loadView")
        if let makeView { view = makeView() } else { super.loadView() }
    }
    override func viewDidLoad() { log.add("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("didDisappear") }
    override func viewWillLayoutSubviews() { log.add("willLayout") }
    override func viewDidLayoutSubviews() { log.add("didLayout") }
}

@MainActor @Suite struct UIViewControllerTests {
    // MARK: - Lazy view
    @Test func viewLoadsLazilyOnce() {
        let vc = TrackingController()
        let custom = UIView()
        vc.makeView = { custom }
        #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil)
        #expect(vc.log.entries.isEmpty)
        #expect(vc.view === custom)
        _ = vc.view
        #expect(vc.log.entries == ["loadView", "viewDidLoad"])
        #expect(vc.isViewLoaded)
    }

    @Test func defaultLoadViewMakesAPlainView() {
        let vc = UIViewController()
        #expect(vc.view != nil)
        #expect(type(of: vc.view!) == UIView.self)
    }

    // MARK: - Appearance
    @Test func appearanceFollowsTheWindow() {
        let stage = Stage()
        let vc = TrackingController()
        stage.window.rootViewController = vc
        // UIKit lays the view out before viewDidAppear.
        #expect(vc.log.entries == ["loadView", "viewDidLoad", "willAppear", "willLayout", "didLayout", "didAppear"])
        vc.log.entries = []
        stage.window.isHidden = true
        #expect(vc.log.entries == ["willDisappear", "didDisappear"])
        vc.log.entries = []
        stage.window.isHidden = false
        #expect(vc.log.entries == ["willAppear", "didAppear"])
        vc.log.entries = []
        stage.window.rootViewController = nil
        #expect(vc.log.entries == ["willDisappear", "didDisappear"])
    }

    @Test func hiddenWindowDefersAppearanceUntilShown() {
        let stage = Stage()
        let window = UIWindow(screen: stage.screen)
        let vc = TrackingController()
        window.rootViewController = vc
        #expect(vc.log.entries == ["loadView", "viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(vc.log.entries == ["loadView", "viewDidLoad", "willAppear", "willLayout", "didLayout", "didAppear"])
    }

    @Test func childrenGetAppearanceToo() {
        let stage = Stage()
        let parent = UIViewController(), child = TrackingController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        stage.window.rootViewController = parent
        #expect(child.log.entries.suffix(2) == ["willAppear", "didAppear"])
        #expect(child.parent === parent && parent.children.first === child)
        child.removeFromParent()
        #expect(child.parent == nil && parent.children.isEmpty)
    }

    @Test func layoutHooksWrapLayoutSubviews() {
        let stage = Stage()
        let vc = TrackingController()
        stage.window.rootViewController = vc
        stage.app.runTurn()
        vc.log.entries = []
        vc.view.setNeedsLayout()
        stage.app.runTurn()
        #expect(vc.log.entries == ["willLayout", "didLayout"])
    }

    // MARK: - Responder chain
    @Test func controllerSitsBetweenItsViewAndTheSuperview() {
        let stage = Stage()
        let vc = UIViewController()
        stage.window.rootViewController = vc
        let button = UIView()
        vc.view.addSubview(button)
        #expect(button.next === vc.view)
        #expect(vc.view.next === vc)
        #expect(vc.next === stage.window)
        #expect(stage.window.next === stage.app)
        #expect(stage.app.next == nil)
    }
}

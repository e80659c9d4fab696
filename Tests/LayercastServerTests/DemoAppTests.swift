import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI
@testable import LayercastDemo

/// The demo on a 390×844-point 2× screen, on a manual clock, launched and laid out.
@MainActor
struct DemoStage {
    let clock = ManualClock()
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2)
    let app: UIApplication
    let demo: DemoApp
    /// The diffs of the first turn (the whole demo appearing).
    let firstDiffs: [LayerTreeDiff]

    init() {
        app = UIApplication(screen: screen, clock: clock)
        demo = launchDemo(in: app)
        firstDiffs = app.runTurn()
    }

    /// Queues touches and runs a turn; returns its diffs.
    @discardableResult
    func touch(_ inputs: TouchInput...) -> [LayerTreeDiff] {
        app.enqueueTouches(inputs)
        return app.runTurn()
    }

    /// A tap (down, then up one turn later) at `point`, screen points.
    func tap(at point: CGPoint, identifier: Int = 1) {
        touch(TouchInput(identifier: identifier, phase: .began, location: point))
        clock.advance(by: 0.05)
        touch(TouchInput(identifier: identifier, phase: .ended, location: point))
        clock.advance(by: 0.5)
    }
}

func center(of rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

@MainActor @Suite struct DemoAppTests {
    // MARK: - Launch

    @Test func launchShowsAKeyWindowWithTheRootController() {
        let stage = DemoStage()
        #expect(stage.app.keyWindow === stage.demo.window)
        #expect(stage.app.windows.count == 1)
        #expect(stage.demo.window.frame == stage.screen.bounds)
        // A tab bar of two navigation controllers; the showcase is the first one's root.
        #expect(stage.demo.window.rootViewController === stage.demo.tabBarController)
        #expect(stage.demo.tabBarController.viewControllers?.count == 2)
        #expect(stage.demo.tabBarController.selectedIndex == 0)
        #expect(stage.demo.navigationController?.viewControllers.first === stage.demo.viewController)
        #expect(stage.demo.navigationController?.isNavigationBarHidden == true)
        #expect(stage.demo.settingsViewController.navigationController?.tabBarController === stage.demo.tabBarController)
        #expect(stage.demo.tabBarController.tabBar.items?.map(\.title) == ["Showcase", "Settings"])
        #expect(stage.demo.viewController.view is DemoRootView)
        #expect(stage.firstDiffs.count == 1)
        #expect((stage.firstDiffs.first?.created.count ?? 0) > 30)
    }

    @Test func theApplicationDelegateLaunchesAsAUIKitAppDoes() {
        let app = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3),
                                clock: ManualClock())
        let delegate = makeDemoApplicationDelegate()
        #expect(delegate.window == nil && delegate.demo == nil)
        let launched = app.perform { delegate.application(app, didFinishLaunchingWithOptions: nil) }
        #expect(launched)
        #expect(delegate.window?.isKeyWindow == true)
        #expect(delegate.window?.rootViewController is UITabBarController)
        #expect(delegate.demo?.viewController.tabBarController === delegate.window?.rootViewController)
        #expect(app.runTurn().count == 1)
        // Photos are painted at the screen's scale when it is above 2.
        #expect(delegate.demo?.visibleImageView.image?.scale == 3)
    }

    @Test func launchBuildsTheSamplesHierarchy() {
        let stage = DemoStage()
        let root = stage.demo.viewController.view!
        let photo = stage.demo.photoView
        // Window → root view → gallery → paging scroll view → a zooming page per scene.
        #expect(photo.isDescendant(of: root))
        #expect(photo.pagingView.isPagingEnabled)
        #expect(photo.pages.count == DemoPhotos.Scene.allCases.count)
        #expect(photo.pages.allSatisfy { $0.superview === photo.pagingView })
        #expect(stage.demo.visibleImageView === photo.pages[0].imageView)
        #expect(!stage.demo.visibleImageView.isHidden)
        #expect(photo.fadingImageView.isHidden)
        #expect(stage.demo.visibleImageView.layer.contents != nil)
        #expect(photo.clipsToBounds && photo.layer.cornerRadius > 0)
        #expect(stage.demo.toolbar.superview === root)
        #expect(stage.demo.viewController.transitionItem.title == "Transition")
        #expect(stage.demo.tapCountText == "Taps: 0")
        #expect(stage.demo.listView.sections.count == DemoRootView.listTitles.count)
        #expect(stage.demo.listView.rowCount == 1_000)
        #expect(stage.demo.tableView.style == .plain)
    }

    @Test func launchLaysOutForAPortraitPhone() {
        let stage = DemoStage()
        let root = stage.demo.viewController.view!
        // The showcase extends under the tab bar (49 points, UIKit's standard height), which
        // the root view's safe area reports at the bottom.
        #expect(root.frame == stage.screen.bounds)
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        let expected = DemoRootView.layout(for: stage.screen.bounds, safeArea: root.safeAreaInsets)
        #expect(stage.demo.tapButtonFrame == expected.button)
        #expect(stage.demo.listView.frame == expected.list)
        #expect(stage.demo.toolbar.frame == expected.toolbar)
        #expect(stage.demo.draggableView.center == expected.puckHome)
        // Everything is on screen, the toolbar right above the tab bar.
        let tabBar = stage.demo.tabBarController.tabBar
        #expect(abs(expected.toolbar.maxY - tabBar.convert(tabBar.bounds, to: nil).minY) < 1e-9)
        for frame in [expected.title, expected.photo, expected.button, expected.countLabel, expected.list, expected.shapes] {
            #expect(stage.screen.bounds.contains(frame))
            #expect(!frame.intersects(expected.toolbar))
        }
        #expect(stage.demo.transitionItemFrame.map { expected.toolbar.contains($0) } == true)
    }

    @Test func showsRotationTransparencyCornersBordersAndShadows() {
        let stage = DemoStage()
        let shapes = stage.demo.shapesView
        #expect(shapes.rotatedTile.transform == CGAffineTransform(rotationAngle: DemoShapesView.rotatedTileAngle))
        #expect(abs(shapes.translucentDisc.alpha - DemoShapesView.translucentDiscAlpha) < 1e-6)
        #expect(shapes.borderedSquare.layer.borderWidth > 0 && shapes.borderedSquare.layer.cornerRadius > 0)
        #expect(shapes.clippingView.clipsToBounds && shapes.clippingView.layer.cornerRadius > 0)
        #expect(shapes.shadowTile.layer.shadowOpacity > 0)
        #expect(stage.demo.draggableView.layer.shadowOpacity > 0)
    }

    // MARK: - Screen changes

    @Test func theDraggedPuckKeepsItsOffsetFromHomeAcrossAResize() {
        let stage = DemoStage()
        let start = stage.demo.draggableView.center
        stage.touch(TouchInput(identifier: 1, phase: .began, location: start))
        stage.touch(TouchInput(identifier: 1, phase: .moved, location: CGPoint(x: start.x - 40, y: start.y - 30)))
        stage.touch(TouchInput(identifier: 1, phase: .ended, location: CGPoint(x: start.x - 40, y: start.y - 30)))
        stage.app.screenDidChange(bounds: CGRect(x: 0, y: 0, width: 430, height: 932))
        stage.app.runTurn()
        let home = DemoRootView.layout(for: CGRect(x: 0, y: 0, width: 430, height: 932),
                                       safeArea: stage.demo.viewController.view.safeAreaInsets).puckHome
        #expect(stage.demo.draggableView.center == CGPoint(x: home.x - 40, y: home.y - 30))
    }

    @Test func aScreenTurnedToLandscapeReLaysOut() {
        let stage = DemoStage()
        stage.app.screenDidChange(bounds: CGRect(x: 0, y: 0, width: 844, height: 390))
        stage.app.runTurn()
        let root = stage.demo.viewController.view!
        #expect(root.safeAreaInsets.bottom == 49)
        let expected = DemoRootView.layout(for: CGRect(x: 0, y: 0, width: 844, height: 390), safeArea: root.safeAreaInsets)
        #expect(stage.demo.window.frame.size == CGSize(width: 844, height: 390))
        #expect(stage.demo.tabBarController.tabBar.frame == CGRect(x: 0, y: 390 - 49, width: 844, height: 49))
        #expect(stage.demo.toolbar.frame == expected.toolbar)
        #expect(stage.demo.toolbar.frame.width == 844)
        #expect(stage.demo.tapButtonFrame == expected.button)
        #expect(stage.demo.draggableView.center == expected.puckHome)
        // Two columns: the photo on the left, the controls beside it, nothing under the toolbar.
        #expect(expected.photo.maxX < expected.button.minX)
        for frame in [expected.photo, expected.button, expected.countLabel, expected.list, expected.shapes] {
            #expect(CGRect(x: 0, y: 0, width: 844, height: 390).contains(frame))
            #expect(!frame.intersects(expected.toolbar))
        }
    }
}

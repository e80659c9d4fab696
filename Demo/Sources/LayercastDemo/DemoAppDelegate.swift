import Foundation
import LayercastGraphics
import LayercastUI

/// The demo's application delegate, written as a UIKit app's: at launch it creates a window on
/// the application's screen, sets the root view controller and makes the window key and visible.
///
/// The root is a tab bar controller of two navigation controllers: the showcase (its list pushes
/// a detail screen) and the settings.
@MainActor
public final class DemoAppDelegate: UIApplicationDelegate {
    /// The window, once launched.
    public var window: UIWindow?
    /// The launched demo's parts; `nil` before launch.
    public private(set) var demo: DemoApp?

    /// Creates a delegate that has not launched yet.
    public init() {}

    /// Builds and shows the demo on `application`'s screen. Always returns `true`.
    @discardableResult
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let window = UIWindow(screen: application.screen)
        // Photos are painted for a 2× screen at least, so 1× and 2× clients both get sharp ones.
        let controller = DemoViewController(imageScale: max(2, application.screen.scale))
        let showcase = UINavigationController(rootViewController: controller)
        showcase.tabBarItem = UITabBarItem(title: "Showcase", image: UIImage(systemName: "star"),
                                           selectedImage: UIImage(systemName: "star.fill"))
        let settingsController = DemoSettingsViewController(showcase: controller)
        let settings = UINavigationController(rootViewController: settingsController)
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [showcase, settings]
        window.rootViewController = tabs
        window.backgroundColor = .demo(DemoPalette.background)
        window.makeKeyAndVisible()
        self.window = window
        demo = DemoApp(window: window, tabBarController: tabs, viewController: controller,
                       settingsViewController: settingsController)
        demo?.presenter = DemoPresenterMode.install(in: application, photoView: controller.rootView.photoView, demoWindow: window)
        return true
    }
}

/// Creates the demo's application delegate; the server calls its
/// `application(_:didFinishLaunchingWithOptions:)` with the application it serves.
@MainActor
public func makeDemoApplicationDelegate() -> DemoAppDelegate { DemoAppDelegate() }

/// Launches the demo in `app`: creates and shows its window on `app`'s screen (inside
/// `app.perform`, so it can run before the first turn). Returns the demo's parts.
@MainActor
@discardableResult
public func launchDemo(in app: UIApplication) -> DemoApp {
    let delegate = DemoAppDelegate()
    app.perform { _ = delegate.application(app) }
    return delegate.demo!
}

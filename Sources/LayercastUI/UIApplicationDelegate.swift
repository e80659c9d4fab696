/// An app's entry point, as UIKit's application delegate: at launch it creates its window on
/// the application's screen, sets the root view controller and calls `makeKeyAndVisible()`.
///
/// A server serves a delegate with `LayercastServer.serve(delegate:screen:configuration:eventLoopGroup:)`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Builds the interface. Called once, before the first turn and before any client connects.
    /// Returns `false` when the app cannot launch (the server then does not start).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called when the application became active (a client shows it). Optional, as in UIKit.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the application is about to stop being active. Optional.
    func applicationWillResignActive(_ application: UIApplication)
    /// Called when the application entered the background (no client shows it). Optional.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Called when the application is about to leave the background. Optional.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Called when the application is about to terminate. Optional.
    func applicationWillTerminate(_ application: UIApplication)
    /// Called when the system asks the application to free memory. Optional.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

/// The optional requirements' defaults: they do nothing, as an unimplemented optional method of
/// UIKit's protocol is never called.
extension UIApplicationDelegate {
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

extension UIApplication {
    /// The keys of the launch options dictionary an application delegate receives, as UIKit's.
    /// A Layercast server launches an app with no options (`nil`): there is no URL, shortcut or
    /// notification that launches it.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key with the given name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was asked to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle id of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification's payload.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The home-screen quick action that launched the app.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// A user activity the app continues.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }
}

/// An app's entry point, as UIKit's application delegate: at launch it creates its window on
/// the application's screen, sets the root view controller and calls `makeKeyAndVisible()`.
///
/// A server serves a delegate with `LayercastServer.serve(delegate:screen:configuration:eventLoopGroup:)`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Builds the interface. Called once, before the first turn and before any client connects.
    /// Returns `false` when the app cannot launch (the server then does not start).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool
}

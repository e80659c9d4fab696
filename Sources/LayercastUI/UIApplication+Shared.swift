import Foundation
import LayercastGraphics

/// UIKit's shared objects, resolved to the served application.
///
/// UIKit code reaches its application through `UIApplication.shared` (and `UIScreen.main`,
/// `UIDevice.current`, `UIPasteboard.general`) rather than through injection, so they exist:
/// they are UIKit's API. The toolkit's own code never uses them; it is handed what it needs.
/// In a process that serves one application they are that application's; in a process that
/// serves several, they are those of the application whose turn (or `perform`) is running.
extension UIApplication {
    /// The applications alive in this process, oldest first (held weakly).
    private static var live: [WeakApplication] = []

    /// Records a new application for `shared` to find outside a turn.
    static func registerLive(_ application: UIApplication) {
        live.removeAll { $0.application == nil }
        live.append(WeakApplication(application: application))
    }

    /// The served application (UIKit's `UIApplication.shared`): the one whose turn or
    /// `perform(_:)` is running, else the only application alive in the process. Using it with
    /// no application, or outside a turn in a process that serves several, stops with a message
    /// that says so.
    public static var shared: UIApplication {
        if let current { return current }
        let alive = live.compactMap(\.application)
        guard alive.count == 1, let only = alive.first else {
            preconditionFailure(alive.isEmpty
                ? "UIApplication.shared used before an application was created (serve one with LayercastServer.serve, or create a UIApplication)"
                : "UIApplication.shared used outside a turn in a process that serves \(alive.count) applications: which one is ambiguous (run the code in a turn or in application.perform { … })")
        }
        return only
    }

    /// Posts a UIKit notification both on the application's own `notificationCenter` and on
    /// `NotificationCenter.default`, where code written for iOS observes it.
    public func postNotification(_ name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
        notificationCenter.post(name: name, object: object, userInfo: userInfo)
        NotificationCenter.default.post(name: name, object: object, userInfo: userInfo)
    }
}

/// A weak reference to an application, for the process's list of live ones.
private struct WeakApplication {
    weak var application: UIApplication?
}

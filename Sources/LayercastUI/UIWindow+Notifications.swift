import Foundation

extension UIWindow {
    /// Posted (object: the window) when it became visible on its screen.
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted (object: the window) when it stopped being visible on its screen.
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted (object: the window) when it became key.
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted (object: the window) when it stopped being key.
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}

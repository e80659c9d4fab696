import Foundation

/// Hears (and may refuse) the user's tab selections: UIKit's `UITabBarControllerDelegate`.
/// Programmatic changes of `selectedIndex` or `selectedViewController` are not reported, as
/// in UIKit. Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected (the user tapped it). Default `true`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after the user selected the tab of `viewController` (also when it was selected
    /// already).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Allows the selection.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

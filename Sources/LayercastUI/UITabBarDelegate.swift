import Foundation

/// Hears a tab bar's selection: UIKit's `UITabBarDelegate` (optional methods).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Called when the user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

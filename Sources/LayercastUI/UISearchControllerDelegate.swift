import Foundation

/// The object a search controller tells about its activation: UIKit's
/// `UISearchControllerDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search controller is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to become inactive.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller became inactive.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

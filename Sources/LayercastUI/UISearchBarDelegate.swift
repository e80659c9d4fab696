import Foundation

/// The object a search bar tells about editing and its buttons: UIKit's `UISearchBarDelegate`.
/// Every method is optional; the defaults are UIKit's.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether the search bar may begin editing. Default `true`.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the search bar may end editing. Default `true`.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (also when the clear button empties it).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The user tapped the keyboard's Search (return) key.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped the Cancel button.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// UIKit's default: `true`.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// UIKit's default: `true`.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

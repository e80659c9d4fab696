import Foundation

/// The object a search controller asks to update its results: UIKit's
/// `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text changed, or the search bar became or stopped being the first
    /// responder: update the results for `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}

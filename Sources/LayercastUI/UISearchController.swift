import Foundation
import LayercastGraphics

/// A controller that manages a search bar and the results of searches: UIKit's
/// `UISearchController`.
///
/// The controller owns its `searchBar`; put the bar in the interface (a table's
/// `tableHeaderView`, a navigation item's `searchController`…). Beginning to edit in the bar,
/// or setting `isActive`, activates the controller: the delegate hears
/// `willPresentSearchController`, the results updater is asked to update, the delegate hears
/// `didPresentSearchController`. Every edit asks the updater again. Cancel (or `isActive =
/// false`) clears the text and deactivates it. Layercast does not yet show
/// `searchResultsController` over the presenting interface nor dim it: apps that filter in
/// place (`searchResultsController` `nil`) behave as in UIKit.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller showing the results; `nil` shows them in the presenting controller.
    public let searchResultsController: UIViewController?
    /// The search bar.
    public let searchBar: UISearchBar
    /// The object asked to update the results when the search changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The object told about activation.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the presenting content is obscured while searching. Default `true` (UIKit's).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching. Default `true` (UIKit's).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows its Cancel button while active. Default `true` (UIKit's).
    open var automaticallyShowsCancelButton = true
    /// The former name of `obscuresBackgroundDuringPresentation` (deprecated in iOS 12).
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    private var activeStorage = false

    /// Whether the search is active. Setting it activates or deactivates the controller, with
    /// the callbacks the type's documentation lists.
    open var isActive: Bool {
        get { activeStorage }
        set {
            guard newValue != activeStorage else { return }
            newValue ? activate() : deactivate()
        }
    }

    /// Creates a search controller whose results show in `searchResultsController`, or in the
    /// presenting controller when it is `nil`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.standardHeight))
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// Creates a search controller that shows the results in the presenting controller: UIKit's
    /// designated initializer, which subclasses call. Layercast has no nib files.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.standardHeight))
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        searchBar.searchController = self
    }

    /// Creates a search controller that shows the results in the presenting controller.
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    /// Creates a search controller from an archive. Layercast has no storyboard or nib
    /// archives, so no key of `coder` is read: it starts as `init()` makes it.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.standardHeight))
        super.init(coder: coder)
        searchBar.searchController = self
    }

    private func activate() {
        delegate?.willPresentSearchController(self)
        activeStorage = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        activeStorage = false
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if searchBar.searchTextField.isFirstResponder { _ = searchBar.searchTextField.resignFirstResponder() }
        searchBar.text = ""
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The bar began editing: the controller activates (or, if already active, updates).
    func searchBarDidBeginEditing() {
        if activeStorage { searchResultsUpdater?.updateSearchResults(for: self) } else { activate() }
    }

    /// The user changed the text.
    func searchBarTextDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user tapped Cancel.
    func searchBarCancelled() {
        isActive = false
    }
}

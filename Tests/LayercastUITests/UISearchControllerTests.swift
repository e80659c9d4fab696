import Foundation
import Testing
import LayercastGraphics
@testable import LayercastUI

/// A results updater and delegate recording the calls, in order.
@MainActor final class SearchRecorder: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    var calls: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
        calls.append("update '\(searchController.searchBar.text ?? "")' active \(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("textDidChange '\(searchText)'") }
}

/// `UISearchController` (Apple's documentation: `obscuresBackgroundDuringPresentation` and
/// `hidesNavigationBarDuringPresentation` default to `true`; `dimsBackgroundDuringPresentation`
/// is the deprecated name of the former; the updater's `updateSearchResults(for:)` is "called
/// when the search bar becomes the first responder or when the user makes changes inside the
/// search bar"; the delegate hears `willPresentSearchController` before and
/// `didPresentSearchController` after the presentation).
@MainActor @Suite struct UISearchControllerTests {
    @Test func defaults() {
        let controller = UISearchController(searchResultsController: nil)
        #expect(controller.searchResultsController == nil && !controller.isActive)
        #expect(controller.obscuresBackgroundDuringPresentation && controller.dimsBackgroundDuringPresentation)
        #expect(controller.hidesNavigationBarDuringPresentation)
        controller.dimsBackgroundDuringPresentation = false
        #expect(!controller.obscuresBackgroundDuringPresentation)
        #expect(UISearchController().searchBar.text == "")
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        bar.sizeToFit()
        #expect(bar.frame.size == CGSize(width: 320, height: 56))
    }

    @Test func activationAndEditsAskTheUpdater() {
        let stage = Stage()
        let recorder = SearchRecorder()
        let controller = UISearchController(searchResultsController: nil)
        controller.searchResultsUpdater = recorder
        controller.delegate = recorder
        controller.searchBar.delegate = recorder
        controller.searchBar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        stage.window.addSubview(controller.searchBar)
        stage.run {
            #expect(controller.searchBar.searchTextField.becomeFirstResponder())
            controller.searchBar.searchTextField.insertText("Tw")
        }
        #expect(controller.isActive)
        #expect(recorder.calls == ["willPresent", "update '' active true", "didPresent",
                                   "textDidChange 'Tw'", "update 'Tw' active true"])
        recorder.calls = []
        controller.isActive = false
        #expect(recorder.calls == ["willDismiss", "update '' active false", "didDismiss"])
        #expect(controller.searchBar.text == "")
    }
}

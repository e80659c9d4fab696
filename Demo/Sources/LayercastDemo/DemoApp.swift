import Foundation
import LayercastGraphics
import LayercastUI

/// The launched demo's parts, by name, for the server and for tests that drive it.
///
/// Frames are in screen points (the window covers the screen), read from the live views, so
/// they follow layout (call after a turn has run the layout pass).
@MainActor
public struct DemoApp {
    /// The demo's window.
    public let window: UIWindow
    /// The window's root view controller: the showcase and settings tabs.
    public let tabBarController: UITabBarController
    /// The showcase: the first tab's root view controller.
    public let viewController: DemoViewController
    /// The second tab's root view controller.
    public let settingsViewController: DemoSettingsViewController
    /// Presenter mode: the photo on a second screen, a remote on this one (`PresenterMode.swift`).
    public internal(set) var presenter: DemoPresenterMode?

    init(window: UIWindow, tabBarController: UITabBarController, viewController: DemoViewController,
         settingsViewController: DemoSettingsViewController) {
        self.window = window
        self.tabBarController = tabBarController
        self.viewController = viewController
        self.settingsViewController = settingsViewController
    }

    /// The showcase's navigation controller (the first tab).
    public var navigationController: UINavigationController? { viewController.navigationController }

    var root: DemoRootView { viewController.rootView }

    /// The gallery: a paging scroll view of zoomable photos.
    public var photoView: DemoPhotoView { root.photoView }
    /// The image view of the page showing now.
    public var visibleImageView: UIImageView { root.photoView.visibleImageView }
    /// The toolbar at the bottom.
    public var toolbar: UIToolbar { root.toolbar }
    /// The button whose taps the label counts.
    public var tapButton: UIButton { root.tapButton }
    /// The label counting taps ("Taps: 3").
    public var tapCountLabel: UILabel { root.tapCountLabel }
    /// The label's text.
    public var tapCountText: String? { root.tapCountLabel.text }
    /// The puck that follows a drag.
    public var draggableView: DemoDraggableView { root.draggableView }
    /// The list: a table view of 1,000 rows in sections.
    public var listView: DemoListView { root.listView }
    /// The list's table view.
    public var tableView: UITableView { root.listView.tableView }
    /// The card of rotated, translucent, rounded, bordered and shadowed views.
    public var shapesView: DemoShapesView { root.shapesView }

    /// Where the button is, screen points.
    public var tapButtonFrame: CGRect { root.tapButton.convert(root.tapButton.bounds, to: nil) }
    /// Where the draggable puck is, screen points.
    public var draggableViewFrame: CGRect { root.draggableView.convert(root.draggableView.bounds, to: nil) }
    /// Where the toolbar's transition item is, screen points; `nil` before the toolbar has laid
    /// it out.
    public var transitionItemFrame: CGRect? { frame(ofToolbarItem: viewController.transitionItem) }

    /// Where the toolbar's flip item is, screen points; `nil` before the toolbar has laid it out.
    public var flipItemFrame: CGRect? { frame(ofToolbarItem: viewController.flipItem) }

    /// A bar button item is not a view: this is the frame of the button the toolbar made for
    /// `item` (found by its title, as the toolbar keeps its item views to itself).
    private func frame(ofToolbarItem item: UIBarButtonItem) -> CGRect? {
        let title = item.title
        func find(in view: UIView) -> UIButton? {
            if let button = view as? UIButton, button.title(for: .normal) == title { return button }
            for subview in view.subviews { if let found = find(in: subview) { return found } }
            return nil
        }
        guard let button = find(in: root.toolbar), button.bounds.width > 0 else { return nil }
        return button.convert(button.bounds, to: nil)
    }
}

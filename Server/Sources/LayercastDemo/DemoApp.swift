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
    /// The root view controller.
    public let viewController: DemoViewController
    /// Presenter mode: the photo on a second screen, a remote on this one (`PresenterMode.swift`).
    public internal(set) var presenter: DemoPresenterMode?

    init(window: UIWindow, viewController: DemoViewController) {
        self.window = window
        self.viewController = viewController
    }

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
    /// it out. A bar button item is not a view: this is the frame of the button the toolbar
    /// made for it (found by its title, as the toolbar keeps its item views to itself).
    public var transitionItemFrame: CGRect? {
        let title = viewController.transitionItem.title
        func find(in view: UIView) -> UIButton? {
            if let button = view as? UIButton, button.title(for: .normal) == title { return button }
            for subview in view.subviews { if let found = find(in: subview) { return found } }
            return nil
        }
        guard let button = find(in: root.toolbar), button.bounds.width > 0 else { return nil }
        return button.convert(button.bounds, to: nil)
    }
}

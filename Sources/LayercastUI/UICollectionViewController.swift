import Foundation
import LayercastGraphics

/// A view controller whose view is a collection view it serves: UIKit's
/// `UICollectionViewController`.
///
/// `loadView()` makes a collection view with the controller's layout and sets the controller
/// as its data source and delegate. Every data-source and delegate method is a member of the
/// class, with UIKit's default behaviour, so a subclass overrides the ones it needs. On each
/// appearance the controller reloads an empty collection (the first time) and, when
/// `clearsSelectionOnViewWillAppear`, deselects the selected items.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout given at creation; `nil` when the controller was made without one.
    private var initialLayout: UICollectionViewLayout?
    /// Whether the collection view has been loaded with data once.
    private var hasReloadedOnce = false

    /// The collection view: the controller's `view` (reading it loads the view).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    public var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// Whether the selected items are deselected each time the controller's view is about to
    /// appear. Default `true` (UIKit's).
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller without a layout: assign `collectionView` before the view loads,
    /// or loading traps as UIKit raises for a collection view without a layout. UIKit's
    /// designated initializer, which subclasses call; Layercast has no nib files.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller without a layout (see `init(nibName:bundle:)`).
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive. Layercast has no storyboard or nib archives, so no
    /// key of `coder` is read: the controller has no layout, as `init()` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - The view

    /// Makes the collection view, with the controller as its data source and delegate.
    open override func loadView() {
        guard let layout = initialLayout else {
            preconditionFailure("UICollectionView must be initialized with a non-nil layout parameter")
        }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Reloads the collection the first time it appears and clears the selection when
    /// `clearsSelectionOnViewWillAppear`; subclasses call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collection = collectionView else { return }
        if !hasReloadedOnce {
            hasReloadedOnce = true
            collection.reloadData()
        }
        if clearsSelectionOnViewWillAppear {
            for path in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: path, animated: animated) }
        }
    }

    // MARK: - UICollectionViewDataSource

    /// The number of sections. Default 1.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// The number of items in `section`. Default 0: subclasses override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// The cell of the item at `indexPath`. Subclasses that have items override it; the default
    /// traps, as UIKit raises.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("UICollectionViewController: override collectionView(_:cellForItemAt:) to give the cell of item \(indexPath)")
    }
    /// The supplementary view of `kind` at `indexPath`. The default traps, as UIKit raises when
    /// the layout places one the data source does not give.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        preconditionFailure("the data source must implement collectionView(_:viewForSupplementaryElementOfKind:at:) for kind \(kind)")
    }

    // MARK: - UICollectionViewDelegate

    /// Whether the item highlights when touched. Default `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Whether the item can be selected. Default `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Whether the item can be deselected. Default `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// The user selected an item. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// The user deselected an item. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// A cell is about to show. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// A cell left the collection view. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// The menu a long press on an item shows; default none.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Called before an item's menu shows. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Called before an item's menu goes away. Default: nothing.
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}

    // MARK: - UIScrollViewDelegate

    /// The collection scrolled. Default: nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// A drag began. Default: nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// A drag is ending. Default: nothing.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// A drag ended. Default: nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Deceleration begins. Default: nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Deceleration ended. Default: nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// A scrolling animation ended. Default: nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// The view to zoom. Default `nil`.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Zooming begins. Default: nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Zooming ended. Default: nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// The zoom scale changed. Default: nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// The adjusted content inset changed. Default: nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

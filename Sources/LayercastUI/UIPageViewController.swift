import Foundation
import LayercastGraphics

/// A container that pages between child controllers with a swipe: UIKit's
/// `UIPageViewController`, for the `.scroll` transition style (`.pageCurl` pages the same way,
/// without the curl).
///
/// The view holds a paging scroll view with the current controller in the middle page and the
/// data source's controllers before and after it on either side. A swipe that settles on a
/// neighbour makes it current: the delegate hears `willTransitionTo` as the drag starts and
/// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` when the scroll view
/// settles. `setViewControllers(_:direction:animated:completion:)` shows a controller at once.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn. Raw values are UIKit's.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl.
        case pageCurl = 0
        /// A scroll.
        case scroll = 1
    }
    /// Which way pages lie. Raw values are UIKit's.
    public enum NavigationOrientation: Int, Sendable {
        /// Side by side.
        case horizontal = 0
        /// One above another.
        case vertical = 1
    }
    /// Which way `setViewControllers` moves. Raw values are UIKit's.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }
    /// Where the spine of a page curl sits. Raw values are UIKit's.
    public enum SpineLocation: Int, Sendable {
        /// No spine (scroll style).
        case none = 0
        /// At the left or top.
        case min = 1
        /// In the middle.
        case mid = 2
        /// At the right or bottom.
        case max = 3
    }
    /// The keys of the `options` dictionary.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of a page curl (an `NSNumber` of a `SpineLocation`).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a scroll, in points (an `NSNumber`).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// Which way pages lie.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine sits: `.none` for the scroll style.
    open var spineLocation: SpineLocation { transitionStyle == .scroll ? .none : .min }
    /// Supplies the controllers before and after the current one; `nil`: no swiping.
    open weak var dataSource: (any UIPageViewControllerDataSource)? { didSet { if isViewLoaded { reloadNeighbours() } } }
    /// Hears of page turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// Whether pages are shown two at a time (page curl only). Default `false`.
    open var isDoubleSided = false
    /// The controllers shown: the current page.
    open var viewControllers: [UIViewController]? { current.map { [$0] } }
    /// The recognizers that turn pages: the scroll view's pan.
    open var gestureRecognizers: [UIGestureRecognizer] { pager.gestureRecognizers ?? [] }

    let pager = UIScrollView(frame: .zero)
    private let pagerDelegate = PagerDelegate()
    private let spacing: CGFloat
    private var current: UIViewController?
    private var before: UIViewController?
    private var after: UIViewController?
    private var pending: UIViewController?

    /// Creates a page view controller.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spacing = (options?[.interPageSpacing] as? NSNumber).map { CGFloat($0.doubleValue) }
            ?? (options?[.interPageSpacing] as? CGFloat) ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a horizontal page view controller from an archive; Layercast has no storyboard
    /// archives, so no key of `coder` is read.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spacing = 0
        super.init(coder: coder)
    }

    /// Loads the view: the paging scroll view, filling it.
    open override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        pager.frame = root.bounds
        pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.showsVerticalScrollIndicator = false
        pager.alwaysBounceHorizontal = navigationOrientation == .horizontal
        pager.alwaysBounceVertical = navigationOrientation == .vertical
        pagerDelegate.owner = self
        pager.delegate = pagerDelegate
        root.addSubview(pager)
        view = root
    }

    /// Places the pages for the view's size.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        placePages()
    }

    /// Shows `viewControllers` (one for the scroll style) as the current page, then calls
    /// `completion` with `true`. `direction` and `animated` say how UIKit would move; the page
    /// is shown at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard let next = viewControllers?.first else { completion?(true); return }
        show(next)
        completion?(true)
    }

    // MARK: - Pages

    private var pageLength: CGFloat {
        navigationOrientation == .horizontal ? pager.bounds.width + spacing : pager.bounds.height + spacing
    }

    private func offset(ofPage page: Int) -> CGPoint {
        navigationOrientation == .horizontal ? CGPoint(x: CGFloat(page) * pageLength, y: 0)
                                             : CGPoint(x: 0, y: CGFloat(page) * pageLength)
    }

    private func show(_ controller: UIViewController) {
        if controller !== current {
            current.map(detach)
            current = controller
            attach(controller)
        }
        reloadNeighbours()
    }

    private func attach(_ controller: UIViewController) {
        guard controller.parent !== self else { return }
        addChild(controller)
        pager.addSubview(controller.view)
        controller.didMove(toParent: self)
    }

    private func detach(_ controller: UIViewController) {
        guard controller.parent === self else { return }
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
    }

    /// Asks the data source for the neighbours of the current page and lays the pages out.
    func reloadNeighbours() {
        for old in [before, after].compactMap({ $0 }) where old !== current { detach(old) }
        before = current.flatMap { dataSource?.pageViewController(self, viewControllerBefore: $0) }
        after = current.flatMap { dataSource?.pageViewController(self, viewControllerAfter: $0) }
        for neighbour in [before, after].compactMap({ $0 }) { attach(neighbour) }
        if isViewLoaded { placePages() }
    }

    /// Lays the pages out in the scroll view: before, current, after.
    private func placePages() {
        let size = pager.bounds.size
        var pages: [UIViewController] = []
        if let before { pages.append(before) }
        if let current { pages.append(current) }
        if let after { pages.append(after) }
        for (index, page) in pages.enumerated() {
            page.view.frame = CGRect(origin: offset(ofPage: index), size: size)
        }
        let count = CGFloat(pages.count)
        pager.contentSize = navigationOrientation == .horizontal
            ? CGSize(width: max(0, count * pageLength - spacing), height: size.height)
            : CGSize(width: size.width, height: max(0, count * pageLength - spacing))
        pager.contentOffset = offset(ofPage: before == nil ? 0 : 1)
    }

    /// The page the scroll view shows now.
    private var shownPage: UIViewController? {
        guard pageLength > 0 else { return current }
        let position = navigationOrientation == .horizontal ? pager.contentOffset.x : pager.contentOffset.y
        let index = Int((position / pageLength).rounded())
        let pages = [before, current, after].compactMap { $0 }
        return pages.indices.contains(index) ? pages[index] : current
    }

    func pagerWillBeginDragging() {
        let candidates = [before, after].compactMap { $0 }
        guard !candidates.isEmpty else { return }
        pending = candidates.first
        delegate?.pageViewController(self, willTransitionTo: candidates)
    }

    func pagerDidSettle() {
        guard let previous = current else { return }
        let shown = shownPage ?? previous
        let completed = shown !== previous
        if completed { show(shown) } else { placePages() }
        if pending != nil {
            pending = nil
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous],
                                         transitionCompleted: completed)
        }
    }
}

/// The page view controller's scroll view delegate, kept apart so the controller's own API
/// stays UIKit's.
@MainActor
private final class PagerDelegate: UIScrollViewDelegate {
    weak var owner: UIPageViewController?
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { owner?.pagerWillBeginDragging() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.pagerDidSettle() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.pagerDidSettle() }
}

/// Supplies a page view controller's pages: UIKit's `UIPageViewControllerDataSource`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The controller before `viewController`, or `nil` at the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The controller after `viewController`, or `nil` at the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages for a page indicator. Optional (default 0: no indicator).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected page for a page indicator. Optional.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears of a page view controller's page turns: UIKit's `UIPageViewControllerDelegate`.
/// Every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// Called as a gesture starts turning to `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// Called when a gesture-driven turn ended; `completed` says whether the page changed.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

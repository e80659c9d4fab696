import Foundation
import LayercastGraphics

/// How long showing or hiding the navigation bar animates, in seconds (UIKit's constant, 0.2).
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2

/// A stack of controllers under a navigation bar: UIKit's `UINavigationController`.
///
/// The top controller's view fills the navigation controller's view, under the bar; the bar's
/// height is added to the top controller's safe area. Pushing slides the new view in from the
/// right edge while the covered one moves left by 30 % of the width (UIKit's parallax), popping
/// does the reverse; the back button and a pan from the left screen edge
/// (`interactivePopGestureRecognizer`) pop. Callbacks in UIKit's order: the outgoing
/// controller's `viewWillDisappear`, the incoming one's `viewWillAppear`, the delegate's
/// `willShow`, the incoming one's `viewIsAppearing` and layout, the animation, the outgoing
/// `viewDidDisappear`, the incoming `viewDidAppear`, the delegate's `didShow`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// A push or a pop, for the delegate's animator.
    public enum Operation: Int, Sendable {
        /// No operation.
        case none = 0
        /// A push.
        case push = 1
        /// A pop.
        case pop = 2
    }

    /// The standard push and pop duration, in seconds (Layercast's; UIKit does not publish it).
    static let transitionDuration: TimeInterval = 0.35
    /// How far the covered view moves, as a fraction of the width (UIKit's parallax).
    static let parallax: CGFloat = 0.3

    var stack: [UIViewController] = []
    /// The transition under way (push, pop, interactive pop).
    var stackTransition: ViewControllerTransition?
    /// Stack changes asked for while a transition ran; applied when it ends.
    var pendingStackChanges: [() -> Void] = []
    var navigationBarHiddenStorage = false
    lazy var edgePopRecognizer = makeInteractivePopRecognizer()
    var interactivePopGate: InteractivePopGate?

    /// The bar at the top.
    public let navigationBar: UINavigationBar

    /// The toolbar at the bottom, showing the top controller's `toolbarItems`; hidden until
    /// `setToolbarHidden(false, animated:)`.
    public private(set) lazy var toolbar: UIToolbar! = {
        let bar = UIToolbar(frame: .zero)
        bar.isHidden = toolbarHiddenStorage
        bar.setItems(topViewController?.toolbarItems, animated: false)
        return bar
    }()
    var toolbarHiddenStorage = true

    /// Hears the top controller change, and may supply animators.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    /// Creates the object from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init()` makes it.
    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(coder: coder)
        navigationBar.navigationController = self
    }

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: one presented from the navigation controller, else
    /// the top controller.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Whether the navigation bar is hidden. Setting it is `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Whether the toolbar is hidden. Default `true`. Setting it is
    /// `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar at the bottom; animated, it slides down out of the view (or
    /// up into it) over `UINavigationControllerHideShowBarDuration`. The top controller's safe
    /// area follows.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        move(toolbar, hidden: hidden, animated: animated, as: \.toolbarHiddenStorage)
    }

    /// The screen-edge pan from the left edge that pops the top controller interactively.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePopRecognizer }

    /// Pushes `viewController` on the stack and shows it (sliding in when `animated`).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        changeStack(to: stack + [viewController], animated: animated, operation: .push)
    }

    /// Pops the top controller and returns it; `nil` (and nothing happens) when the root is on
    /// top.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, stackTransition == nil else { return nil }
        let top = stack.last
        changeStack(to: Array(stack.dropLast()), animated: animated, operation: .pop)
        return top
    }

    /// Pops every controller above the root; returns them, bottom first (`nil` when there
    /// were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them, bottom first (`nil` when
    /// `viewController` is not in the stack or there were none).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard stackTransition == nil, let index = stack.firstIndex(where: { $0 === viewController }),
              index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        changeStack(to: Array(stack[...index]), animated: animated, operation: .pop)
        return popped
    }

    /// Replaces the stack. When the top controller changes and `animated`, it slides like a
    /// push (the new top was not in the stack) or a pop (it was).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let operation: Operation = if let top = viewControllers.last, !stack.contains(where: { $0 === top }) {
            .push
        } else {
            .pop
        }
        changeStack(to: viewControllers, animated: animated, operation: operation)
    }

    /// Shows or hides the bar; animated, it slides up out of the view (or down into it) over
    /// `UINavigationControllerHideShowBarDuration`. The top controller's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        move(navigationBar, hidden: hidden, animated: animated, as: \.navigationBarHiddenStorage)
    }

    /// Shows or hides one of the bars, whose hidden state `stored` says now: a bar that shows
    /// is visible while it slides in; one that hides is hidden when it has slid out, unless it
    /// was asked back meanwhile.
    private func move(_ bar: UIView, hidden: Bool, animated: Bool, as stored: KeyPath<UINavigationController, Bool>) {
        guard let view = viewIfLoaded else {
            bar.isHidden = hidden
            return
        }
        if !hidden { bar.isHidden = false }
        if animated {
            ViewControllerTransition.commitStartState()
            UIView.animate(withDuration: TimeInterval(UINavigationControllerHideShowBarDuration), animations: {
                self.layoutNavigationContent()
            }, completion: { [weak self] _ in
                guard let self, self[keyPath: stored] == hidden else { return }
                bar.isHidden = hidden
            })
        } else {
            bar.isHidden = hidden
            view.setNeedsLayout()
            layoutNavigationContent()
        }
    }

    /// Makes the navigation controller's view: a container with the bar on top.
    open override func loadView() {
        let container = NavigationContainerView(frame: .zero)
        container.navigationController = self
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        view = container
    }

    /// Sets up the interactive pop gesture once the view is loaded.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(edgePopRecognizer)
    }

    override func prepareForAppearance() { installTopViewIfNeeded() }

    override var childrenForAppearanceForwarding: [UIViewController] {
        guard stackTransition == nil, let top = topViewController, let root = viewIfLoaded,
              top.viewIfLoaded?.isDescendant(of: root) == true else { return [] }
        return [top]
    }

    /// The toolbar's height above the bottom safe area (UIKit's standard 44 points).
    static let toolbarHeight: CGFloat = 44

    /// The bar's height (the standard 44 points, more with a large title).
    var barHeight: CGFloat { navigationBar.preferredHeight }

    func barHeightChanged() { viewIfLoaded?.setNeedsLayout() }

    /// The top controller's view frame: the whole view, the bar over it.
    var contentFrame: CGRect { viewIfLoaded?.bounds ?? .zero }

    /// What the bar takes from the top controller's safe area.
    var barSafeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: navigationBarHiddenStorage ? 0 : barHeight, left: 0,
                     bottom: toolbarHiddenStorage ? 0 : Self.toolbarHeight, right: 0)
    }

    /// Puts the top controller's view in the container when no transition is placing views.
    func installTopViewIfNeeded() {
        guard stackTransition == nil, let view = viewIfLoaded, let top = topViewController else { return }
        let topView: UIView = top.view
        top.containerSafeAreaInsets = barSafeAreaInsets
        if topView.superview !== view {
            topView.frame = contentFrame
            topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.insertSubview(topView, belowSubview: navigationBar)
        }
    }

    /// Places the bar below the top safe area (above the view when hidden) and sizes the top
    /// controller's view.
    func layoutNavigationContent() {
        guard let view = viewIfLoaded else { return }
        let b = view.bounds
        let safeTop = view.safeAreaInsets.top
        let height = barHeight
        let y = navigationBarHiddenStorage ? -height : safeTop
        navigationBar.frame = CGRect(x: b.minX, y: b.minY + y, width: b.width, height: height)
        view.bringSubviewToFront(navigationBar)
        // The toolbar sits on the bottom safe area and reaches the view's bottom edge.
        let safeBottom = view.safeAreaInsets.bottom
        let toolbarY = toolbarHiddenStorage ? b.maxY : b.maxY - safeBottom - Self.toolbarHeight
        toolbar.frame = CGRect(x: b.minX, y: toolbarY, width: b.width, height: Self.toolbarHeight + safeBottom)
        view.bringSubviewToFront(toolbar)
        guard stackTransition == nil else { return }
        installTopViewIfNeeded()
        if let topView = topViewController?.viewIfLoaded, topView.superview === view { topView.frame = contentFrame }
    }
}

/// The navigation controller's root view: lays out the bar and the top controller's view.
@MainActor
final class NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigationController?.layoutNavigationContent()
    }
}


import Foundation
import LayercastGraphics

/// Manages a view hierarchy: UIKit's `UIViewController`.
///
/// The root view loads lazily (`loadView()`, then `viewDidLoad()`, on first access of `view`).
/// Appearance callbacks come in UIKit's order: `viewWillAppear`, `viewIsAppearing` (once the
/// view is in the window), `viewWillLayoutSubviews`/`viewDidLayoutSubviews` around the view's
/// layout, then `viewDidAppear` (after the transition's animation, if any); disappearance is
/// `viewWillDisappear` then `viewDidDisappear`. Whoever shows the controller drives them: a
/// window for its root controller, a container (navigation, tab bar) for its children, a
/// presentation for the presented controller. In the responder chain the controller comes
/// after its root view and before that view's superview (see `next`).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    private var viewStorage: UIView?
    var appearanceState = AppearanceState.disappeared
    /// The `animated` flag of the appearance transition under way (passed on to the end).
    private var appearanceAnimated = false
    /// Whether `viewIsAppearing` already ran in the appearance transition under way.
    private var isAppearingDelivered = false
    /// Whether the appearance transition under way was started by the view moving in or out
    /// of a window (a child added or removed by hand), not by a container.
    private var appearanceFollowsWindow = false

    /// The child controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    public internal(set) weak var parent: UIViewController?

    var navigationItemStorage: UINavigationItem?

    var toolbarItemsStorage: [UIBarButtonItem]?

    /// The style set before the view loaded, given to it when it loads.

    var pendingInterfaceStyle = UIUserInterfaceStyle.unspecified
    var tabBarItemStorage: UITabBarItem?
    var presentation = PresentationLinks()
    /// The window this is the root controller of.
    weak var rootOfWindow: UIWindow?
    var movingToParent = false
    var movingFromParent = false
    /// `isEditing`'s value, set only by `setEditing(_:animated:)`.
    private var editingStorage = false

    /// Whether the controller is being added to a parent: true during the appearance callbacks
    /// of a push that adds it.
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent: true during the disappearance
    /// callbacks of the pop that removes it (the usual way to tell a pop from a cover in
    /// `viewWillDisappear`).
    open var isMovingFromParent: Bool { movingFromParent }

    /// A name for the screen the controller manages. Setting it also sets the title of the
    /// controller's `navigationItem` and `tabBarItem`, as UIKit does. Default `nil`.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    /// Insets added to the safe area the controller's view would have from its place on
    /// screen (UIKit's `additionalSafeAreaInsets`). Default zero.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { safeAreaExtrasChanged() } }
    }

    /// The space a container's bars take from this controller's view (a navigation bar above,
    /// a tab bar below): added to its safe area like `additionalSafeAreaInsets`, but owned by
    /// the container.
    var containerSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if containerSafeAreaInsets != oldValue { safeAreaExtrasChanged() } }
    }

    /// Everything the controller adds to its view's safe area.
    var safeAreaExtras: UIEdgeInsets {
        let a = additionalSafeAreaInsets, c = containerSafeAreaInsets
        return UIEdgeInsets(top: a.top + c.top, left: a.left + c.left, bottom: a.bottom + c.bottom, right: a.right + c.right)
    }

    private func safeAreaExtrasChanged() {
        viewStorage?.reportSafeAreaChanges(recursively: true)
    }

    /// The size the controller would like its view to have when a container or a form sheet
    /// sizes it to its content. Default `.zero` (no preference).
    open var preferredContentSize = CGSize.zero
    /// The presentation controller, once asked for.
    var presentationControllerStorage: UIPresentationController?

    /// Creates a controller; its view is loaded on first access. A convenience initializer, as
    /// UIKit's `init()` is for controllers (its designated ones are `init(nibName:bundle:)` and
    /// `init(coder:)`): subclasses call `super.init(nibName: nil, bundle: nil)`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a controller: UIKit's designated initializer, which subclasses override and call
    /// (`super.init(nibName: nil, bundle: nil)`). Layercast has no nib files: a controller
    /// loads its view with `loadView()` whatever the arguments.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a controller from an archive (a storyboard). Layercast has no storyboard or nib
    /// archives, so no key of `coder` is read: the controller starts as `init()` makes it.
    /// `required`, as UIKit's `NSCoding` makes it, so subclasses written for iOS (every Xcode
    /// template has `required init?(coder:)`) compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: - The view

    /// The root view. Reading it loads it first (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// The view if it has been loaded; never loads it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: .zero) }
        if pendingInterfaceStyle != .unspecified { viewStorage?.overrideUserInterfaceStyle = pendingInterfaceStyle }
        viewDidLoad()
    }

    /// Creates the view and assigns it to `view`. The default makes a plain `UIView`. Override
    /// to build the view hierarchy in code; do not call `super` then.
    open func loadView() { view = UIView(frame: .zero) }

    /// Called once after the view was loaded.
    open func viewDidLoad() {}
    /// Called before the view is added to a visible window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after `viewWillAppear`, once the view is in the window and has its size, before
    /// its layout: where UIKit wants geometry-dependent setup for an appearance.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view was added to a visible window (after the transition's animation).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves a visible window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left a visible window (after the transition's animation).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}
    /// Called when the safe area of the controller's view changed.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: - Appearance

    /// Whether the controller passes its appearance callbacks on to its children (those whose
    /// views are in its view). Containers that manage their children's appearance themselves
    /// override it to return `false`. Default `true`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that get this controller's appearance callbacks: by default those whose
    /// views are inside this controller's view.
    var childrenForAppearanceForwarding: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewStorage else { return [] }
        return children.filter { $0.viewStorage?.isDescendant(of: root) == true }
    }

    /// Starts an appearance (`true`) or disappearance transition: calls `viewWillAppear` or
    /// `viewWillDisappear`, for the children too. Ignored when already in that state.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceAnimated = animated
            isAppearingDelivered = false
            prepareForAppearance()
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        for child in childrenForAppearanceForwarding {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Called as an appearance begins, before `viewWillAppear`: containers put their visible
    /// child's view in place here, so the child gets its callbacks with them.
    func prepareForAppearance() {}

    /// Calls `viewIsAppearing` (and the children's) once per appearance, now that the view is
    /// in its window.
    func deliverIsAppearing() {
        guard appearanceState == .appearing, !isAppearingDelivered else { return }
        isAppearingDelivered = true
        viewIsAppearing(appearanceAnimated)
        for child in childrenForAppearanceForwarding { child.deliverIsAppearing() }
    }

    /// Ends the transition begun with `beginAppearanceTransition`: calls `viewDidAppear` or
    /// `viewDidDisappear`, for the children too.
    open func endAppearanceTransition() {
        let forwarded = childrenForAppearanceForwarding
        switch appearanceState {
        case .appearing:
            deliverIsAppearing()
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        default: return
        }
        for child in forwarded { child.endAppearanceTransition() }
    }

    /// Completes an unanimated appearance in a window (the window's root controller): begins
    /// it if needed, `viewIsAppearing`, the view's layout, then `viewDidAppear`.
    func appearInWindow() {
        beginAppearanceTransition(true, animated: false)
        deliverIsAppearing()
        viewStorage?.layoutIfNeeded()
        endAppearanceTransition()
    }

    /// Whether the view is (or is becoming) visible by its controller's account.
    var isAppearedOrAppearing: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// A child whose view moves into a visible window by hand (the app adding it to its
    /// parent's visible view) appears, as in UIKit; a container that drives the appearance
    /// itself has already begun it, so nothing happens twice.
    func rootViewWillMove(toWindow newWindow: UIWindow?) {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        if newWindow == nil, appearanceState == .appeared, parent.appearanceState == .appeared {
            appearanceFollowsWindow = true
            beginAppearanceTransition(false, animated: false)
        } else if let newWindow, newWindow.isOnScreen, appearanceState == .disappeared, parent.appearanceState == .appeared {
            appearanceFollowsWindow = true
            beginAppearanceTransition(true, animated: false)
        }
    }

    /// Ends the appearance begun in `rootViewWillMove(toWindow:)`.
    func rootViewDidMoveToWindow() {
        guard appearanceFollowsWindow else { return }
        appearanceFollowsWindow = false
        endAppearanceTransition()
    }

    // MARK: - Containment (UIViewController+Containment.swift)

    /// Called before the controller is added to (or, with `nil`, removed from) a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to (or, with `nil`, removed from) a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Editing

    /// Whether the controller's content is in editing mode. Default `false`. Setting it calls
    /// `setEditing(_:animated:)` without animation, as UIKit does, so an override of that
    /// method sees every change.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode. Subclasses that show editable views override it and call
    /// `super` (UIKit's `UITableViewController` passes the change on to its table view).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
    }

    // MARK: - Presentation (UIViewController+Presentation.swift)

    /// How the controller covers the screen when presented. Default `.automatic` (a page
    /// sheet, as since iOS 13).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The animation of the controller's presentation and dismissal. Default `.coverVertical`.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Supplies custom animators for the controller's presentation and dismissal.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The style `.automatic` stands for with this controller: a page sheet, as since iOS 13.
    var automaticPresentationStyle: UIModalPresentationStyle { .pageSheet }

    /// Presents `viewControllerToPresent` modally (see `performPresentation` for the order of
    /// callbacks); `completion` runs after its `viewDidAppear`, once the animation has ended.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents or, when it presents none, the presentation
    /// it is part of; `completion` runs after the dismissed controller's `viewDidDisappear`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Shows `vc` the way the context wants it: pushed on the enclosing navigation
    /// controller's stack, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
    }

    /// Shows `vc` as the detail: the enclosing split view controller's secondary column (pushed
    /// on its primary navigation controller when collapsed), else presented.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController, split !== self {
            split.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// The nearest ancestor that is a split view controller.
    open var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// The nearest ancestor (parent, its parent…) of type `T`.
    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var ancestor = parent
        while let current = ancestor {
            if let found = current as? T { return found }
            ancestor = current.parent
        }
        return nil
    }

    // MARK: - Bars

    /// The item a navigation bar shows for this controller (made on first use, with the
    /// controller's `title`).
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        navigationItemStorage = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    /// Setting it is `setToolbarItems(_:animated: false)`.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; the navigation controller's toolbar follows when this controller is
    /// on top.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigationController, navigationController.topViewController === self {
            navigationController.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// The item a tab bar shows for this controller (made on first use, with the controller's
    /// `title` and no image).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            (parent as? UITabBarController)?.tabBarItemsChanged()
        }
    }

    // MARK: - Size changes

    /// Called before the controller's view changes size (the window followed a screen change).
    /// The default passes the call on to the children, as UIKit's does: call `super` when you
    /// override it. Animations given to `coordinator.animate(alongsideTransition:completion:)`
    /// run with the new size in place.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: - Responder chain

    /// UIKit's rule: a presented controller's next responder is the controller that presented
    /// it; a window's root controller's is the window; otherwise the root view's superview
    /// (the parent controller while the view is in none).
    open override var next: UIResponder? {
        if let presenting = presentation.presenting { return presenting }
        if let window = rootOfWindow, window.rootViewController === self { return window }
        return viewStorage?.superview ?? parent
    }

    override var hostWindow: UIWindow? { viewStorage?.window }

    /// Updates the constraints of the controller's view; called in the update-constraints pass
    /// instead of the root view's `updateConstraints()`. The default calls the view's
    /// `updateConstraints()`; an override calls `super` last, as UIKit requires.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    // MARK: - Memory, storyboards, status bar and orientation

    /// Called when the system asks the app to free memory (the server calls it when told to).
    /// The default does nothing.
    open func didReceiveMemoryWarning() {}

    /// The storyboard the controller came from: always `nil`, Layercast has no storyboards.
    open var storyboard: UIStoryboard? { nil }

    /// Runs the storyboard segue `identifier`. Layercast has no storyboards, so no segue exists:
    /// it stops with UIKit's message for a missing segue. Present the destination in code.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        preconditionFailure("Receiver (\(type(of: self))) has no segue with identifier '\(identifier)': Layercast has no storyboards")
    }

    /// Whether the segue `identifier` should run. Default `true`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue runs. The default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// The status bar's style this controller wants. Default `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden. Default `false`.
    open var prefersStatusBarHidden: Bool { false }
    /// How status bar changes animate. Default `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar preferences apply instead. Default `nil`.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose hidden-status-bar preference applies instead. Default `nil`.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Tells the system to read the status bar preferences again. Clients draw no status bar,
    /// so there is nothing to update.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the home indicator may hide. Default `false`.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The orientations the controller supports: UIKit's default, every orientation on a pad
    /// and all but upside down on a phone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        let bounds = viewIfLoaded?.window?.screen?.bounds ?? .zero
        return min(bounds.width, bounds.height) >= 768 ? .all : .allButUpsideDown
    }
    /// The orientation to present in. Default `.portrait`.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller's interface rotates with the device. Default `true`.
    open var shouldAutorotate: Bool { true }
    /// The interface's orientation (deprecated in UIKit): from the view's window's shape.
    open var interfaceOrientation: UIInterfaceOrientation {
        let bounds = viewIfLoaded?.window?.bounds ?? .zero
        return bounds.width > bounds.height ? .landscapeRight : .portrait
    }
    /// Called before the interface rotates (deprecated in UIKit, still called on iOS). Layercast
    /// calls `viewWillTransition(to:with:)` when the size changes; the default does nothing.
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Called after the interface rotated (deprecated in UIKit). The default does nothing.
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    /// Whether the presentation is modal: when `true`, the user cannot dismiss it by a gesture
    /// (the presentation controller's delegate hears of the attempt). Default `false`.
    open var isModalInPresentation = false

    /// The appearance forced on the controller's view and what it contains (`.unspecified`,
    /// the default, inherits it). Layercast keeps it on the view, which loads if needed.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { viewIfLoaded?.overrideUserInterfaceStyle ?? pendingInterfaceStyle }
        set {
            pendingInterfaceStyle = newValue
            viewIfLoaded?.overrideUserInterfaceStyle = newValue
        }
    }

    /// The presentation controller of the controller's presentation, made when first asked so
    /// its `delegate` can be set before presenting (as in UIKit).
    open var presentationController: UIPresentationController? {
        if let presentationControllerStorage { return presentationControllerStorage }
        let controller: UIPresentationController = if modalPresentationStyle == .popover {
            UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
        } else if resolvedPresentationStyle == .pageSheet || resolvedPresentationStyle == .formSheet {
            UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        } else {
            UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        }
        presentationControllerStorage = controller
        return controller
    }
    /// The traits of the controller's environment (UIKit's `UITraitEnvironment`): its view's once
    /// loaded, else the window's defaults are not known yet and the collection is empty.
    open var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UITraitCollection() }

    /// The sheet presentation controller (iOS 15): non-`nil` for the sheet styles (`.pageSheet`,
    /// `.formSheet`, and `.automatic`, which presents as a page sheet), so its detents can be set
    /// before presenting.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
    /// The popover presentation controller: non-`nil` only for a `.popover` presentation.
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    // MARK: - Overridable, from UINavigationController.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The nearest ancestor that is a navigation controller (`nil` when there is none).
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    // MARK: - Overridable, from UITabBarController.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The nearest ancestor that is a tab bar controller (`nil` when there is none).
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    // MARK: - Overridable, from UIViewController+Containment.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// Adds `childController` as a child. As in UIKit, this calls the child's
    /// `willMove(toParent:)` first (removing it from a previous parent); adding its view and
    /// calling `didMove(toParent:)` afterwards is the caller's part.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self, childController !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent. As in UIKit, this calls `didMove(toParent: nil)`
    /// last; calling `willMove(toParent: nil)` before (and removing the view) is the caller's part.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    // MARK: - Overridable, from UIViewController+Presentation.swift (UIKit subclasses override these; Swift cannot override what an extension declares)

    /// The controller this one presents (`nil` when it presents none).
    open var presentedViewController: UIViewController? { presentation.presented }

    /// The controller that presented this one or, when this one was not presented, the one
    /// that presented its nearest presented ancestor.
    open var presentingViewController: UIViewController? {
        presentation.presenting ?? parent?.presentingViewController
    }

    /// Whether the controller is being presented (between `present` and the end of its
    /// transition).
    open var isBeingPresented: Bool { presentation.isBeingPresented }

    /// Whether the controller is being dismissed.
    open var isBeingDismissed: Bool { presentation.isBeingDismissed }

    /// The coordinator of the transition under way that involves this controller (or its
    /// nearest ancestor); `nil` outside transitions.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let transition = presentation.transition, !transition.isComplete { return transition }
        return parent?.transitionCoordinator
    }
}

import Foundation
import LayercastGraphics

/// Manages a view hierarchy: loads its root view lazily and hears when it appears and
/// disappears. In the responder chain it comes after its root view and before that view's
/// superview.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    private var viewStorage: UIView?
    private var appearance = AppearanceState.disappeared

    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    public private(set) weak var parent: UIViewController?

    /// A name for the screen the controller manages (UIKit shows it in navigation and tab
    /// bars, which Layercast does not have yet). Default `nil`.
    open var title: String?

    /// Creates a controller; its view is loaded on first access.
    public override init() { super.init() }

    /// The root view. Reading it loads it first (`loadView()`, then `viewDidLoad()`).
    public var view: UIView! {
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
    public var isViewLoaded: Bool { viewStorage != nil }

    /// The view if it has been loaded; never loads it.
    public var viewIfLoaded: UIView? { viewStorage }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Creates the view and assigns it to `view`. The default makes a plain `UIView`. Override
    /// to build the view hierarchy in code; do not call `super` then.
    open func loadView() { view = UIView(frame: .zero) }

    /// Called once after the view was loaded.
    open func viewDidLoad() {}
    /// Called before the view is added to a visible window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to a visible window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves a visible window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left a visible window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Starts an appearance (`true`) or disappearance transition: calls `viewWillAppear` or
    /// `viewWillDisappear`, for the children too. Ignored when already in that state.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
        for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun with `beginAppearanceTransition`: calls `viewDidAppear` or
    /// `viewDidDisappear`, for the children too.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
        default: return
        }
        for child in children { child.endAppearanceTransition() }
    }

    // MARK: - Children

    /// Adds a child controller (its view is added by the caller).
    public func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to (or removed from) a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to (or removed from) a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Responder chain

    /// The superview of the root view (for a window's root controller, the window); the parent
    /// controller when the view is in no superview.
    open override var next: UIResponder? { viewStorage?.superview ?? parent }

    override var hostWindow: UIWindow? { viewStorage?.window }
}

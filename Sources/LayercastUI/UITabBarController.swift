import Foundation
import LayercastGraphics

/// Switches between child controllers with a tab bar at the bottom: UIKit's
/// `UITabBarController`.
///
/// The selected controller's view fills the tab bar controller's view, under the bar, whose
/// 49 points are added to that controller's safe area (the bar itself also covers the bottom
/// safe area). Tapping a tab asks the delegate (`shouldSelect`), selects it and reports
/// (`didSelect`); tapping the selected tab of a navigation controller pops it to its root.
/// Switching while visible: the old controller's `viewWillDisappear`, the new one's
/// `viewWillAppear`, `viewIsAppearing` and layout, the old `viewDidDisappear`, the new
/// `viewDidAppear` (not animated, as in UIKit).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    private var tabs: [UIViewController] = []
    private var selectedStorage: Int = NSNotFound

    /// The bar at the bottom.
    public let tabBar: UITabBar

    /// Hears (and may refuse) the user's selections.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// Creates a tab bar controller with no tabs.
    public override init() {
        tabBar = UITabBar(frame: .zero)
        super.init()
        tabBar.tabBarController = self
    }

    /// Creates the object from an archive; Layercast has no nib or storyboard archives, so no key
    /// of `coder` is read and it starts as `init()` makes it.
    public required init?(coder: NSCoder) {
        tabBar = UITabBar(frame: .zero)
        super.init(coder: coder)
        tabBar.tabBarController = self
    }

    /// The controllers of the tabs, left to right. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selection stays on the same controller when it is still there,
    /// else goes to the same index (or the first tab).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = tabs
        let oldSelected = selectedViewController
        var unique: [UIViewController] = []
        for vc in viewControllers ?? [] where !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        for vc in old where !unique.contains(where: { $0 === vc }) {
            if vc === oldSelected { hideSelected(vc) }
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        for vc in unique where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        tabs = unique
        children = unique
        tabBar.setItems(unique.map { $0.tabBarItem }, animated: animated)
        var index = 0
        if let oldSelected, let kept = unique.firstIndex(where: { $0 === oldSelected }) {
            index = kept
        } else if selectedStorage != NSNotFound, selectedStorage < unique.count {
            index = selectedStorage
        }
        selectedStorage = NSNotFound
        if !unique.isEmpty { select(index: index) } else { tabBar.selectedItem = nil }
    }

    /// The index of the selected tab (`NSNotFound` when there are none). Setting it selects
    /// without asking the delegate.
    open var selectedIndex: Int {
        get { selectedStorage }
        set { if newValue >= 0, newValue < tabs.count { select(index: newValue) } }
    }

    /// The controller of the selected tab. Setting it selects without asking the delegate.
    open var selectedViewController: UIViewController? {
        get { selectedStorage == NSNotFound || selectedStorage >= tabs.count ? nil : tabs[selectedStorage] }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index: index)
        }
    }

    /// Makes the controller's view: a container with the tab bar at the bottom.
    open override func loadView() {
        let container = TabBarContainerView(frame: .zero)
        container.tabBarController = self
        container.addSubview(tabBar)
        view = container
    }

    override func prepareForAppearance() { installSelectedView() }

    override var childrenForAppearanceForwarding: [UIViewController] {
        guard let selected = selectedViewController, let root = viewIfLoaded,
              selected.viewIfLoaded?.isDescendant(of: root) == true else { return [] }
        return [selected]
    }

    func tabBarItemsChanged() {
        tabBar.setItems(tabs.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// A tap on `item`: the delegate may refuse; the selected tab of a navigation controller
    /// pops to its root; then the delegate hears `didSelect`.
    func userSelected(_ item: UITabBarItem) {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let vc = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: vc) { return }
        if index == selectedStorage, let nav = vc as? UINavigationController {
            nav.popToRootViewController(animated: true)
        }
        select(index: index)
        delegate?.tabBarController(self, didSelect: vc)
    }

    private func select(index: Int) {
        let old = selectedViewController
        let new = tabs[index]
        selectedStorage = index
        tabBar.selectedItem = new.tabBarItem
        guard old !== new else { return }
        let visible = appearanceState == .appeared && viewIfLoaded?.window != nil
        guard visible, let view = viewIfLoaded else {
            if let old, let oldView = old.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
            if isViewLoaded { installSelectedView() }
            return
        }
        new.loadViewIfNeeded()
        old?.beginAppearanceTransition(false, animated: false)
        new.beginAppearanceTransition(true, animated: false)
        if let old, let oldView = old.viewIfLoaded, oldView.superview === view { oldView.removeFromSuperview() }
        installSelectedView()
        new.deliverIsAppearing()
        new.viewIfLoaded?.layoutIfNeeded()
        old?.endAppearanceTransition()
        new.endAppearanceTransition()
    }

    private func hideSelected(_ vc: UIViewController) {
        guard let view = vc.viewIfLoaded, view.superview === viewIfLoaded else { return }
        let visible = appearanceState == .appeared
        if visible { vc.beginAppearanceTransition(false, animated: false) }
        view.removeFromSuperview()
        if visible { vc.endAppearanceTransition() }
    }

    /// What the bar takes from the selected controller's safe area.
    var barSafeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.standardHeight, right: 0)
    }

    /// Puts the selected controller's view in the container, under the bar.
    func installSelectedView() {
        guard let view = viewIfLoaded, let selected = selectedViewController else { return }
        let selectedView: UIView = selected.view
        selected.containerSafeAreaInsets = barSafeAreaInsets
        guard selectedView.superview !== view else { return }
        selectedView.frame = view.bounds
        selectedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(selectedView, belowSubview: tabBar)
    }

    /// Places the bar at the bottom (49 points plus the bottom safe area) and sizes the
    /// selected controller's view to the whole view.
    func layoutTabContent() {
        guard let view = viewIfLoaded else { return }
        let b = view.bounds
        let height = UITabBar.standardHeight + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: b.minX, y: b.maxY - height, width: b.width, height: height)
        view.bringSubviewToFront(tabBar)
        installSelectedView()
        selectedViewController?.viewIfLoaded?.frame = b
    }
}

/// The tab bar controller's root view: lays out the bar and the selected controller's view.
@MainActor
final class TabBarContainerView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutTabContent()
    }
}


import Foundation
import LayercastGraphics

/// Hears a split view controller collapse, expand and change its display mode: UIKit's
/// `UISplitViewControllerDelegate` (every method optional, with UIKit's defaults).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Collapsing: return `true` to discard `secondaryViewController` yourself; `false` (the
    /// default) lets the split view controller push it onto the primary navigation controller.
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// The column shown on top when collapsing (column styles); default: the proposed one.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    /// The split view controller collapsed (column styles).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view controller expanded (column styles).
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}

/// A primary list beside a secondary detail: UIKit's `UISplitViewController`.
///
/// Wide (768 points or more, the narrowest iPad's width) it shows the primary column beside
/// the secondary one (`displayMode` `.oneBesideSecondary`), 320 points wide by default, or only
/// the secondary (`.secondaryOnly`) or the primary over it (`.oneOverSecondary`) as
/// `preferredDisplayMode` asks. Narrower it collapses into one column: the `.compact` column's
/// controller when set, else the primary, with the secondary pushed on it when the primary is a
/// navigation controller and the delegate does not take the secondary. With a column style
/// (`init(style:)`), each column's controller is wrapped in a navigation controller, as in UIKit.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The column layout.
    public enum Style: Int, Sendable {
        /// The classic interface (`viewControllers`, iOS 13 and before).
        case unspecified
        /// A primary and a secondary column.
        case doubleColumn
        /// A primary, a supplementary and a secondary column.
        case tripleColumn
    }

    /// A column.
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    /// How the columns show. Raw values are UIKit's.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6
        /// The classic name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the columns share the width.
    public enum SplitBehavior: Int, Sendable {
        case automatic, tile, overlay, displace
    }

    /// A width that lets the split view controller choose: UIKit's `automaticDimension`.
    public static let automaticDimension: CGFloat = -1
    /// The primary column's width when `preferredPrimaryColumnWidth…` are automatic.
    static let standardPrimaryWidth: CGFloat = 320
    /// The narrowest width that shows columns side by side.
    static let expandedMinimumWidth: CGFloat = 768

    /// The column layout, fixed at creation.
    public let style: Style
    /// Hears collapses, expansions and display mode changes.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode asked for. Default `.automatic`.
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// How the columns share the width. Default `.automatic`.
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// The primary column's width as a fraction of the view's. Default `automaticDimension`.
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width in points. Default `automaticDimension`.
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The narrowest the primary column gets. Default `automaticDimension`.
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension
    /// The widest the primary column gets. Default `automaticDimension`.
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension
    /// Whether a swipe shows and hides the primary column. Default `true`.
    open var presentsWithGesture = true
    /// Whether the secondary's bar has a button hiding the other columns. Default `false`.
    open var showsSecondaryOnlyButton = false

    /// The column controllers as given (unwrapped).
    private var columns: [Column: UIViewController] = [:]
    /// The column controllers as shown: wrapped in navigation controllers for column styles.
    private var shown: [Column: UIViewController] = [:]
    private var collapsedStorage = false
    private var displayModeStorage = DisplayMode.oneBesideSecondary
    /// The secondary controller pushed onto the primary navigation controller while collapsed.
    private var pushedSecondary: UIViewController?

    /// A split view controller with the classic interface.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A split view controller with columns of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Layercast has no archives; it starts as `init()` makes it.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: - Controllers

    /// The classic interface's controllers: the primary, then the secondary.
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { shown[$0] } }
        set {
            for column in [Column.primary, .supplementary, .secondary] { install(nil, in: column) }
            if let first = newValue.first { install(first, in: .primary) }
            if newValue.count > 1, let last = newValue.last { install(last, in: .secondary) }
        }
    }

    /// Sets the controller of `column` (column styles wrap it in a navigation controller).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        install(vc, in: column)
    }

    /// The controller set for `column` (as given, not its navigation controller).
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    private func install(_ vc: UIViewController?, in column: Column) {
        if let old = shown[column] {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = vc
        shown[column] = vc.map { vc in
            guard style != .unspecified, !(vc is UINavigationController) else { return vc }
            return UINavigationController(rootViewController: vc)
        }
        if let child = shown[column] {
            addChild(child)
            child.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: - State

    /// Whether only one column shows (the view is narrower than an iPad).
    open var isCollapsed: Bool { collapsedStorage }
    /// How the columns show now.
    open var displayMode: DisplayMode { displayModeStorage }
    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        var result = Self.standardPrimaryWidth
        if preferredPrimaryColumnWidth >= 0 { result = preferredPrimaryColumnWidth }
        else if preferredPrimaryColumnWidthFraction >= 0 { result = (preferredPrimaryColumnWidthFraction * width).rounded() }
        if minimumPrimaryColumnWidth >= 0 { result = max(result, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth >= 0 { result = min(result, maximumPrimaryColumnWidth) }
        return min(result, width)
    }

    /// Shows `column` (expanded: the primary beside or over the secondary).
    open func show(_ column: Column) {
        if column == .primary || column == .supplementary {
            preferredDisplayMode = preferredDisplayMode == .oneOverSecondary ? .oneOverSecondary : .oneBesideSecondary
        } else if column == .secondary, !isCollapsed {
            preferredDisplayMode = .secondaryOnly
        }
    }

    /// Hides `column`.
    open func hide(_ column: Column) {
        if column == .primary || column == .supplementary { preferredDisplayMode = .secondaryOnly }
    }

    /// Shows `vc` as the detail: the secondary column when expanded; pushed on the primary
    /// navigation controller when collapsed.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if isCollapsed, let nav = shown[.primary] as? UINavigationController {
            pushedSecondary = vc
            nav.pushViewController(vc, animated: true)
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    /// A bar button item that shows and hides the primary column.
    open var displayModeButtonItem: UIBarButtonItem {
        let item = UIBarButtonItem(title: "Sidebar", style: .plain, target: self, action: UISplitViewController.toggleDisplayMode)
        return item
    }

    func toggleDisplayMode() {
        preferredDisplayMode = displayMode == .secondaryOnly ? .oneBesideSecondary : .secondaryOnly
    }

    // MARK: - Layout

    /// Collapses or expands for the view's width, then places the columns.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let collapse = bounds.width < Self.expandedMinimumWidth
        if collapse != collapsedStorage || !layoutDone {
            layoutDone = true
            collapsedStorage = collapse
            if collapse { collapseColumns() } else { expandColumns() }
        }
        if collapse {
            let top = shown[.compact] ?? shown[.primary]
            for (column, child) in shown {
                guard let childView = child.viewIfLoaded ?? (child === top ? child.view : nil) else { continue }
                if child === top {
                    if childView.superview !== view { view.addSubview(childView) }
                    childView.frame = bounds
                } else if column != .primary || top !== shown[.primary] {
                    childView.removeFromSuperview()
                }
            }
            return
        }
        let mode: DisplayMode = preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode
        if mode != displayModeStorage {
            delegate?.splitViewController(self, willChangeTo: mode)
            displayModeStorage = mode
        }
        let primaryWidth = primaryColumnWidth
        shown[.compact]?.viewIfLoaded?.removeFromSuperview()
        if let secondary = shown[.secondary] {
            let secondaryView: UIView = secondary.view
            if secondaryView.superview !== view { view.insertSubview(secondaryView, at: 0) }
            let x = mode == .oneBesideSecondary || mode == .twoBesideSecondary ? primaryWidth + 0.5 : 0
            secondaryView.frame = CGRect(x: bounds.minX + x, y: bounds.minY, width: bounds.width - x, height: bounds.height)
        }
        if let primary = shown[.primary] {
            let primaryView: UIView = primary.view
            if mode == .secondaryOnly {
                primaryView.removeFromSuperview()
            } else {
                if primaryView.superview !== view { view.addSubview(primaryView) }
                primaryView.frame = CGRect(x: bounds.minX, y: bounds.minY, width: primaryWidth, height: bounds.height)
            }
        }
    }

    private var layoutDone = false

    /// Narrow: the secondary goes onto the primary navigation controller unless the delegate
    /// takes it (or a compact column replaces both).
    private func collapseColumns() {
        if style != .unspecified {
            _ = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .primary)
        }
        if shown[.compact] == nil, let primary = shown[.primary], let secondary = shown[.secondary],
           !(delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false),
           let nav = primary as? UINavigationController {
            let moved = (secondary as? UINavigationController)?.viewControllers.last ?? columns[.secondary] ?? secondary
            if moved !== nav.topViewController, !(style != .unspecified && pushedSecondary == nil) {
                pushedSecondary = moved
                nav.pushViewController(moved, animated: false)
            }
        }
        secondaryViewRemoved()
        if style != .unspecified { delegate?.splitViewControllerDidCollapse(self) }
    }

    /// Wide again: a secondary pushed while collapsed goes back to its column.
    private func expandColumns() {
        if let pushed = pushedSecondary, let nav = shown[.primary] as? UINavigationController,
           let index = nav.viewControllers.firstIndex(where: { $0 === pushed }) {
            nav.setViewControllers(Array(nav.viewControllers[..<index]), animated: false)
            pushedSecondary = nil
            if columns[.secondary] !== pushed { setViewController(pushed, for: .secondary) }
        }
        if style != .unspecified { delegate?.splitViewControllerDidExpand(self) }
    }

    private func secondaryViewRemoved() {
        if let secondary = shown[.secondary], secondary.viewIfLoaded?.superview === viewIfLoaded {
            secondary.viewIfLoaded?.removeFromSuperview()
        }
    }
}

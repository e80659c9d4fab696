import Foundation
import LayercastGraphics

/// The object that manages a presented controller's transition and on-screen chrome: UIKit's
/// `UIPresentationController`. Every controller has one once asked (`presentationController`),
/// so an app can set its `delegate` before presenting.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller being presented.
    public unowned let presentedViewController: UIViewController
    /// The controller presenting it, while presented.
    open var presentingViewController: UIViewController { presentingStorage ?? presentedViewController }
    private weak var presentingStorage: UIViewController?
    /// The delegate told of adaptive changes and interactive dismissals.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// Creates a presentation controller for `presentedViewController`, presented by
    /// `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingStorage = presentingViewController
    }

    /// The view the presentation happens in: the presented view's superview while presented.
    open var containerView: UIView? { presentedViewController.viewIfLoaded?.superview }
    /// The view being animated: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    /// The presentation style: the presented controller's.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The frame the presented view gets in the container.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presenting view is removed once the presentation ends (full screen). Default
    /// `true`.
    open var shouldRemovePresentersView: Bool { true }

    /// Called as the presentation starts. The default does nothing.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation finished (`completed`: it was not cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal starts.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal finished.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called when the container view will lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called when the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}

/// The delegate of a presentation controller: UIKit's `UIAdaptivePresentationControllerDelegate`.
/// Every method is optional (defaults below).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss the presentation by a gesture. Default `true`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called before an interactive dismissal.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after an interactive dismissal.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when the user tried to dismiss a presentation that refused
    /// (`isModalInPresentation`, or `presentationControllerShouldDismiss` returning `false`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style to adapt to in `traitCollection`. Default `.none` (no adaptation).
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
}

/// The arrow directions a popover may use: UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a set of directions.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Pointing up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Pointing down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Pointing left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Pointing right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet decided.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of a `.popover` presentation: UIKit's
/// `UIPopoverPresentationController`. Where the popover points (`sourceView` and `sourceRect`,
/// or `barButtonItem`) is kept for the app; Layercast presents popovers as form sheets.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    open var sourceRect = CGRect.zero
    /// The bar button item the popover points at.
    open weak var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may take. Default `.any`.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The direction the arrow took: `.unknown` until presented.
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// The popover's background colour.
    open var backgroundColor: UIColor?
    /// Views the user can touch while the popover shows.
    open var passthroughViews: [UIView]?
}

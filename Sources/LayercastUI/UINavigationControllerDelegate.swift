import Foundation

/// Hears a navigation controller change its top controller, and may supply the animator:
/// UIKit's `UINavigationControllerDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called when `viewController` is about to become the top controller (after the
    /// appearance transition has begun).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController` became the top controller (after its `viewDidAppear`).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator for a push or pop from `fromVC` to `toVC`; `nil` for the standard slide.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    /// No custom animator: the standard slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

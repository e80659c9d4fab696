import Foundation

/// Supplies the animators for presenting and dismissing a controller: UIKit's
/// `UIViewControllerTransitioningDelegate`. Both methods are optional; `nil` uses the
/// standard transition of the controller's `modalTransitionStyle`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting` (`source` is the controller
    /// `present(_:animated:completion:)` was called on).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    /// No custom animator: the standard presentation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No custom animator: the standard dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

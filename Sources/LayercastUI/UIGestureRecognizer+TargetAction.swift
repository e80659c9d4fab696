import Foundation

// Target-action without the Objective-C runtime, as `UIControl` does it: the target's method is
// passed as a curried function instead of a selector, so
// `UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))` ports as
// `UITapGestureRecognizer(target: self, action: Controller.handleTap)`. Targets are held weakly,
// as in UIKit; an action whose target is gone is dropped. UIKit has no closure-based API for
// recognizers; `init(handler:)` and `addHandler(_:)` (below) are Layercast additions.
extension UIGestureRecognizer {
    /// Creates a recognizer that calls `target`'s method `action` (taking no arguments) on
    /// every state change but to `.failed`. The target is held weakly.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `target`'s method `action` with the recognizer as sender
    /// (e.g. `func handleTap(_ sender: UITapGestureRecognizer)`). The target is held weakly; the
    /// method is not called when the recognizer is not a `Sender`.
    public convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }
}

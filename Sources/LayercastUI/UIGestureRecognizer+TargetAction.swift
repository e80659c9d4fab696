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

    /// Adds a target method taking no arguments. The target is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        registrations.append(ActionRegistration(target: target, hasTarget: true) { t, _ in
            if let t = t as? Target { action(t)() }
        })
    }

    /// Adds a target method taking the recognizer as sender. The target is held weakly.
    public func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        registrations.append(ActionRegistration(target: target, hasTarget: true) { t, recognizer in
            if let t = t as? Target, let sender = recognizer as? Sender { action(t)(sender) }
        })
    }

    /// Removes every action of `target`; `nil` removes every target's actions (handlers added
    /// with `addHandler(_:)` stay). Layercast has no selectors to name a single action by.
    public func removeTarget(_ target: AnyObject?) {
        registrations.removeAll { r in
            guard r.hasTarget else { return false }
            return target == nil || r.target === target || r.target == nil
        }
    }
}

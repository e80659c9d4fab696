import Foundation

/// Something a layer runs when one of its properties changes: Core Animation's `CAAction`,
/// which animations adopt (running one adds it to the layer under the property's key).
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` (a property's key) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer under `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// `NSNull()` as an action runs nothing: what `action(forKey:)` returns to turn an implicit
/// animation off, as in Core Animation.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

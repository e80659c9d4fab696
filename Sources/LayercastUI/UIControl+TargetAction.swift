import Foundation

// Target-action without the Objective-C runtime: UIKit's `addAction(_:for:)` with `UIAction`,
// and `addTarget(_:action:for:)` taking the target's method as a curried function instead of a
// selector, so `addTarget(self, action: Controller.tapped, for: .touchUpInside)` ports
// `addTarget(self, action: #selector(tapped), for: .touchUpInside)`. Targets are held weakly, as
// in UIKit; an action whose target is gone is skipped.
extension UIControl {
    struct Registration {
        let events: Event
        let action: UIAction?
        weak var target: AnyObject?
        let invoke: (@MainActor (AnyObject, UIControl, UIEvent?) -> Void)?
    }

    /// Runs `action` for `controlEvents`. A second action with the same identifier replaces the
    /// first for those events.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll { $0.action?.identifier == action.identifier && $0.events == controlEvents }
        registrations.append(Registration(events: controlEvents, action: action, target: nil, invoke: nil))
    }

    /// Stops running `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action named `identifier` for `controlEvents`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        registrations = registrations.compactMap { r in
            guard r.action?.identifier == identifier else { return r }
            let left = r.events.subtracting(controlEvents)
            return left.isEmpty ? nil : Registration(events: left, action: r.action, target: nil, invoke: nil)
        }
    }

    /// Calls `target`'s method `action` (e.g. `Controller.tapped`, taking no arguments) for
    /// `controlEvents`. The target is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void,
                                             for controlEvents: Event) {
        addRegistration(target, controlEvents) { t, _, _ in action(t as! Target)() }
    }

    /// Calls `target`'s method `action` with the control as sender (e.g.
    /// `func tapped(_ sender: UIButton)`) for `controlEvents`. The target is held weakly; the
    /// method is not called when the control is not a `Sender`.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        addRegistration(target, controlEvents) { t, control, _ in
            if let sender = control as? Sender { action(t as! Target)(sender) }
        }
    }

    /// Calls `target`'s method `action` with the control and the event for `controlEvents`.
    /// The target is held weakly.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender, UIEvent?) -> Void,
        for controlEvents: Event
    ) {
        addRegistration(target, controlEvents) { t, control, event in
            if let sender = control as? Sender { action(t as! Target)(sender, event) }
        }
    }

    private func addRegistration(_ target: AnyObject, _ events: Event,
                                 _ invoke: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Void) {
        registrations.append(Registration(events: events, action: nil, target: target, invoke: invoke))
    }

    /// Removes every target-action of `target` (`nil`: of every target) for `controlEvents`.
    /// Actions added with `addAction(_:for:)` stay.
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        registrations = registrations.compactMap { r in
            guard r.action == nil, target == nil || r.target === target else { return r }
            let left = r.events.subtracting(controlEvents)
            return left.isEmpty ? nil : Registration(events: left, action: nil, target: r.target, invoke: r.invoke)
        }
    }

    /// The live targets, each once.
    public var allTargets: [AnyObject] {
        var seen: [AnyObject] = []
        for r in registrations { if let t = r.target, !seen.contains(where: { $0 === t }) { seen.append(t) } }
        return seen
    }

    /// Every event some action or target is registered for.
    public var allControlEvents: Event { registrations.reduce([]) { $0.union($1.events) } }

    /// Runs the actions and target methods registered for any of `controlEvents`, in the order
    /// they were added, with no event.
    public func sendActions(for controlEvents: Event) { send(controlEvents, event: nil) }

    /// Runs `action` with this control as sender.
    public func sendAction(_ action: UIAction) { action.perform(sender: self) }

    func send(_ events: Event, event: UIEvent?) {
        for r in registrations where !r.events.isDisjoint(with: events) {
            if let action = r.action {
                action.perform(sender: self)
            } else if let target = r.target, let invoke = r.invoke {
                invoke(target, self, event)
            }
        }
    }
}

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

    func addRegistration(_ target: AnyObject, _ events: Event,
                                 _ invoke: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Void) {
        registrations.append(Registration(events: events, action: nil, target: target, invoke: invoke))
    }

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

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
        /// Added with a `nil` target: the action goes up the responder chain.
        var upTheChain = false
        /// Runs the method on a responder; `false` when the responder is not of its type.
        let invoke: (@MainActor (AnyObject, UIControl, UIEvent?) -> Bool)?
    }

    func addRegistration(_ target: AnyObject?, _ events: Event,
                         _ invoke: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Bool) {
        registrations.append(Registration(events: events, action: nil, target: target, upTheChain: target == nil,
                                          invoke: invoke))
    }

    func send(_ events: Event, event: UIEvent?) {
        for r in registrations where !r.events.isDisjoint(with: events) {
            if let action = r.action {
                action.perform(sender: self)
            } else if let invoke = r.invoke {
                if let target = r.target {
                    _ = invoke(target, self, event)
                } else if r.upTheChain {
                    UIResponder.sendUpTheChain(from: self) { invoke($0, self, event) }
                }
            }
        }
    }
}

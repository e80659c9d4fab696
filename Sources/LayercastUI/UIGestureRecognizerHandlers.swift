import Foundation

/// Closure actions typed with the recognizer's own class (a Layercast addition: UIKit has only
/// selectors), e.g. `UIPanGestureRecognizer { pan in print(pan.translation(in: nil)) }`.
@preconcurrency @MainActor
public protocol UIGestureRecognizerHandlers: AnyObject {
    /// Creates a recognizer with no action.
    init()
}

extension UIGestureRecognizer: UIGestureRecognizerHandlers {}

extension UIGestureRecognizerHandlers where Self: UIGestureRecognizer {
    /// Creates a recognizer that calls `handler` with itself on every state change but to
    /// `.failed`.
    public init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addHandler(handler)
    }

    /// Adds a closure called with the recognizer on every state change but to `.failed`. The
    /// recognizer keeps it; capture the recognizer weakly inside it if at all.
    public func addHandler(_ handler: @escaping @MainActor (Self) -> Void) {
        registrations.append(ActionRegistration(target: nil, hasTarget: false) { _, recognizer in
            if let me = recognizer as? Self { handler(me) }
        })
    }
}

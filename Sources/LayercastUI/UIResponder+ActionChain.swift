import Foundation

// Nil-targeted actions: UIKit sends an action with no target to the first responder and on up
// the responder chain until a responder implements the method. Without the Objective-C runtime
// the action is the method itself (`UIResponder.resignFirstResponder`, `Controller.save`), and
// "implements it" means "is of the method's type".
extension UIResponder {
    /// Offers an action to the responders of the chain a nil-targeted action travels, in order,
    /// until `run` takes it (returns `true`). The chain starts at the key window's first
    /// responder; with none, at `sender` when it is a responder (a button's action then reaches
    /// its view controller, as in UIKit). Returns whether a responder took it.
    @discardableResult
    static func sendUpTheChain(from sender: Any?, keyWindow: UIWindow? = nil, _ run: (UIResponder) -> Bool) -> Bool {
        let senderWindow = (sender as? UIView)?.window
        let window = keyWindow ?? senderWindow?.screen?.application?.keyWindow ?? senderWindow
        var responder = window?.firstResponderStorage ?? sender as? UIResponder
        while let current = responder {
            if run(current) { return true }
            responder = current.next
        }
        return false
    }
}

extension UIApplication {
    /// Sends `action` to `target`, or with a `nil` target to the first responder of the key
    /// window and on up the responder chain until a responder of the method's type takes it:
    /// UIKit's `sendAction(_:to:from:for:)`, with the method (`UIResponder.resignFirstResponder`)
    /// where UIKit takes a selector. Returns whether some responder ran it.
    @discardableResult
    public func sendAction<Target: AnyObject, Result>(_ action: @escaping @MainActor (Target) -> () -> Result,
                                                      to target: AnyObject?, from sender: Any?, for event: UIEvent?) -> Bool {
        dispatch(to: target, from: sender) { responder in
            guard let responder = responder as? Target else { return false }
            _ = action(responder)()
            return true
        }
    }

    /// Sends `action`, a method taking the sender (`Controller.done(_:)`), as
    /// `sendAction(_:to:from:for:)` does; a responder of the method's type whose method wants
    /// another kind of sender takes it without running it, as a method of the wrong argument
    /// type would have been called in UIKit.
    @discardableResult
    public func sendAction<Target: AnyObject, Sender, Result>(_ action: @escaping @MainActor (Target) -> (Sender) -> Result,
                                                              to target: AnyObject?, from sender: Any?,
                                                              for event: UIEvent?) -> Bool {
        dispatch(to: target, from: sender) { responder in
            guard let responder = responder as? Target else { return false }
            if let typed = sender as? Sender { _ = action(responder)(typed) }
            return true
        }
    }

    private func dispatch(to target: AnyObject?, from sender: Any?, _ run: (AnyObject) -> Bool) -> Bool {
        if let target { return run(target) }
        return UIResponder.sendUpTheChain(from: sender, keyWindow: keyWindow, run)
    }
}

import Foundation

extension UIView {
    /// Makes the first responder resign if it is this view or one of its subviews (UIKit uses it
    /// to end text editing and dismiss the keyboard). With `force`, the first responder loses
    /// the status even when it refuses (`canResignFirstResponder` is `false`).
    ///
    /// Returns `true` when the first responder resigned or none was in this view's subtree (as
    /// UIKit), `false` when it refused and `force` was `false`. Uses the window's first-responder
    /// machinery (`becomeFirstResponder()`, `resignFirstResponder()`).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponderStorage as? UIView,
              responder === self || responder.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponderStorage = nil
        return true
    }
}

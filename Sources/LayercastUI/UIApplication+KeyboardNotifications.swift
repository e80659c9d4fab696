import Foundation

// UIKit's keyboard notifications, posted as a text input gains and loses the focus.
//
// A Layercast client types on its own (hardware) keyboard, which takes no room on the served
// screen: the keyboard's frame is the screen's bottom edge, zero points tall, as iOS reports a
// hardware keyboard with no accessory bar. The notifications still come in UIKit's order, so a
// keyboard-avoiding screen runs its code with a zero-height keyboard.
extension UIApplication {
    /// The keyboard's frame on `screen`, in the screen's coordinates: its bottom edge.
    static func keyboardFrame(on screen: UIScreen) -> CGRect {
        let bounds = screen.bounds
        return CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: 0)
    }

    /// A window's first responder changed from `old` to `new`. When the new one takes text the
    /// keyboard shows (again, for each text input, as UIKit posts it for each text field);
    /// when the focus leaves text input it hides. Order, from what UIKit posts on a device:
    /// will-change-frame, will-show (will-hide), did-change-frame, did-show (did-hide); the
    /// object is the screen (iOS 16.1 and later, `keyboardWillShowNotification`'s
    /// documentation).
    func firstResponderChanged(from old: UIResponder?, to new: UIResponder?, on screen: UIScreen?) {
        guard let screen else { return }
        let wasText = old is any UIKeyInput, isText = new is any UIKeyInput
        guard isText || wasText else { return }
        let frame = Self.keyboardFrame(on: screen)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: frame),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
            // UIKit's keyboard animation: 0.25 s, curve 7 (the keyboard's own, outside
            // `UIView.AnimationCurve`'s named cases), as devices report it.
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let (will, did) = isText
            ? (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification)
            : (UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification)
        postNotification(UIResponder.keyboardWillChangeFrameNotification, object: screen, userInfo: info)
        postNotification(will, object: screen, userInfo: info)
        postNotification(UIResponder.keyboardDidChangeFrameNotification, object: screen, userInfo: info)
        postNotification(did, object: screen, userInfo: info)
    }
}

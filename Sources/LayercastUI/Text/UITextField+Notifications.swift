import Foundation

extension UITextField {
    /// Posted (object: the text field) when it begins editing (becomes first responder).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the text field) when the user changes its text (not when code sets it).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the text field) when it ends editing (resigns first responder).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

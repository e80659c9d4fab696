import Foundation

extension UITextView {
    /// Posted (object: the text view) when it begins editing (becomes first responder).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) when the user changes its text (not when code sets it).
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when it ends editing (resigns first responder).
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}

import Foundation

extension UIView {
    /// Posts a notification about this view (object: the view) as UIKit does, where code written
    /// for iOS observes it: on its application's centre and `NotificationCenter.default`, or only
    /// on the default one when the view is in no served application's window.
    func postNotification(_ name: Notification.Name, userInfo: [AnyHashable: Any]? = nil) {
        if let application = window?.screen?.application {
            application.postNotification(name, object: self, userInfo: userInfo)
        } else {
            NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
        }
    }
}

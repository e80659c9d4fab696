import Foundation

/// Views are dynamic items, as in UIKit: an animator made with a reference view moves views by
/// their `center`.
extension UIView: UIDynamicItem {}

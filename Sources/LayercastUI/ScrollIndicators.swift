import Foundation

/// A scroll view's two indicator views, made when first shown.
struct ScrollIndicators {
    var vertical: UIView?
    var horizontal: UIView?
    var isShown = false
    var hideTimer: Int?
}

import Foundation

/// What a view stores for touch delivery: its gesture recognizers and the two flags that decide
/// which touches reach it.
struct ViewTouchDelivery {
    var recognizers: [UIGestureRecognizer] = []
    var isMultipleTouchEnabled = false
    var isExclusiveTouch = false
}

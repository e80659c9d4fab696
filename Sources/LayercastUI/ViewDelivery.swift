import Foundation

/// Where a touch's delivery to the view it hit stands.
enum ViewDelivery {
    /// The window has not looked at the touch yet.
    case unprepared
    /// The view never gets the touch (no view hit, `isMultipleTouchEnabled`, `isExclusiveTouch`,
    /// or a scroll view stopped by it).
    case blocked
    /// The view has not had `touchesBegan` yet: a recognizer delays it.
    case pending
    /// The view had `touchesBegan`.
    case delivered
    /// The view had `touchesEnded` or `touchesCancelled` (or never will, after a recognizer
    /// discarded the delayed touch).
    case finished
}

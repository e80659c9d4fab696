import Foundation

/// How a presented controller covers the screen: UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the window; the presenting controller's view is removed once the transition
    /// ends (it gets the disappearance callbacks).
    case fullScreen = 0
    /// A card starting a little below the top safe area (the full width in a compact window;
    /// centred in a wide one), over the dimmed presenting view, which stays.
    case pageSheet = 1
    /// In a compact window like `.pageSheet`; in a wide one a centred card of
    /// `preferredContentSize` (default 540 × 620 points, UIKit's form sheet size).
    case formSheet = 2
    /// Covers the presenting controller's area (here: the window, like `.fullScreen`).
    case currentContext = 3
    /// Presented through the `transitioningDelegate`'s animator, over the window.
    case custom = 4
    /// Covers the window; the presenting view stays in place under it.
    case overFullScreen = 5
    /// Like `.overFullScreen` (Layercast has no presentation contexts).
    case overCurrentContext = 6
    /// A popover; Layercast presents it as `.formSheet`.
    case popover = 7
    /// No adaptation (used by adaptive presentation delegates).
    case none = -1
    /// The system's choice: `.pageSheet`, as since iOS 13 (UIAlertController chooses its own).
    case automatic = -2
}

/// The status bar's style: UIKit's `UIStatusBarStyle`. Raw values are UIKit's.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in the light appearance, light in the dark.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it shows or hides: UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}

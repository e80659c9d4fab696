import Foundation

/// The state of an animator (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Running or paused.
    case active = 1
    /// Stopped, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

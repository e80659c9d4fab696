import Foundation

/// Where an animator ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Somewhere in between.
    case current = 2
}

import Foundation

/// The animation of a modal presentation: UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom edge (down again on dismissal).
    case coverVertical = 0
    /// A horizontal 3D flip. Layercast's layers have 2D transforms, so it is approximated:
    /// the presented view unfolds from a vertical line in the centre (scale x from 0 to 1)
    /// while it fades in.
    case flipHorizontal = 1
    /// The presented view fades in (out on dismissal).
    case crossDissolve = 2
    /// A page curl; Layercast shows it as `.crossDissolve`.
    case partialCurl = 3
}

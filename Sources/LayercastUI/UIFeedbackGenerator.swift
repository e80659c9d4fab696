import Foundation

/// The base of UIKit's haptic feedback generators.
///
/// A Layercast screen is a remote display with no haptic engine, so generators behave as UIKit's
/// do on a device without one (an iPad, the simulator): they accept every call and play nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}

    /// Readies the haptic engine for feedback soon; there is no engine to ready.
    open func prepare() {}
}

import Foundation
import LayercastGraphics

/// The base of UIKit's haptic feedback generators.
///
/// Layercast's clients have no haptics message yet, so a generator plays nothing: what UIKit
/// does on a device without a Taptic Engine, where these calls are documented to have no effect.
/// Code that prepares and triggers feedback runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// Creates a generator.
    public init() {}

    /// Readies the generator to play soon (UIKit keeps the Taptic Engine awake for a few
    /// seconds). Nothing to ready here.
    open func prepare() {}
}

/// Haptics for a physical impact: UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects. Raw values are UIKit's.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light = 0
        /// A medium impact.
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact.
        case soft = 3
        /// A hard, rigid impact.
        case rigid = 4
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// Creates a generator of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a `.medium` generator (UIKit's default).
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }
    /// Plays an impact at `intensity` (0 to 1).
    open func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for the outcome of a task: UIKit's `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome. Raw values are UIKit's.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }

    /// Plays the feedback for `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptics for a change of selection: UIKit's `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the feedback for a changed selection.
    open func selectionChanged() {}
}

import Foundation

/// Haptics for a collision, e.g. a control snapping into place (UIKit's impact feedback
/// generator). Plays nothing: see `UIFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects, with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light object.
        case light = 0
        /// A moderately sized object.
        case medium = 1
        /// A large, heavy object.
        case heavy = 2
        /// A soft, flexible object.
        case soft = 3
        /// A hard, inflexible object.
        case rigid = 4
    }

    /// The style the generator plays (UIKit keeps it private).
    let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `.medium` impacts (UIKit's default).
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact at the generator's style; nothing to play here.
    open func impactOccurred() {}

    /// Plays an impact at `intensity` (0…1) of the style; nothing to play here.
    open func impactOccurred(intensity: CGFloat) {}
}

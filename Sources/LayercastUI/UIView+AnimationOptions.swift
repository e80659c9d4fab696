import Foundation
import LayercastLayers

extension UIView {
    /// Options of UIKit's block animations, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews inside the block, so layout changes animate with it.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views take touches while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what an animation in flight shows, not the old model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content as it animates (Layercast: drawn once, at the end state).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// A view transition hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block inherits neither the animation type nor the options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow start and end (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip about the vertical axis, from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip about the vertical axis, from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl up (approximated, see `UIView.transition`).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl down (approximated).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip about the horizontal axis, from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip about the horizontal axis, from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve these options name (bits 16…19).
        var curve: UIView.AnimationCurve { UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
        /// The transition these options name (bits 20…23).
        var transitionBits: UInt { (rawValue >> 20) & 0xF }
    }

    /// UIKit's named animation curves.
    public enum AnimationCurve: Int, Sendable {
        /// Slow start and end.
        case easeInOut = 0
        /// Slow start.
        case easeIn = 1
        /// Slow end.
        case easeOut = 2
        /// Even pace.
        case linear = 3

        /// The cubic Bézier of the curve: Core Animation's named functions (Apple's
        /// `CAMediaTimingFunctionName` documentation: ease-in (0.42, 0, 1, 1), ease-out
        /// (0, 0, 0.58, 1), ease-in-ease-out (0.42, 0, 0.58, 1)).
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    /// Options of keyframe animations, with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews inside the block.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views take touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what an animation in flight shows.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays forwards, then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// A nested block inherits no options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Values jump from keyframe to keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed; the keyframes' times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The spline at even speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode these options name (bits 10…12).
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }
}

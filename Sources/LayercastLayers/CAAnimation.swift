import Foundation
import LayercastGraphics

/// An explicit animation, with Core Animation's names and defaults: add it to a layer with
/// `CALayer.add(_:forKey:)`; the layer keeps a copy and the client runs it at its own refresh
/// rate (Layercast sends it over the wire with the commit). Subclasses say what is animated:
/// `CABasicAnimation`, `CAKeyframeAnimation`.
///
/// Times are seconds on the layer context's clock (Layercast's media time). A `beginTime` of 0
/// means "when the transaction commits". An animation added with a duration of 0 (or no timing
/// function) inside a transaction takes the transaction's `animationDuration()` (and
/// `animationTimingFunction()`), so one added inside a `UIView.animate` block runs with the
/// block's changes, as in Core Animation.
open class CAAnimation {
    /// Seconds one repetition lasts; 0 (the default) means Core Animation's 0.25.
    open var duration: CFTimeInterval = 0
    /// When the animation starts, in seconds of media time; 0 (the default): at the commit.
    open var beginTime: CFTimeInterval = 0
    /// How many times it plays; 0 (the default) plays once, `.infinity` forever.
    open var repeatCount: Float = 0
    /// Seconds to repeat for, instead of a count; 0 (the default) uses `repeatCount`.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each repetition plays forwards, then backwards. Default `false`.
    open var autoreverses = false
    /// How the animation's values hold outside its active time. Default `.removed`.
    open var fillMode = CAMediaTimingFillMode.removed
    /// Whether the layer drops the animation once it has finished. Default `true`.
    open var isRemovedOnCompletion = true
    /// The pacing; `nil` (the default) is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// The rate of the animation's local time (Core Animation's `CAMediaTiming.speed`): 2 plays
    /// it twice as fast. Default 1; the wire carries it as a shorter or longer duration.
    open var speed: Float = 1
    /// An offset into the animation's local time, in seconds. Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// Told when the animation starts and stops. Retained, as Core Animation retains it.
    open var delegate: (any CAAnimationDelegate)?

    /// Creates an animation with Core Animation's defaults.
    public required init() {}

    /// A copy with the same settings (Core Animation's `NSCopying`); layers keep copies.
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.copySettings(from: self)
        return copy
    }

    /// Copies every setting of `other` into this animation; subclasses add theirs.
    open func copySettings(from other: CAAnimation) {
        duration = other.duration; beginTime = other.beginTime; repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration; autoreverses = other.autoreverses; fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion; timingFunction = other.timingFunction
        speed = other.speed; timeOffset = other.timeOffset; delegate = other.delegate
    }

    /// The duration Core Animation uses: 0.25 s when `duration` is 0.
    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// The repeat count the wire carries: `repeatDuration` turned into a count when set.
    var effectiveRepeatCount: Float {
        if repeatDuration > 0 { return Float(repeatDuration / (effectiveDuration * (autoreverses ? 2 : 1))) }
        return repeatCount > 0 ? repeatCount : 1
    }
}

/// An animation of one layer property, named by its key path (`"position"`, `"opacity"`,
/// `"transform.rotation.z"` …).
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path; `nil` animates nothing.
    open var keyPath: String?
    /// Whether the animation's values are added to the property's model value (a shake written
    /// as offsets from wherever the layer is). Default `false`.
    open var isAdditive = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Copies the settings and the key path.
    open override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        if let other = other as? CAPropertyAnimation {
            keyPath = other.keyPath
            isAdditive = other.isAdditive
        }
    }
}

/// An animation between two values of a property, Core Animation's rules for which are given:
/// `fromValue` and `toValue`; `fromValue` and `fromValue + byValue`; `toValue − byValue` and
/// `toValue`; from the current value to `toValue` or by `byValue`; or from `fromValue` to the
/// current value. Values are `CGFloat`/`Double`/`Float`/`Int`, `CGPoint`, `CGSize`, `CGRect`,
/// `CATransform3D`, `CGAffineTransform` or `CGColor` (a `UIColor` is taken for its `cgColor`).
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or `nil`.
    open var fromValue: Any?
    /// The end value, or `nil`.
    open var toValue: Any?
    /// The change, or `nil`.
    open var byValue: Any?

    /// Copies the settings and the values.
    open override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        if let other = other as? CABasicAnimation {
            fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
        }
    }
}

/// An animation through a list of values, or along a path (for `position`).
///
/// The wire interpolates keyframes linearly with one timing function (SPEC §5.4); what it cannot
/// say directly is sampled on the server (see `KeyframeBuilder` for the modes and per-segment
/// timing functions; a path's curves are flattened within 0.1 pt, and `rotationMode` adds a
/// `transform.rotation.z` animation sampled at the same points).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values (kinds as for `CABasicAnimation`).
    open var values: [Any]?
    /// A path for a point property (`position`) to follow; overrides `values`.
    open var path: CGPath?
    /// When each value is reached, 0…1 of the duration, one per value; `nil` spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between two values (one fewer than the values); `nil` is linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Whether a layer moving along `path` turns to follow its tangent; `nil` (the default)
    /// does not.
    open var rotationMode: CAAnimationRotationMode?

    /// Copies the settings, values, path, key times and modes.
    open override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        if let other = other as? CAKeyframeAnimation {
            values = other.values; path = other.path; keyTimes = other.keyTimes
            timingFunctions = other.timingFunctions; calculationMode = other.calculationMode
            rotationMode = other.rotationMode
        }
    }
}

/// How an animation's values hold before it starts and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the mode.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No effect outside the active time.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last value holds after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value holds before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's name for the linear, ease-in, ease-out, ease-in-ease-out and default
/// timing functions: `CAMediaTimingFunction(name: .easeIn)`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the function.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even pace.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default pacing.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

extension CAMediaTimingFunction {
    /// The predefined timing function called `name` (unknown names give linear).
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInEaseOut: self = .easeInEaseOut
        case .default: self = .default
        default: self = .linear
        }
    }
}

import Foundation
import LayercastLayers

// UIKit's block animations. A block is a Core Animation transaction whose changes to views'
// animatable properties (frame, bounds, center, transform, alpha, backgroundColor) become
// animations the client plays; the model values change at once. Settings live in the
// transaction frames of the current `LayerContext`, so nesting follows the transaction stack.
extension UIView {
    /// Animates the changes `animations` makes over `duration` seconds with an
    /// ease-in-ease-out curve, starting now; `completion` gets `true` once they have finished
    /// (on the first turn at or after that time), `false` when one was interrupted. Acts on the
    /// current `LayerContext` (inside a turn or `UIApplication.perform`); without one the changes
    /// apply unanimated and `completion` runs at once.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds after `delay` seconds
    /// (the start values hold meanwhile), with `options`. `completion` gets `true` when every
    /// animation the block started ran to its end, `false` when one was interrupted: replaced by
    /// a new animation of the same property, removed, or its view left the window. With
    /// `.repeat` it never finishes by itself. Without `.allowUserInteraction` the animated views
    /// take no touches until their animations end, as in UIKit.
    ///
    /// Inside another block, the block inherits the outer duration and curve unless
    /// `.overrideInheritedDuration` / `.overrideInheritedCurve`, and the outer options (repeat,
    /// autoreverse, interaction, current state) unless `.overrideInheritedOptions`; delays add up.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        runAnimationBlock(BlockRequest(duration: duration, delay: delay, options: options),
                          animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes as a damped spring lasting `duration` seconds
    /// (UIKit's damping-ratio spring): `dampingRatio` 1 settles without overshoot, smaller values
    /// oscillate; `velocity` is the initial speed in units of the whole change per second. The
    /// curve is `SpringCurve.uiKit(dampingRatio:initialVelocity:duration:)` — mass 1, and the
    /// stiffness that brings the oscillation within 0.1 % of the change at `duration` — sampled
    /// into keyframes within 0.2 % of the change. Options and completion as for
    /// `animate(withDuration:delay:options:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        var request = BlockRequest(duration: duration, delay: delay, options: options)
        request.spring = (Double(dampingRatio), Double(velocity))
        runAnimationBlock(request, animations: animations, completion: completion)
    }

    /// Applies `actions` without any implicit animation, even inside an animation block; blocks
    /// opened by `actions` do not animate either (UIKit turns animations off meanwhile).
    public static func performWithoutAnimation(_ actions: () -> Void) {
        let enabled = CATransaction.viewAnimationsEnabled
        CATransaction.viewAnimationsEnabled = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        actions()
        CATransaction.commit()
        CATransaction.viewAnimationsEnabled = enabled
    }

    /// The duration of the animation block in effect, in seconds; 0 outside blocks.
    public static var inheritedAnimationDuration: TimeInterval {
        CATransaction.viewAnimation == nil ? 0 : CATransaction.animationDuration()
    }

    /// Whether animation blocks animate (in the current application's context; the toolkit
    /// has no process-wide state). Default `true`.
    public static var areAnimationsEnabled: Bool { CATransaction.viewAnimationsEnabled }

    /// Turns animation blocks on or off for the current application's context: while off,
    /// blocks apply their changes at once and their completions get `true`.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        CATransaction.viewAnimationsEnabled = enabled
    }

    /// Runs `animations` with a repeat count and autoreverse of their own, inside a block.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        CATransaction.begin()
        CATransaction.updateViewAnimation { $0.repeatCount = Float(count); $0.autoreverses = autoreverses }
        animations()
        CATransaction.commit()
    }

    /// Makes the animations of the block in effect repeat `repeatCount` times (fractions play
    /// part of a cycle). Only inside a block, as in UIKit.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        CATransaction.updateViewAnimation { $0.repeatCount = repeatCount }
    }

    /// Makes the animations of the block in effect play backwards after each forward pass.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        CATransaction.updateViewAnimation { $0.autoreverses = repeatAutoreverses }
    }

    // MARK: - The block

    /// What a block asks for.
    struct BlockRequest {
        var duration: TimeInterval
        var delay: TimeInterval
        var options: AnimationOptions
        var spring: (ratio: Double, velocity: Double)?
        var keyframeMode: CAAnimationCalculationMode?
        var hitTestsPresentation = false
        var timing: CAMediaTimingFunction?
        /// A progress curve already sampled (a property animator's spring).
        var curve: SampledCurve?
    }

    /// Opens a block, runs `animations` in it and closes it. Returns the block's group.
    @discardableResult
    static func runAnimationBlock(_ request: BlockRequest, animations: () -> Void,
                                  completion: (@MainActor (Bool) -> Void)?) -> AnimationCompletionGroup? {
        guard let context = LayerContext.current else {
            animations()
            completion?(true)
            return nil
        }
        // Inside a custom transition animator, what the animator set before this block (a view
        // it just added, at its start state) is committed first so the animation starts there.
        if TransitionAnimationScope.commitsStartState { CATransaction.flush() }
        let group = AnimationCompletionGroup(completion: completion)
        let outer = CATransaction.viewAnimation
        let options = request.options
        var settings = ImplicitAnimation()
        if let outer, !options.contains(.overrideInheritedOptions) {
            settings.repeatCount = outer.repeatCount
            settings.autoreverses = outer.autoreverses
            settings.beginFromCurrentState = outer.beginFromCurrentState
            settings.allowsUserInteraction = outer.allowsUserInteraction
            settings.hitTestsPresentation = outer.hitTestsPresentation
        } else {
            settings.repeatCount = options.contains(.repeat) ? .infinity : 0
            settings.autoreverses = options.contains(.autoreverse)
            settings.beginFromCurrentState = options.contains(.beginFromCurrentState)
            settings.allowsUserInteraction = options.contains(.allowUserInteraction)
            settings.hitTestsPresentation = request.hitTestsPresentation
        }
        let inheritsDuration = outer != nil && !options.contains(.overrideInheritedDuration)
        let duration = inheritsDuration ? CATransaction.animationDuration() : request.duration
        let inheritsCurve = outer != nil && !options.contains(.overrideInheritedCurve)
        var timing = request.timing ?? options.curve.timingFunction
        if inheritsCurve {
            timing = CATransaction.animationTimingFunction()
            settings.curve = outer?.curve
        } else if let spring = request.spring {
            settings.curve = SpringCurve.uiKit(dampingRatio: spring.ratio, initialVelocity: spring.velocity,
                                               duration: duration).sampled(duration: duration)
        } else if let curve = request.curve {
            settings.curve = curve
        }
        settings.delay = (outer?.delay ?? 0) + max(0, request.delay)
        if let mode = request.keyframeMode {
            settings.calculationMode = mode
            settings.keyframeWindow = (0, 1)
        } else if let window = outer?.keyframeWindow {
            settings.keyframeWindow = window
            settings.calculationMode = outer?.calculationMode ?? .linear
        }
        settings.group = group
        let enabled = context.viewAnimationsEnabled
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(timing)
        CATransaction.setAnimatesDelegatedLayers(true)
        CATransaction.setDisableActions(duration <= 0 || !enabled)
        CATransaction.beginViewAnimation(settings)
        animations()
        if options.contains(.layoutSubviews) { context.layoutPass() }
        CATransaction.commit()
        return group
    }
}

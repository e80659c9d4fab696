import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastModel
import LayercastCompositing

/// An interruptible animation of view changes (UIKit's `UIViewPropertyAnimator`): start, pause,
/// scrub with `fractionComplete`, reverse, continue with new timing, stop — so a gesture can
/// drive an animation.
///
/// The animations run as one UIKit block when the animator starts (or first pauses); the model
/// values change at once. Each later change of pace re-sends the block's wire animations under
/// the same keys, retimed — resumed from a fraction by an earlier begin time, reversed by
/// mirroring the keyframes and the timing curve (the mirror of the Bézier c1, c2 is 1−c2, 1−c1,
/// so the reversed curve retraces the forward one exactly), paused as a single held value — so
/// a scrub costs one small message per change. `fractionComplete` is the linear fraction of the
/// duration; what is shown is the timing curve at it. A pause or scrub in the same turn as the
/// start commits the block first (`CATransaction.flush()`); inside an explicit transaction it
/// takes effect on the next turn. `pausesOnCompletion` is not supported.
@preconcurrency @MainActor
public final class UIViewPropertyAnimator {
    /// Seconds the animation lasts.
    public private(set) var duration: TimeInterval
    /// Seconds before it starts (from `startAnimation(afterDelay:)`).
    public private(set) var delay: TimeInterval = 0
    /// The timing curve.
    public private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The animator's state.
    public private(set) var state = UIViewAnimatingState.inactive
    /// Whether the animations are running (active and not paused).
    public private(set) var isRunning = false
    /// Whether the animated views take touches while animating. Default `true`.
    public var isUserInteractionEnabled = true
    /// Whether the app hit-tests animated views itself; `false` (the default) hit-tests them
    /// where they are shown.
    public var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, stopped and reversed. Always `true` here.
    public var isInterruptible = true
    /// Whether a paused animator's `fractionComplete` maps linearly (`true`, the default) —
    /// Layercast always applies the timing curve to the fraction shown.
    public var scrubsLinearly = true

    private var blocks: [(body: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var group: AnimationCompletionGroup?
    /// The block's wire animations as first committed, by layer and key.
    private var originals: [(layer: CALayer, key: String, wires: [LayerAnimation])]?
    /// The fraction at `runStart`, the seconds per unit of fraction, and the run's start time.
    private var fractionAtRunStart = 0.0
    private var secondsPerFraction: Double
    private var runStart: Double?
    private var reversed = false
    private var generation = 0

    /// An animator with one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with UIKit's damping-ratio spring (see `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator with any timing curve.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        secondsPerFraction = duration
    }

    /// Creates an animator and starts it at once (UIKit's `runningPropertyAnimator`).
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                               completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Configuring

    /// Adds animations; while active, they run over the remaining time.
    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` of the duration.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state == .active, LayerContext.current != nil else {
            blocks.append((animation, delayFactor))
            return
        }
        // While running: over what is left, as UIKit does.
        let remaining = max(0, (1 - Double(fractionComplete)) * duration)
        UIView.runAnimationBlock(request(duration: remaining, delay: Double(delayFactor) * remaining),
                                 animations: animation, completion: nil)
    }

    /// Adds a block to run when the animation ends, with where it ended.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Running

    /// Starts (or resumes) the animation.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after `delay` seconds (resumes at once when paused).
    public func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .inactive:
            self.delay = delay
            runBlocks(delay: delay)
            state = .active
            isRunning = true
            runStart = now + delay
            fractionAtRunStart = 0
            secondsPerFraction = duration
            scheduleEnd()
        case .active where !isRunning:
            resume(secondsPerFraction: duration, timing: nil)
        default:
            break
        }
    }

    /// Pauses the animation where it is (starting it paused when inactive).
    public func pauseAnimation() {
        switch state {
        case .inactive:
            runBlocks(delay: 0)
            state = .active
            isRunning = false
            fractionAtRunStart = 0
            runStart = nil
            freeze(at: 0)
        case .active where isRunning:
            let f = fractionComplete
            isRunning = false
            runStart = nil
            fractionAtRunStart = f
            generation += 1
            freeze(at: f)
        default:
            break
        }
    }

    /// The linear fraction of the duration played (toward the end); settable while paused to
    /// scrub.
    public var fractionComplete: CGFloat {
        get {
            guard isRunning, let runStart, secondsPerFraction > 0 else { return CGFloat(fractionAtRunStart) }
            let moved = max(0, now - runStart) / secondsPerFraction
            return CGFloat(min(1, max(0, reversed ? fractionAtRunStart - moved : fractionAtRunStart + moved)))
        }
        set {
            guard state == .active, !isRunning else { return }
            fractionAtRunStart = Double(min(1, max(0, newValue)))
            freeze(at: fractionAtRunStart)
        }
    }

    /// Whether the animation plays back toward the start. Changing it while running turns the
    /// animation around where it is.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            if isRunning {
                let f = Double(fractionComplete)
                reversed = newValue
                fractionAtRunStart = f
                resume(secondsPerFraction: secondsPerFraction, timing: nil)
            } else {
                reversed = newValue
            }
        }
    }

    /// Resumes a paused animation with new timing (`nil`: the animator's) over the remaining
    /// time scaled by `durationFactor` (0 or less: 1).
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active else { return }
        let factor = durationFactor > 0 ? Double(durationFactor) : 1
        if isRunning { fractionAtRunStart = Double(fractionComplete) }
        resume(secondsPerFraction: duration * factor, timing: parameters)
    }

    /// Stops the animation where it is: the views keep the values shown (the model takes them).
    /// With `withoutFinishing` the animator becomes inactive and no completion runs; otherwise
    /// it is `.stopped` until `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let t = now
        for member in committedMembers() {
            guard let shown = member.layer.wireAnimations(forKey: member.key)?.first?.value(at: t)
                    ?? member.wires.first.flatMap({ fractionValue($0, Double(fractionComplete)) }) else { continue }
            member.layer.discardAnimation(forKey: member.key)
            member.layer.setModelValue(shown, forKeyPath: member.wires.first?.keyPath ?? member.key)
        }
        generation += 1
        isRunning = false
        runStart = nil
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { reset() }
    }

    /// Finishes a stopped animation: the views take the end, start or current values and the
    /// completions run with `finalPosition`.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        for member in committedMembers() {
            guard let wire = member.wires.first else { continue }
            switch finalPosition {
            case .start: if let v = wire.values.first { member.layer.setModelValue(v, forKeyPath: wire.keyPath) }
            case .end: if let v = wire.values.last { member.layer.setModelValue(v, forKeyPath: wire.keyPath) }
            case .current: break
            }
        }
        complete(at: finalPosition)
    }

    // MARK: - Internals

    private var now: Double { LayerContext.current?.clock?.now ?? 0 }

    private func request(duration: TimeInterval, delay: TimeInterval) -> UIView.BlockRequest {
        var request = UIView.BlockRequest(duration: duration, delay: delay,
                                          options: isUserInteractionEnabled ? [.allowUserInteraction, .overrideInheritedOptions,
                                                                               .overrideInheritedDuration, .overrideInheritedCurve]
                                              : [.overrideInheritedOptions, .overrideInheritedDuration, .overrideInheritedCurve])
        request.hitTestsPresentation = !isManualHitTestingEnabled
        if let spring = timingParameters?.springTimingParameters {
            request.curve = spring.curve(duration: duration).sampled(duration: duration)
        } else if let cubic = timingParameters?.cubicTimingParameters {
            request.timing = cubic.timingFunction
        }
        return request
    }

    private func runBlocks(delay: TimeInterval) {
        let bodies = blocks
        blocks = []
        group = UIView.runAnimationBlock(request(duration: duration, delay: delay), animations: {
            for block in bodies where block.delayFactor <= 0 { block.body() }
        }, completion: nil)
        for block in bodies where block.delayFactor > 0 {
            UIView.runAnimationBlock(request(duration: duration * (1 - Double(block.delayFactor)),
                                             delay: delay + duration * Double(block.delayFactor)),
                                     animations: block.body, completion: nil)
        }
        originals = nil
    }

    /// The block's animations with their first wire forms (committing the block if needed).
    private func committedMembers() -> [(layer: CALayer, key: String, wires: [LayerAnimation])] {
        if let originals { return originals }
        guard let group else { return [] }
        if group.memberList.isEmpty { CATransaction.flush() }
        let members = group.memberList.compactMap { member -> (layer: CALayer, key: String, wires: [LayerAnimation])? in
            guard let wires = member.layer.wireAnimations(forKey: member.key) else { return nil }
            return (member.layer, member.key, wires)
        }
        if !members.isEmpty { originals = members }
        return members
    }

    /// The value an original animation shows at linear fraction `f` of its duration.
    private func fractionValue(_ wire: LayerAnimation, _ f: Double) -> AnimationValue? {
        var probe = wire
        probe.fillMode = .both
        return probe.value(at: wire.beginTime + f * wire.duration)
    }

    /// Holds every animation at fraction `f`.
    private func freeze(at f: Double) {
        let members = committedMembers()
        guard !members.isEmpty else {
            // Not committed yet (an explicit transaction is open): freeze on the next turn.
            let token = generation
            CATransaction.schedule(at: now) { [weak self] in
                guard let self, self.generation == token, self.state == .active, !self.isRunning,
                      !self.committedMembers().isEmpty else { return }
                self.freeze(at: self.fractionAtRunStart)
            }
            return
        }
        for member in members {
            let frozen = member.wires.map { wire -> LayerAnimation in
                var held = wire
                if let value = fractionValue(wire, f) { held.values = [value] }
                held.keyTimes = []
                held.duration = 0
                held.repeatCount = 1
                held.autoreverses = false
                held.fillMode = .both
                return held
            }
            member.layer.retimeAnimation(forKey: member.key, to: frozen, keepsAfterEnd: true)
        }
    }

    /// Runs again from `fractionAtRunStart`, toward the end (or the start when reversed), at
    /// `secondsPerFraction` seconds per unit, with the original timing or `timing`.
    private func resume(secondsPerFraction seconds: Double, timing: (any UITimingCurveProvider)?) {
        let f = fractionAtRunStart
        let t = now
        secondsPerFraction = seconds
        for member in committedMembers() {
            let wires = member.wires.map { original -> LayerAnimation in
                var wire = original
                wire.fillMode = .removed
                wire.duration = seconds
                if let timing {
                    // New timing over what is left: from the value shown to the end (or start).
                    let shown = fractionValue(original, f) ?? original.values[0]
                    let target = reversed ? original.values[0] : original.values[original.values.count - 1]
                    wire.values = [shown, target]
                    wire.keyTimes = []
                    let remaining = seconds * (reversed ? f : 1 - f)
                    wire.duration = remaining
                    wire.beginTime = t
                    if let spring = timing.springTimingParameters {
                        let curve = spring.curve(duration: remaining).sampled(duration: remaining)
                        wire.values = curve.progress.map { AnimationValue.interpolate(shown, target, $0) }
                        wire.keyTimes = curve.times
                        wire.timingFunction = CAMediaTimingFunction.linear.controlPoints
                    } else if let cubic = timing.cubicTimingParameters {
                        wire.timingFunction = cubic.timingFunction.controlPoints
                    }
                    return wire
                }
                if reversed {
                    wire.values = original.values.reversed()
                    if !original.keyTimes.isEmpty { wire.keyTimes = original.keyTimes.reversed().map { 1 - $0 } }
                    let c = original.timingFunction
                    if c.count == 4 { wire.timingFunction = [1 - c[2], 1 - c[3], 1 - c[0], 1 - c[1]] }
                    wire.beginTime = t - (1 - f) * seconds
                } else {
                    wire.beginTime = t - f * seconds
                }
                return wire
            }
            member.layer.retimeAnimation(forKey: member.key, to: wires, keepsAfterEnd: false)
        }
        if timing != nil {
            // The remainder is now a run of its own from `f`.
            secondsPerFraction = seconds
        }
        isRunning = true
        runStart = t
        scheduleEnd()
    }

    /// Completes the animator when the running animation reaches its end (or start).
    private func scheduleEnd() {
        generation += 1
        let token = generation
        guard let runStart else { return }
        let left = reversed ? fractionAtRunStart : 1 - fractionAtRunStart
        let end = runStart + left * secondsPerFraction
        CATransaction.schedule(at: end) { [weak self] in
            guard let self, self.generation == token, self.isRunning else { return }
            if self.reversed {
                for member in self.committedMembers() {
                    guard let wire = member.wires.first, let v = wire.values.first else { continue }
                    member.layer.setModelValue(v, forKeyPath: wire.keyPath)
                }
            }
            self.complete(at: self.reversed ? .start : .end)
        }
    }

    private func complete(at position: UIViewAnimatingPosition) {
        for member in committedMembers() { member.layer.discardAnimation(forKey: member.key) }
        isRunning = false
        runStart = nil
        state = .inactive
        let blocks = completions
        reset()
        for block in blocks { block(position) }
    }

    private func reset() {
        completions = []
        originals = nil
        group = nil
        fractionAtRunStart = 0
        reversed = false
        generation += 1
    }
}

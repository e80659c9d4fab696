import Foundation
import LayercastProtocol

/// How a changed property animates: the transaction's duration and curve, and what a UIKit
/// animation block adds (delay, repetition, a spring or keyframes, interaction, completion).
/// Captured with each change, so changes made in different blocks of one turn keep their own.
package struct ImplicitAnimation {
    /// Seconds one repetition lasts.
    package var duration: Double = 0
    /// The pacing (ignored when `curve` is set).
    package var timing = CAMediaTimingFunction.default
    /// Seconds between the commit and the start; the start value holds meanwhile (UIKit's
    /// delayed animations fill backwards).
    package var delay: Double = 0
    /// How many times it plays (0: once; `.infinity`: forever).
    package var repeatCount: Float = 0
    /// Whether each repetition plays back.
    package var autoreverses = false
    /// Whether the animation starts from what an animation in flight shows, not the old value.
    package var beginFromCurrentState = false
    /// Whether the animated layer's view takes touches while the animation runs.
    package var allowsUserInteraction = true
    /// Whether hit testing uses the presentation values while the animation runs.
    package var hitTestsPresentation = false
    /// A progress curve the wire cannot carry as a cubic (a spring), sampled into keyframes.
    package var curve: SampledCurve?
    /// The keyframe window of the change (`addKeyframe`'s relative start and duration); `nil`
    /// outside keyframe blocks.
    package var keyframeWindow: (start: Double, duration: Double)?
    /// How keyframes are interpolated (`animateKeyframes`' calculation mode).
    package var calculationMode = CAAnimationCalculationMode.linear
    /// The keyframes recorded for this change's key, in the order they were added.
    package var keyframes: [(start: Double, duration: Double, value: LayerProperty)] = []
    /// The animation block's completion bookkeeping.
    package var group: AnimationCompletionGroup?
    /// The model value before the first animated change of the key in the transaction (what
    /// the animation starts from); `nil`: the last committed value.
    var from: LayerProperty?

    /// Settings with Core Animation's defaults (no duration).
    package init() {}

    /// The wire animation of a change from `from` to `to` beginning at `now` (plus the delay).
    @MainActor func wireAnimation(key: String, keyPath: String, from: AnimationValue, to: AnimationValue,
                       now: Double) -> LayerAnimation {
        var values = [from, to]
        var keyTimes: [Double] = []
        var timingFunction = timing.controlPoints
        if !keyframes.isEmpty {
            var times: [Double] = [0]
            var track: [AnimationValue] = [from]
            for frame in keyframes.sorted(by: { $0.start < $1.start }) {
                guard let value = LayerContext.animationValue(frame.value) else { continue }
                let start = min(max(frame.start, times.last!), 1)
                if start > times.last! { times.append(start); track.append(track.last!) }
                times.append(min(max(frame.start + frame.duration, start), 1))
                track.append(value)
            }
            if times.last! < 1 { times.append(1); track.append(track.last!) }
            let built = KeyframeBuilder.build(values: track, keyTimes: times, timingFunctions: nil,
                                              mode: calculationMode)
            values = built.values
            keyTimes = built.keyTimes
        } else if let curve {
            values = curve.progress.map { AnimationValue.interpolate(from, to, $0) }
            keyTimes = curve.times
            timingFunction = CAMediaTimingFunction.linear.controlPoints
        }
        return LayerAnimation(key: key, keyPath: keyPath, values: values, keyTimes: keyTimes,
                              timingFunction: timingFunction, beginTime: now + max(0, delay),
                              duration: duration, repeatCount: repeatCount, autoreverses: autoreverses,
                              fillMode: delay > 0 ? .backwards : .removed)
    }
}

/// A progress curve sampled for the wire: progress (0 at the start, 1 at the end, possibly
/// beyond in between) at each key time (0…1 of the duration). Linear interpolation between the
/// samples is what the client draws.
package struct SampledCurve: Sendable, Equatable {
    /// The sample times, 0…1 of the duration, first 0 and last 1.
    package var times: [Double]
    /// The progress at each time.
    package var progress: [Double]

    /// Samples `f` (progress at a fraction 0…1 of the duration) evenly, with as many samples as
    /// keep linear interpolation within `tolerance` of `f` (in units of the whole change): a
    /// segment of length h deviates from a curve whose second derivative is at most M by at
    /// most M·h²/8, with M measured on a grid of 2,000 points. Between 2 and `maxSamples`
    /// samples; with `endsOnTarget` the last is exactly 1 so the animation ends on the model
    /// value.
    package static func sampling(_ f: (Double) -> Double, tolerance: Double = 0.002,
                                 maxSamples: Int = 600, endsOnTarget: Bool = true) -> SampledCurve {
        let grid = 2_000
        let h = 1 / Double(grid)
        var m = 0.0
        var previous = f(0), current = f(h)
        for i in 2...grid {
            let next = f(Double(i) * h)
            m = max(m, abs(next - 2 * current + previous) / (h * h))
            previous = current; current = next
        }
        let step = m > 0 ? (8 * tolerance / m).squareRoot() : 1
        let n = min(maxSamples, max(1, Int((1 / step).rounded(.up))))
        let times = (0...n).map { Double($0) / Double(n) }
        var progress = times.map(f)
        if endsOnTarget { progress[n] = 1 }
        return SampledCurve(times: times, progress: progress)
    }
}

/// The completion of one UIKit animation block: it waits until every animation the block
/// started has stopped, and reports whether all of them finished (`false` when one was
/// interrupted: replaced, removed, or its layer left the screen).
@MainActor
package final class AnimationCompletionGroup {
    private var pending = 0
    private var sealed = false
    private var finished = true
    private var done = false
    private let completion: (@MainActor (Bool) -> Void)?
    /// The animations the block started, by layer and key.
    var members: [(layer: CALayer?, key: String)] = []
    /// Anything the block's owner wants to keep with it (the begin/commit form's delegate).
    package var userInfo: AnyObject?

    /// A group that calls `completion` once.
    package init(completion: (@MainActor (Bool) -> Void)?) { self.completion = completion }

    /// Whether the completion has run.
    package var isDone: Bool { done }

    func animationStarted() { pending += 1 }

    func animationEnded(finished flag: Bool) {
        pending -= 1
        if !flag { finished = false }
        check()
    }

    /// No more animations join: the commit carrying the block's changes happened.
    func seal() {
        sealed = true
        check()
    }

    /// Marks the group interrupted and completes it now if nothing of it runs.
    package func interrupt() {
        finished = false
        sealed = true
        check()
    }

    private func check() {
        guard sealed, pending <= 0, !done else { return }
        done = true
        completion?(finished)
    }
}

/// One committed animation someone waits for: its delegate, a UIKit completion group, or hit
/// testing (animations of views that take no touches meanwhile).
@MainActor
final class AnimationTracker {
    let animation: CAAnimation?
    let begin: Double
    let end: Double
    var group: AnimationCompletionGroup?
    let blocksInteraction: Bool
    let hitTestsPresentation: Bool
    var started = false
    var stopped = false
    var interrupted = false
    /// Held by a paused layer tree (speed 0): neither ends nor blocks anything meanwhile.
    var suspended = false

    init(animation: CAAnimation?, wire: LayerAnimation, group: AnimationCompletionGroup?,
         blocksInteraction: Bool, hitTestsPresentation: Bool) {
        self.animation = animation
        begin = wire.beginTime
        let repeats = wire.repeatCount > 0 ? Double(wire.repeatCount) : 1
        end = wire.beginTime + max(wire.duration, 0) * (wire.autoreverses ? 2 : 1) * repeats
        self.group = group
        self.blocksInteraction = blocksInteraction
        self.hitTestsPresentation = hitTestsPresentation
        group?.animationStarted()
    }

    /// When something happens next: now for an interruption, else the start (for a delegate
    /// that has not heard it) or the end.
    var nextEventTime: Double {
        if interrupted { return -.infinity }
        if suspended { return .infinity }
        if !started, animation?.delegate != nil { return begin }
        return end
    }

    /// Whether the animation is in effect at `now` (not stopped, not past its end).
    func isActive(at now: Double) -> Bool { !stopped && !interrupted && (suspended || now < end) }

    /// A tracker taking this one's place for the same animation with new times (a retimed
    /// layer tree): same delegate, group membership and start state; this one stops silently.
    func retimed(to wire: LayerAnimation) -> AnimationTracker {
        let next = AnimationTracker(animation: animation, wire: wire, group: nil,
                                    blocksInteraction: blocksInteraction, hitTestsPresentation: hitTestsPresentation)
        next.group = group
        next.started = started
        next.interrupted = interrupted
        stopped = true
        return next
    }

    /// Stops the animation before its end (reported with `finished == false` on the next
    /// turn); one already past its end finishes normally.
    func interrupt(at now: Double) {
        guard !stopped, now < end else { return }
        interrupted = true
    }
}

extension LayerContext {
    /// Tells delegates and completion groups what started, finished or was interrupted by `now`.
    func runAnimationEvents(now: Double) {
        let list = trackers
        for tracker in list where !tracker.stopped && (!tracker.suspended || tracker.interrupted) {
            if !tracker.started, tracker.begin <= now {
                tracker.started = true
                if let animation = tracker.animation { animation.delegate?.animationDidStart(animation) }
            }
            guard tracker.interrupted || tracker.end <= now else { continue }
            tracker.stopped = true
            if let animation = tracker.animation {
                animation.delegate?.animationDidStop(animation, finished: !tracker.interrupted)
            }
            tracker.group?.animationEnded(finished: !tracker.interrupted)
        }
        trackers.removeAll { $0.stopped }
    }

    /// Starts tracking `wire` when someone waits for it (and a clock can tell when it ends).
    func track(_ wire: LayerAnimation, animation: CAAnimation?, settings: ImplicitAnimation?,
               layer: CALayer? = nil) -> AnimationTracker? {
        guard clock != nil else { return nil }
        let group = settings?.group
        let blocks = !(settings?.allowsUserInteraction ?? true)
        let presentation = settings?.hitTestsPresentation ?? false
        guard animation?.delegate != nil || group != nil || blocks || presentation else { return nil }
        if let group, let layer { group.members.append((layer, wire.key)) }
        let tracker = AnimationTracker(animation: animation, wire: wire, group: group,
                                       blocksInteraction: blocks, hitTestsPresentation: presentation)
        trackers.append(tracker)
        return tracker
    }
}

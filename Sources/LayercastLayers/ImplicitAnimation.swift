import Foundation
import LayercastModel
import LayercastCompositing

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

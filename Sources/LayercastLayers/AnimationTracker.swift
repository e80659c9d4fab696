import Foundation
import LayercastModel

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
        if let group, let layer { group.members.append(.init(layer: layer, key: wire.key)) }
        let tracker = AnimationTracker(animation: animation, wire: wire, group: group,
                                       blocksInteraction: blocks, hitTestsPresentation: presentation)
        trackers.append(tracker)
        return tracker
    }
}

import Foundation
import LayercastGraphics
import LayercastLayers
import LayercastModel

extension UIScrollView {
    /// What a running motion is, for the delegate call at its end.
    enum MotionKind { case deceleration, animation }

    /// The key of the bounds animation a motion puts on the wire (the key implicit bounds
    /// animations use, so one replaces the other).
    static let motionAnimationKey = "bounds"

    /// Starts `motion`: the client gets it as one keyframe animation of the layer's bounds (the
    /// wire holds the end value meanwhile), and the scroll view asks for a turn every frame to
    /// move its model along the same curve.
    func startMotion(_ motion: ScrollMotion, kind: MotionKind) {
        self.motion = motion
        motionKind = kind
        isDecelerating = kind == .deceleration
        showIndicators()
        let size = bounds.size
        let times = motion.keyframeTimes()
        let duration = motion.duration
        let values = times.map { t -> AnimationValue in
            .rect(CGRect(origin: motion.offset(at: motion.beginTime + t), size: size))
        }
        layer.addWireAnimation(LayerAnimation(
            key: Self.motionAnimationKey, keyPath: "bounds", values: values,
            keyTimes: times.map { duration > 0 ? $0 / duration : 0 }, beginTime: motion.beginTime, duration: duration))
        layer.holdWireValue(.bounds(CGRect(origin: motion.final, size: size)))
        addIndicatorAnimations(for: motion, times: times)
        scheduleMotionTurn()
    }

    /// Asks for the next turn: a frame later (60 per second), or the motion's end.
    private func scheduleMotionTurn() {
        guard let motion, let app = application else { return }
        if let id = motionTimer { app.cancelTimer(id) }
        let now = app.clock.now
        let end = motion.beginTime + motion.duration
        motionTimer = app.scheduleTimer(at: min(now + 1.0 / 60, end)) { [weak self] in
            self?.motionTimer = nil
            self?.motionTurn()
        }
    }

    /// One turn of a motion: the model follows the curve (nothing goes on the wire), the
    /// delegate hears `scrollViewDidScroll`; at the end, the motion finishes.
    private func motionTurn() {
        guard let motion, let now = clockNow else { return }
        if motion.isFinished(at: now) {
            finishMotion()
            return
        }
        applyOffset(motion.offset(at: now))
        scheduleMotionTurn()
    }

    /// The motion reached its end by itself.
    private func finishMotion() {
        guard let motion else { return }
        let kind = motionKind
        self.motion = nil
        if let id = motionTimer { application?.cancelTimer(id); motionTimer = nil }
        applyOffset(motion.final)
        releaseIndicatorWireValues()
        layer.releaseWireValue(for: .bounds)
        isDecelerating = false
        switch kind {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        if !isTracking { hideIndicators() }
    }

    /// Stops a running motion where it is at `time` (a touch's timestamp, or now): the model
    /// takes that value, the client's animation is removed and the wire gets the value.
    func stopMotion(at time: TimeInterval?, notify: Bool) {
        guard let motion else { return }
        let offset = motion.offset(at: time ?? clockNow ?? motion.beginTime)
        self.motion = nil
        if let id = motionTimer { application?.cancelTimer(id); motionTimer = nil }
        isDecelerating = false
        layer.removeWireAnimation(forKey: Self.motionAnimationKey)
        removeIndicatorAnimations()
        layer.releaseWireValue(for: .bounds)
        applyOffset(offset)
        if notify { delegate?.scrollViewDidEndDecelerating(self) }
    }
}

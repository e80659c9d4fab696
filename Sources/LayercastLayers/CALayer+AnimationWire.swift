import Foundation
import LayercastGraphics
import LayercastModel
import LayercastCompositing

// Turning Core Animation's animation objects into the wire's one kind of animation (SPEC §5.4:
// keyframes with key times, one cubic timing function, begin time, duration, repetition, fill).
extension CALayer {
    /// The wire forms of an entry's animation beginning at `now` when it has no begin time;
    /// empty when it animates nothing Layercast can send.
    func wireAnimations(for entry: AnimationEntry, now: Double, state: LayerState) -> [LayerAnimation] {
        CALayer.wireAnimations(of: entry.animation, key: entry.key, now: now, state: state)
    }

    static func wireAnimations(of animation: CAAnimation, key: String, now: Double, state: LayerState) -> [LayerAnimation] {
        if let group = animation as? CAAnimationGroup { return groupWires(group, key: key, now: now, state: state) }
        guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath else { return [] }
        var values: [AnimationValue]
        var keyTimes: [Double] = []
        var timing = animation.timingFunction?.controlPoints ?? CAMediaTimingFunction.linear.controlPoints
        var extra: [LayerAnimation] = []
        if let basic = property as? CABasicAnimation {
            guard let current = state.animationValue(forKeyPath: keyPath) else { return [] }
            let from = basic.fromValue.flatMap(CALayer.animationValue), to = basic.toValue.flatMap(CALayer.animationValue)
            let by = basic.byValue.flatMap(CALayer.animationValue)
            switch (from, to, by) {
            case let (from?, to?, _): values = [from, to]
            case let (from?, nil, by?): values = [from, from.adding(by) ?? from]
            case let (nil, to?, by?): values = [to.adding(by, sign: -1) ?? to, to]
            case let (from?, nil, nil): values = [from, current]
            case let (nil, to?, nil): values = [current, to]
            case let (nil, nil, by?): values = [current, current.adding(by) ?? current]
            default: values = [current, current]
            }
            if let spring = basic as? CASpringAnimation {
                // The spring's own curve over the animation's duration, sampled; a timing
                // function is not applied on top.
                let curve = SampledCurve.sampling({ spring.curve.position(at: $0 * animation.effectiveDuration) },
                                                  endsOnTarget: false)
                values = curve.progress.map { AnimationValue.interpolate(values[0], values[1], $0) }
                keyTimes = curve.times
                timing = CAMediaTimingFunction.linear.controlPoints
            }
        } else if let keyframes = property as? CAKeyframeAnimation {
            if let path = keyframes.path {
                let flat = PathSampler.sample(path, keyTimes: keyframes.keyTimes?.map(\.doubleValue),
                                              paced: keyframes.calculationMode == .paced
                                                || keyframes.calculationMode == .cubicPaced)
                guard !flat.points.isEmpty else { return [] }
                values = flat.points.map { .point($0) }
                keyTimes = flat.times
                if let mode = keyframes.rotationMode {
                    let angles = PathSampler.tangentAngles(flat.points, reverse: mode == .rotateAutoReverse)
                    extra.append(LayerAnimation(key: key + ".rotation", keyPath: "transform.rotation.z",
                                                values: angles.map { .scalar($0) }, keyTimes: keyTimes,
                                                timingFunction: timing, beginTime: 0, duration: 0))
                }
            } else {
                let converted = (keyframes.values ?? []).compactMap(CALayer.animationValue)
                guard !converted.isEmpty, converted.count == keyframes.values?.count else { return [] }
                let built = KeyframeBuilder.build(values: converted, keyTimes: keyframes.keyTimes?.map(\.doubleValue),
                                                  timingFunctions: keyframes.timingFunctions,
                                                  mode: keyframes.calculationMode)
                values = built.values
                keyTimes = built.keyTimes
                // Per-segment timing functions replace the overall one; paced modes ignore both.
                if keyframes.timingFunctions != nil || keyframes.calculationMode == .paced
                    || keyframes.calculationMode == .cubicPaced {
                    timing = CAMediaTimingFunction.linear.controlPoints
                }
            }
        } else {
            return []
        }
        // An additive animation's values are offsets from the model value; the wire carries
        // absolute values, so the model value as the animation is sent is added (exact while the
        // model stays put, as it does under a shake). The `transform.` sub-paths already apply
        // on top of the model transform.
        if property.isAdditive, !keyPath.hasPrefix("transform."), let model = state.animationValue(forKeyPath: keyPath) {
            values = values.map { $0.adding(model) ?? $0 }
        }
        let fill: LayerAnimation.FillMode = switch animation.fillMode {
        case .forwards: .forwards
        case .backwards: .backwards
        case .both: .both
        default: .removed
        }
        var wire = LayerAnimation(key: key, keyPath: keyPath, values: values, keyTimes: keyTimes,
                                  timingFunction: timing,
                                  beginTime: animation.beginTime > 0 ? animation.beginTime : now,
                                  duration: animation.effectiveDuration, repeatCount: animation.effectiveRepeatCount,
                                  autoreverses: animation.autoreverses, fillMode: fill)
        wire.applySpeed(Double(animation.speed), timeOffset: animation.timeOffset)
        return [wire] + extra.map { e in
            var copy = wire
            copy.key = e.key; copy.keyPath = e.keyPath; copy.values = e.values; copy.keyTimes = e.keyTimes
            return copy
        }
    }

    /// A group's children, each its own wire animation under `key#index`, begun at the group's
    /// begin time plus their own and cut at the group's duration (through a fractional repeat
    /// count). Children with a duration of 0 take the group's. The group's timing function,
    /// speed and repetition are not applied to the children (Core Animation nests them; the
    /// wire cannot), which matters only for groups that set them.
    static func groupWires(_ group: CAAnimationGroup, key: String, now: Double, state: LayerState) -> [LayerAnimation] {
        let begin = group.beginTime > 0 ? group.beginTime : now
        let length = group.effectiveDuration
        var out: [LayerAnimation] = []
        for (index, child) in (group.animations ?? []).enumerated() {
            guard let copy = child.copy() as? CAAnimation else { continue }
            if copy.duration == 0 { copy.duration = length }
            let offset = copy.beginTime
            copy.beginTime = begin + offset
            if copy.fillMode == .removed, group.fillMode != .removed { copy.fillMode = group.fillMode }
            for var wire in wireAnimations(of: copy, key: "\(key)#\(index)", now: now, state: state) {
                let cycle = wire.duration * (wire.autoreverses ? 2 : 1)
                let available = length - offset
                let repeats = Double(wire.repeatCount > 0 ? wire.repeatCount : 1)
                if cycle > 0, available < cycle * repeats { wire.repeatCount = Float(max(available, 0) / cycle) }
                out.append(wire)
            }
        }
        return out
    }
}

extension LayerAnimation {
    /// When the active time ends, in seconds of the clock (`.infinity` when it repeats forever).
    var endTime: Double {
        let repeats = repeatCount > 0 ? Double(repeatCount) : 1
        return beginTime + max(duration, 0) * (autoreverses ? 2 : 1) * repeats
    }

    /// Folds an animation's own speed and time offset into its begin time and duration: local
    /// time = (t − begin)·speed + offset. A speed of 0 freezes the value at the offset (one
    /// keyframe, held both ways); a negative speed is taken as its magnitude.
    mutating func applySpeed(_ speed: Double, timeOffset: Double) {
        guard speed != 1 || timeOffset != 0 else { return }
        if speed == 0 {
            if let value = value(at: beginTime + timeOffset) { values = [value] }
            keyTimes = []
            duration = 0
            fillMode = .both
            return
        }
        let s = abs(speed)
        beginTime -= timeOffset / s
        duration /= s
    }
}

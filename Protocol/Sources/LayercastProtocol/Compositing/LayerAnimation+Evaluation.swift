import Foundation

extension LayerAnimation {
    /// The animation's progress at `time` (seconds of server time, the clock of `beginTime`):
    /// 0…1 through the keyframes after repetition, autoreverse and the timing function; `nil`
    /// when the animation has no effect then (before it starts or after it ends, unless its fill
    /// mode holds a value).
    public func progress(at time: Double) -> Double? {
        let local = time - beginTime
        let d = max(duration, 0)
        let repeats = repeatCount > 0 ? Double(repeatCount) : 1
        let cycle = d * (autoreverses ? 2 : 1)
        let total = repeats.isInfinite ? Double.infinity : cycle * repeats
        let raw: Double
        if local < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            raw = 0
        } else if local >= total || d == 0 {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            // The end of the last (possibly partial) repetition.
            let within = repeats.truncatingRemainder(dividingBy: 1)
            let phase = within == 0 ? (autoreverses ? 2.0 : 1.0) : within * (autoreverses ? 2 : 1)
            raw = phase > 1 ? 2 - phase : phase
        } else {
            let phase = cycle > 0 ? local.truncatingRemainder(dividingBy: cycle) / d : 0
            raw = phase > 1 ? 2 - phase : phase
        }
        return timed(raw)
    }

    /// Whether the animation still changes (or must still be drawn) at `time`: started or
    /// filling backwards, and not yet past its end.
    public func isRunning(at time: Double) -> Bool {
        let repeats = repeatCount > 0 ? Double(repeatCount) : 1
        let total = max(duration, 0) * (autoreverses ? 2 : 1) * repeats
        return time - beginTime < total
    }

    /// The interpolated value at `time`, or `nil` when the animation has no effect then.
    public func value(at time: Double) -> AnimationValue? {
        guard let p = progress(at: time), let first = values.first else { return nil }
        guard values.count > 1 else { return first }
        let n = values.count
        let times = keyTimes.count == n ? keyTimes : (0..<n).map { Double($0) / Double(n - 1) }
        var i = 0
        while i < n - 2 && p > times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        let f = span > 0 ? min(1, max(0, (p - times[i]) / span)) : 1
        return AnimationValue.interpolate(values[i], values[i + 1], f)
    }

    /// Applies the cubic Bézier timing function to a linear progress.
    private func timed(_ x: Double) -> Double {
        guard timingFunction.count == 4 else { return x }
        let c = timingFunction.map(Double.init)
        if c == [0, 0, 1, 1] { return x }
        func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var lo = 0.0, hi = 1.0, t = x
        for _ in 0..<40 {
            t = (lo + hi) / 2
            if bez(t, c[0], c[2]) < x { lo = t } else { hi = t }
        }
        return bez(t, c[1], c[3])
    }
}

extension AnimationValue {
    /// Linear interpolation between two values of the same kind (`f` in 0…1); values of
    /// different kinds jump at the half-way point. Transforms interpolate entry by entry.
    public static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ f: Double) -> AnimationValue {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(mix(x, y))
        case (.point(let p), .point(let q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case (.size(let p), .size(let q)): return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: mix(p.minX, q.minX), y: mix(p.minY, q.minY), width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.color(let p), .color(let q)):
            func m(_ x: Float, _ y: Float) -> Float { Float(mix(Double(x), Double(y))) }
            return .color(LayerColor(red: m(p.red, q.red), green: m(p.green, q.green), blue: m(p.blue, q.blue), alpha: m(p.alpha, q.alpha)))
        case (.transform(let p), .transform(let q)):
            return .transform(LayerTransform(zip(p.m, q.m).map { mix($0, $1) }))
        default:
            return f < 0.5 ? a : b
        }
    }
}

extension LayerState {
    /// Sets the property an animation's key path names to `value`; unknown key paths and values
    /// of the wrong kind are ignored. Sub-key paths of `transform` (`transform.rotation.z`,
    /// `transform.scale`, `transform.translation.x` …) apply that component on top of the
    /// model transform.
    public mutating func apply(animated value: AnimationValue, keyPath: String) {
        switch (keyPath, value) {
        case ("position", .point(let p)): position = p
        case ("position.x", .scalar(let v)): position.x = v
        case ("position.y", .scalar(let v)): position.y = v
        case ("bounds", .rect(let r)): bounds = r
        case ("bounds.size", .size(let s)): bounds.size = s
        case ("bounds.origin", .point(let p)): bounds.origin = p
        case ("bounds.size.width", .scalar(let v)): bounds.size.width = v
        case ("bounds.size.height", .scalar(let v)): bounds.size.height = v
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("zPosition", .scalar(let v)): zPosition = v
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("transform", .transform(let t)): transform = t
        case ("transform.rotation", .scalar(let v)), ("transform.rotation.z", .scalar(let v)):
            transform = Self.concat(.affine(a: cos(v), b: sin(v), c: -sin(v), d: cos(v), tx: 0, ty: 0), transform)
        case ("transform.scale", .scalar(let v)):
            transform = Self.concat(.affine(a: v, b: 0, c: 0, d: v, tx: 0, ty: 0), transform)
        case ("transform.scale.x", .scalar(let v)):
            transform = Self.concat(.affine(a: v, b: 0, c: 0, d: 1, tx: 0, ty: 0), transform)
        case ("transform.scale.y", .scalar(let v)):
            transform = Self.concat(.affine(a: 1, b: 0, c: 0, d: v, tx: 0, ty: 0), transform)
        case ("transform.translation.x", .scalar(let v)):
            transform = Self.concat(.affine(a: 1, b: 0, c: 0, d: 1, tx: v, ty: 0), transform)
        case ("transform.translation.y", .scalar(let v)):
            transform = Self.concat(.affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: v), transform)
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("borderColor", .color(let c)): borderColor = c
        case ("borderWidth", .scalar(let v)): borderWidth = v
        case ("cornerRadius", .scalar(let v)): cornerRadius = v
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .scalar(let v)): shadowRadius = v
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("contentsCenter", .rect(let r)): contentsCenter = r
        default: break
        }
    }

    /// `first` then `second`, as 4×4 row-major matrices (row vectors).
    private static func concat(_ first: LayerTransform, _ second: LayerTransform) -> LayerTransform {
        var m = [Double](repeating: 0, count: 16)
        for r in 0..<4 { for c in 0..<4 { for k in 0..<4 { m[r * 4 + c] += first.m[r * 4 + k] * second.m[k * 4 + c] } } }
        return LayerTransform(m)
    }
}

extension LayerTree {
    /// The tree as it looks at `time` (seconds of server time): every layer's state with its
    /// animations applied in key order. The model tree is unchanged; layers without animations
    /// are shared.
    public func presentation(at time: Double) -> LayerTree {
        var changes: [LayerOperation] = []
        for (id, node) in nodes where !node.animations.isEmpty {
            var state = node.state
            for key in node.animations.keys.sorted() {
                let a = node.animations[key]!
                if let v = a.value(at: time) { state.apply(animated: v, keyPath: a.keyPath) }
            }
            // Only through the public operations, so the tree's own bookkeeping stays valid.
            let props = LayerPropertyKey.allCases.compactMap { k -> LayerProperty? in
                let v = state.value(for: k)
                return v == node.state.value(for: k) ? nil : v
            }
            if !props.isEmpty { changes.append(.setProperties(id, props)) }
        }
        guard !changes.isEmpty else { return self }
        var out = self
        do { try out.apply(changes) } catch { return self }
        return out
    }

    /// Whether any animation still runs at `time`, so a compositor must keep drawing frames.
    public func hasRunningAnimations(at time: Double) -> Bool {
        nodes.values.contains { $0.animations.values.contains { $0.isRunning(at: time) } }
    }
}

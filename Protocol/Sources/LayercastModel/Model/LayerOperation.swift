import Foundation

/// One operation of a commit or snapshot, applied in order (SPEC §5.3).
///
/// A commit lists creations first, then property sets and sublayer orders, then destructions, so
/// that every id an operation names exists when it is applied.
public enum LayerOperation: Hashable, Sendable, Codable {
    /// Creates a layer with every property at its default and no sublayers.
    case createLayer(LayerID)
    /// Destroys a layer. It must no longer be anyone's sublayer or mask.
    case destroyLayer(LayerID)
    /// Sets properties of a layer, each key at most once.
    case setProperties(LayerID, [LayerProperty])
    /// Replaces the whole ordered sublayer list of a layer (back to front).
    case setSublayers(LayerID, [LayerID])
    /// Attaches an animation to a layer, replacing any with the same key.
    case addAnimation(LayerID, LayerAnimation)
    /// Removes the animation with this key, if there is one.
    case removeAnimation(LayerID, key: String)
    /// Version 4: replaces glyphs of one of the layer's glyph runs in place (SPEC §5.3).
    case spliceGlyphs(LayerID, GlyphSplice)
}

/// A value an animation interpolates (SPEC §5.4).
public enum AnimationValue: Hashable, Sendable, Codable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(LayerColor)
    case transform(LayerTransform)
    /// Version 4 (`shapes`): a list of colours, a gradient's `colors` (SPEC §4.8, §5.4 kind 7).
    case colors([LayerColor])
}

/// An animation of one layer property, run by the client at its own refresh rate (SPEC §5.4).
public struct LayerAnimation: Hashable, Sendable, Codable {
    /// How an animation holds its values outside its active time.
    public enum FillMode: UInt8, Hashable, Sendable, Codable { case removed = 0, forwards = 1, backwards = 2, both = 3 }

    /// The key under which the animation is attached (unique per layer).
    public var key: String
    /// The animated property, e.g. `"position"`, `"opacity"`, `"bounds"`, `"transform"`.
    public var keyPath: String
    /// Keyframe values; a from/to animation has exactly two.
    public var values: [AnimationValue]
    /// Key times in 0…1, one per value; empty means evenly spaced.
    public var keyTimes: [Double]
    /// Cubic Bézier timing control points `(c1x, c1y, c2x, c2y)`; linear is `(0, 0, 1, 1)`.
    public var timingFunction: [Float]
    /// When the animation starts, in seconds of server time (the commit's clock).
    public var beginTime: Double
    /// The duration of one repetition, in seconds.
    public var duration: Double
    /// How many times it repeats (may be fractional or infinite).
    public var repeatCount: Float
    /// Whether each repetition plays forwards and then backwards.
    public var autoreverses: Bool
    /// How values hold before and after the active time.
    public var fillMode: FillMode

    /// Creates an animation.
    public init(key: String, keyPath: String, values: [AnimationValue], keyTimes: [Double] = [],
                timingFunction: [Float] = [0, 0, 1, 1], beginTime: Double, duration: Double,
                repeatCount: Float = 1, autoreverses: Bool = false, fillMode: FillMode = .removed) {
        self.key = key; self.keyPath = keyPath; self.values = values; self.keyTimes = keyTimes
        self.timingFunction = timingFunction; self.beginTime = beginTime; self.duration = duration
        self.repeatCount = repeatCount; self.autoreverses = autoreverses; self.fillMode = fillMode
    }
}

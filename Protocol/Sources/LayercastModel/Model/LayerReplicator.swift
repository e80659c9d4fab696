import Foundation

/// What a `CAReplicatorLayer` does to its sublayers (SPEC §4.10): each is drawn `instanceCount`
/// times, instance k transformed by `instanceTransform` k times about the centre of the
/// replicator's bounds, its colours multiplied by `instanceColor` plus k times the offsets, and
/// its animations played `instanceDelay` × k seconds late.
///
/// Every default is `CAReplicatorLayer`'s, from Apple's QuartzCore reference
/// (developer.apple.com/documentation/quartzcore/careplicatorlayer): one instance, the identity
/// transform, no delay, opaque white, offsets 0.
public struct LayerReplicator: Hashable, Sendable, Codable {
    /// How many copies of each sublayer are drawn, the sublayer itself being copy 0.
    public var instanceCount: Int
    /// The transform from copy k − 1 to copy k, applied about the centre of the replicator's
    /// bounds (Core Animation's rule), in points.
    public var instanceTransform: LayerTransform
    /// Seconds each copy's animations lag the previous copy's.
    public var instanceDelay: Double
    /// The colour copy 0 is multiplied by, unpremultiplied.
    public var instanceColor: LayerColor
    /// Added to each component of the previous copy's colour, per copy.
    public var instanceRedOffset: Float
    /// Added to the green component per copy.
    public var instanceGreenOffset: Float
    /// Added to the blue component per copy.
    public var instanceBlueOffset: Float
    /// Added to the alpha component per copy.
    public var instanceAlphaOffset: Float

    /// Creates a replicator; every parameter defaults to `CAReplicatorLayer`'s default.
    public init(instanceCount: Int = 1, instanceTransform: LayerTransform = .identity, instanceDelay: Double = 0,
                instanceColor: LayerColor = .white, instanceRedOffset: Float = 0, instanceGreenOffset: Float = 0,
                instanceBlueOffset: Float = 0, instanceAlphaOffset: Float = 0) {
        self.instanceCount = instanceCount; self.instanceTransform = instanceTransform
        self.instanceDelay = instanceDelay; self.instanceColor = instanceColor
        self.instanceRedOffset = instanceRedOffset; self.instanceGreenOffset = instanceGreenOffset
        self.instanceBlueOffset = instanceBlueOffset; self.instanceAlphaOffset = instanceAlphaOffset
    }

    /// The colour copy `k` is multiplied by: `instanceColor` plus k times each offset, every
    /// component clamped to 0…1 (SPEC §4.10).
    public func color(ofInstance k: Int) -> LayerColor {
        let n = Float(k)
        func clamp(_ v: Float) -> Float { v.isNaN ? 0 : min(1, max(0, v)) }
        return LayerColor(red: clamp(instanceColor.red + n * instanceRedOffset),
                          green: clamp(instanceColor.green + n * instanceGreenOffset),
                          blue: clamp(instanceColor.blue + n * instanceBlueOffset),
                          alpha: clamp(instanceColor.alpha + n * instanceAlphaOffset))
    }
}

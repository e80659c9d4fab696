import LayercastModel

/// The optional ways a group of clients takes the layer tree, beyond versions 1–3's bitmaps:
/// what `LayerTreeDiff.operations(forScale:features:contentID:)` may emit for them. A server
/// derives it from the capabilities a client accepted, so clients that accept the same ones
/// share one tree and its encoded updates.
public struct WireFeatures: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Creates a set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Text travels as glyph runs over a text-free bitmap (SPEC §4.6), for `glyphRuns` clients.
    public static let glyphRuns = WireFeatures(rawValue: 1 << 0)
    /// Shapes and gradients travel as properties 28 and 29 (SPEC §4.7, §4.8), for `shapes`
    /// clients, instead of their bitmaps.
    public static let shapes = WireFeatures(rawValue: 1 << 1)
    /// Group opacity and replicators travel as properties 30 and 31 (SPEC §4.9, §4.10), for
    /// `layerGroups` clients; other clients get neither (opacity per part, sublayers once).
    public static let layerGroups = WireFeatures(rawValue: 1 << 2)
    /// A turned layer's edges are aliased unless property 32 says otherwise (SPEC §4.11), for
    /// `edgeAntialiasing` clients; other clients antialias every edge and get no key 32.
    public static let edgeAntialiasing = WireFeatures(rawValue: 1 << 3)
    /// A rasterised layer is drawn at its `rasterizationScale` (property 33, SPEC §4.12), for
    /// `rasterization` clients; others get no key 33.
    public static let rasterization = WireFeatures(rawValue: 1 << 4)
    /// Every feature: what a client accepting every capability of version 4 takes.
    public static let all: WireFeatures = [.glyphRuns, .shapes, .layerGroups, .edgeAntialiasing, .rasterization]

    /// The features a client that accepted `capabilities` can take.
    public init(capabilities: Capabilities) {
        self = []
        if capabilities.contains(.glyphRuns) { insert(.glyphRuns) }
        if capabilities.contains(.shapes) { insert(.shapes) }
        if capabilities.contains(.layerGroups) { insert(.layerGroups) }
        if capabilities.contains(.edgeAntialiasing) { insert(.edgeAntialiasing) }
        if capabilities.contains(.rasterization) { insert(.rasterization) }
    }
}

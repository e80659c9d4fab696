/// Optional features a peer supports (SPEC §10.4), as a u32 bit set.
public struct Capabilities: OptionSet, Hashable, Sendable, Codable {
    /// The bits.
    public var rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Frames may carry zstd-compressed payloads (flag bit 0).
    public static let zstd = Capabilities(rawValue: 1 << 0)
    /// The client runs animations (§5.4); without it the server sends only final values.
    public static let animations = Capabilities(rawValue: 1 << 1)
    /// The client applies partial contents updates (§11.4).
    public static let partialContents = Capabilities(rawValue: 1 << 2)
    /// The client understands the `sub` pixel filter (§6.3).
    public static let pixelFilter = Capabilities(rawValue: 1 << 3)
    /// Version 3: the client sends keys, text and compositions and takes the text-input state
    /// (§11.7, §12.3, §12.9, §12.10).
    public static let keyboard = Capabilities(rawValue: 1 << 4)
    /// Version 3: both sides exchange clipboard offers, requests and data (§12.11–§12.13).
    public static let clipboard = Capabilities(rawValue: 1 << 5)
    /// The client understands the `subPlanar` pixel filter (§6.3), in any version.
    public static let planarFilter = Capabilities(rawValue: 1 << 6)
    /// Version 4: the client draws glyph runs (property 27) from glyph masks it holds (SPEC §4.6,
    /// §6.5, §11.8, §11.9); without it text arrives rasterised in contents, as before.
    public static let glyphRuns = Capabilities(rawValue: 1 << 7)
    /// Version 4, with `keyboard`: the server names the layer whose frame is the caret
    /// (`textInputCaret`, SPEC §11.10) and the client follows that layer for the caret rectangle,
    /// so a keystroke does not also send a `textInputState`.
    public static let caretLayer = Capabilities(rawValue: 1 << 8)
    /// Version 4: the client draws shapes and gradients from their properties (SPEC §4.7, §4.8,
    /// keys 28 and 29) at its own scale, and plays animations of their `strokeStart`,
    /// `strokeEnd` and the like; without it they arrive as contents bitmaps.
    public static let shapes = Capabilities(rawValue: 1 << 9)
    /// Version 4: the client composites a layer with opacity below 1 as a group unless its
    /// `allowsGroupOpacity` (key 30) is false, and draws a replicator's copies of its sublayers
    /// (key 31), SPEC §4.9, §4.10; without it opacity multiplies each part separately and a
    /// replicator's sublayers are drawn once.
    public static let layerGroups = Capabilities(rawValue: 1 << 10)
    /// Version 4: the client draws the edges of a layer its transform turns or skews without
    /// antialiasing unless the layer's `allowsEdgeAntialiasing` (key 32) is true, as Core
    /// Animation does (SPEC §4.11); without it every edge is antialiased.
    public static let edgeAntialiasing = Capabilities(rawValue: 1 << 11)
    /// Version 4: the client draws a layer whose `shouldRasterize` is true as a bitmap at its
    /// `rasterizationScale` (key 33) pixels per point, scaled to the output, as Core Animation
    /// does (SPEC §4.12); without it `shouldRasterize` is a hint only.
    public static let rasterization = Capabilities(rawValue: 1 << 12)
    /// Version 4: the client takes commits as `compactCommit` (SPEC §11.11): the same commit
    /// with its id, time and operation count as `uvar`s (about 6 bytes instead of 20), which
    /// matters where a commit is a keystroke.
    public static let compactCommits = Capabilities(rawValue: 1 << 13)
    /// Every capability the protocol defines.
    public static let all: Capabilities = [.zstd, .animations, .partialContents, .pixelFilter, .keyboard, .clipboard,
                                           .planarFilter, .glyphRuns, .caretLayer, .shapes, .layerGroups,
                                           .edgeAntialiasing, .rasterization, .compactCommits]

    /// The capabilities a session of `version` may accept (SPEC §10.4): `keyboard` and
    /// `clipboard` only from version 3; `glyphRuns`, `caretLayer`, `shapes`, `layerGroups`,
    /// `edgeAntialiasing`, `rasterization` and `compactCommits` only from version 4.
    public static func defined(inVersion version: UInt16) -> Capabilities {
        var c = all
        if version < 4 {
            c.subtract([.glyphRuns, .caretLayer, .shapes, .layerGroups, .edgeAntialiasing, .rasterization, .compactCommits])
        }
        if version < 3 { c.subtract([.keyboard, .clipboard]) }
        return c
    }
}

/// The limits a peer enforces (SPEC §8), each with the error code its violation yields.
///
/// The server announces the limits it enforces in its welcome; both sides' decoders and
/// `LayerTree` take them as a parameter. The defaults are the values of SPEC §8.
public struct ProtocolLimits: Hashable, Sendable, Codable {
    /// Largest frame payload on the wire, in bytes (`frameTooLarge`, SPEC §8 L1).
    public var maxFrameSize: Int
    /// Largest payload after zstd inflation, in bytes (`decompressedTooLarge`, SPEC §8 L2).
    public var maxDecompressedSize: Int
    /// Most layers in a tree, the root included (`limitExceeded`, SPEC §8 L3).
    public var maxLayers: Int
    /// Deepest layer: the root has depth 0, its sublayers and mask depth 1 (`limitExceeded`, L4).
    public var maxTreeDepth: Int
    /// Largest width or height of a contents bitmap, in pixels (`limitExceeded`, SPEC §8 L5).
    public var maxBitmapDimension: Int
    /// Most sublayers of one layer (`limitExceeded`, SPEC §8 L6).
    public var maxSublayers: Int
    /// Most client messages per second the server accepts (`rateLimited`, SPEC §8 L7).
    public var maxMessagesPerSecond: Int
    /// Version 3: most UTF-8 bytes of a `text` or a composition's marked text (`limitExceeded`,
    /// SPEC §8 L10); at most 65 535.
    public var maxTextSize: Int
    /// Version 3: most bytes of clipboard data (`limitExceeded`, SPEC §8 L11).
    public var maxClipboardSize: Int

    /// These limits lowered to `announced`'s wherever those are lower: what a client enforces
    /// after a welcome (SPEC §8: the welcome's limits bind it, but a hostile server cannot lift
    /// the client's own by announcing huge ones). The message rate is the announcer's.
    public func lowered(to announced: ProtocolLimits) -> ProtocolLimits {
        ProtocolLimits(maxFrameSize: min(maxFrameSize, announced.maxFrameSize),
                       maxDecompressedSize: min(maxDecompressedSize, announced.maxDecompressedSize),
                       maxLayers: min(maxLayers, announced.maxLayers), maxTreeDepth: min(maxTreeDepth, announced.maxTreeDepth),
                       maxBitmapDimension: min(maxBitmapDimension, announced.maxBitmapDimension),
                       maxSublayers: min(maxSublayers, announced.maxSublayers),
                       maxMessagesPerSecond: announced.maxMessagesPerSecond,
                       maxTextSize: min(maxTextSize, announced.maxTextSize),
                       maxClipboardSize: min(maxClipboardSize, announced.maxClipboardSize))
    }

    /// Creates limits; every parameter defaults to SPEC §8's value.
    public init(maxFrameSize: Int = 68 * 1024 * 1024, maxDecompressedSize: Int = 68 * 1024 * 1024,
                maxLayers: Int = 100_000, maxTreeDepth: Int = 64, maxBitmapDimension: Int = 4096,
                maxSublayers: Int = 10_000, maxMessagesPerSecond: Int = 1000,
                maxTextSize: Int = 4096, maxClipboardSize: Int = 1 << 20) {
        self.maxFrameSize = maxFrameSize; self.maxDecompressedSize = maxDecompressedSize
        self.maxLayers = maxLayers; self.maxTreeDepth = maxTreeDepth
        self.maxBitmapDimension = maxBitmapDimension; self.maxSublayers = maxSublayers
        self.maxMessagesPerSecond = maxMessagesPerSecond
        self.maxTextSize = maxTextSize; self.maxClipboardSize = maxClipboardSize
    }

    /// The defaults of SPEC §8.
    public static let `default` = ProtocolLimits()

    /// Most elements in one path (`limitExceeded`, SPEC §8 L8). Fixed by version 1, not negotiated:
    /// it bounds what a decoder allocates per payload byte (a close element is one byte).
    public static let maxPathElements = 10_000
    /// Most operations in one snapshot or commit (`limitExceeded`, SPEC §8 L9). Fixed by version 1.
    public static let maxOperations = 1_000_000
    /// The default of SPEC §8 L12: most screens a server shows at once, the main screen included
    /// (`limitExceeded` for the additional screen past it). A server's own setting, not announced.
    public static let defaultMaxScreens = 8
    /// SPEC §8 L13, fixed: the largest width or height, in pixels, of a screen a client attaches
    /// as an additional screen; its size in points (pixels over scale) must be at least 1 × 1
    /// (`limitExceeded` either way).
    public static let maxScreenPixels = 16_384
    /// Version 4: most glyphs in one run (`limitExceeded`, SPEC §8 L20). Fixed.
    public static let maxGlyphsPerRun = 4096
    /// Version 4: most entries in a shape's dash pattern (`limitExceeded`, SPEC §8 L25). Fixed.
    public static let maxDashEntries = 64
    /// Version 4: most colour stops in a gradient (`limitExceeded`, SPEC §8 L26). Fixed.
    public static let maxGradientStops = 64
    /// Version 4: most copies a replicator layer draws of each sublayer (`limitExceeded`, SPEC §8
    /// L27). Fixed.
    public static let maxReplicatorInstances = 1024
    /// Version 4: most copies of one layer a renderer draws through nested replicators, the
    /// product of their instance counts along the path (SPEC §8 L28): copies past it are not
    /// drawn, so nested replicators cannot multiply a frame's work without bound. Fixed.
    public static let maxReplicatedCopies = 4096
    /// Version 4: most glyph runs on one layer (`limitExceeded`, SPEC §8 L21). Fixed.
    public static let maxRunsPerLayer = 1024
    /// Version 4: most masks in one `glyphs` message (`limitExceeded`, SPEC §8 L22). Fixed.
    public static let maxGlyphsPerMessage = 4096
    /// Version 4: most glyph masks a client holds at once (`limitExceeded`, SPEC §8 L23). Fixed:
    /// the server releases masks (§11.9) before it would pass it.
    public static let maxHeldGlyphs = 16_384
    /// Version 4: largest width or height of a glyph mask, pixels (`limitExceeded`, SPEC §8 L24).
    public static let maxGlyphMaskDimension = 1024
}

/// When the encoder compresses a payload (SPEC §2.4).
public struct CompressionPolicy: Hashable, Sendable {
    /// Whether compression is used at all (the peer must have accepted `Capabilities.zstd`).
    public var isEnabled: Bool
    /// Payloads smaller than this many bytes are sent as they are.
    public var minimumPayloadSize: Int
    /// The zstd level.
    public var level: Int32
    /// Creates a policy.
    public init(isEnabled: Bool = true, minimumPayloadSize: Int = 256, level: Int32 = 3) {
        self.isEnabled = isEnabled; self.minimumPayloadSize = minimumPayloadSize; self.level = level
    }
    /// Never compress.
    public static let none = CompressionPolicy(isEnabled: false)
    /// Compress payloads of 256 bytes or more at level 3, when it makes them smaller.
    public static let `default` = CompressionPolicy()
}

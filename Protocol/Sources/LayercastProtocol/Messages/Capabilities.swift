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
    /// The client understands the `subPlanar` pixel filter (§6.3). Bit 6: bits 4 and 5 are
    /// taken by the keyboard and clipboard capabilities of protocol version 3.
    public static let planarFilter = Capabilities(rawValue: 1 << 6)
    /// Every capability this implementation knows.
    public static let all: Capabilities = [.zstd, .animations, .partialContents, .pixelFilter, .planarFilter]
}

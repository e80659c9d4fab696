/// The protocol versions (SPEC §13).
public enum ProtocolVersion {
    /// The newest version SPEC.md defines (§13): 2 adds the welcome's contents scale, mode and
    /// screen (§10.2); 3 adds keyboard, text and clipboard; 4 adds mirroring a chosen screen
    /// (§10.1.1) and glyph runs (§4.6, §6.5).
    public static let current: UInt16 = 4
    /// The oldest version this implementation still speaks.
    public static let oldest: UInt16 = 1
    /// Every version this implementation speaks.
    public static let supported: ClosedRange<UInt16> = oldest...current

    /// The version two peers speak: the highest in both ranges (§10.5), `nil` when they share none.
    public static func negotiate(min: UInt16, max: UInt16) -> UInt16? {
        let high = Swift.min(max, current)
        return high >= Swift.max(min, oldest) ? high : nil
    }
    /// The hello's magic, ASCII `LCST`.
    public static let magic: [UInt8] = [0x4C, 0x43, 0x53, 0x54]
}

/// The protocol versions (SPEC §13).
public enum ProtocolVersion {
    /// The version SPEC.md defines.
    public static let current: UInt16 = 1
    /// The hello's magic, ASCII `LCST`.
    public static let magic: [UInt8] = [0x4C, 0x43, 0x53, 0x54]
}

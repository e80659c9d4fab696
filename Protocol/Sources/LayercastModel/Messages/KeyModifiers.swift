/// Keyboard modifier keys held during an event (SPEC §12.1), a u32 bit set.
public struct KeyModifiers: OptionSet, Hashable, Sendable, Codable {
    /// The bits.
    public var rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt / Option.
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// Command / Super.
    public static let command = KeyModifiers(rawValue: 1 << 3)
    /// Caps lock on.
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
}

/// §12.3 A physical key went down or up (version 3, `keyboard` capability).
///
/// The key is named by its place on the keyboard, not by what it types: text arrives separately
/// (§12.9), so layouts, dead keys and input methods stay the client's business.
public struct KeyMessage: Hashable, Sendable, Codable {
    /// Down or up.
    public enum Phase: UInt8, Hashable, Sendable, Codable {
        /// The key went down (or repeats, with `isRepeat`).
        case down = 0
        /// The key went up.
        case up = 1
    }

    /// Down or up.
    public var phase: Phase
    /// The USB HID usage of the key on the keyboard page (0x07): SDL's scancodes are these
    /// numbers. `KeyMessage.isKnownUsage` says which a receiver accepts.
    public var usage: UInt16
    /// Modifier keys held, after this event (as §12.1).
    public var modifiers: KeyModifiers
    /// Whether this `down` is the client system's key repeat; always `false` for `up`.
    public var isRepeat: Bool
    /// Seconds on the client's monotonic clock.
    public var timestamp: Double

    /// Creates a key event.
    public init(phase: Phase, usage: UInt16, modifiers: KeyModifiers = [], isRepeat: Bool = false, timestamp: Double) {
        self.phase = phase; self.usage = usage; self.modifiers = modifiers; self.isRepeat = isRepeat; self.timestamp = timestamp
    }

    /// SPEC §12.3: the usages of the HID keyboard page a key message may carry — 0x04 (A) to
    /// 0xA4 (ExSel), 0xB0 (Keypad 00) to 0xDD (Keypad Hexadecimal), 0xE0 (Left Control) to
    /// 0xE7 (Right GUI). 0x00–0x03 are error codes, the rest are reserved by the HID tables.
    public static func isKnownUsage(_ usage: UInt16) -> Bool {
        (0x04...0xA4).contains(usage) || (0xB0...0xDD).contains(usage) || (0xE0...0xE7).contains(usage)
    }
}

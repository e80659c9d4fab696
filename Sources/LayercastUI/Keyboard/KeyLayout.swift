/// The US keyboard layout, for the characters of a `UIKey` (shortcuts; text arrives from the
/// client already typed, SPEC §12.9), and the special-key strings of `UIKeyCommand`.
enum KeyLayout {
    private static let digits = Array("1234567890"), shiftedDigits = Array("!@#$%^&*()")
    private static let punctuation: [Int: (Character, Character)] = [
        0x2C: (" ", " "), 0x2D: ("-", "_"), 0x2E: ("=", "+"), 0x2F: ("[", "{"), 0x30: ("]", "}"), 0x31: ("\\", "|"),
        0x33: (";", ":"), 0x34: ("'", "\""), 0x35: ("`", "~"), 0x36: (",", "<"), 0x37: (".", ">"), 0x38: ("/", "?"),
    ]
    private static let special: [Int: String] = [
        0x28: "\r", 0x29: UIKeyCommand.inputEscape, 0x2A: "\u{8}", 0x2B: "\t", 0x58: "\r",
        0x4F: UIKeyCommand.inputRightArrow, 0x50: UIKeyCommand.inputLeftArrow,
        0x51: UIKeyCommand.inputDownArrow, 0x52: UIKeyCommand.inputUpArrow,
        0x4A: UIKeyCommand.inputHome, 0x4D: UIKeyCommand.inputEnd,
        0x4B: UIKeyCommand.inputPageUp, 0x4E: UIKeyCommand.inputPageDown, 0x4C: UIKeyCommand.inputDelete,
    ]

    /// What `usage` types on a US keyboard; empty for modifiers and keys that type nothing.
    static func characters(for usage: UIKeyboardHIDUsage, shifted: Bool) -> String {
        let u = usage.rawValue
        switch u {
        case 0x04...0x1D:
            let c = Character(Unicode.Scalar(UInt8(0x61 + u - 0x04)))
            return shifted ? c.uppercased() : String(c)
        case 0x1E...0x27: return String(shifted ? shiftedDigits[u - 0x1E] : digits[u - 0x1E])
        case 0x59...0x61: return String(u - 0x58)
        case 0x62: return "0"
        default:
            if let p = punctuation[u] { return String(shifted ? p.1 : p.0) }
            if (0x3A...0x45).contains(u) { return "UIKeyInputF\(u - 0x39)" }
            return special[u] ?? ""
        }
    }
}

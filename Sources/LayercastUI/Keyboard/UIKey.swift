import Foundation

/// A key on a physical keyboard, as a press reports it: its position (`keyCode`), the characters
/// it makes, and the modifiers held.
///
/// The client sends keys by position and typed text separately (SPEC §12.3, §12.9); the
/// characters here come from a US layout and serve shortcuts (`UIKeyCommand`), as on iOS they
/// serve key commands while text goes through `UIKeyInput`.
@preconcurrency @MainActor
open class UIKey {
    /// The key's HID usage.
    public let keyCode: UIKeyboardHIDUsage
    /// The characters the key makes with the modifiers held.
    public let characters: String
    /// The characters the key makes without modifiers (shift included).
    public let charactersIgnoringModifiers: String
    /// The modifiers held.
    public let modifierFlags: UIKeyModifierFlags

    /// A key with its characters; `nil` characters are taken from the US layout.
    public init(keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [],
                characters: String? = nil, charactersIgnoringModifiers: String? = nil) {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        let plain = KeyLayout.characters(for: keyCode, shifted: false)
        let typed = KeyLayout.characters(for: keyCode, shifted: modifierFlags.contains(.shift))
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? plain
        self.characters = characters ?? (modifierFlags.contains(.alphaShift) && !modifierFlags.contains(.shift) ? typed.uppercased() : typed)
    }
}

/// The HID usage of a key on a USB keyboard (the keyboard page, 0x07): UIKit's key codes, which
/// name a key by its position whatever the layout prints on it.
///
/// UIKit declares an `Int` enumeration; this is a `RawRepresentable` struct with the same case
/// names and values, so every usage a client can send (SPEC §12.3) has a value, named or not.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The usage number.
    public var rawValue: Int
    /// A usage from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Usage 0x01 of the HID keyboard page.
    public static let keyboardErrorRollOver = UIKeyboardHIDUsage(rawValue: 1)
    /// Usage 0x02 of the HID keyboard page.
    public static let keyboardPOSTFail = UIKeyboardHIDUsage(rawValue: 2)
    /// Usage 0x03 of the HID keyboard page.
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 3)
    /// Usage 0x04 of the HID keyboard page.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
    /// Usage 0x05 of the HID keyboard page.
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 5)
    /// Usage 0x06 of the HID keyboard page.
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 6)
    /// Usage 0x07 of the HID keyboard page.
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 7)
    /// Usage 0x08 of the HID keyboard page.
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 8)
    /// Usage 0x09 of the HID keyboard page.
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 9)
    /// Usage 0x0A of the HID keyboard page.
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 10)
    /// Usage 0x0B of the HID keyboard page.
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 11)
    /// Usage 0x0C of the HID keyboard page.
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 12)
    /// Usage 0x0D of the HID keyboard page.
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 13)
    /// Usage 0x0E of the HID keyboard page.
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 14)
    /// Usage 0x0F of the HID keyboard page.
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 15)
    /// Usage 0x10 of the HID keyboard page.
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 16)
    /// Usage 0x11 of the HID keyboard page.
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 17)
    /// Usage 0x12 of the HID keyboard page.
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 18)
    /// Usage 0x13 of the HID keyboard page.
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 19)
    /// Usage 0x14 of the HID keyboard page.
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 20)
    /// Usage 0x15 of the HID keyboard page.
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 21)
    /// Usage 0x16 of the HID keyboard page.
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 22)
    /// Usage 0x17 of the HID keyboard page.
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 23)
    /// Usage 0x18 of the HID keyboard page.
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 24)
    /// Usage 0x19 of the HID keyboard page.
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 25)
    /// Usage 0x1A of the HID keyboard page.
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 26)
    /// Usage 0x1B of the HID keyboard page.
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 27)
    /// Usage 0x1C of the HID keyboard page.
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 28)
    /// Usage 0x1D of the HID keyboard page.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
    /// Usage 0x1E of the HID keyboard page.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 30)
    /// Usage 0x1F of the HID keyboard page.
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 31)
    /// Usage 0x20 of the HID keyboard page.
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 32)
    /// Usage 0x21 of the HID keyboard page.
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 33)
    /// Usage 0x22 of the HID keyboard page.
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 34)
    /// Usage 0x23 of the HID keyboard page.
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 35)
    /// Usage 0x24 of the HID keyboard page.
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 36)
    /// Usage 0x25 of the HID keyboard page.
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 37)
    /// Usage 0x26 of the HID keyboard page.
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 38)
    /// Usage 0x27 of the HID keyboard page.
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 39)
    /// Usage 0x28 of the HID keyboard page.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
    /// Usage 0x29 of the HID keyboard page.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
    /// Usage 0x2A of the HID keyboard page.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
    /// Usage 0x2B of the HID keyboard page.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
    /// Usage 0x2C of the HID keyboard page.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
    /// Usage 0x2D of the HID keyboard page.
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 45)
    /// Usage 0x2E of the HID keyboard page.
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 46)
    /// Usage 0x2F of the HID keyboard page.
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 47)
    /// Usage 0x30 of the HID keyboard page.
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 48)
    /// Usage 0x31 of the HID keyboard page.
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 49)
    /// Usage 0x32 of the HID keyboard page.
    public static let keyboardNonUSPound = UIKeyboardHIDUsage(rawValue: 50)
    /// Usage 0x33 of the HID keyboard page.
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 51)
    /// Usage 0x34 of the HID keyboard page.
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 52)
    /// Usage 0x35 of the HID keyboard page.
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 53)
    /// Usage 0x36 of the HID keyboard page.
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 54)
    /// Usage 0x37 of the HID keyboard page.
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 55)
    /// Usage 0x38 of the HID keyboard page.
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 56)
    /// Usage 0x39 of the HID keyboard page.
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 57)
    /// Usage 0x3A of the HID keyboard page.
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 58)
    /// Usage 0x3B of the HID keyboard page.
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 59)
    /// Usage 0x3C of the HID keyboard page.
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 60)
    /// Usage 0x3D of the HID keyboard page.
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 61)
    /// Usage 0x3E of the HID keyboard page.
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 62)
    /// Usage 0x3F of the HID keyboard page.
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 63)
    /// Usage 0x40 of the HID keyboard page.
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 64)
    /// Usage 0x41 of the HID keyboard page.
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 65)
    /// Usage 0x42 of the HID keyboard page.
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 66)
    /// Usage 0x43 of the HID keyboard page.
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 67)
    /// Usage 0x44 of the HID keyboard page.
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 68)
    /// Usage 0x45 of the HID keyboard page.
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 69)
    /// Usage 0x46 of the HID keyboard page.
    public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 70)
    /// Usage 0x47 of the HID keyboard page.
    public static let keyboardScrollLock = UIKeyboardHIDUsage(rawValue: 71)
    /// Usage 0x48 of the HID keyboard page.
    public static let keyboardPause = UIKeyboardHIDUsage(rawValue: 72)
    /// Usage 0x49 of the HID keyboard page.
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 73)
    /// Usage 0x4A of the HID keyboard page.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
    /// Usage 0x4B of the HID keyboard page.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
    /// Usage 0x4C of the HID keyboard page.
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
    /// Usage 0x4D of the HID keyboard page.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
    /// Usage 0x4E of the HID keyboard page.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
    /// Usage 0x4F of the HID keyboard page.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
    /// Usage 0x50 of the HID keyboard page.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
    /// Usage 0x51 of the HID keyboard page.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
    /// Usage 0x52 of the HID keyboard page.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
    /// Usage 0x53 of the HID keyboard page.
    public static let keypadNumLock = UIKeyboardHIDUsage(rawValue: 83)
    /// Usage 0x54 of the HID keyboard page.
    public static let keypadSlash = UIKeyboardHIDUsage(rawValue: 84)
    /// Usage 0x55 of the HID keyboard page.
    public static let keypadAsterisk = UIKeyboardHIDUsage(rawValue: 85)
    /// Usage 0x56 of the HID keyboard page.
    public static let keypadHyphen = UIKeyboardHIDUsage(rawValue: 86)
    /// Usage 0x57 of the HID keyboard page.
    public static let keypadPlus = UIKeyboardHIDUsage(rawValue: 87)
    /// Usage 0x58 of the HID keyboard page.
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 88)
    /// Usage 0x59 of the HID keyboard page.
    public static let keypad1 = UIKeyboardHIDUsage(rawValue: 89)
    /// Usage 0x5A of the HID keyboard page.
    public static let keypad2 = UIKeyboardHIDUsage(rawValue: 90)
    /// Usage 0x5B of the HID keyboard page.
    public static let keypad3 = UIKeyboardHIDUsage(rawValue: 91)
    /// Usage 0x5C of the HID keyboard page.
    public static let keypad4 = UIKeyboardHIDUsage(rawValue: 92)
    /// Usage 0x5D of the HID keyboard page.
    public static let keypad5 = UIKeyboardHIDUsage(rawValue: 93)
    /// Usage 0x5E of the HID keyboard page.
    public static let keypad6 = UIKeyboardHIDUsage(rawValue: 94)
    /// Usage 0x5F of the HID keyboard page.
    public static let keypad7 = UIKeyboardHIDUsage(rawValue: 95)
    /// Usage 0x60 of the HID keyboard page.
    public static let keypad8 = UIKeyboardHIDUsage(rawValue: 96)
    /// Usage 0x61 of the HID keyboard page.
    public static let keypad9 = UIKeyboardHIDUsage(rawValue: 97)
    /// Usage 0x62 of the HID keyboard page.
    public static let keypad0 = UIKeyboardHIDUsage(rawValue: 98)
    /// Usage 0x63 of the HID keyboard page.
    public static let keypadPeriod = UIKeyboardHIDUsage(rawValue: 99)
    /// Usage 0x64 of the HID keyboard page.
    public static let keyboardNonUSBackslash = UIKeyboardHIDUsage(rawValue: 100)
    /// Usage 0x65 of the HID keyboard page.
    public static let keyboardApplication = UIKeyboardHIDUsage(rawValue: 101)
    /// Usage 0x66 of the HID keyboard page.
    public static let keyboardPower = UIKeyboardHIDUsage(rawValue: 102)
    /// Usage 0x67 of the HID keyboard page.
    public static let keypadEqualSign = UIKeyboardHIDUsage(rawValue: 103)
    /// Usage 0x68 of the HID keyboard page.
    public static let keyboardF13 = UIKeyboardHIDUsage(rawValue: 104)
    /// Usage 0x69 of the HID keyboard page.
    public static let keyboardF14 = UIKeyboardHIDUsage(rawValue: 105)
    /// Usage 0x6A of the HID keyboard page.
    public static let keyboardF15 = UIKeyboardHIDUsage(rawValue: 106)
    /// Usage 0x6B of the HID keyboard page.
    public static let keyboardF16 = UIKeyboardHIDUsage(rawValue: 107)
    /// Usage 0x6C of the HID keyboard page.
    public static let keyboardF17 = UIKeyboardHIDUsage(rawValue: 108)
    /// Usage 0x6D of the HID keyboard page.
    public static let keyboardF18 = UIKeyboardHIDUsage(rawValue: 109)
    /// Usage 0x6E of the HID keyboard page.
    public static let keyboardF19 = UIKeyboardHIDUsage(rawValue: 110)
    /// Usage 0x6F of the HID keyboard page.
    public static let keyboardF20 = UIKeyboardHIDUsage(rawValue: 111)
    /// Usage 0x70 of the HID keyboard page.
    public static let keyboardF21 = UIKeyboardHIDUsage(rawValue: 112)
    /// Usage 0x71 of the HID keyboard page.
    public static let keyboardF22 = UIKeyboardHIDUsage(rawValue: 113)
    /// Usage 0x72 of the HID keyboard page.
    public static let keyboardF23 = UIKeyboardHIDUsage(rawValue: 114)
    /// Usage 0x73 of the HID keyboard page.
    public static let keyboardF24 = UIKeyboardHIDUsage(rawValue: 115)
    /// Usage 0x74 of the HID keyboard page.
    public static let keyboardExecute = UIKeyboardHIDUsage(rawValue: 116)
    /// Usage 0x75 of the HID keyboard page.
    public static let keyboardHelp = UIKeyboardHIDUsage(rawValue: 117)
    /// Usage 0x76 of the HID keyboard page.
    public static let keyboardMenu = UIKeyboardHIDUsage(rawValue: 118)
    /// Usage 0x77 of the HID keyboard page.
    public static let keyboardSelect = UIKeyboardHIDUsage(rawValue: 119)
    /// Usage 0x78 of the HID keyboard page.
    public static let keyboardStop = UIKeyboardHIDUsage(rawValue: 120)
    /// Usage 0x79 of the HID keyboard page.
    public static let keyboardAgain = UIKeyboardHIDUsage(rawValue: 121)
    /// Usage 0x7A of the HID keyboard page.
    public static let keyboardUndo = UIKeyboardHIDUsage(rawValue: 122)
    /// Usage 0x7B of the HID keyboard page.
    public static let keyboardCut = UIKeyboardHIDUsage(rawValue: 123)
    /// Usage 0x7C of the HID keyboard page.
    public static let keyboardCopy = UIKeyboardHIDUsage(rawValue: 124)
    /// Usage 0x7D of the HID keyboard page.
    public static let keyboardPaste = UIKeyboardHIDUsage(rawValue: 125)
    /// Usage 0x7E of the HID keyboard page.
    public static let keyboardFind = UIKeyboardHIDUsage(rawValue: 126)
    /// Usage 0x7F of the HID keyboard page.
    public static let keyboardMute = UIKeyboardHIDUsage(rawValue: 127)
    /// Usage 0x80 of the HID keyboard page.
    public static let keyboardVolumeUp = UIKeyboardHIDUsage(rawValue: 128)
    /// Usage 0x81 of the HID keyboard page.
    public static let keyboardVolumeDown = UIKeyboardHIDUsage(rawValue: 129)
    /// Usage 0xE0 of the HID keyboard page.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 224)
    /// Usage 0xE1 of the HID keyboard page.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 225)
    /// Usage 0xE2 of the HID keyboard page.
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 226)
    /// Usage 0xE3 of the HID keyboard page.
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 227)
    /// Usage 0xE4 of the HID keyboard page.
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 228)
    /// Usage 0xE5 of the HID keyboard page.
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 229)
    /// Usage 0xE6 of the HID keyboard page.
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 230)
    /// Usage 0xE7 of the HID keyboard page.
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 231)
}

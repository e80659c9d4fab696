import Foundation
import NIOCore
@testable import LayercastProtocol
@testable import LayercastModel

extension VectorCatalog {
    private static func le16(_ v: UInt16) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
    private static func le32(_ v: UInt32) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
    private static func str16(_ bytes: [UInt8]) -> [UInt8] { le16(UInt16(bytes.count)) + bytes }
    private static func str8(_ s: String) -> [UInt8] { [UInt8(s.utf8.count)] + Array(s.utf8) }

    /// The malformed vectors of version 3's keyboard, text and clipboard messages (SPEC §11.7,
    /// §12.3, §12.9–§12.13): bad UTF-8, over-long text, unknown usages, selections outside the
    /// marked text, lists and data over their limits.
    static func keyboardVectors(_ c: (String, String, [UInt8], ProtocolError.Code?) -> Void,
                                _ s: (String, String, [UInt8], ProtocolError.Code?, Int?) -> Void) throws {
        let limits = ProtocolLimits.default
        let key = ClientMessage.key(KeyMessage(phase: .down, usage: 0x04, timestamp: 1))
        func patched(_ m: ClientMessage, _ label: String, _ bytes: [UInt8]) throws -> [UInt8] {
            rawFrame(type: m.type.rawValue, payload: try patchedPayload(m, label, bytes))
        }
        func patched(_ m: ServerMessage, _ label: String, _ bytes: [UInt8]) throws -> [UInt8] {
            rawFrame(type: m.type.rawValue, payload: try patchedPayload(m, label, bytes))
        }
        c("key phase 2", "§12.3 a phase other than 0 or 1 is invalidInput", try patched(key, "phase down", [2]), .invalidInput)
        c("key usage 0 (no event)", "§12.3 a usage outside the keyboard page's defined usages is invalidInput", try patched(key, "usage", le16(0)), .invalidInput)
        c("key usage 0x03 (error undefined)", "§12.3 usages 0x00…0x03 are error codes, not keys: invalidInput", try patched(key, "usage", le16(3)), .invalidInput)
        c("key usage 0xA5 (reserved)", "§12.3 a usage outside the keyboard page's defined usages is invalidInput", try patched(key, "usage", le16(0xA5)), .invalidInput)
        c("key usage 0x0200 (SDL's media keys)", "§12.3 a usage outside the keyboard page's defined usages is invalidInput", try patched(key, "usage", le16(0x200)), .invalidInput)
        c("key up marked as a repeat", "§12.3 repeat MUST be 0 for up",
          rawFrame(type: 0x0022, payload: try payloadBytes(ClientMessage.key(KeyMessage(phase: .up, usage: 0x04, timestamp: 1))).enumerated().map { $0.offset == 7 ? 1 : $0.element }),
          .invalidInput)
        c("key repeat byte 2", "§3 a bool is 0 or 1", try patched(key, "repeat", [2]), .malformed)
        c("key NaN timestamp", "§12 every f64 of an input message MUST be finite",
          try patched(key, "timestamp (s)", withUnsafeBytes(of: Double.nan.bitPattern.littleEndian) { Array($0) }), .invalidInput)

        c("text, invalid UTF-8", "§12.9 text MUST be valid UTF-8 (§3)", rawFrame(type: 0x0028, payload: str16([0x61, 0xE6, 0x97])), .malformed)
        c("text, an overlong encoding", "§3 strings MUST be valid UTF-8 (an overlong '/' is not)", rawFrame(type: 0x0028, payload: str16([0xC0, 0xAF])), .malformed)
        c("text, a UTF-16 surrogate", "§3 strings MUST be valid UTF-8 (surrogates are not scalars)", rawFrame(type: 0x0028, payload: str16([0xED, 0xA0, 0x80])), .malformed)
        c("text over maxTextSize", "§8 L10 text MUST NOT exceed maxTextSize bytes",
          rawFrame(type: 0x0028, payload: str16([UInt8](repeating: 0x61, count: limits.maxTextSize + 1))), .limitExceeded)
        c("text at maxTextSize", "§8 L10 text of exactly maxTextSize bytes is accepted",
          rawFrame(type: 0x0028, payload: str16([UInt8](repeating: 0x61, count: limits.maxTextSize))), nil)
        c("empty text", "§12.9 empty text is invalidInput", rawFrame(type: 0x0028, payload: str16([])), .invalidInput)
        c("text with a newline", "§12.9 text with a C0 control character is invalidInput (Return is a key)", rawFrame(type: 0x0028, payload: str16([0x61, 0x0A])), .invalidInput)
        c("text with DEL", "§12.9 text with U+007F is invalidInput", rawFrame(type: 0x0028, payload: str16([0x7F])), .invalidInput)

        let kana = Array("にほん".utf8)
        c("composition selection past the end", "§12.10 start + length MUST NOT exceed the marked text's scalar count",
          rawFrame(type: 0x0029, payload: str16(kana) + le32(2) + le32(2)), .invalidInput)
        c("composition start past the end", "§12.10 start + length MUST NOT exceed the marked text's scalar count",
          rawFrame(type: 0x0029, payload: str16(kana) + le32(4) + le32(0)), .invalidInput)
        c("composition selection counted in bytes", "§12.10 the selection counts Unicode scalars, not bytes (9 bytes are 3 scalars)",
          rawFrame(type: 0x0029, payload: str16(kana) + le32(0) + le32(9)), .invalidInput)
        c("composition range overflowing u32", "§12.10 start + length MUST NOT exceed the marked text's scalar count (no wrap-around)",
          rawFrame(type: 0x0029, payload: str16(kana) + le32(1) + le32(UInt32.max)), .invalidInput)
        c("composition selection at the end", "§12.10 a caret after the last scalar is inside the text",
          rawFrame(type: 0x0029, payload: str16(kana) + le32(3) + le32(0)), nil)
        c("composition, invalid UTF-8", "§12.10 marked text MUST be valid UTF-8 (§3)",
          rawFrame(type: 0x0029, payload: str16([0xE3, 0x81]) + le32(0) + le32(0)), .malformed)
        c("composition over maxTextSize", "§8 L10 marked text MUST NOT exceed maxTextSize bytes",
          rawFrame(type: 0x0029, payload: str16([UInt8](repeating: 0x61, count: limits.maxTextSize + 1)) + le32(0) + le32(0)), .limitExceeded)

        let plain = str8(clipboardPlainTextType)
        c("clipboard offer of 9 types", "§12.11 an offer lists at most 8 types",
          rawFrame(type: 0x002A, payload: le32(1) + [9] + (0..<9).flatMap { str8("text/x-\($0)") }), .limitExceeded)
        c("clipboard offer of 9 types, none sent", "§3 a type count is checked against its limit (8) first, and never against the bytes left",
          rawFrame(type: 0x002A, payload: le32(1) + [9]), .limitExceeded)
        c("clipboard offer, empty type", "§12.11 a media type is 1…255 bytes of printable ASCII",
          rawFrame(type: 0x002A, payload: le32(1) + [1, 0]), .malformed)
        c("clipboard offer, a space in the type", "§12.11 a media type is printable ASCII without spaces",
          rawFrame(type: 0x002A, payload: le32(1) + [1] + str8("text/plain; charset=utf-8")), .malformed)
        c("clipboard offer, a type twice", "§12.11 each type is listed once",
          rawFrame(type: 0x002A, payload: le32(1) + [2] + plain + plain), .malformed)
        c("clipboard request, non-ASCII type", "§12.11 a media type is printable ASCII",
          rawFrame(type: 0x002B, payload: le32(1) + str8("text/plaïn")), .malformed)
        c("clipboard data over maxClipboardSize", "§8 L11 clipboard data MUST NOT exceed maxClipboardSize, checked before the bytes are read",
          rawFrame(type: 0x002C, payload: le32(1) + plain + [1] + le32(UInt32(limits.maxClipboardSize + 1))), .limitExceeded)
        c("clipboard data, length beyond the payload", "§3 a payload MUST hold all its fields",
          rawFrame(type: 0x002C, payload: le32(1) + plain + [1] + le32(10) + [0x61]), .malformed)
        c("clipboard data unavailable with bytes", "§12.13 data that is not available has length 0",
          rawFrame(type: 0x002C, payload: le32(1) + plain + [0] + le32(1) + [0x61]), .malformed)
        c("clipboard text, invalid UTF-8", "§12.13 text/plain;charset=utf-8 data MUST be valid UTF-8",
          rawFrame(type: 0x002C, payload: le32(1) + plain + [1] + le32(2) + [0xFF, 0x61]), .malformed)
        c("clipboard data of another type, any bytes", "§12.13 only the text type's bytes are checked as UTF-8",
          rawFrame(type: 0x002C, payload: le32(1) + str8("image/png") + [1] + le32(2) + [0xFF, 0x61]), nil)
        c("text input state from a client", "§2.3 a known type in the wrong direction is unexpectedMessage",
          rawFrame(type: 0x0016, payload: try payloadBytes(ServerMessage.textInputState(TextInputStateMessage(isActive: false)))), .unexpectedMessage)
        c("text input caret from a client", "§2.3 a known type in the wrong direction is unexpectedMessage",
          rawFrame(type: 0x001A, payload: le32(12) + le32(0)), .unexpectedMessage)
        c("server clipboard offer from a client", "§2.3 each direction has its own clipboard type codes",
          rawFrame(type: 0x0017, payload: le32(1) + [0]), .unexpectedMessage)

        let state = ServerMessage.textInputState(TextInputStateMessage(isActive: true, caretRect: CGRect(x: 1, y: 2, width: 2, height: 20)))
        s("text input state, negative caret height", "§11.7 the caret rect's width and height are ≥ 0",
          try patched(state, "caret rect (pt).height", withUnsafeBytes(of: (-1.0).bitPattern.littleEndian) { Array($0) }), .malformed, nil)
        s("text input state, reserved flag", "§11.7 flag bits other than 0 and 1 MUST be zero", try patched(state, "flags", [4]), .malformed, nil)
        s("text input state, active byte 2", "§3 a bool is 0 or 1", try patched(state, "active", [2]), .malformed, nil)
        s("text input caret, 4 bytes", "§3 a payload MUST hold all its fields (§11.10: a u64 layer id)",
          rawFrame(type: 0x001A, payload: le32(12)), .malformed, nil)
        s("text input caret, a byte after the id", "§3 a payload MUST be exactly as long as its fields",
          rawFrame(type: 0x001A, payload: le32(12) + le32(0) + [0]), .malformed, nil)
        s("key from a server", "§2.3 a known type in the wrong direction is unexpectedMessage",
          rawFrame(type: 0x0022, payload: try payloadBytes(key)), .unexpectedMessage, nil)
        s("server clipboard text, invalid UTF-8", "§12.13 text/plain;charset=utf-8 data MUST be valid UTF-8",
          rawFrame(type: 0x0019, payload: le32(1) + plain + [1] + le32(1) + [0xC3]), .malformed, nil)
        let welcome = ServerMessage.welcome(WelcomeMessage(version: 3, sessionID: 1, resumeToken: 2, screenSize: CGSize(width: 10, height: 10),
                                                           capabilities: [], contentsScale: 1, mode: .mirror, screenID: 0))
        s("version 3 welcome, maxTextSize 0", "§10.2 (version 3) maxTextSize is 1…65535", try patched(welcome, "limit maxTextSize (v3)", le32(0)), .malformed, nil)
        s("version 3 welcome, maxTextSize 65536", "§10.2 (version 3) maxTextSize is 1…65535 (a str16 holds no more)",
          try patched(welcome, "limit maxTextSize (v3)", le32(65536)), .malformed, nil)
        let v2 = ServerMessage.welcome(WelcomeMessage(version: 2, sessionID: 1, resumeToken: 2, screenSize: CGSize(width: 10, height: 10),
                                                      capabilities: [], contentsScale: 1, mode: .mirror, screenID: 0))
        s("version 2 welcome claiming version 3", "§13 a version-3 welcome carries the version-3 fields (§3: a payload MUST hold all its fields)",
          try patched(v2, "version", [3, 0]), .malformed, nil)
        // §10.2: "version 2 or later" is the welcome's own version, so version 4 needs both groups.
        s("version 2 welcome claiming version 4", "§10.2 a version-4 welcome carries the version-2 and the version-3 fields (§3: a payload MUST hold all its fields)",
          try patched(v2, "version", [4, 0]), .malformed, nil)
    }
}

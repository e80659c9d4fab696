/// The message type codes of SPEC §2.3. Stable: later versions add codes, never renumber them.
///
/// Types `0x0001…0x7FFF` are *critical*: a receiver that does not know one MUST close the
/// connection with `unknownMessage`. Types `0x8000…0xFFFF` are *skippable*: a receiver that does
/// not know one MUST skip the frame and go on.
public enum MessageType: UInt16, Hashable, Sendable, CaseIterable, Codable {
    /// §10.1 client hello.
    case hello = 0x0001
    /// §10.2 server welcome.
    case welcome = 0x0002
    /// §10.3 server rejection.
    case reject = 0x0003
    /// §11.1 snapshot of the whole tree.
    case snapshot = 0x0010
    /// §11.2 one transaction's operations.
    case commit = 0x0011
    /// §11.3 a contents bitmap.
    case contents = 0x0012
    /// §11.4 a rectangle of a contents bitmap replaced.
    case contentsUpdate = 0x0013
    /// §11.5 an error, then the server closes.
    case error = 0x0014
    /// §11.6 liveness and clock probe.
    case ping = 0x0015
    /// §11.7 (version 3) whether the UI takes text, and where its caret is.
    case textInputState = 0x0016
    /// §12.11 (version 3) the server offers its clipboard.
    case serverClipboardOffer = 0x0017
    /// §12.12 (version 3) the server asks for the client's clipboard (on a user's paste).
    case serverClipboardRequest = 0x0018
    /// §12.13 (version 3) the server's clipboard data, answering a request.
    case serverClipboardData = 0x0019
    /// §11.10 (version 4, `keyboard` and `caretLayer`) the layer whose frame is the caret.
    case textInputCaret = 0x001A
    /// §11.11 (version 4, `compactCommits`) a commit with a compact header.
    case compactCommit = 0x001B
    /// §11.8 (version 4, `glyphRuns`) glyph masks at the client's scale.
    case glyphs = 0x001E
    /// §11.9 (version 4, `glyphRuns`) glyph masks the client drops.
    case glyphRelease = 0x001F
    /// §12.1 pointer and touch input.
    case pointer = 0x0020
    /// §12.2 scroll-wheel input.
    case scroll = 0x0021
    /// §12.3 (version 3) a physical key down or up; reserved before version 3.
    case key = 0x0022
    /// §12.4 acknowledgement of a commit.
    case ack = 0x0023
    /// §12.5 the client's screen changed.
    case screenChange = 0x0024
    /// §12.6 the client asks for a fresh snapshot.
    case resyncRequest = 0x0025
    /// §12.7 answer to a ping.
    case pong = 0x0026
    /// §12.8 the client leaves.
    case goodbye = 0x0027
    /// §12.9 (version 3) committed text.
    case text = 0x0028
    /// §12.10 (version 3) an input method's marked text.
    case composition = 0x0029
    /// §12.11 (version 3) the client offers its clipboard.
    case clientClipboardOffer = 0x002A
    /// §12.12 (version 3) the client asks for the server's clipboard.
    case clientClipboardRequest = 0x002B
    /// §12.13 (version 3) the client's clipboard data, answering a request.
    case clientClipboardData = 0x002C

    /// Whether an unknown message of this raw type may be skipped (SPEC §2.3).
    public static func isSkippable(_ raw: UInt16) -> Bool { raw & 0x8000 != 0 }
}

/// Every message a server sends (SPEC §10.2, §10.3, §11).
public enum ServerMessage: Hashable, Sendable, Codable {
    /// §10.2
    case welcome(WelcomeMessage)
    /// §10.3
    case reject(RejectMessage)
    /// §11.1
    case snapshot(SnapshotMessage)
    /// §11.2
    case commit(CommitMessage)
    /// §11.3
    case contents(ContentsMessage)
    /// §11.4
    case contentsUpdate(ContentsUpdateMessage)
    /// §11.5
    case error(ErrorMessage)
    /// §11.6
    case ping(PingMessage)
    /// §11.7 (version 3)
    case textInputState(TextInputStateMessage)
    /// §11.10 (version 4, `caretLayer`) the layer whose frame is the caret.
    case textInputCaret(TextInputCaretMessage)
    /// §12.11 (version 3)
    case clipboardOffer(ClipboardOfferMessage)
    /// §12.12 (version 3)
    case clipboardRequest(ClipboardRequestMessage)
    /// §12.13 (version 3)
    case clipboardData(ClipboardDataMessage)
    /// §11.8 (version 4)
    case glyphs(GlyphsMessage)
    /// §11.9 (version 4)
    case glyphRelease(GlyphReleaseMessage)

    /// The message's type code.
    public var type: MessageType {
        switch self {
        case .welcome: .welcome
        case .reject: .reject
        case .snapshot: .snapshot
        case .commit(let m): m.isCompact ? .compactCommit : .commit
        case .contents: .contents
        case .contentsUpdate: .contentsUpdate
        case .error: .error
        case .ping: .ping
        case .textInputState: .textInputState
        case .textInputCaret: .textInputCaret
        case .clipboardOffer: .serverClipboardOffer
        case .clipboardRequest: .serverClipboardRequest
        case .clipboardData: .serverClipboardData
        case .glyphs: .glyphs
        case .glyphRelease: .glyphRelease
        }
    }
}

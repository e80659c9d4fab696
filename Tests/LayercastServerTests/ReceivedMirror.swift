import LayercastProtocol

/// What a test client mirrors from the server's messages. The SPEC's client-side checks are the
/// client's own receive rules (`ClientMirror`, shared with the SDL client and the conformance
/// kit): contents before the update that refers to them (§6.4), for version 4 glyph masks before
/// the update whose runs name them and never one released while a run names it (§6.5), each
/// update applied atomically (§5.5). On top it keeps every bitmap received and the order things
/// came in, so tests can render the tree and catch a resend.
struct ReceivedMirror {
    /// The receive rules and what they built.
    private(set) var rules = ClientMirror()
    /// Contents received, by id (kept after the rules stop holding them).
    private(set) var contents: [ContentID: ContentBitmap] = [:]
    /// Every contents id received, in order (a repeat would be a resend).
    private(set) var contentsReceived: [ContentID] = []
    /// Every glyph mask received, in order (a repeat would be a resend).
    private(set) var glyphsReceived: [GlyphKey] = []

    /// The mirror.
    var tree: LayerTree { rules.tree }
    /// The last snapshot or commit applied (0: none).
    var lastCommitID: UInt64 { rules.lastAppliedCommitID ?? 0 }
    /// The glyph masks held (SPEC §6.5); its scale is set by the welcome.
    var glyphs: GlyphCache { rules.glyphs }

    /// The same tree, contents and last commit, as a reconnected client holds them, with no
    /// contents received yet on the new connection.
    func reconnected() -> ReceivedMirror {
        var copy = self
        copy.rules.connectionOpened()
        copy.contentsReceived = []
        copy.glyphsReceived = []
        return copy
    }

    /// Applies one message; throws the `ProtocolError` of a receive rule the server broke.
    mutating func apply(_ message: ServerMessage) throws {
        switch try rules.receive(message) {
        case .contents(let bitmap, let id):
            contents[id] = bitmap
            contentsReceived.append(id)
        case .contentsUpdate(let m):
            guard let base = contents[m.baseID] else { throw ProtocolError(.invalidTree, "update of a content never received") }
            contents[m.newID] = try base.applying(m)
            contentsReceived.append(m.newID)
        case .glyphs(let m):
            glyphsReceived += m.masks.map(\.key)
        default:
            break
        }
    }
}

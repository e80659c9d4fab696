import LayercastProtocol

/// What a test client mirrors from the server's messages: the tree, the contents it holds and
/// the order they came in, checking SPEC §6.4 (contents before the update that refers to them)
/// and, for version 4, §6.5 (glyph masks before the update whose runs name them, never one
/// released while a run names it).
struct ReceivedMirror {
    /// The mirror.
    private(set) var tree = LayerTree()
    /// Contents held, by id.
    private(set) var contents: [ContentID: ContentBitmap] = [:]
    /// Every contents id received, in order (a repeat would be a resend).
    private(set) var contentsReceived: [ContentID] = []
    /// The last snapshot or commit applied (0: none).
    private(set) var lastCommitID: UInt64 = 0
    /// The glyph masks held (SPEC §6.5); its scale is set by the welcome.
    private(set) var glyphs = GlyphCache(scale: 1)
    /// Every glyph mask received, in order (a repeat would be a resend).
    private(set) var glyphsReceived: [GlyphKey] = []

    /// The same tree, contents and last commit, as a reconnected client holds them, with no
    /// contents received yet on the new connection.
    func reconnected() -> ReceivedMirror {
        var copy = self
        copy.contentsReceived = []
        copy.glyphsReceived = []
        return copy
    }

    /// Applies one message; throws `invalidTree` for an update that refers to contents not held
    /// or a contents update of a base not held, and what `LayerTree.apply` throws.
    mutating func apply(_ message: ServerMessage) throws {
        switch message {
        case .contents(let m):
            contents[m.id] = m.bitmap
            contentsReceived.append(m.id)
        case .contentsUpdate(let m):
            guard let base = contents[m.baseID] else { throw ProtocolError(.invalidTree, "update of a content not held") }
            contents[m.newID] = try base.applying(m)
            contentsReceived.append(m.newID)
        case .welcome(let w):
            // A new connection holds no masks; a resumed one keeps them (§6.5).
            if !w.resumed { glyphs = GlyphCache(scale: w.contentsScale ?? 1) }
        case .glyphs(let m):
            try glyphs.receive(m)
            glyphsReceived += m.masks.map(\.key)
        case .glyphRelease(let m):
            try glyphs.release(m, tree: tree)
        case .snapshot(let m):
            try checkHeld(m.operations)
            try glyphs.checkHeld(m.operations, in: LayerTree())
            tree = try LayerTree(snapshot: m.operations)
            lastCommitID = m.commitID
        case .commit(let m):
            try checkHeld(m.operations)
            try glyphs.checkHeld(m.operations, in: tree)
            try tree.apply(m.operations)
            lastCommitID = m.commitID
        default:
            break
        }
    }

    private func checkHeld(_ operations: [LayerOperation]) throws {
        for case .setProperties(_, let props) in operations {
            for case .contents(let id?) in props where contents[id] == nil {
                throw ProtocolError(.invalidTree, "content \(id) referenced before it was sent")
            }
        }
    }
}

import LayercastProtocol

/// What a test client mirrors from the server's messages: the tree, the contents it holds and
/// the order they came in, checking SPEC §6.4 (contents before the update that refers to them).
struct ReceivedMirror {
    /// The mirror.
    private(set) var tree = LayerTree()
    /// Contents held, by id.
    private(set) var contents: [ContentID: ContentBitmap] = [:]
    /// Every contents id received, in order (a repeat would be a resend).
    private(set) var contentsReceived: [ContentID] = []
    /// The last snapshot or commit applied (0: none).
    private(set) var lastCommitID: UInt64 = 0

    /// The same tree, contents and last commit, as a reconnected client holds them, with no
    /// contents received yet on the new connection.
    func reconnected() -> ReceivedMirror {
        var copy = self
        copy.contentsReceived = []
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
        case .snapshot(let m):
            try checkHeld(m.operations)
            tree = try LayerTree(snapshot: m.operations)
            lastCommitID = m.commitID
        case .commit(let m):
            try checkHeld(m.operations)
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

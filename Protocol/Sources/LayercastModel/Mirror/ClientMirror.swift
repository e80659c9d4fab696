/// A client's receive rules: what a client builds from a server's stream, and the SPEC's checks
/// on the way, as one pure value. The SDL client, the conformance kit (playing a client) and the
/// tests' received mirror all apply server messages through it, so they check the same things.
///
/// It holds the handshake's phase and the welcome, the tree (each snapshot and commit validated
/// and applied atomically, SPEC §5.5, within the welcome's limits lowered to the client's own,
/// §8), the contents held (§6.4), the glyph masks held (§6.5) and the last commit applied.
/// Pixels are not its business: it says which contents arrived and which update to make, and the
/// caller keeps the bitmaps as it likes (textures, packed bases, plain bitmaps). It does no I/O
/// and reads no clock.
///
/// A message that breaks a rule throws the `ProtocolError` the SPEC gives, and leaves the mirror
/// as it was; the caller then says goodbye with that code (§2.5).
public struct ClientMirror: Sendable {
    /// What a received message asks of the caller: what to draw, keep or send.
    public enum Outcome: Sendable, Equatable {
        /// The welcome (§10.4); `resumed` when the server resumed this mirror's session, so the
        /// tree, contents and masks stay (§10.5). Otherwise held contents and masks are gone.
        case welcomed(WelcomeMessage, resumed: Bool)
        /// The server refused the hello (§10.3); the connection ends.
        case rejected(RejectMessage)
        /// The server ended the session with an error (§11.5).
        case serverError(ErrorMessage)
        /// A snapshot (§11.1) replaced the tree: draw `tree`, acknowledge the commit.
        case treeReplaced(commitID: UInt64, serverTime: Double)
        /// A commit (§11.2, §11.11) changed the tree by `operations`: draw `tree`, acknowledge.
        case treeChanged(commitID: UInt64, serverTime: Double, operations: [LayerOperation])
        /// A contents bitmap (§11.3) to keep, checked against its id by the decoder (§6.2).
        case contents(ContentBitmap, id: ContentID)
        /// A contents update (§11.4) of a held base: the caller makes the new bitmap from the
        /// base's pixels (checking its id, §6.2) and keeps it.
        case contentsUpdate(ContentsUpdateMessage)
        /// Glyph masks (§11.8) to keep for drawing runs.
        case glyphs(GlyphsMessage)
        /// Glyph masks released (§11.9).
        case glyphRelease([GlyphKey])
        /// A message to send back now: the pong of a ping (§11.6).
        case reply(ClientMessage, serverTime: Double)
        /// Text input or clipboard (§11.7, §11.10, §12.10–§12.12): the caller's, to check against
        /// its own state and the accepted capabilities.
        case textInput(ServerMessage)
    }

    /// Whether the current connection is past its welcome.
    public private(set) var isWelcomed = false
    /// The last welcome (kept across a reconnect for its resume token and limits).
    public private(set) var welcome: WelcomeMessage?
    /// The mirrored tree, as the last applied snapshot or commit left it.
    public private(set) var tree = LayerTree()
    /// The content ids held (§6.4).
    public private(set) var heldContents: Set<ContentID> = []
    /// The glyph masks held, at the welcome's glyph scale (§6.5).
    public private(set) var glyphs = GlyphCache(scale: 1)
    /// The last snapshot or commit applied; `nil` before the first.
    public private(set) var lastAppliedCommitID: UInt64?
    /// How many snapshots and commits were applied.
    public private(set) var appliedCount = 0
    /// The client's own limits; the welcome's can only lower them (§8).
    public let ownLimits: ProtocolLimits

    /// A mirror of nothing, before any connection.
    public init(limits: ProtocolLimits = .default) { ownLimits = limits }

    /// The tree limits enforced: the welcome's, never above the client's own (a hostile server
    /// cannot lift them by announcing huge ones).
    public var treeLimits: ProtocolLimits { welcome.map { ownLimits.lowered(to: $0.limits) } ?? ownLimits }

    /// Whether the last welcome accepted `capability`.
    public func accepted(_ capability: Capabilities) -> Bool { welcome?.capabilities.contains(capability) == true }

    /// What to ask for in the next hello (§10.5): the last welcome's token and the last commit
    /// applied, when there is a session to resume.
    public var resumeRequest: ResumeRequest? {
        guard let welcome, let last = lastAppliedCommitID else { return nil }
        return ResumeRequest(token: welcome.resumeToken, lastCommitID: last)
    }

    /// A new connection opens: its hello is being sent, and only a welcome, a reject or an
    /// error may come first. The tree, contents and masks stay until the welcome says whether
    /// the session resumed.
    public mutating func connectionOpened() { isWelcomed = false }

    /// Applies one server message by the SPEC's rules and says what the caller must do.
    /// - Throws: the `ProtocolError` of the rule broken; the mirror is then unchanged.
    public mutating func receive(_ message: ServerMessage) throws(ProtocolError) -> Outcome {
        guard isWelcomed else {
            switch message {
            case .welcome(let w): return didWelcome(w)
            case .reject(let r): return .rejected(r)
            case .error(let e): return .serverError(e)
            default:
                // §2.5: "before the handshake completes any other message is unexpectedMessage".
                throw ProtocolError(.unexpectedMessage, "\(message.type) before the welcome (§2.5)")
            }
        }
        switch message {
        case .welcome, .reject:
            throw ProtocolError(.unexpectedMessage, "\(message.type) after the welcome (§2.3)")
        case .snapshot(let s):
            // §11.1: applied to the empty tree, replacing the current one only when valid; §6.4:
            // contents held before a snapshot stay held through it.
            try checkHeld(s.operations, in: LayerTree())
            tree = try LayerTree(snapshot: s.operations, limits: treeLimits)
            didApply(s.commitID)
            return .treeReplaced(commitID: s.commitID, serverTime: s.serverTime)
        case .commit(let c):
            // §11.11: the compact layout only with the accepted capability.
            guard !c.isCompact || accepted(.compactCommits) else {
                throw ProtocolError(.unexpectedMessage, "compactCommit without compactCommits (§11.11)")
            }
            try checkHeld(c.operations, in: tree)
            try tree.apply(c.operations, limits: treeLimits)
            didApply(c.commitID)
            return .treeChanged(commitID: c.commitID, serverTime: c.serverTime, operations: c.operations)
        case .contents(let c):
            // §6.4: a content already held is checked (by the decoder) and kept once.
            heldContents.insert(c.id)
            return .contents(c.bitmap, id: c.id)
        case .contentsUpdate(let u):
            // §11.4: "base content id: held by the client, else invalidTree".
            guard heldContents.contains(u.baseID) else {
                throw ProtocolError(.invalidTree, "contentsUpdate of \(u.baseID), which the client does not hold (§11.4)")
            }
            heldContents.insert(u.newID)
            return .contentsUpdate(u)
        case .error(let e):
            return .serverError(e)
        case .ping(let p):
            return .reply(.pong(PongMessage(nonce: p.nonce)), serverTime: p.serverTime)
        case .textInputState, .textInputCaret, .clipboardOffer, .clipboardRequest, .clipboardData:
            return .textInput(message)
        case .glyphs(let g):
            // §2.3: a capability's messages only when it was accepted.
            guard accepted(.glyphRuns) else { throw ProtocolError(.unexpectedMessage, "glyphs without glyphRuns (§2.3)") }
            try glyphs.receive(g)
            return .glyphs(g)
        case .glyphRelease(let r):
            guard accepted(.glyphRuns) else { throw ProtocolError(.unexpectedMessage, "glyphRelease without glyphRuns (§2.3)") }
            try glyphs.release(r, tree: tree)
            return .glyphRelease(r.keys)
        }
    }

    /// The acknowledgement of the last update (§12.4) with this mirror's tree hash (§7.2).
    public func ack(receivedTime: Double, presentedTime: Double) -> AckMessage? {
        lastAppliedCommitID.map {
            AckMessage(commitID: $0, receivedTime: receivedTime, presentedTime: presentedTime, treeHash: tree.canonicalHash)
        }
    }

    private mutating func didWelcome(_ w: WelcomeMessage) -> Outcome {
        let resumed = w.resumed && lastAppliedCommitID != nil
        welcome = w
        isWelcomed = true
        // §6.4, §6.5: "a new connection (not resumed) holds nothing". A resumed one keeps its
        // tree, contents and masks: the server sends only what changed after the last commit.
        if !resumed {
            heldContents = []
            glyphs = GlyphCache(scale: w.contentsScale ?? 1)
        }
        return .welcomed(w, resumed: resumed)
    }

    private mutating func didApply(_ commitID: UInt64) {
        lastAppliedCommitID = commitID
        appliedCount += 1
        // §6.4: held until the end of the first update after which no layer refers to it.
        heldContents.formIntersection(tree.referencedContents())
    }

    /// §5.5: "a client also checks, before applying a commit or snapshot, that every content id
    /// it sets is held → invalidTree", and (version 4) every glyph of every run it sets names a
    /// mask held at the glyph scale (§6.5).
    private func checkHeld(_ operations: [LayerOperation], in base: LayerTree) throws(ProtocolError) {
        for case .setProperties(let layer, let properties) in operations {
            for case .contents(let id?) in properties where !heldContents.contains(id) {
                throw ProtocolError(.invalidTree, "layer \(layer) refers to contents \(id), which the client does not hold (§5.5, §6.4)")
            }
        }
        try glyphs.checkHeld(operations, in: base)
    }
}

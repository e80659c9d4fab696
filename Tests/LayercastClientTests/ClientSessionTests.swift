import Foundation
import Testing
import LayercastProtocol
import LayercastRender
import NIOPosix
@testable import LayercastClient
import LayercastRenderFixtures

/// The client session against a scripted peer over real TCP on loopback, drawing into a
/// `MirrorDisplay` (no SDL, so these tests may run in parallel with the compositor suite).
/// Waits are bounded conditions (`runUntil`), never sleeps.
@Suite struct ClientSessionTests {
    static let screen = CGSize(width: 120, height: 120)

    /// A scene with contents, and two commits on top of it.
    static func scene() throws -> (snapshot: ScriptedScene, commits: [CommitMessage], final: LayerTree) {
        var builder = SceneBuilder(screenSize: screen, background: .white)
        let square = builder.add(frame: CGRect(x: 10, y: 10, width: 40, height: 40), [.backgroundColor(.black)])
        _ = builder.add(frame: CGRect(x: 60, y: 60, width: 40, height: 40),
                        [.contents(builder.addContents(.generated(width: 40, height: 40) { x, y in
                            LayerColor(red: Float(x) / 40, green: Float(y) / 40, blue: 0.5, alpha: 1)
                        }))])
        let scripted = try ScriptedScene(builder)
        var tree = scripted.tree
        let first: [LayerOperation] = [.setProperties(square, [.position(CGPoint(x: 50, y: 30)), .opacity(0.5)])]
        try tree.apply(first)
        let second: [LayerOperation] = [.createLayer(LayerID(50)),
                                        .setProperties(LayerID(50), [.bounds(CGRect(x: 0, y: 0, width: 20, height: 20)),
                                                                     .backgroundColor(.white)]),
                                        .setSublayers(square, [LayerID(50)])]
        try tree.apply(second)
        return (scripted, [CommitMessage(commitID: 2, serverTime: 101, operations: first),
                           CommitMessage(commitID: 3, serverTime: 102, operations: second)], tree)
    }

    /// Runs `body` with a listening peer and a session connected to it.
    static func withSession(width: Int = 240, height: Int = 240, token: String? = nil, limits: ProtocolLimits = .default,
                            script: @escaping ScriptedServerPeer.Script,
                            _ body: (ScriptedServerPeer, ClientSession, MirrorDisplay) throws -> Void) throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let peer = try ScriptedServerPeer(group: group, script: script)
        defer { peer.shutdown() }
        let display = MirrorDisplay(width: width, height: height)
        let session = ClientSession(configuration: ClientSessionConfiguration(port: peer.port, token: token, name: "test", limits: limits),
                                    display: display, group: group)
        session.connect()
        defer { session.close() }
        try body(peer, session, display)
        #expect(peer.decodeErrors.isEmpty)
    }

    // MARK: - Handshake

    @Test func sendsAHelloDescribingItsScreenThenTheFittedScale() throws {
        let s = try Self.scene()
        try Self.withSession(token: "secret", script: { _, _ in
            ([ScriptedScene.welcome(screenSize: Self.screen)] + s.snapshot.messages(), false)
        }) { peer, session, _ in
            try session.runUntil(timeout: 10) { _ in peer.received.contains { if case .screenChange = $0 { true } else { false } } }
            guard case .hello(let hello)? = peer.received.first else { Issue.record("no hello first"); return }
            #expect(hello.token == "secret" && hello.name == "test" && hello.mode == .mirror && hello.resume == nil)
            #expect(hello.screen.widthPixels == 240 && hello.screen.heightPixels == 240 && hello.screen.scale == 1)
            // Every capability of version 4, glyph runs included (SPEC §10.4).
            #expect(hello.capabilities == Capabilities.all)
            // 120×120 points letterboxed into 240×240 pixels: 2 pixels per point, announced after the welcome.
            let changes = peer.received.compactMap { if case .screenChange(let c) = $0 { c.screen } else { nil } }
            #expect(changes == [ScreenDescription(widthPixels: 240, heightPixels: 240, scale: 2, refreshRate: 60)])
        }
    }

    @Test func aRejectEndsTheSessionWithItsCodeAndReason() throws {
        try Self.withSession(script: { _, _ in ([.reject(RejectMessage(code: .unauthorized, reason: "wrong token"))], true) }) { _, session, _ in
            #expect(throws: ClientError.rejected(.unauthorized, "wrong token")) {
                try session.runUntil(timeout: 10) { _ in false }
            }
            #expect(ClientError.rejected(.unauthorized, "wrong token").description
                    == "the server rejected the connection: unauthorized (7): wrong token")
        }
    }

    @Test func aConnectionRefusedIsReported() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        // Bind and close a listener to get a port nobody listens on.
        let peer = try ScriptedServerPeer(group: group) { _, _ in ([], true) }
        let port = peer.port
        peer.shutdown()
        let session = ClientSession(configuration: ClientSessionConfiguration(port: port), display: MirrorDisplay(width: 10, height: 10),
                                    group: group)
        session.connect()
        #expect {
            try session.runUntil(timeout: 10) { _ in false }
        } throws: { error in
            guard case ClientError.connectionFailed(let why) = error else { return false }
            return why.contains("127.0.0.1:\(port)")
        }
    }

    // MARK: - Snapshot, commits, acks

    @Test func convergesToTheScriptedTreeAndAcksWithItsHash() throws {
        let s = try Self.scene()
        try Self.withSession(script: { _, _ in
            ([ScriptedScene.welcome(screenSize: Self.screen)] + s.snapshot.messages()
                + s.commits.map { .commit($0) }, false)
        }) { peer, session, display in
            try session.runUntil(timeout: 10) { _ in
                peer.received.contains { if case .ack(let a) = $0 { a.commitID == 3 } else { false } }
            }
            #expect(session.treeHash == s.final.canonicalHash)
            #expect(display.tree == s.final)
            #expect(display.contents == s.snapshot.contents)
            let acks = peer.received.compactMap { if case .ack(let a) = $0 { a } else { nil } }
            #expect(acks.last?.treeHash == s.final.canonicalHash)
            #expect(acks.last?.treeHash != s.snapshot.tree.canonicalHash)
            // Acks are cumulative and in order; each carries the hash of the tree it acknowledges.
            #expect(acks.map(\.commitID) == acks.map(\.commitID).sorted())
            if let first = acks.first, first.commitID == 1 { #expect(first.treeHash == s.snapshot.tree.canonicalHash) }
            #expect(acks.allSatisfy { $0.presentedTime >= $0.receivedTime })
            #expect(session.lastAppliedCommitID == 3 && session.appliedCommitCount == 3)
        }
    }

    @Test func aResyncRequestGetsASnapshotThatReplacesTheTree() throws {
        let s = try Self.scene()
        try Self.withSession(script: { _, _ in
            ([ScriptedScene.welcome(screenSize: Self.screen)] + s.snapshot.messages() + s.commits.map { .commit($0) }, false)
        }) { peer, session, display in
            try session.runUntil(timeout: 10) { $0.lastAck?.commitID == 3 }
            session.requestResync()
            try session.runUntil(timeout: 10) { _ in peer.received.contains(.resyncRequest(ResyncRequestMessage(lastCommitID: 3))) }
            // The server answers with a snapshot of its current state (here: the first one again).
            try peer.send([.snapshot(SnapshotMessage(commitID: 4, serverTime: 103, operations: s.snapshot.operations))])
            try session.runUntil(timeout: 10) { $0.lastAck?.commitID == 4 }
            #expect(display.tree == s.snapshot.tree)
            #expect(session.lastAck?.treeHash == s.snapshot.tree.canonicalHash)
        }
    }

    @Test func answersAPingWithItsNonce() throws {
        try Self.withSession(script: { _, _ in
            ([ScriptedScene.welcome(screenSize: Self.screen), .ping(PingMessage(nonce: 0xABCD_EF01, serverTime: 5))], false)
        }) { peer, session, _ in
            try session.runUntil(timeout: 10) { _ in peer.received.contains(.pong(PongMessage(nonce: 0xABCD_EF01))) }
            #expect(session.pongsSent == 1)
            #expect(session.serverTimeNow != nil)
        }
    }

    @Test func appliesAPartialContentsUpdateToAHeldBitmap() throws {
        let base = ContentBitmap.uniform(width: 4, height: 4, color: .black)
        let baseID = ContentID(of: base)
        let patch = [UInt8](repeating: 255, count: 2 * 2 * 4)
        var expected = base
        for y in 1..<3 { for x in 1..<3 { let i = (y * 4 + x) * 4; expected.pixels.replaceSubrange(i..<i + 4, with: [255, 255, 255, 255]) } }
        let newID = ContentID(of: expected)
        let update = ContentsUpdateMessage(baseID: baseID, newID: newID, x: 1, y: 1, width: 2, height: 2, pixels: patch)
        let ops: [LayerOperation] = [.createLayer(LayerID(2)), .setProperties(LayerID(2), [.contents(baseID)]),
                                     .setSublayers(.root, [LayerID(2)])]
        try Self.withSession(script: { _, _ in
            ([ScriptedScene.welcome(screenSize: Self.screen), .contents(ContentsMessage(bitmap: base)),
              .snapshot(SnapshotMessage(commitID: 1, serverTime: 0, operations: ops)), .contentsUpdate(update),
              .commit(CommitMessage(commitID: 2, serverTime: 0, operations: [.setProperties(LayerID(2), [.contents(newID)])]))], false)
        }) { _, session, display in
            try session.runUntil(timeout: 10) { $0.lastAck?.commitID == 2 }
            #expect(display.contents == [newID: expected])
            #expect(display.tree[LayerID(2)]?.state.contents == newID)
        }
    }

    // MARK: - A hostile server

    /// Server messages after a valid welcome and snapshot that the client must refuse, with the
    /// code it must report.
    static let hostile: [(name: String, messages: [ServerMessage], code: ProtocolError.Code)] = {
        let bitmap = ContentBitmap.uniform(width: 2, height: 2, color: .white)
        let layer = LayerID(2)
        return [
            ("contents whose pixels do not hash to the id",
             [.contents(ContentsMessage(bitmap: bitmap, id: ContentID(12345)))], .contentMismatch),
            ("an unknown layer id", [.commit(CommitMessage(commitID: 2, serverTime: 0,
                                                          operations: [.setProperties(LayerID(999), [.opacity(0)])]))], .invalidTree),
            ("a cycle", [.commit(CommitMessage(commitID: 2, serverTime: 0, operations: [
                .createLayer(LayerID(3)), .setSublayers(layer, [LayerID(3)]), .setSublayers(LayerID(3), [layer])]))], .invalidTree),
            ("contents the client does not hold", [.commit(CommitMessage(commitID: 2, serverTime: 0, operations: [
                .setProperties(layer, [.contents(ContentID(of: bitmap))])]))], .invalidTree),
            ("a glyph run naming a mask the client does not hold (SPEC §5.5, §6.5)", [.commit(CommitMessage(commitID: 2, serverTime: 0,
                operations: [.setProperties(layer, [.glyphRuns([GlyphRun(face: 1, size: 17, color: .black, origin: .zero,
                                                                         glyphs: [PositionedGlyph(glyph: 5, x: 0)])])])]))], .invalidTree),
            ("a bitmap over maxBitmapDimension",
             [.contents(ContentsMessage(bitmap: .uniform(width: 5000, height: 1, color: .white)))], .limitExceeded),
            ("a second welcome", [ScriptedScene.welcome(screenSize: screen)], .unexpectedMessage),
            ("an update of contents the client does not hold",
             [.contentsUpdate(ContentsUpdateMessage(baseID: ContentID(1), newID: ContentID(2), x: 0, y: 0, width: 1, height: 1,
                                                    pixels: [0, 0, 0, 0]))], .invalidTree),
        ]
    }()

    /// SPEC §6.5: masks sent before the commit whose run names them make the run acceptable.
    /// SPEC §11.10: once the server names the caret's layer, the client places the input
    /// method's window at that layer's frame on the screen after each commit, with no
    /// `textInputState` for the move.
    @Test func followsTheNamedCaretLayerAcrossCommits() throws {
        let field = LayerID(2), caret = LayerID(3)
        let ops: [LayerOperation] = [
            .createLayer(field), .createLayer(caret), .setSublayers(.root, [field]), .setSublayers(field, [caret]),
            .setProperties(field, [.bounds(CGRect(x: 0, y: 0, width: 200, height: 34)), .position(CGPoint(x: 120, y: 117))]),
            .setProperties(caret, [.bounds(CGRect(x: 0, y: 0, width: 2, height: 20)), .position(CGPoint(x: 9, y: 17))]),
        ]
        try Self.withSession(script: { _, _ in
            ([ScriptedScene.welcome(screenSize: Self.screen), .snapshot(SnapshotMessage(commitID: 1, serverTime: 0, operations: ops)),
              .textInputState(TextInputStateMessage(isActive: true, caretRect: CGRect(x: 28, y: 107, width: 2, height: 20))),
              .textInputCaret(TextInputCaretMessage(layer: caret)),
              .commit(CommitMessage(commitID: 2, serverTime: 0, operations: [.setProperties(caret, [.position(CGPoint(x: 19, y: 17))])]))],
             false)
        }) { _, session, display in
            try session.runUntil(timeout: 10) { $0.lastAck?.commitID == 2 }
            // The field's top-left is (20, 100); the caret's centre moved from x 9 to 19 in it.
            #expect(display.textInput == TextInputStateMessage(isActive: true, caretRect: CGRect(x: 38, y: 107, width: 2, height: 20)))
        }
    }

    @Test func keepsGlyphMasksAndAppliesRunsThatNameThem() throws {
        let run = GlyphRun(face: 1, size: 17, color: .black, origin: CGPoint(x: 2, y: 14), glyphs: [PositionedGlyph(glyph: 5, x: 0)])
        // The scripted welcome serves the client at contents scale 1 (no version-2 scale given).
        let mask = GlyphMask(key: run.key(ofGlyphAt: 0, scale: 1), left: 0, top: -1, width: 1, height: 1, pixels: [0xFF])
        let ops: [LayerOperation] = [.createLayer(LayerID(2)), .setSublayers(.root, [LayerID(2)])]
        try Self.withSession(script: { _, _ in
            ([ScriptedScene.welcome(screenSize: Self.screen), .snapshot(SnapshotMessage(commitID: 1, serverTime: 0, operations: ops)),
              .glyphs(GlyphsMessage(scale: 1, masks: [mask])),
              .commit(CommitMessage(commitID: 2, serverTime: 0, operations: [.setProperties(LayerID(2), [.glyphRuns([run])])]))], false)
        }) { _, session, display in
            try session.runUntil(timeout: 10) { _ in display.tree[LayerID(2)]?.state.glyphRuns == [run] }
            #expect(!session.isEnded)
        }
    }

    @Test(arguments: 0..<hostile.count)
    func refusesHostileMessagesSaysGoodbyeWithTheCodeAndKeepsItsTree(index: Int) throws {
        let (name, messages, code) = Self.hostile[index]
        let ops: [LayerOperation] = [.createLayer(LayerID(2)), .setSublayers(.root, [LayerID(2)])]
        let good = try LayerTree(snapshot: ops)
        try Self.withSession(script: { _, _ in
            ([ScriptedScene.welcome(screenSize: Self.screen), .snapshot(SnapshotMessage(commitID: 1, serverTime: 0, operations: ops))]
                + messages, false)
        }) { peer, session, display in
            #expect("\(name)", performing: { try session.runUntil(timeout: 10) { _ in false } }, throws: { error in
                guard case ClientError.protocolViolation(let e) = error else { return false }
                return e.code == code
            })
            #expect(display.tree == good, "\(name)")
            #expect(session.isEnded)
            // The goodbye with the code reaches the server before the connection closes.
            let peerSawGoodbye: () -> Bool = {
                peer.received.contains { if case .goodbye(let g) = $0 { g.code == code } else { false } }
            }
            let deadline = Date(timeIntervalSinceNow: 10)
            while !peerSawGoodbye() && Date() < deadline { session.step(maxWait: 0.01) }
            #expect(peerSawGoodbye(), "\(name)")
        }
    }

    @Test func aWelcomeCannotLiftTheClientsOwnTreeLimits() throws {
        let generous = ProtocolLimits(maxLayers: 1_000_000)
        let ops: [LayerOperation] = (2...4).map { .createLayer(LayerID(UInt64($0))) }
        try Self.withSession(limits: ProtocolLimits(maxLayers: 3), script: { _, _ in
            ([.welcome(WelcomeMessage(sessionID: 1, resumeToken: 1, screenSize: Self.screen, capabilities: .all, limits: generous)),
              .snapshot(SnapshotMessage(commitID: 1, serverTime: 0, operations: ops))], false)
        }) { _, session, display in
            #expect {
                try session.runUntil(timeout: 10) { _ in false }
            } throws: { error in
                guard case ClientError.protocolViolation(let e) = error else { return false }
                return e.code == .limitExceeded
            }
            #expect(display.tree.count == 1)
        }
    }

    @Test func aMessageBeforeTheWelcomeIsUnexpected() throws {
        try Self.withSession(script: { _, _ in ([.ping(PingMessage(nonce: 1, serverTime: 0))], false) }) { _, session, _ in
            #expect(throws: ClientError.protocolViolation(ProtocolError(.unexpectedMessage, "ping before the welcome (§2.5)"))) {
                try session.runUntil(timeout: 10) { _ in false }
            }
        }
    }

    // MARK: - Connection loss and resume

    @Test func reconnectsWithTheResumeTokenAndLastCommit() throws {
        let s = try Self.scene()
        try Self.withSession(script: { connection, hello in
            if connection == 0 {
                return ([ScriptedScene.welcome(screenSize: Self.screen, resumeToken: 77)] + s.snapshot.messages(), true)
            }
            // The resume names the first session's token and the snapshot's commit id.
            guard hello.resume == ResumeRequest(token: 77, lastCommitID: 1) else {
                return ([.reject(RejectMessage(code: .unauthorized, reason: "bad resume \(String(describing: hello.resume))"))], true)
            }
            return ([ScriptedScene.welcome(screenSize: Self.screen, resumeToken: 78, resumed: true)]
                        + s.commits.map { .commit($0) }, false)
        }) { peer, session, display in
            #expect {
                try session.runUntil(timeout: 10) { _ in false }
            } throws: { error in
                guard case ClientError.connectionLost = error else { return false }
                return true
            }
            #expect(session.treeHash == s.snapshot.tree.canonicalHash)
            session.connect()
            try session.runUntil(timeout: 10) { $0.lastAck?.commitID == 3 }
            #expect(session.welcome?.resumed == true && session.connectionCount == 2)
            #expect(display.tree == s.final)
            #expect(session.lastAck?.treeHash == s.final.canonicalHash)
        }
    }
}

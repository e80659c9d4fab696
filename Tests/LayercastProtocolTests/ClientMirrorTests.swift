import Foundation
import Testing
import LayercastModel

/// The client's receive rules (`ClientMirror`): the handshake's order (§2.5), contents held
/// (§5.5, §6.4), limits (§8), capabilities (§2.3, §11.11), resume (§10.5) and the ack (§12.4).
@Suite struct ClientMirrorTests {
    private let pixel = ContentBitmap(width: 1, height: 1, pixels: [1, 2, 3, 255])
    private var pixelID: ContentID { ContentID(of: pixel) }

    private func welcome(resumed: Bool = false, capabilities: Capabilities = .all, limits: ProtocolLimits = .default) -> ServerMessage {
        .welcome(WelcomeMessage(sessionID: 1, resumeToken: 7, resumed: resumed, screenSize: CGSize(width: 10, height: 10),
                                capabilities: capabilities, limits: limits))
    }

    /// A snapshot of the root and one layer showing `contents` (none: no contents).
    private func snapshot(_ id: UInt64, contents: ContentID?) -> ServerMessage {
        .snapshot(SnapshotMessage(commitID: id, serverTime: 0, operations: [
            .createLayer(LayerID(2)), .setProperties(LayerID(2), [.contents(contents)]), .setSublayers(.root, [LayerID(2)]),
        ]))
    }

    /// The code of the error `body` throws; `nil` when it throws none.
    private func code(_ body: () throws -> ClientMirror.Outcome) -> ProtocolError.Code? {
        do { _ = try body(); return nil } catch { return (error as? ProtocolError)?.code }
    }

    private func welcomed(capabilities: Capabilities = .all, limits: ProtocolLimits = .default) throws -> ClientMirror {
        var mirror = ClientMirror()
        _ = try mirror.receive(welcome(capabilities: capabilities, limits: limits))
        return mirror
    }

    @Test func beforeTheWelcomeOnlyAWelcomeARejectOrAnErrorMayCome() throws {
        var mirror = ClientMirror()
        #expect(code { try mirror.receive(snapshot(1, contents: nil)) } == .unexpectedMessage)
        #expect(try mirror.receive(.reject(RejectMessage(code: .unsupportedVersion, reason: "no"))) ==
                .rejected(RejectMessage(code: .unsupportedVersion, reason: "no")))
        guard case .welcomed(_, resumed: false) = try mirror.receive(welcome()) else { Issue.record("no welcome"); return }
        // §2.3: a second welcome is out of place.
        #expect(code { try mirror.receive(welcome()) } == .unexpectedMessage)
    }

    @Test func anUpdateNamingContentsNotHeldIsRefusedAndChangesNothing() throws {
        var mirror = try welcomed()
        #expect(code { try mirror.receive(snapshot(1, contents: pixelID)) } == .invalidTree)
        #expect(mirror.tree == LayerTree())
        #expect(mirror.lastAppliedCommitID == nil)
        #expect(try mirror.receive(.contents(ContentsMessage(bitmap: pixel))) == .contents(pixel, id: pixelID))
        #expect(try mirror.receive(snapshot(1, contents: pixelID)) == .treeReplaced(commitID: 1, serverTime: 0))
        #expect(mirror.heldContents == [pixelID])
        // §6.4: dropped at the end of the first update after which no layer refers to it.
        let clear = CommitMessage(commitID: 2, serverTime: 0, operations: [.setProperties(LayerID(2), [.contents(nil)])])
        _ = try mirror.receive(.commit(clear))
        #expect(mirror.heldContents.isEmpty)
        #expect(code {
            try mirror.receive(.contentsUpdate(ContentsUpdateMessage(baseID: pixelID, newID: pixelID, x: 0, y: 0, width: 1, height: 1,
                                                                     pixels: [0, 0, 0, 0])))
        } == .invalidTree)
    }

    @Test func theWelcomesLimitsBindButNeverLiftTheClientsOwn() throws {
        // §8: a welcome announcing 2 layers makes a 3-layer snapshot (root and two) too big.
        var small = try welcomed(limits: ProtocolLimits(maxLayers: 2))
        let three = ServerMessage.snapshot(SnapshotMessage(commitID: 1, serverTime: 0, operations: [
            .createLayer(LayerID(2)), .createLayer(LayerID(3)), .setSublayers(.root, [LayerID(2), LayerID(3)]),
        ]))
        #expect(code { try small.receive(three) } == .limitExceeded)
        // A client of its own 2-layer limit keeps it against a welcome announcing 100 000.
        var own = ClientMirror(limits: ProtocolLimits(maxLayers: 2))
        _ = try own.receive(welcome())
        #expect(own.treeLimits.maxLayers == 2)
        #expect(code { try own.receive(three) } == .limitExceeded)
    }

    @Test func messagesOfACapabilityNotAcceptedAreUnexpected() throws {
        var mirror = try welcomed(capabilities: Capabilities.all.subtracting([.glyphRuns, .compactCommits]))
        _ = try mirror.receive(snapshot(1, contents: nil))
        #expect(code { try mirror.receive(.glyphs(GlyphsMessage(scale: 1, masks: []))) } == .unexpectedMessage)
        #expect(code {
            try mirror.receive(.commit(CommitMessage(commitID: 2, serverTime: 0, operations: [], isCompact: true)))
        } == .unexpectedMessage)
    }

    @Test func aResumedSessionKeepsWhatItHeldAndANewOneHoldsNothing() throws {
        var mirror = try welcomed()
        _ = try mirror.receive(.contents(ContentsMessage(bitmap: pixel)))
        _ = try mirror.receive(snapshot(5, contents: pixelID))
        #expect(mirror.resumeRequest == ResumeRequest(token: 7, lastCommitID: 5))
        mirror.connectionOpened()
        #expect(try mirror.receive(welcome(resumed: true)) == .welcomed(
            WelcomeMessage(sessionID: 1, resumeToken: 7, resumed: true, screenSize: CGSize(width: 10, height: 10), capabilities: .all),
            resumed: true))
        #expect(mirror.heldContents == [pixelID])
        mirror.connectionOpened()
        _ = try mirror.receive(welcome(resumed: false))
        // §6.4: "a new connection (not resumed) holds nothing"; the tree waits for the snapshot.
        #expect(mirror.heldContents.isEmpty)
        #expect(code { try mirror.receive(snapshot(6, contents: pixelID)) } == .invalidTree)
    }

    @Test func aPingIsAnsweredAndAnUpdateAcknowledgedWithTheTreesHash() throws {
        var mirror = try welcomed()
        #expect(mirror.ack(receivedTime: 0, presentedTime: 0) == nil)
        #expect(try mirror.receive(.ping(PingMessage(nonce: 9, serverTime: 3))) == .reply(.pong(PongMessage(nonce: 9)), serverTime: 3))
        _ = try mirror.receive(snapshot(4, contents: nil))
        let ack = try #require(mirror.ack(receivedTime: 1, presentedTime: 2))
        #expect(ack == AckMessage(commitID: 4, receivedTime: 1, presentedTime: 2, treeHash: mirror.tree.recomputedCanonicalHash()))
    }
}

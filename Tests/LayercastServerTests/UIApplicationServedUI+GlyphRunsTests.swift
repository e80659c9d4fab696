import Foundation
import Testing
import LayercastGraphics
import LayercastLayers
import LayercastProtocol
import LayercastUI
import NIOCore
import NIOPosix
@testable import LayercastServer

/// Version 4's glyph runs between the toolkit and real connections (SPEC §4.6, §5.3 opcode 7,
/// §6.5): text arrives as runs with its masks first, a keystroke as a splice, masks rasterised
/// once for every client of a scale, kept through a resume, and sent again at a new scale.
///
/// Every peer's mirror checks §6.5 as a client must (`ReceivedMirror`): an update naming a mask
/// not held, or a release of a mask a run names, fails the test.
@Suite @MainActor struct UIApplicationServedUIGlyphRunsTests {
    /// Without zstd, so byte counts are what the protocol spends, not what compresses.
    static let glyphs: Capabilities = [.animations, .partialContents, .pixelFilter, .keyboard, .glyphRuns]
    static let bitmaps: Capabilities = [.animations, .partialContents, .pixelFilter, .keyboard]

    /// A label and a text field on a 390×844-point 1× screen, served with a 30 s resume grace.
    @MainActor struct Stage {
        let clock: ManualClock
        let application: UIApplication
        let label: UILabel
        let field: UITextField
        let server: LayercastServer
        let group: MultiThreadedEventLoopGroup
        var port: Int { server.port ?? 0 }

        /// Runs `body` with the stage served after a first turn; `withServer` stops the server
        /// whatever `body` does.
        static func run(_ body: (Stage) async throws -> Void) async throws {
            let clock = ManualClock()
            let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1),
                                            clock: clock)
            let label = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 30))
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
            let window = UIWindow(screen: application.screen)
            label.text = "Glyphs travel once"
            label.font = .systemFont(ofSize: 17)
            window.addSubview(label)
            field.borderStyle = .roundedRect
            window.addSubview(field)
            window.makeKeyAndVisible()
            try await withServer(serving: UIApplicationServedUI(application: application),
                                 configuring: { $0.resumeGracePeriod = .seconds(30) }) { server, group in
                server.runTurn()
                try await body(Stage(clock: clock, application: application, label: label, field: field,
                                     server: server, group: group))
            }
        }

        func join(_ capabilities: Capabilities, width: UInt32 = 390, height: UInt32 = 844) async throws -> TestClient {
            let peer = try await TestClient.connect(to: server)
            try await peer.handshake(TestClient.hello(width: width, height: height, capabilities: capabilities))
            try await peer.ack()
            return peer
        }

        /// The runs of the wire layer of `layer` in `tree`, and its contents.
        func wire(_ layer: CALayer, in tree: LayerTree) throws -> LayerState {
            let id = try #require(layer.layerID)
            return try #require(tree[id]).state
        }
    }

    @Test func aLabelArrivesAsRunsAfterItsMasksAndOtherClientsGetItsBitmap() async throws {
        try await Stage.run { s in
            let runs = try await s.join(Self.glyphs)
            let label = try s.wire(s.label.layer, in: runs.tree)
            // "Glyphs travel once": 18 characters, one run, nothing else drawn (SPEC §4.6: no bitmap).
            #expect(label.glyphRuns.count == 1 && label.glyphRuns[0].glyphs.count == 18)
            #expect(label.contents == nil)
            // §6.5: each distinct mask once (the mirror would have refused the snapshot otherwise).
            let keys = Set(runs.mirror.glyphsReceived)
            #expect(keys.count == runs.mirror.glyphsReceived.count)
            #expect(keys.isSuperset(of: label.glyphRuns[0].keys(scale: 1)))

            let plain = try await s.join(Self.bitmaps)
            let bitmap = try s.wire(s.label.layer, in: plain.tree)
            #expect(bitmap.glyphRuns.isEmpty && bitmap.contents != nil, "a client without glyphRuns gets the text drawn")
            #expect(!plain.received.contains { if case .glyphs = $0 { true } else { false } })
            await runs.close(); await plain.close()
        }
    }

    @Test func masksAreRasterisedOnceForEveryClientOfAScale() async throws {
        try await Stage.run { s in
            let first = try await s.join(Self.glyphs)
            let rasterised = s.server.statistics.glyphMasksRasterised
            #expect(rasterised == first.mirror.glyphsReceived.count)
            let second = try await s.join(Self.glyphs)
            #expect(second.mirror.glyphsReceived.count == first.mirror.glyphsReceived.count, "a new connection holds none")
            #expect(s.server.statistics.glyphMasksRasterised == rasterised, "the second client's masks were already made")
            // Both mirror the same runs: one tree serves the group.
            #expect(second.tree.canonicalHash == first.tree.canonicalHash)
            await first.close(); await second.close()
        }
    }

    /// With `caretLayer` (SPEC §11.10) the keystroke is its commit alone; without it the caret's
    /// rectangle follows in a `textInputState`.
    @Test(arguments: [true, false])
    func aKeystrokeCostsOneSplicedGlyphOnceItsMaskIsHeld(followsCaret: Bool) async throws {
        try await Stage.run { s in
            let peer = try await s.join(followsCaret ? Self.glyphs.union(.caretLayer) : Self.glyphs)
            // As the server delivers typing: inside the application's turn (its transaction current).
            s.application.perform {
                s.field.becomeFirstResponder()
                s.field.insertText("Hello")
            }
            s.server.runTurn()
            _ = try await peer.converge(to: try #require(s.server.tree(for: ScaleGroupKey(scale: 1, features: .glyphRuns))).canonicalHash)
            // The server sends the field's text-input state (and the caret's layer) after that turn's
            // commit: read them, so they are not counted as the keystroke's.
            try await Self.readTextInputState(peer)
            if followsCaret {
                guard case .textInputCaret(let caret)? = try await peer.next() else { Issue.record("no caret layer named"); return }
                #expect(caret.layer != nil && caret.layer == s.application.textInputState.caretLayer)
            }
            // "l" is held now: typing it again needs no mask, and the commit splices one glyph in.
            let before = peer.bytesReceived, messagesBefore = peer.received.count
            s.clock.advance(by: 0.2)   // a keystroke later, as a person types
            s.application.perform { s.field.insertText("l") }
            s.server.runTurn()
            guard case .commit(let commit)? = try await peer.nextUpdate() else { Issue.record("no commit"); return }
            let after = peer.received[messagesBefore...]
            #expect(!after.contains { if case .glyphs = $0 { true } else { false } }, "no mask for a held glyph")
            let splices = commit.operations.compactMap { op -> GlyphSplice? in
                if case .spliceGlyphs(_, let splice) = op { splice } else { nil }
            }
            #expect(splices.count == 1 && splices.first?.glyphs.count == 1 && splices.first?.deleteCount == 0)
            #expect(!commit.operations.contains { op in
                if case .setProperties(_, let p) = op { p.contains { $0.key == .glyphRuns } } else { false }
            }, "the line is not sent again")
            // The issue's bound: under 100 bytes a character once its glyphs are held. The commit is
            // the splice and the caret's jump (its blink restarted at most every half second); the
            // typing client also gets the caret's rectangle for its input method (SPEC §11.7).
            var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
            let frame = try encoder.encode(ServerMessage.commit(commit)).readableBytes
            #expect(frame < 100, "\(frame) B for one character's commit")
            #expect(!commit.operations.contains { if case .addAnimation = $0 { true } else { false } },
                    "the caret neither slides nor restarts its blink 0.2 s after the last restart")
            if followsCaret {
                // Nothing follows the commit: what comes before the next keystroke's commit is at
                // most that keystroke's masks.
                let oneCharacter = peer.bytesReceived - before
                #expect(oneCharacter < 100, "\(oneCharacter) B for one character in all")
                s.clock.advance(by: 0.2)
                s.application.perform { s.field.insertText("o") }
                s.server.runTurn()
                guard case .commit? = try await peer.nextUpdate() else { Issue.record("no second commit"); return }
                #expect(!peer.received[messagesBefore...].contains { if case .textInputState = $0 { true } else { false } })
            } else {
                // The text-input state follows the commit; count it too.
                try await Self.readTextInputState(peer)
                #expect(peer.bytesReceived - before < 160, "\(peer.bytesReceived - before) B for one character in all")
            }
            await peer.close()
        }
    }

    /// Reads up to and including the next text-input state (SPEC §11.7).
    static func readTextInputState(_ peer: TestClient) async throws {
        while let message = try await peer.next() {
            if case .textInputState = message { return }
        }
        Issue.record("the connection closed before a text-input state")
    }

    @Test func aResumedClientKeepsItsMasks() async throws {
        try await Stage.run { s in
            let first = try await s.join(Self.glyphs)
            await first.close()
            #expect(await waitUntil { s.server.parkedSessionIDs.count == 1 })
            s.label.text = "Glyphs travel once!"
            s.server.runTurn()
            let second = try await TestClient.connect(to: s.server)
            second.adopt(first)
            try await second.send(.hello(first.resumeHello(capabilities: Self.glyphs)))
            guard case .welcome(let welcome)? = try await second.next(), welcome.resumed else { Issue.record("not resumed"); return }
            try await second.nextUpdate()
            // Only the "!" is new: every other mask is still held (§6.5 "resume keeps its held masks").
            #expect(second.mirror.glyphsReceived.count == 1)
            #expect(try s.wire(s.label.layer, in: second.tree).glyphRuns.first?.glyphs.count == 19)
            await second.close()
        }
    }

    @Test func aClientMovedToAnotherScaleGetsMasksDrawnAtIt() async throws {
        try await Stage.run { s in
            let peer = try await s.join(Self.glyphs)
            let at1 = Set(peer.mirror.glyphsReceived)
            try await peer.send(.screenChange(ScreenChangeMessage(
                screen: ScreenDescription(widthPixels: 780, heightPixels: 1688, scale: 2, refreshRate: 60))))
            // The runs are the same at 2× (points): what changes is the masks, in a glyphs message
            // naming the new scale before the update (§6.5 "glyph scale").
            var scaleMessage: GlyphsMessage?
            while scaleMessage == nil, let m = try await peer.next() {
                if case .glyphs(let g) = m { scaleMessage = g }
                if case .commit = m { Issue.record("an update came before the new scale's masks"); break }
            }
            #expect(scaleMessage?.scale == 2)
            try await peer.nextUpdate()
            let target = try #require(s.server.tree(for: ScaleGroupKey(scale: 2, features: .glyphRuns))).canonicalHash
            #expect(peer.tree.canonicalHash == target)
            #expect(peer.mirror.glyphs.scale == 2)
            let at2 = Set(peer.mirror.glyphsReceived).subtracting(at1)
            let runs = try s.wire(s.label.layer, in: peer.tree).glyphRuns
            #expect(at2.isSuperset(of: runs[0].keys(scale: 2)))
            await peer.close()
        }
    }
}

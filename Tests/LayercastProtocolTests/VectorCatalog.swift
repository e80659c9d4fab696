import Foundation
import NIOCore
@testable import LayercastProtocol
@testable import LayercastModel

/// The messages the conformance vectors are generated from (SPEC §16). Changing one changes the
/// committed vector files: regenerate them (see `VectorPaths.generatedNote`).
enum VectorCatalog {
    static let gradient: ContentBitmap = {
        var px: [UInt8] = []
        for y in 0..<16 { for x in 0..<16 { px += [UInt8(x * 16), UInt8(y * 16), 0x80, 0xFF] } }
        return ContentBitmap(width: 16, height: 16, scale: 2, pixels: px)
    }()
    static let tiny = ContentBitmap(width: 2, height: 1, scale: 1, pixels: [0x00, 0x00, 0xFF, 0xFF, 0x80, 0x80, 0x80, 0x80])

    static let fade = LayerAnimation(key: "fade", keyPath: "opacity", values: [.scalar(0), .scalar(1)],
                                     timingFunction: [0.25, 0.1, 0.25, 1], beginTime: 10.5, duration: 0.25)
    static let pulse = LayerAnimation(key: "pulse", keyPath: "bounds", values: [
        .rect(CGRect(x: 0, y: 0, width: 10, height: 10)), .rect(CGRect(x: 0, y: 0, width: 20, height: 20)),
        .rect(CGRect(x: 0, y: 0, width: 10, height: 10))], keyTimes: [0, 0.5, 1], beginTime: 11, duration: 1,
        repeatCount: .infinity, autoreverses: true, fillMode: .both)

    /// A screen with a background and a button made of a layer with a label sublayer.
    static let snapshotOps: [LayerOperation] = [
        .createLayer(LayerID(2)), .createLayer(LayerID(3)),
        .setProperties(.root, [.bounds(CGRect(x: 0, y: 0, width: 320, height: 240)), .position(CGPoint(x: 160, y: 120)),
                               .backgroundColor(.white)]),
        .setProperties(LayerID(2), [.bounds(CGRect(x: 0, y: 0, width: 100, height: 44)), .position(CGPoint(x: 160, y: 120)),
                                    .backgroundColor(LayerColor(red: 0, green: 0.5, blue: 1, alpha: 1)), .cornerRadius(8),
                                    .name("button")]),
        .setProperties(LayerID(3), [.bounds(CGRect(x: 0, y: 0, width: 80, height: 20)), .position(CGPoint(x: 50, y: 22)),
                                    .contentsScale(2), .contentsGravity(.center)]),
        .setSublayers(.root, [LayerID(2)]), .setSublayers(LayerID(2), [LayerID(3)]),
    ]

    static let everyProperty: [LayerProperty] = [
        .bounds(CGRect(x: 0, y: 0, width: 50, height: 25)), .position(CGPoint(x: 10, y: 20)), .anchorPoint(CGPoint(x: 0, y: 1)),
        .zPosition(-1), .transform(.affine(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -5)), .opacity(0.5), .isHidden(true),
        .masksToBounds(true), .mask(LayerID(5)), .backgroundColor(nil), .borderWidth(1.5),
        .borderColor(LayerColor(red: 1, green: 0, blue: 0, alpha: 0.5)), .cornerRadius(4), .shadowColor(nil),
        .shadowOpacity(0.25), .shadowOffset(CGSize(width: 0, height: 2)), .shadowRadius(6),
        .shadowPath(LayerPath([.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
                               .quadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5)),
                               .curve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12), control2: CGPoint(x: 2, y: 12)),
                               .closeSubpath])),
        .contents(ContentID(of: tiny)), .contentsGravity(.resizeAspectFill), .contentsRect(CGRect(x: 0, y: 0, width: 0.5, height: 0.5)),
        .contentsCenter(CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)), .contentsScale(3), .isOpaque(true),
        .name("everything"), .shouldRasterize(true),
    ]

    /// A detached layer whose floats include −0 (hashed as +0, §7.2) and whose animation, long
    /// finished, has repeatCount 0 (hashed as 0, §5.4): both sides must keep and hash it as is.
    static let negativeZeroNode: LayerTree.Node = {
        var node = LayerTree.Node()
        node.state.position = CGPoint(x: -0.0, y: 5)
        node.state.opacity = -0.0
        node.state.zPosition = -0.0
        node.animations["fade"] = LayerAnimation(key: "fade", keyPath: "opacity", values: [.scalar(-0.0), .scalar(1)],
                                                 beginTime: -0.0, duration: 0.25, repeatCount: 0)
        return node
    }()

    /// Every capability of versions 1–3: the vectors written before version 4 keep their bytes.
    static let v3Capabilities = Capabilities.defined(inVersion: 3)

    static let screen = ScreenDescription(widthPixels: 1280, heightPixels: 720, scale: 2, refreshRate: 60)

    static let server: [(MessageType, String, [(String, ServerMessage, Bool)])] = [
        (.welcome, "§10.2", [
            ("fresh session", .welcome(WelcomeMessage(version: 1, sessionID: 7, resumeToken: 0x1122_3344_5566_7788,
                                                       screenSize: CGSize(width: 640, height: 360), capabilities: v3Capabilities)), false),
            ("resumed, small limits", .welcome(WelcomeMessage(version: 1, sessionID: 7, resumeToken: 99, resumed: true,
                                                               screenSize: CGSize(width: 320, height: 240), capabilities: [.zstd],
                                                               limits: ProtocolLimits(maxLayers: 500, maxTreeDepth: 16))), false),
            ("version 2, contents at 1.28x", .welcome(WelcomeMessage(version: 2, sessionID: 8, resumeToken: 0x0102_0304_0506_0708,
                                                                   screenSize: CGSize(width: 390, height: 844), capabilities: v3Capabilities,
                                                                   contentsScale: 1.28, mode: .mirror, screenID: 0)), false),
            ("version 2, resumed", .welcome(WelcomeMessage(version: 2, sessionID: 8, resumeToken: 77, resumed: true,
                                                         screenSize: CGSize(width: 390, height: 844), capabilities: [.zstd, .animations],
                                                         contentsScale: 3, mode: .mirror, screenID: 0)), false),
            ("version 3, keyboard and clipboard", .welcome(WelcomeMessage(version: 3, sessionID: 9, resumeToken: 5,
                                                                        screenSize: CGSize(width: 390, height: 844), capabilities: v3Capabilities,
                                                                        limits: ProtocolLimits(maxTextSize: 1024, maxClipboardSize: 65536),
                                                                        contentsScale: 2, mode: .mirror, screenID: 0)), false),
            // §10.1.1: an additional screen (any version ≥ 2 reports it) and a mirror of screen 1 (version 4).
            ("version 4, an additional screen", .welcome(WelcomeMessage(version: 4, sessionID: 10, resumeToken: 6,
                                                                      screenSize: CGSize(width: 1920, height: 1080), capabilities: .all,
                                                                      contentsScale: 1, mode: .additional, screenID: 1)), false),
            ("version 4, mirroring screen 1", .welcome(WelcomeMessage(version: 4, sessionID: 11, resumeToken: 7,
                                                                    screenSize: CGSize(width: 1920, height: 1080), capabilities: .all,
                                                                    contentsScale: 2, mode: .mirrorScreen, screenID: 1)), false),
        ]),
        (.reject, "§10.3", [
            ("unauthorized", .reject(RejectMessage(code: .unauthorized, reason: "a token is required off loopback")), false),
            ("no common version", .reject(RejectMessage(code: .unsupportedVersion, reason: "server speaks 1…1")), false),
        ]),
        (.snapshot, "§11.1", [
            ("empty tree", .snapshot(SnapshotMessage(commitID: 0, serverTime: 0, operations: [])), false),
            ("button", .snapshot(SnapshotMessage(commitID: 1, serverTime: 10.25, operations: snapshotOps)), false),
            ("button, compressed", .snapshot(SnapshotMessage(commitID: 1, serverTime: 10.25, operations: snapshotOps)), true),
        ]),
        (.commit, "§11.2", [
            ("empty", .commit(CommitMessage(commitID: 2, serverTime: 10.5, operations: [])), false),
            ("every operation", .commit(CommitMessage(commitID: 3, serverTime: 10.75, operations: [
                .createLayer(LayerID(4)), .setProperties(LayerID(4), [.opacity(0.5)]), .setSublayers(LayerID(2), [LayerID(3), LayerID(4)]),
                .addAnimation(LayerID(4), fade), .removeAnimation(LayerID(3), key: "gone"), .destroyLayer(LayerID(9)),
            ])), false),
            ("every property", .commit(CommitMessage(commitID: 4, serverTime: 11, operations: [.setProperties(LayerID(4), everyProperty)])), false),
            ("every property defaults", .commit(CommitMessage(commitID: 5, serverTime: 11, operations: [
                .setProperties(LayerID(4), LayerPropertyKey.allCases.filter { $0 < .glyphRuns }.map { LayerState.defaults.value(for: $0) })])), false),
            ("keyframe animation", .commit(CommitMessage(commitID: 6, serverTime: 11, operations: [.addAnimation(LayerID(2), pulse)])), false),
            ("every animation value", .commit(CommitMessage(commitID: 7, serverTime: 11, operations: [.addAnimation(LayerID(2), LayerAnimation(
                key: "mix", keyPath: "custom", values: [.scalar(1), .point(CGPoint(x: 1, y: 2)), .size(CGSize(width: 3, height: 4)),
                                                        .rect(CGRect(x: 1, y: 2, width: 3, height: 4)), .color(.black), .transform(.identity)],
                beginTime: 0, duration: 2, fillMode: .forwards))])), false),
            ("every property, compressed", .commit(CommitMessage(commitID: 4, serverTime: 11, operations: [.setProperties(LayerID(4), everyProperty)])), true),
        ] + glyphRunCommits + shapeCommits + replicatorCommits),
        (.compactCommit, "§11.11", [
            ("empty", .commit(CommitMessage(commitID: 2, serverTime: 10.5, operations: [], isCompact: true)), false),
            ("a keystroke", .commit(CommitMessage(commitID: 300, serverTime: 4.25, operations: [
                .setProperties(LayerID(12), [.position(CGPoint(x: 21.5, y: 10))]),
                .spliceGlyphs(LayerID(9), GlyphSplice(run: 0, start: 3, deleteCount: 0, glyphs: [PositionedGlyph(glyph: 68, x: 18.25)])),
            ], isCompact: true)), false),
            ("every operation, a large id and a day's time", .commit(CommitMessage(commitID: 1 << 40, serverTime: 86_400.000001, operations: [
                .createLayer(LayerID(4)), .setProperties(LayerID(4), [.opacity(0.5)]), .setSublayers(LayerID(2), [LayerID(3), LayerID(4)]),
                .addAnimation(LayerID(4), fade), .removeAnimation(LayerID(3), key: "gone"), .destroyLayer(LayerID(9)),
            ], isCompact: true)), false),
        ]),
        (.contents, "§11.3", [
            ("tiny", .contents(ContentsMessage(bitmap: tiny)), false),
            ("gradient, sub filter", .contents(ContentsMessage(bitmap: gradient, filter: .sub)), false),
            ("gradient, sub filter, compressed", .contents(ContentsMessage(bitmap: gradient, filter: .sub)), true),
            ("gradient, subPlanar filter", .contents(ContentsMessage(bitmap: gradient, filter: .subPlanar)), false),
        ]),
        (.contentsUpdate, "§11.4", [
            ("one pixel", .contentsUpdate(ContentsUpdateMessage(baseID: ContentID(of: tiny), newID: ContentID(width: 2, height: 1, format: .bgra8Premultiplied,
                pixels: [0x00, 0x00, 0xFF, 0xFF, 0x00, 0xFF, 0x00, 0xFF]), x: 1, y: 0, width: 1, height: 1, pixels: [0x00, 0xFF, 0x00, 0xFF])), false),
            ("two pixels, sub filter", .contentsUpdate(ContentsUpdateMessage(baseID: ContentID(0xABCD), newID: ContentID(0x1234), x: 3, y: 4, width: 2, height: 1,
                filter: .sub, pixels: [1, 2, 3, 4, 5, 6, 7, 8])), false),
            ("two pixels, subPlanar filter", .contentsUpdate(ContentsUpdateMessage(baseID: ContentID(0xABCD), newID: ContentID(0x1234), x: 3, y: 4, width: 2, height: 1,
                filter: .subPlanar, pixels: [1, 2, 3, 4, 5, 6, 7, 8])), false),
        ]),
        (.error, "§11.5", [
            ("invalid tree", .error(ErrorMessage(code: .invalidTree, reason: "setSublayers: unknown layer L9")), false),
            ("rate limited", .error(ErrorMessage(code: .rateLimited, reason: "")), false),
            ("shutting down", .error(ErrorMessage(code: .shuttingDown, reason: "the server is shutting down")), false),
            ("unknown screen (version 4)", .error(ErrorMessage(code: .unknownScreen, reason: "no screen 7 to mirror")), false),
        ]),
        (.ping, "§11.6", [("ping", .ping(PingMessage(nonce: 42, serverTime: 12.5)), false)]),
        (.textInputState, "§11.7", [
            ("a field takes text", .textInputState(TextInputStateMessage(isActive: true, caretRect: CGRect(x: 24, y: 110.5, width: 2, height: 21))), false),
            ("a secure multi-line field", .textInputState(TextInputStateMessage(isActive: true, caretRect: CGRect(x: 0, y: 0, width: 2, height: 17),
                                                                                  flags: [.secure, .multiline])), false),
            ("no field", .textInputState(TextInputStateMessage(isActive: false)), false),
        ]),
        (.textInputCaret, "§11.10", [
            ("the caret is layer 12", .textInputCaret(TextInputCaretMessage(layer: LayerID(12))), false),
            ("no caret layer (a selection)", .textInputCaret(TextInputCaretMessage(layer: nil)), false),
        ]),
        (.serverClipboardOffer, "§12.11", [
            ("text", .clipboardOffer(ClipboardOfferMessage(serial: 1, types: [clipboardPlainTextType])), false),
            ("empty", .clipboardOffer(ClipboardOfferMessage(serial: 2, types: [])), false),
        ]),
        (.serverClipboardRequest, "§12.12", [("text, on a paste", .clipboardRequest(ClipboardRequestMessage(serial: 4, type: clipboardPlainTextType)), false)]),
        (.serverClipboardData, "§12.13", [
            ("text", .clipboardData(ClipboardDataMessage(serial: 1, type: clipboardPlainTextType, data: Array("Grüße".utf8))), false),
            ("refused (a secure field)", .clipboardData(ClipboardDataMessage(serial: 1, type: clipboardPlainTextType, data: nil)), false),
        ]),
    ] + glyphVectors

    static let client: [(MessageType, String, [(String, ClientMessage, Bool)])] = [
        (.hello, "§10.1", [
            ("loopback mirror", .hello(HelloMessage(name: "sdl-client", screen: screen)), false),
            ("token, additional screen, resume", .hello(HelloMessage(minVersion: 1, maxVersion: 3, capabilities: [.zstd, .animations], token: "s3cret",
                name: "tablet", screen: ScreenDescription(widthPixels: 2048, heightPixels: 1536, scale: 2, refreshRate: 120),
                mode: .additional, resume: ResumeRequest(token: 0x1122_3344_5566_7788, lastCommitID: 41))), false),
            // §10.1.1 (version 4): mode 2 carries the screen to mirror.
            ("mirror screen 1 (version 4)", .hello(HelloMessage(minVersion: 4, maxVersion: 4, name: "projector-mirror",
                screen: ScreenDescription(widthPixels: 3840, heightPixels: 2160, scale: 2, refreshRate: 60),
                mode: .mirrorScreen, screenID: 1)), false),
            ("mirror screen 1, resume (version 4)", .hello(HelloMessage(minVersion: 4, maxVersion: 4, name: "m",
                screen: screen, mode: .mirrorScreen, screenID: 1, resume: ResumeRequest(token: 9, lastCommitID: 3))), false),
        ]),
        (.pointer, "§12.1", [
            ("tap began (mouse)", .pointer(PointerMessage(device: .mouse, pointerID: 0, phase: .began, location: CGPoint(x: 160, y: 120),
                                                          buttons: 1, timestamp: 100.0)), false),
            ("tap ended (mouse)", .pointer(PointerMessage(device: .mouse, pointerID: 0, phase: .ended, location: CGPoint(x: 160, y: 120),
                                                          buttons: 0, timestamp: 100.0625)), false),
            ("touch moved with modifiers", .pointer(PointerMessage(device: .touch, pointerID: 3, phase: .moved, location: CGPoint(x: 10.5, y: 20.25),
                                                                   modifiers: [.shift, .command], timestamp: 7)), false),
            ("hover", .pointer(PointerMessage(device: .mouse, pointerID: 0, phase: .hover, location: CGPoint(x: 1, y: 2), timestamp: 8)), false),
        ]),
        (.scroll, "§12.2", [("wheel", .scroll(ScrollMessage(location: CGPoint(x: 100, y: 50), delta: CGSize(width: 0, height: -40),
                                                              timestamp: 9.5)), false),
                            ("trackpad", .scroll(ScrollMessage(location: CGPoint(x: 1, y: 1), delta: CGSize(width: 2.5, height: 0.5),
                                                                 isPrecise: true, modifiers: [.control], timestamp: 9.75)), false)]),
        (.ack, "§12.4", [("ack", .ack(AckMessage(commitID: 3, receivedTime: 100.5, presentedTime: 100.515625, treeHash: 0xEF46_DB37_51D8_E999)), false)]),
        (.screenChange, "§12.5", [("resize", .screenChange(ScreenChangeMessage(screen: ScreenDescription(widthPixels: 800, heightPixels: 600,
                                                                                                        scale: 1, refreshRate: 60))), false)]),
        (.resyncRequest, "§12.6", [("resync", .resyncRequest(ResyncRequestMessage(lastCommitID: 17)), false)]),
        (.pong, "§12.7", [("pong", .pong(PongMessage(nonce: 42)), false)]),
        (.goodbye, "§12.8", [("normal", .goodbye(GoodbyeMessage(reason: "window closed")), false),
                             ("after an error", .goodbye(GoodbyeMessage(code: .contentMismatch, reason: "C1 hashes to C2")), false)]),
        (.key, "§12.3", [
            ("A down with shift", .key(KeyMessage(phase: .down, usage: 0x04, modifiers: [.shift], timestamp: 20)), false),
            ("A repeats", .key(KeyMessage(phase: .down, usage: 0x04, modifiers: [.shift], isRepeat: true, timestamp: 20.5)), false),
            ("A up", .key(KeyMessage(phase: .up, usage: 0x04, timestamp: 20.625)), false),
            ("right GUI down", .key(KeyMessage(phase: .down, usage: 0xE7, modifiers: [.command], timestamp: 21)), false),
        ]),
        (.text, "§12.9", [("a letter", .text(TextMessage(text: "a")), false),
                          ("a CJK word", .text(TextMessage(text: "日本語")), false)]),
        (.composition, "§12.10", [
            ("pinyin typed", .composition(CompositionMessage(text: "nihao", selectionStart: 5)), false),
            ("kana, second word selected", .composition(CompositionMessage(text: "にほんご", selectionStart: 2, selectionLength: 2)), false),
            ("ended without text", .composition(CompositionMessage(text: "", selectionStart: 0)), false),
        ]),
        (.clientClipboardOffer, "§12.11", [
            ("text", .clipboardOffer(ClipboardOfferMessage(serial: 1, types: [clipboardPlainTextType])), false),
            ("two types", .clipboardOffer(ClipboardOfferMessage(serial: 2, types: [clipboardPlainTextType, "text/html"])), false),
        ]),
        (.clientClipboardRequest, "§12.12", [("text", .clipboardRequest(ClipboardRequestMessage(serial: 3, type: clipboardPlainTextType)), false)]),
        (.clientClipboardData, "§12.13", [
            ("text", .clipboardData(ClipboardDataMessage(serial: 4, type: clipboardPlainTextType, data: Array("copied\nline".utf8))), false),
            ("stale offer", .clipboardData(ClipboardDataMessage(serial: 4, type: clipboardPlainTextType, data: nil)), false),
        ]),
    ]

    /// The message types that have no vectors (none since version 3 defined §12.3).
    static let withoutVectors: Set<MessageType> = []

    static func serverFile(_ type: MessageType, _ section: String, _ items: [(String, ServerMessage, Bool)]) throws -> MessageVectorFile<ServerMessage> {
        MessageVectorFile(generated: VectorPaths.generatedNote, message: "\(type)", type: type.rawValue, direction: "serverToClient",
                          section: section, vectors: try items.map { try makeVector($0.0, $0.1, compressed: $0.2) })
    }

    static func clientFile(_ type: MessageType, _ section: String, _ items: [(String, ClientMessage, Bool)]) throws -> MessageVectorFile<ClientMessage> {
        MessageVectorFile(generated: VectorPaths.generatedNote, message: "\(type)", type: type.rawValue, direction: "clientToServer",
                          section: section, vectors: try items.map { try makeVector($0.0, $0.1, compressed: $0.2) })
    }

    /// Every generated file: path and contents.
    static func allFiles() throws -> [(URL, Data)] {
        let enc = JSON.encoder()
        var files: [(URL, Data)] = []
        for (t, s, items) in server { files.append((VectorPaths.message(t), try enc.encode(try serverFile(t, s, items)))) }
        for (t, s, items) in client { files.append((VectorPaths.message(t), try enc.encode(try clientFile(t, s, items)))) }
        files.append((VectorPaths.malformed, try enc.encode(MalformedVectorFile(generated: VectorPaths.generatedNote, vectors: try malformed()))))
        files.append((VectorPaths.hashes, try enc.encode(try hashVectors())))
        files.append((VectorPaths.glyphKeys, try enc.encode(try glyphKeyVectors())))
        for t in try transcripts() {
            files.append((VectorPaths.transcripts.appendingPathComponent("\(t.name).json"), try enc.encode(t)))
        }
        return files.map { ($0.0, $0.1 + Data("\n".utf8)) }
    }
}

import Foundation
import NIOCore
@testable import LayercastProtocol
@testable import LayercastModel

extension VectorCatalog {
    /// Runs server messages through a decoder and a tree as a client does (SPEC §16.3): a
    /// `welcome` starts a connection (a resumed one keeps the tree and the held contents, §10.5),
    /// contents are held by §6.4's rule, and a snapshot or commit naming a content not held, or a
    /// `contentsUpdate` of a base not held, is refused with the tree unchanged.
    struct TranscriptRunner {
        var decoder = ServerMessageDecoder()
        var tree = LayerTree()
        /// Contents held, by id (§6.4).
        var held: [ContentID: ContentBitmap] = [:]
        /// Glyph masks held and the glyph scale (§6.5, version 4).
        var glyphs = GlyphCache(scale: 1)

        /// Feeds one frame; returns the error, if the message was rejected.
        mutating func step(_ frame: [UInt8]) throws -> ProtocolError? {
            decoder.append(frame)
            guard let message = try decoder.nextMessage() else { throw ProtocolError(.internalError, "frame incomplete") }
            do throws(ProtocolError) {
                switch message {
                case .welcome(let w):
                    decoder = ServerMessageDecoder()
                    if !w.resumed { tree = LayerTree(); held = [:]; glyphs = GlyphCache(scale: w.contentsScale ?? 1) }
                case .contents(let c): held[c.id] = c.bitmap
                case .glyphs(let g): try glyphs.receive(g)
                case .glyphRelease(let g): try glyphs.release(g, tree: tree)
                case .contentsUpdate(let u):
                    // §11.4: "base content id: held by the client, else invalidTree".
                    guard let base = held[u.baseID] else { throw ProtocolError(.invalidTree, "base \(u.baseID) is not held") }
                    held[u.newID] = try base.applying(u)
                case .snapshot(let s):
                    try checkHeld(s.operations)
                    try glyphs.checkHeld(s.operations, in: LayerTree())
                    tree = try LayerTree(snapshot: s.operations)
                    dropUnreferenced()
                case .commit(let c):
                    try checkHeld(c.operations)
                    try glyphs.checkHeld(c.operations, in: tree)
                    try tree.apply(c.operations)
                    dropUnreferenced()
                default: break
                }
            } catch { return error }
            return nil
        }

        /// §5.5: every content id a snapshot or commit sets must be held.
        func checkHeld(_ operations: [LayerOperation]) throws(ProtocolError) {
            for case .setProperties(let layer, let properties) in operations {
                for case .contents(let id?) in properties where held[id] == nil {
                    throw ProtocolError(.invalidTree, "\(layer) refers to \(id), which is not held")
                }
            }
        }

        /// §6.4: after a snapshot or commit, a content no layer refers to may be dropped (this
        /// runner drops it, so a transcript that relies on it being kept fails here).
        mutating func dropUnreferenced() {
            let referenced = tree.referencedContents()
            held = held.filter { referenced.contains($0.key) }
        }
    }

    private static func transcript(_ name: String, _ description: String, _ messages: [ServerMessage]) throws -> TranscriptFile {
        var runner = TranscriptRunner()
        var encoder = MessageEncoder(compression: .none)
        var steps: [TranscriptStep] = []
        for m in messages {
            let frame = Array(try encoder.encode(m).readableBytesView)
            let error = try runner.step(frame)
            steps.append(TranscriptStep(summary: m.summary, frame: Hex.encode(frame), error: error.map { "\($0.code)" },
                                        treeHash: Hex.u64(runner.tree.canonicalHash)))
        }
        return TranscriptFile(generated: VectorPaths.generatedNote, name: name, description: description, steps: steps)
    }

    private static func commit(_ id: UInt64, _ ops: [LayerOperation]) -> ServerMessage {
        .commit(CommitMessage(commitID: id, serverTime: 10 + Double(id) / 4, operations: ops))
    }

    static let welcome = ServerMessage.welcome(WelcomeMessage(version: 3, sessionID: 1, resumeToken: 2, screenSize: CGSize(width: 320, height: 240),
                                                              capabilities: v3Capabilities))
    static let snapshot = ServerMessage.snapshot(SnapshotMessage(commitID: 1, serverTime: 10.25, operations: snapshotOps))

    static func transcripts() throws -> [TranscriptFile] {
        let tinyID = ContentID(of: tiny)
        let session: [ServerMessage] = [
            welcome, snapshot,
            .contents(ContentsMessage(bitmap: tiny)),
            commit(2, [.setProperties(LayerID(3), [.contents(tinyID)])]),
            .ping(PingMessage(nonce: 1, serverTime: 10.6)),
            commit(3, [.setProperties(LayerID(2), [.backgroundColor(LayerColor(red: 0, green: 0.25, blue: 0.5, alpha: 1))]),
                       .addAnimation(LayerID(2), fade)]),
            commit(4, [.createLayer(LayerID(4)), .setProperties(LayerID(4), [.bounds(CGRect(x: 0, y: 0, width: 20, height: 20)),
                                                                               .position(CGPoint(x: 10, y: 10)), .isOpaque(true)]),
                       .setSublayers(.root, [LayerID(2), LayerID(4)])]),
            // Moves L3 from L2 to L4, naming the new parent first: legal (§5.5 T5).
            commit(5, [.setSublayers(LayerID(4), [LayerID(3)]), .setSublayers(LayerID(2), [])]),
            commit(6, [.createLayer(LayerID(5)), .setProperties(LayerID(5), [.bounds(CGRect(x: 0, y: 0, width: 100, height: 44)),
                                                                               .cornerRadius(22), .backgroundColor(.black)]),
                       .setProperties(LayerID(2), [.mask(LayerID(5))])]),
            commit(7, [.removeAnimation(LayerID(2), key: "fade"), .setProperties(LayerID(2), [.mask(nil), .transform(.affine(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))]),
                       .setSublayers(LayerID(2), [LayerID(3)]), .setSublayers(LayerID(4), []), .setSublayers(.root, [LayerID(2)]),
                       .destroyLayer(LayerID(4)), .destroyLayer(LayerID(5))]),
        ]
        // A resync: the snapshot of the tree the session built must hash the same.
        var runner = TranscriptRunner()
        var enc = MessageEncoder(compression: .none)
        for m in session { _ = try runner.step(Array(try enc.encode(m).readableBytesView)) }
        let resync = ServerMessage.snapshot(SnapshotMessage(commitID: 7, serverTime: 12, operations: runner.tree.snapshotOperations()))

        let bad: [(String, [LayerOperation])] = [
            ("unknown layer", [.setProperties(LayerID(99), [.opacity(0)])]),
            ("create existing", [.createLayer(LayerID(2))]),
            ("create root", [.createLayer(.root)]),
            ("destroy root", [.destroyLayer(.root)]),
            ("destroy a sublayer", [.destroyLayer(LayerID(3))]),
            ("destroy a layer with sublayers", [.setSublayers(.root, []), .destroyLayer(LayerID(2))]),
            ("destroy a mask", [.createLayer(LayerID(6)), .setProperties(.root, [.mask(LayerID(6))]), .destroyLayer(LayerID(6))]),
            ("two parents", [.createLayer(LayerID(6)), .setSublayers(LayerID(6), [LayerID(3)])]),
            ("cycle", [.setSublayers(LayerID(3), [LayerID(2)])]),
            ("self as sublayer", [.setSublayers(LayerID(2), [LayerID(2)])]),
            ("root as sublayer", [.setSublayers(LayerID(2), [LayerID(3), .root])]),
            ("duplicate sublayer", [.setSublayers(LayerID(2), [LayerID(3), LayerID(3)])]),
            ("mask that is a sublayer", [.setProperties(.root, [.mask(LayerID(3))])]),
            ("mask of two layers", [.createLayer(LayerID(6)), .setProperties(LayerID(2), [.mask(LayerID(6))]), .setProperties(LayerID(3), [.mask(LayerID(6))])]),
            ("mask is itself", [.setProperties(LayerID(2), [.mask(LayerID(2))])]),
            ("mask unknown", [.setProperties(LayerID(2), [.mask(LayerID(77))])]),
            ("valid ops, then one invalid", [.createLayer(LayerID(6)), .setProperties(LayerID(2), [.opacity(0.5)]),
                                             .setSublayers(.root, [LayerID(2), LayerID(6)]), .destroyLayer(LayerID(3))]),
            ("too deep", (10...80).map { LayerOperation.createLayer(LayerID(UInt64($0))) }
                + (10...79).map { LayerOperation.setSublayers(LayerID(UInt64($0)), [LayerID(UInt64($0 + 1))]) }
                + [.setSublayers(LayerID(3), [LayerID(10)])]),
        ]
        var invalid: [ServerMessage] = [welcome, snapshot]
        for (i, b) in bad.enumerated() { invalid.append(commit(UInt64(i + 2), b.1)) }
        return [
            try transcript("contents", "Which contents a client holds (§6.4), across partial updates (§11.4), a resume and a "
                           + "new connection (§10.5): a content is sent before the first update that refers to it, dropped "
                           + "after the first commit that leaves it unreferenced and sent again before it is used again; a "
                           + "resumed connection keeps the tree and the held contents, a new one neither; an update naming a "
                           + "content that is not held, or a contentsUpdate of a base that is not held, is invalidTree.",
                           try contentsTranscript()),
            try transcript("glyphs", "Glyph runs and the glyph masks a client holds (version 4: §4.6, §6.5, §11.8, §11.9, §10.5): "
                           + "masks sent before the commit whose runs need them, kept when no run names them, released by the "
                           + "server, kept across a resume, needed again at a new glyph scale, a glyph typed and deleted by "
                           + "spliceGlyphs; refused (invalidTree): a run naming a mask never sent, a release of a mask a run names, "
                           + "a splice inserting a glyph whose mask is not held, a splice past its run's end, a run naming a "
                           + "released mask, a run naming a mask held only at another scale, a new connection's snapshot naming "
                           + "a mask; then a shape and a gradient set, a strokeEnd animation, and both removed (§4.7, "
                           + "§4.8: keys 28 and 29 hash only when set); a resumed welcome whose contentsScale differs from "
                           + "the glyph scale, which keeps the glyph scale (§6.5).", glyphTranscript()),
            try transcript("live", "A live-like sequence as a UI makes it: a list whose rows are created, recycled "
                           + "(re-parented in both orders), masked and destroyed, and a cross-fade transition whose old "
                           + "photo is hidden and whose animations are replaced and removed.", liveTranscript()),
            try transcript("session", "A client's view of a session: handshake, snapshot, contents, commits that set contents, animate, "
                           + "re-parent, mask and destroy, then a resync snapshot that must give the same hash.", session + [resync]),
            try transcript("invalid-commits", "After the snapshot, each commit breaks one rule of §5.5 or §8 and MUST be rejected "
                           + "with the tree (and its hash) unchanged. Step order: " + bad.map(\.0).joined(separator: "; "), invalid),
        ]
    }

    private static func welcome(resumed: Bool, token: UInt64) -> ServerMessage {
        .welcome(WelcomeMessage(version: 2, sessionID: 1, resumeToken: token, resumed: resumed,
                                screenSize: CGSize(width: 320, height: 240), capabilities: v3Capabilities, contentsScale: 2,
                                mode: .mirror, screenID: 0))
    }

    /// §6.4, §11.4, §10.5: holding, dropping and re-sending contents; a resume and a new connection.
    static func contentsTranscript() throws -> [ServerMessage] {
        let (a, b, l2, l3) = (ContentID(of: tiny), ContentID(of: gradient), LayerID(2), LayerID(3))
        // The gradient with a 4×2 rectangle at (5, 6) painted opaque red (BGRA).
        let rect = (x: 5, y: 6, width: 4, height: 2)
        let redPixel: [UInt8] = [0x00, 0x00, 0xFF, 0xFF]
        let red = Array([[UInt8]](repeating: redPixel, count: rect.width * rect.height).joined())
        var painted = gradient
        for row in 0..<rect.height {
            for col in 0..<rect.width {
                let at = ((rect.y + row) * gradient.width + rect.x + col) * 4
                painted.pixels.replaceSubrange(at..<at + 4, with: redPixel)
            }
        }
        let b2 = ContentID(of: painted)
        let update = ContentsUpdateMessage(baseID: b, newID: b2, x: UInt32(rect.x), y: UInt32(rect.y), width: UInt32(rect.width),
                                           height: UInt32(rect.height), filter: .sub, pixels: red)
        let never = ContentID(0x0123_4567_89AB_CDEF)
        let layers: [LayerOperation] = [
            .createLayer(l2), .createLayer(l3),
            .setProperties(l2, [.bounds(CGRect(x: 0, y: 0, width: 2, height: 1)), .position(CGPoint(x: 20, y: 20)), .contents(a)]),
            .setProperties(l3, [.bounds(CGRect(x: 0, y: 0, width: 8, height: 8)), .position(CGPoint(x: 60, y: 60)),
                                .contents(b), .contentsScale(2)]),
            .setSublayers(.root, [l2, l3]),
        ]
        return [
            welcome(resumed: false, token: 5),
            .contents(ContentsMessage(bitmap: tiny)),
            .contents(ContentsMessage(bitmap: gradient, filter: .sub)),
            .snapshot(SnapshotMessage(commitID: 1, serverTime: 20, operations: layers)),
            // A partial redraw of L3's bitmap travels as the rectangle; the base stays held while L3 shows it.
            .contentsUpdate(update),
            commit(2, [.setProperties(l3, [.contents(b2)])]),
            // L2 lets go of the tiny bitmap: after this commit it may be dropped …
            commit(3, [.setProperties(l2, [.contents(nil), .backgroundColor(.black)])]),
            // … so it is sent again before L2 shows it again; the base of the partial update is gone too.
            .contents(ContentsMessage(bitmap: tiny)),
            commit(4, [.setProperties(l2, [.contents(a), .backgroundColor(nil)])]),
            commit(5, [.setProperties(l2, [.contents(never)])]),
            .contentsUpdate(ContentsUpdateMessage(baseID: b, newID: b2, x: 0, y: 0, width: 1, height: 1, pixels: [0, 0, 0, 0])),
            // The connection drops; the client resumes: tree and contents kept, nothing re-sent.
            welcome(resumed: true, token: 6),
            commit(7, [.setProperties(l3, [.contents(a)]), .setProperties(l2, [.contents(b2)])]),
            // A new connection (not resumed): nothing is held, so a snapshot must bring its contents.
            welcome(resumed: false, token: 7),
            .snapshot(SnapshotMessage(commitID: 8, serverTime: 22, operations: layers)),
            .contents(ContentsMessage(bitmap: tiny)),
            .contents(ContentsMessage(bitmap: gradient)),
            .snapshot(SnapshotMessage(commitID: 9, serverTime: 22.5, operations: layers)),
        ]
    }

    /// A list's rows recycled and a cross-fade, as the toolkit's commits order them (§5.3, §5.5).
    static func liveTranscript() -> [ServerMessage] {
        func id(_ n: UInt64) -> LayerID { LayerID(n) }
        let list = id(2), photoBox = id(3), oldPhoto = id(4), newPhoto = id(5), mask = id(6)
        func row(_ n: UInt64, y: Double) -> [LayerOperation] {
            [.createLayer(id(n)), .createLayer(id(n + 1)),
             .setProperties(id(n), [.bounds(CGRect(x: 0, y: 0, width: 320, height: 44)), .position(CGPoint(x: 160, y: y)),
                                    .backgroundColor(.white)]),
             .setProperties(id(n + 1), [.bounds(CGRect(x: 0, y: 0, width: 200, height: 20)), .position(CGPoint(x: 116, y: 22)),
                                        .name("label \(n)")]),
             .setSublayers(id(n), [id(n + 1)])]
        }
        let fadeOut = LayerAnimation(key: "opacity", keyPath: "opacity", values: [.scalar(1), .scalar(0)],
                                     timingFunction: [0.42, 0, 0.58, 1], beginTime: 31, duration: 0.3)
        let fadeIn = LayerAnimation(key: "opacity", keyPath: "opacity", values: [.scalar(0), .scalar(1)],
                                    timingFunction: [0.42, 0, 0.58, 1], beginTime: 31, duration: 0.3)
        return [
            welcome,
            .snapshot(SnapshotMessage(commitID: 1, serverTime: 30, operations: [
                .createLayer(list), .createLayer(photoBox), .createLayer(oldPhoto), .createLayer(newPhoto),
                .setProperties(list, [.bounds(CGRect(x: 0, y: 0, width: 320, height: 132)), .position(CGPoint(x: 160, y: 66)),
                                      .masksToBounds(true)]),
                .setProperties(photoBox, [.bounds(CGRect(x: 0, y: 0, width: 100, height: 100)), .position(CGPoint(x: 160, y: 190))]),
                .setProperties(oldPhoto, [.bounds(CGRect(x: 0, y: 0, width: 100, height: 100)), .position(CGPoint(x: 50, y: 50)),
                                          .backgroundColor(.black)]),
                .setProperties(newPhoto, [.bounds(CGRect(x: 0, y: 0, width: 100, height: 100)), .position(CGPoint(x: 50, y: 50)),
                                          .isHidden(true)]),
                .setSublayers(.root, [list, photoBox]), .setSublayers(photoBox, [newPhoto, oldPhoto]),
            ])),
            // Three rows appear.
            commit(2, row(10, y: 22) + row(12, y: 66) + row(14, y: 110) + [.setSublayers(list, [id(10), id(12), id(14)])]),
            // Scrolled by one row: the list's bounds move, the top row is recycled to the bottom
            // (its label re-parented into a new row first, then dropped from the old one).
            commit(3, [.setProperties(list, [.bounds(CGRect(x: 0, y: 44, width: 320, height: 132))])]
                   + row(16, y: 154) + [.setSublayers(id(16), [id(17), id(11)]), .setSublayers(id(10), []),
                                       .setSublayers(list, [id(12), id(14), id(16)]), .destroyLayer(id(10))]),
            // The other order: dropped from its old parent, then named by its new one in the same commit.
            commit(4, [.setSublayers(id(16), [id(17)]), .setSublayers(id(12), [id(13), id(11)])]),
            // A rounded mask on the photo box, then the cross-fade: the new photo shown under the old
            // one, both animated; the old one hidden when it ends.
            commit(5, [.createLayer(mask), .setProperties(mask, [.bounds(CGRect(x: 0, y: 0, width: 100, height: 100)),
                                                                 .position(CGPoint(x: 50, y: 50)), .cornerRadius(16),
                                                                 .backgroundColor(.black)]),
                       .setProperties(photoBox, [.mask(mask)])]),
            commit(6, [.setProperties(oldPhoto, [.opacity(0)]), .setProperties(newPhoto, [.isHidden(false)]),
                       .addAnimation(oldPhoto, fadeOut), .addAnimation(newPhoto, fadeIn)]),
            commit(7, [.setProperties(oldPhoto, [.isHidden(true)]), .removeAnimation(oldPhoto, key: "opacity"),
                       .removeAnimation(newPhoto, key: "opacity"), .setSublayers(photoBox, [oldPhoto, newPhoto])]),
            // The mask goes, and the list with its rows: lists emptied first, then destroyed (§5.5 T3).
            commit(8, [.setProperties(photoBox, [.mask(nil)]), .destroyLayer(mask),
                       .setSublayers(id(12), []), .setSublayers(id(14), []), .setSublayers(id(16), []),
                       .setSublayers(list, []), .setSublayers(.root, [photoBox]),
                       .destroyLayer(id(11)), .destroyLayer(id(13)), .destroyLayer(id(15)), .destroyLayer(id(17)),
                       .destroyLayer(id(12)), .destroyLayer(id(14)), .destroyLayer(id(16)), .destroyLayer(list)]),
        ]
    }

    /// XXH64 values, node encodings and content ids (SPEC §6.2, §7).
    static func hashVectors() throws -> HashVectorFile {
        let inputs: [(String, UInt64)] = [("", 0), ("a", 0), ("abc", 0), ("Nobody inspects the spammish repetition", 0),
                                          ("", 2_654_435_761), ("abc", 2_654_435_761)]
        var xxh = inputs.map { HashVectorFile.XXH(input: Hex.encode(Array($0.0.utf8)), seed: Hex.u64($0.1),
                                                  hash: Hex.u64(XXH64.hash(Array($0.0.utf8), seed: $0.1))) }
        let long = (0..<512).map { UInt8($0 & 0xFF) }
        xxh.append(HashVectorFile.XXH(input: Hex.encode(long), seed: Hex.u64(0), hash: Hex.u64(XXH64.hash(long))))
        let tree = try LayerTree(snapshot: snapshotOps)
        var nodes: [HashVectorFile.Node] = []
        for (name, id, node) in [("empty root", LayerID.root, LayerTree.Node()), ("root of the button snapshot", LayerID.root, tree[.root]!),
                                 ("button", LayerID(2), tree[LayerID(2)]!),
                                 ("negative zeros and a finished animation, repeatCount 0 (§5.4, §7.2)", LayerID(9), negativeZeroNode)] {
            var w = WireWriter(annotate: true, canonical: true)
            LayerTree.canonicalEncoding(id, node, &w)
            let bytes = w.output
            nodes.append(HashVectorFile.Node(
                name: name, id: id.rawValue, encoding: Hex.encode(bytes),
                fields: (w.annotations ?? []).map { "\(Hex.encode(bytes[$0.offset..<($0.offset + $0.length)])) | \($0.type) | \($0.label)" },
                hash: Hex.u64(LayerTree.nodeHash(id, node))))
        }
        let contents = [("tiny", tiny), ("gradient", gradient)].map {
            HashVectorFile.Content(name: $0.0, width: $0.1.width, height: $0.1.height, format: $0.1.format.rawValue,
                                   pixels: Hex.encode($0.1.pixels), contentID: Hex.u64(ContentID(of: $0.1).rawValue))
        }
        return HashVectorFile(generated: VectorPaths.generatedNote, xxh64: xxh, nodes: nodes, contents: contents)
    }
}

import Foundation
import NIOCore
@testable import LayercastProtocol

extension VectorCatalog {
    /// Runs server messages through a decoder and a tree as a client does (SPEC §16.3).
    struct TranscriptRunner {
        var decoder = ServerMessageDecoder()
        var tree = LayerTree()

        /// Feeds one frame; returns the tree error, if the message was rejected.
        mutating func step(_ frame: [UInt8]) throws -> ProtocolError? {
            decoder.append(frame)
            guard let message = try decoder.nextMessage() else { throw ProtocolError(.internalError, "frame incomplete") }
            do throws(ProtocolError) {
                switch message {
                case .snapshot(let s): tree = try LayerTree(snapshot: s.operations)
                case .commit(let c): try tree.apply(c.operations)
                default: break
                }
            } catch { return error }
            return nil
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

    static let welcome = ServerMessage.welcome(WelcomeMessage(sessionID: 1, resumeToken: 2, screenSize: CGSize(width: 320, height: 240),
                                                              capabilities: .all))
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
            try transcript("session", "A client's view of a session: handshake, snapshot, contents, commits that set contents, animate, "
                           + "re-parent, mask and destroy, then a resync snapshot that must give the same hash.", session + [resync]),
            try transcript("invalid-commits", "After the snapshot, each commit breaks one rule of §5.5 or §8 and MUST be rejected "
                           + "with the tree (and its hash) unchanged. Step order: " + bad.map(\.0).joined(separator: "; "), invalid),
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
                                 ("button", LayerID(2), tree[LayerID(2)]!)] {
            var w = WireWriter(buffer: ByteBuffer(), annotate: true, canonical: true)
            LayerTree.canonicalEncoding(id, node, &w)
            let bytes = Array(w.buffer.readableBytesView)
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

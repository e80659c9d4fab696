import Foundation
import Testing
import NIOCore
import NIOPosix
import LayercastRender
@testable import LayercastProtocol
@testable import LayercastModel
@testable import LayercastClient
import LayercastRenderFixtures

/// The client against a hostile server over real TCP on loopback (`RawServerPeer`): after a
/// valid welcome, contents and snapshot are presented, the server sends crafted bytes. Each must
/// end the session with the right §9 code, a goodbye carrying it (SPEC §2.5) and a closed
/// connection — never a crash or a hang — and leave the presented tree as it was (§5.5 atomicity).
@Suite struct ClientSessionHostileServerTests {
    static let screen = CGSize(width: 120, height: 120)
    /// The client's own decompression limit here: small, so that a bomb is cheap to build.
    static let maxDecompressedSize = 1 << 20
    static let held = ContentBitmap.uniform(width: 4, height: 4, color: .white)

    /// Layer 2 in the root, layer 3 in layer 2, layer 2 showing `held`.
    static let snapshotOperations: [LayerOperation] = [
        .createLayer(LayerID(2)), .createLayer(LayerID(3)),
        .setProperties(LayerID(2), [.opacity(0.5), .contents(ContentID(of: held))]),
        .setSublayers(.root, [LayerID(2)]), .setSublayers(LayerID(2), [LayerID(3)]),
    ]

    /// How a hostile input must end the session.
    enum Outcome: Sendable {
        /// A protocol violation with this code, and a goodbye with it.
        case violation(ProtocolError.Code)
        /// The connection lost (nothing to say goodbye on), the reason containing this text.
        case lost(String)
    }

    struct Hostile: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: @Sendable () throws -> ByteBuffer
        var closeAfter = false
        var outcome: Outcome
        /// What the welcome accepted.
        var capabilities: Capabilities = .all
        var testDescription: String { name }
    }

    // MARK: - Crafted input

    static func commit(_ ops: [LayerOperation]) throws -> ByteBuffer {
        RawServerPeer.frame(type: 0x0011, payload: try RawServerPeer.payload(.commit(CommitMessage(commitID: 2, serverTime: 0, operations: ops))))
    }

    /// A `contents` payload with the given header fields and `pixelBytes` pixel bytes (SPEC §11.3).
    static func contents(id: UInt64 = 0, width: UInt32, height: UInt32, pixelBytes: Int) -> ByteBuffer {
        var p = ByteBuffer()
        p.writeInteger(id, endianness: .little)
        p.writeInteger(width, endianness: .little)
        p.writeInteger(height, endianness: .little)
        p.writeInteger((1.0).bitPattern, endianness: .little)
        p.writeInteger(UInt8(1))  // format: BGRA
        p.writeInteger(UInt8(0))  // filter: none
        p.writeRepeatingByte(0xFF, count: pixelBytes)
        return RawServerPeer.frame(type: 0x0012, payload: Array(p.readableBytesView))
    }

    /// A compressed commit frame whose payload inflates to `size` zero bytes.
    static func bomb(size: Int, declaresSize: Bool) throws -> ByteBuffer {
        let compressed = try ZstdCompressor(level: 3, writesContentSize: declaresSize).compress([UInt8](repeating: 0, count: size))
        return RawServerPeer.frame(type: 0x0011, flags: 1, payload: Array(compressed.readableBytesView))
    }

    static let cases: [Hostile] = [
        // §11.11: the compact layout only after the welcome accepted it.
        Hostile(name: "a compactCommit the welcome did not accept",
                bytes: { RawServerPeer.frame(type: 0x001B, payload: try RawServerPeer.payload(.commit(CommitMessage(
                    commitID: 2, serverTime: 0, operations: [.setProperties(LayerID(2), [.opacity(0.25)])], isCompact: true)))) },
                outcome: .violation(.unexpectedMessage), capabilities: Capabilities.all.subtracting(.compactCommits)),
        // Invalid layer ids (§5.5 T1).
        Hostile(name: "an operation on an unknown layer id",
                bytes: { try commit([.setProperties(LayerID(999), [.opacity(0)])]) }, outcome: .violation(.invalidTree)),
        Hostile(name: "a sublayer list naming an unknown layer",
                bytes: { try commit([.setSublayers(.root, [LayerID(2), LayerID(999)])]) }, outcome: .violation(.invalidTree)),
        Hostile(name: "destroying an unknown layer",
                bytes: { try commit([.destroyLayer(LayerID(999))]) }, outcome: .violation(.invalidTree)),
        Hostile(name: "a valid change, then an unknown id in the same commit (atomic)",
                bytes: { try commit([.setProperties(LayerID(2), [.opacity(0.25)]), .createLayer(LayerID(4)),
                                     .setSublayers(LayerID(999), [LayerID(4)])]) }, outcome: .violation(.invalidTree)),
        // Cycles (§5.5 T4, T5, T7, T8).
        Hostile(name: "reparenting a layer under its own descendant",
                bytes: { try commit([.setSublayers(.root, []), .setSublayers(LayerID(3), [LayerID(2)])]) },
                outcome: .violation(.invalidTree)),
        Hostile(name: "a layer listed under its child while its old parent still lists it",
                bytes: { try commit([.setSublayers(LayerID(3), [LayerID(2)])]) }, outcome: .violation(.invalidTree)),
        Hostile(name: "a layer in its own sublayer list",
                bytes: { try commit([.setSublayers(LayerID(2), [LayerID(2)])]) }, outcome: .violation(.invalidTree)),
        Hostile(name: "a mask cycle: a sublayer masked by its ancestor",
                bytes: { try commit([.setProperties(LayerID(3), [.mask(LayerID(2))])]) }, outcome: .violation(.invalidTree)),
        Hostile(name: "a snapshot whose layers contain each other",
                bytes: { RawServerPeer.frame(type: 0x0010, payload: try RawServerPeer.payload(.snapshot(SnapshotMessage(
                    commitID: 2, serverTime: 0, operations: [.createLayer(LayerID(2)), .createLayer(LayerID(3)),
                                                             .setSublayers(LayerID(2), [LayerID(3)]),
                                                             .setSublayers(LayerID(3), [LayerID(2)])])))) },
                outcome: .violation(.invalidTree)),
        // Oversized and inconsistent bitmaps (§6.1, §8 L5, §11.3).
        Hostile(name: "a bitmap wider than maxBitmapDimension",
                bytes: { contents(width: 5000, height: 1, pixelBytes: 5000 * 4) }, outcome: .violation(.limitExceeded)),
        Hostile(name: "a bitmap declaring 4096×4096 pixels with 16 bytes of them",
                bytes: { contents(width: 4096, height: 4096, pixelBytes: 16) }, outcome: .violation(.malformed)),
        Hostile(name: "a bitmap with more pixel bytes than width × height × 4",
                bytes: { contents(width: 1, height: 1, pixelBytes: 8) }, outcome: .violation(.malformed)),
        Hostile(name: "a bitmap of zero width",
                bytes: { contents(width: 0, height: 1, pixelBytes: 0) }, outcome: .violation(.malformed)),
        // Content ids that do not match their pixels (§6.2).
        Hostile(name: "contents whose pixels do not hash to their id",
                bytes: { contents(id: 12345, width: 2, height: 2, pixelBytes: 16) }, outcome: .violation(.contentMismatch)),
        Hostile(name: "a contents update whose result does not hash to its new id",
                bytes: { RawServerPeer.frame(type: 0x0013, payload: try RawServerPeer.payload(.contentsUpdate(ContentsUpdateMessage(
                    baseID: ContentID(of: held), newID: ContentID(1), x: 0, y: 0, width: 1, height: 1, pixels: [0, 0, 0, 0])))) },
                outcome: .violation(.contentMismatch)),
        Hostile(name: "a contents update outside its base bitmap",
                bytes: { RawServerPeer.frame(type: 0x0013, payload: try RawServerPeer.payload(.contentsUpdate(ContentsUpdateMessage(
                    baseID: ContentID(of: held), newID: ContentID(1), x: 3, y: 3, width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16))))) },
                outcome: .violation(.invalidTree)),
        // Framing and compression (§2.2–§2.4).
        Hostile(name: "a frame longer than maxFrameSize",
                bytes: { RawServerPeer.frame(type: 0x0011, length: .max, payload: []) }, outcome: .violation(.frameTooLarge)),
        Hostile(name: "a zstd bomb that declares its inflated size",
                bytes: { try bomb(size: 4 * maxDecompressedSize, declaresSize: true) }, outcome: .violation(.decompressedTooLarge)),
        Hostile(name: "a zstd bomb that does not declare its size",
                bytes: { try bomb(size: 4 * maxDecompressedSize, declaresSize: false) }, outcome: .violation(.decompressedTooLarge)),
        Hostile(name: "a compressed payload that is not zstd",
                bytes: { RawServerPeer.frame(type: 0x0011, flags: 1, payload: [UInt8](repeating: 0x5A, count: 64)) },
                outcome: .violation(.malformed)),
        Hostile(name: "reserved flag bits",
                bytes: { RawServerPeer.frame(type: 0x0015, flags: 4, payload: [UInt8](repeating: 0, count: 16)) },
                outcome: .violation(.malformed)),
        Hostile(name: "an unknown critical message type",
                bytes: { RawServerPeer.frame(type: 0x0099, payload: [1, 2, 3]) }, outcome: .violation(.unknownMessage)),
        Hostile(name: "a commit with trailing bytes",
                bytes: {
                    var frame = try commit([.setProperties(LayerID(2), [.opacity(0.25)])])
                    let payload = Array(frame.readableBytesView.dropFirst(8)) + [0]
                    frame = RawServerPeer.frame(type: 0x0011, payload: payload)
                    return frame
                }, outcome: .violation(.malformed)),
        Hostile(name: "a message in the wrong direction (a client's pong)",
                bytes: { RawServerPeer.frame(type: 0x0026, payload: [UInt8](repeating: 0, count: 8)) },
                outcome: .violation(.unexpectedMessage)),
        // Truncation: the server closes inside a frame; nothing to say goodbye on.
        Hostile(name: "a frame cut short, then the connection closed",
                bytes: {
                    let whole = try commit([.setProperties(LayerID(2), [.opacity(0.25)])])
                    return whole.getSlice(at: whole.readerIndex, length: whole.readableBytes - 3)!
                }, closeAfter: true, outcome: .lost("inside a frame")),
        Hostile(name: "a header cut short, then the connection closed",
                bytes: { RawServerPeer.frame(type: 0x0011, payload: []).getSlice(at: 0, length: 5)! },
                closeAfter: true, outcome: .lost("inside a frame")),
    ]

    // MARK: - Each input

    @Test(arguments: cases)
    func aHostileServerEndsTheSessionWithTheRightCodeAndLeavesTheTreeIntact(_ hostile: Hostile) throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let greeting: [ServerMessage] = [
            ScriptedScene.welcome(screenSize: Self.screen, capabilities: hostile.capabilities),
            .contents(ContentsMessage(bitmap: Self.held)),
            .snapshot(SnapshotMessage(commitID: 1, serverTime: 0, operations: Self.snapshotOperations)),
        ]
        let peer = try RawServerPeer(group: group, greeting: greeting)
        defer { peer.shutdown() }
        let display = MirrorDisplay(width: 240, height: 240)
        let limits = ProtocolLimits(maxDecompressedSize: Self.maxDecompressedSize)
        let session = ClientSession(configuration: ClientSessionConfiguration(port: peer.port, name: "hostile", limits: limits),
                                    display: display, group: group)
        session.connect()
        defer { session.close() }

        // The snapshot is presented (and acknowledged) first.
        try session.runUntil(timeout: 30) { $0.presentedCommitCount >= 1 }
        let presented = display.tree
        #expect(presented == (try LayerTree(snapshot: Self.snapshotOperations)))

        try peer.sendRaw(try hostile.bytes(), close: hostile.closeAfter)
        #expect(performing: { try session.runUntil(timeout: 30) { _ in false } }, throws: { error in
            switch (hostile.outcome, error as? ClientError) {
            case (.violation(let code), .protocolViolation(let e)?): return e.code == code
            case (.lost(let text), .connectionLost(let reason)?): return reason.contains(text)
            default: return false
            }
        })
        #expect(session.isEnded)
        #expect(display.tree == presented, "the presented tree changed")
        #expect(display.tree[LayerID(2)]?.state.opacity == 0.5)

        // The goodbye with the code reaches the server, then the client closes.
        let deadline = Date(timeIntervalSinceNow: 30)
        let goodbyes: () -> [GoodbyeMessage] = { peer.received.compactMap { if case .goodbye(let g) = $0 { g } else { nil } } }
        while !peer.clientClosed, Date() < deadline { session.step(maxWait: 0.01) }
        #expect(peer.clientClosed, "the client did not close the connection")
        switch hostile.outcome {
        case .violation(let code): #expect(goodbyes().map(\.code) == [code])
        case .lost: #expect(goodbyes().isEmpty)
        }
    }
}

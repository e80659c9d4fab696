import Foundation
import NIOCore
import Testing
@testable import LayercastProtocol

@Suite struct CompressionTests {
    static func frame(_ bytes: [UInt8], declaringSize: Bool) throws -> ByteBuffer {
        var out = ByteBuffer()
        try bytes.withUnsafeBytes { (p: UnsafeRawBufferPointer) in
            try ZstdCompressor(level: 3, writesContentSize: declaringSize).compress(p, into: &out)
        }
        return out
    }

    // MARK: - Round trip

    @Test func roundTrip() throws {
        let bytes = (0..<100_000).map { UInt8(($0 / 7) & 0xFF) }
        for declared in [true, false] {
            let z = try Self.frame(bytes, declaringSize: declared)
            #expect(z.readableBytes < bytes.count / 5)
            let out = try ZstdDecompressor().decompress(z, limit: bytes.count)
            #expect(Array(out.readableBytesView) == bytes)
        }
    }

    // MARK: - Bombs (§8 L2)

    @Test func declaredSizeOverTheLimitIsRejectedBeforeInflating() throws {
        let z = try Self.frame([UInt8](repeating: 0, count: 1_000_001), declaringSize: true)
        #expect(z.readableBytes < 1000)
        #expect { try ZstdDecompressor().decompress(z, limit: 1_000_000) } throws: { ($0 as? ProtocolError)?.code == .decompressedTooLarge }
    }

    @Test func undeclaredSizeIsCappedWhileInflating() throws {
        let z = try Self.frame([UInt8](repeating: 0, count: 1_000_001), declaringSize: false)
        #expect { try ZstdDecompressor().decompress(z, limit: 1_000_000) } throws: { ($0 as? ProtocolError)?.code == .decompressedTooLarge }
        #expect(try ZstdDecompressor().decompress(z, limit: 1_000_001).readableBytes == 1_000_001)
    }

    @Test func decoderRejectsABombFrame() throws {
        let limits = ProtocolLimits(maxDecompressedSize: 4096)
        var payload = ByteBuffer()
        try ServerMessage.snapshot(SnapshotMessage(commitID: 1, serverTime: 0, operations: Array(repeating: .createLayer(LayerID(2)), count: 1000)))
            .encodePayload(into: &payload)
        var encoder = MessageEncoder(compression: CompressionPolicy(minimumPayloadSize: 0))
        var frame = ByteBuffer()
        try encoder.frame(type: MessageType.snapshot.rawValue, payload: payload, into: &frame)
        var decoder = ServerMessageDecoder(limits: limits)
        decoder.append(frame)
        #expect { try decoder.nextMessage() } throws: { ($0 as? ProtocolError)?.code == .decompressedTooLarge }
    }

    // MARK: - Encoder choices

    @Test func encoderCompressesOnlyWhenItHelps() throws {
        var encoder = MessageEncoder()
        let small = try encoder.encode(ServerMessage.ping(PingMessage(nonce: 1, serverTime: 1)))
        #expect(FrameHeader.peek(small)?.isCompressed == false)
        let big = try encoder.encode(ServerMessage.contents(ContentsMessage(bitmap: VectorCatalog.gradient, filter: .sub)))
        #expect(FrameHeader.peek(big)?.isCompressed == true)
        var decoder = ServerMessageDecoder()
        decoder.append(big)
        #expect(try decoder.nextMessage() == .contents(ContentsMessage(bitmap: VectorCatalog.gradient, filter: .sub)))
    }

    @Test func encoderRefusesFramesOverTheLimits() throws {
        var encoder = MessageEncoder(compression: .none, limits: ProtocolLimits(maxFrameSize: 100, maxDecompressedSize: 1000))
        let m = ServerMessage.contents(ContentsMessage(bitmap: VectorCatalog.gradient))
        #expect { try encoder.encode(m) } throws: { ($0 as? ProtocolError)?.code == .decompressedTooLarge }
        let mid = ServerMessage.error(ErrorMessage(code: .internalError, reason: String(repeating: "x", count: 200)))
        #expect { try encoder.encode(mid) } throws: { ($0 as? ProtocolError)?.code == .frameTooLarge }
    }

    // MARK: - Pixel filter (§6.3)

    @Test func subFilterIsReversible() {
        var rng = SeededRandom(seed: 5)
        let pixels = (0..<(13 * 7 * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let filtered = PixelFilter.sub.apply(to: pixels, bytesPerRow: 13 * 4)
        #expect(filtered != pixels)
        #expect(PixelFilter.sub.invert(filtered, bytesPerRow: 13 * 4) == pixels)
        #expect(PixelFilter.none.apply(to: pixels, bytesPerRow: 52) == pixels)
    }

    @Test func contentsUpdateApplies() throws {
        let vectors = try VectorCheck.load(ServerMessage.self, .contentsUpdate)
        guard case .contentsUpdate(let update) = try #require(vectors.vectors.first).value else { Issue.record("not an update"); return }
        let result = try VectorCatalog.tiny.applying(update)
        #expect(ContentID(of: result) == update.newID)
        var wrong = update
        wrong.newID = ContentID(1)
        #expect { try VectorCatalog.tiny.applying(wrong) } throws: { ($0 as? ProtocolError)?.code == .contentMismatch }
        wrong.x = 2
        #expect { try VectorCatalog.tiny.applying(wrong) } throws: { ($0 as? ProtocolError)?.code == .invalidTree }
    }
}

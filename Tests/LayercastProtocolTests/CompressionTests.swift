import Foundation
import NIOCore
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

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

    /// A long-lived encoder compresses a large input in a context made for it (so it keeps no
    /// large working memory); the bytes are the same as the kept context's, before and after.
    @Test func freeingLargeWorkspacesChangesNoByte() throws {
        let small = (0..<4_000).map { UInt8(($0 * 31 / 5) & 0xFF) }
        let large = (0..<(ZstdCompressor.largeInputBytes + 1)).map { UInt8(($0 / 3 ^ $0 >> 9) & 0xFF) }
        let keeping = ZstdCompressor(level: 3), freeing = ZstdCompressor(level: 3, freesLargeWorkspaces: true)
        for input in [small, large, small, large] {
            let a = try keeping.compress(input), b = try freeing.compress(input)
            #expect(Array(a.readableBytesView) == Array(b.readableBytesView))
            let out = try ZstdDecompressor().decompress(b, limit: input.count)
            #expect(Array(out.readableBytesView) == input)
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
        var rng = SplitMix64(seed: 5)
        let pixels = (0..<(13 * 7 * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let filtered = PixelFilter.sub.apply(to: pixels, bytesPerRow: 13 * 4)
        #expect(filtered != pixels)
        #expect(PixelFilter.sub.invert(filtered, bytesPerRow: 13 * 4) == pixels)
        #expect(PixelFilter.none.apply(to: pixels, bytesPerRow: 52) == pixels)
    }

    /// §6.3 filter 2: `sub`, then the bytes grouped by offset modulo 4. Worked by hand for two
    /// rows of two pixels: sub gives [1,2,3,4, 4,4,4,4] and [9,9,9,9, 251,251,251,251].
    @Test func subPlanarGroupsTheSubFilteredBytesByChannel() {
        let pixels: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8,
                               9, 9, 9, 9, 4, 4, 4, 4]
        let expected: [UInt8] = [1, 4, 9, 251,  2, 4, 9, 251,  3, 4, 9, 251,  4, 4, 9, 251]
        #expect(PixelFilter.subPlanar.apply(to: pixels, bytesPerRow: 8) == expected)
        #expect(PixelFilter.subPlanar.invert(expected, bytesPerRow: 8) == pixels)
    }

    @Test(arguments: [(1, 1), (1, 9), (13, 7), (64, 3)])
    func subPlanarIsReversible(width: Int, height: Int) {
        var rng = SplitMix64(seed: UInt64(width * 31 + height))
        let pixels = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let filtered = PixelFilter.subPlanar.apply(to: pixels, bytesPerRow: width * 4)
        #expect(filtered.count == pixels.count)
        #expect(PixelFilter.subPlanar.invert(filtered, bytesPerRow: width * 4) == pixels)
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

/// `PixelFilterChooser` (SPEC §6.3 leaves the filter to the sender): its trial band agrees with
/// compressing the whole bitmap each way.
@Suite struct PixelFilterChooserTests {
    /// A 200×120 bitmap: a smooth diagonal gradient, plus per-channel grain of ±`grain` levels.
    static func picture(grain: Int, seed: UInt64) -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        var pixels: [UInt8] = []
        for y in 0..<120 {
            for x in 0..<200 {
                for base in [x + y, 2 * y, 255 - x] {
                    let noise = grain == 0 ? 0 : Int.random(in: -grain...grain, using: &rng)
                    pixels.append(UInt8(clamping: base / 2 + 40 + noise))
                }
                pixels.append(255)
            }
        }
        return pixels
    }

    static func compressed(_ filter: PixelFilter, _ pixels: [UInt8]) throws -> Int {
        try ZstdCompressor().compress(filter.apply(to: pixels, bytesPerRow: 800)).readableBytes
    }

    @Test(arguments: [0, 3, 12])
    func theChoiceIsTheFilterThatCompressesTheWholeBitmapSmaller(grain: Int) throws {
        let pixels = Self.picture(grain: grain, seed: UInt64(grain))
        let sub = try Self.compressed(.sub, pixels), planar = try Self.compressed(.subPlanar, pixels)
        let chosen = PixelFilterChooser().choose(among: [.sub, .subPlanar], pixels: pixels, bytesPerRow: 800)
        #expect(chosen == (planar < sub ? .subPlanar : .sub), "sub \(sub) B, subPlanar \(planar) B")
        // Both answers occur: the smooth gradient compresses better interleaved (438 B against
        // 713 B when measured), the grainy ones planar (about 20 % smaller).
        #expect(chosen == (grain == 0 ? .sub : .subPlanar))
    }

    @Test func aTinyBitmapOrASingleCandidateTakesTheFirst() {
        let chooser = PixelFilterChooser()
        #expect(chooser.choose(among: [.sub, .subPlanar], pixels: [UInt8](repeating: 7, count: 63 * 4), bytesPerRow: 4) == .sub)
        #expect(chooser.choose(among: [.subPlanar], pixels: Self.picture(grain: 3, seed: 1), bytesPerRow: 800) == .subPlanar)
        #expect(chooser.choose(among: [], pixels: [], bytesPerRow: 4) == PixelFilter.none)
    }
}

import Testing
import NIOCore
@testable import LayercastProtocol
@testable import LayercastModel

/// One vector file per message serves decoding and encoding (SPEC §16.1).
@Suite struct ServerMessageTests {
    // MARK: - welcome (§10.2)

    @Test func testWelcomeDecoding() throws { try VectorCheck.decoding(ServerMessage.self, .welcome) }
    @Test func testWelcomeEncoding() throws { try VectorCheck.encoding(ServerMessage.self, .welcome) }
    @Test func testWelcomeDecodingFailure() throws { try VectorCheck.failures(ServerMessage.self, .welcome) }

    // MARK: - reject (§10.3)

    @Test func testRejectDecoding() throws { try VectorCheck.decoding(ServerMessage.self, .reject) }
    @Test func testRejectEncoding() throws { try VectorCheck.encoding(ServerMessage.self, .reject) }
    @Test func testRejectDecodingFailure() throws { try VectorCheck.failures(ServerMessage.self, .reject) }

    // MARK: - snapshot (§11.1)

    @Test func testSnapshotDecoding() throws { try VectorCheck.decoding(ServerMessage.self, .snapshot) }
    @Test func testSnapshotEncoding() throws { try VectorCheck.encoding(ServerMessage.self, .snapshot) }
    @Test func testSnapshotDecodingFailure() throws { try VectorCheck.failures(ServerMessage.self, .snapshot) }

    // MARK: - commit (§11.2)

    @Test func testCommitDecoding() throws { try VectorCheck.decoding(ServerMessage.self, .commit) }
    @Test func testCommitEncoding() throws { try VectorCheck.encoding(ServerMessage.self, .commit) }
    @Test func testCommitDecodingFailure() throws { try VectorCheck.failures(ServerMessage.self, .commit) }

    // MARK: - compactCommit (§11.11) and uvar (§3)

    @Test func testCompactCommitDecoding() throws { try VectorCheck.decoding(ServerMessage.self, .compactCommit) }
    @Test func testCompactCommitEncoding() throws { try VectorCheck.encoding(ServerMessage.self, .compactCommit) }
    @Test func testCompactCommitDecodingFailure() throws { try VectorCheck.failures(ServerMessage.self, .compactCommit) }

    /// §3: every value round-trips in the fewest bytes, 7 bits a byte.
    @Test(arguments: [(UInt64(0), 1), (127, 1), (128, 2), (16_383, 2), (16_384, 3), (1 << 53, 8), (1 << 63, 10), (UInt64.max, 10)])
    func uvarRoundTripsInItsShortestForm(_ value: UInt64, _ length: Int) throws {
        var w = WireWriter()
        w.uvar(value, "v")
        #expect(w.output.count == length)
        var r = WireReader(w.output)
        let back = try r.uvar("v")
        #expect(back == value)
        #expect(r.remaining == 0)
    }

    /// §11.11: the time travels in whole microseconds, rounded; what cannot travel is refused
    /// before encoding (the server then sends §11.2).
    @Test func compactTimesAreWholeMicroseconds() throws {
        #expect(CommitMessage.compactMicroseconds(4.25) == 4_250_000)
        #expect(CommitMessage.compactMicroseconds(1.0000004) == 1_000_000)
        #expect(CommitMessage.compactMicroseconds(0) == 0)
        #expect(CommitMessage.compactMicroseconds(-0.001) == nil)
        #expect(CommitMessage.compactMicroseconds(.nan) == nil)
        #expect(CommitMessage.compactMicroseconds(.infinity) == nil)
        #expect(CommitMessage.compactMicroseconds(1e10) == nil, "past 2^53 µs (about 285 years)")
        var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
        #expect(throws: ProtocolError.self) {
            try encoder.encode(ServerMessage.commit(CommitMessage(commitID: 1, serverTime: -1, operations: [], isCompact: true)))
        }
        let sent = CommitMessage(commitID: 7, serverTime: 1.0000004, operations: [.createLayer(LayerID(2))], isCompact: true)
        let frame = try encoder.encode(ServerMessage.commit(sent))
        var decoder = MessageDecoder<ServerMessage>()
        decoder.append(frame)
        let decoded = try decoder.nextMessage()
        #expect(decoded == .commit(CommitMessage(commitID: 7, serverTime: 1, operations: [.createLayer(LayerID(2))], isCompact: true)))
    }

    // MARK: - contents (§11.3)

    @Test func testContentsDecoding() throws { try VectorCheck.decoding(ServerMessage.self, .contents) }
    @Test func testContentsEncoding() throws { try VectorCheck.encoding(ServerMessage.self, .contents) }
    @Test func testContentsDecodingFailure() throws { try VectorCheck.failures(ServerMessage.self, .contents) }

    // MARK: - contentsUpdate (§11.4)

    @Test func testContentsUpdateDecoding() throws { try VectorCheck.decoding(ServerMessage.self, .contentsUpdate) }
    @Test func testContentsUpdateEncoding() throws { try VectorCheck.encoding(ServerMessage.self, .contentsUpdate) }
    @Test func testContentsUpdateDecodingFailure() throws { try VectorCheck.failures(ServerMessage.self, .contentsUpdate) }

    // MARK: - error (§11.5)

    @Test func testErrorDecoding() throws { try VectorCheck.decoding(ServerMessage.self, .error) }
    @Test func testErrorEncoding() throws { try VectorCheck.encoding(ServerMessage.self, .error) }
    @Test func testErrorDecodingFailure() throws { try VectorCheck.failures(ServerMessage.self, .error) }

    // MARK: - ping (§11.6)

    @Test func testPingDecoding() throws { try VectorCheck.decoding(ServerMessage.self, .ping) }
    @Test func testPingEncoding() throws { try VectorCheck.encoding(ServerMessage.self, .ping) }
    @Test func testPingDecodingFailure() throws { try VectorCheck.failures(ServerMessage.self, .ping) }
}

/// SPEC §3's count check measures what is left after the count: a u32 or u16 count of N
/// elements of at least M bytes is malformed unless N × M bytes follow the count itself.
@Suite struct WireReaderCountTests {
    private func reader(_ bytes: [UInt8]) -> WireReader { WireReader(bytes) }

    @Test func aCountIsCheckedAgainstTheBytesAfterIt() throws {
        // Little-endian (§3). A u32 count of 2 with 8-byte elements: 16 bytes must follow the count's 4.
        var short = reader([2, 0, 0, 0] + [UInt8](repeating: 0, count: 14))
        #expect(throws: ProtocolError.self) { try short.count32("n", minElementSize: 8) }
        var exact = reader([2, 0, 0, 0] + [UInt8](repeating: 0, count: 16))
        #expect(try exact.count32("n", minElementSize: 8) == 2)
        // A u16 count of 3 with 2-byte elements: 6 bytes after its 2 (5 are one short).
        var short16 = reader([3, 0] + [UInt8](repeating: 0, count: 5))
        #expect(throws: ProtocolError.self) { try short16.count16("n", minElementSize: 2) }
        var exact16 = reader([3, 0] + [UInt8](repeating: 0, count: 6))
        #expect(try exact16.count16("n", minElementSize: 2) == 3)
    }
}


/// SPEC §2.4: a receiver that did not agree to zstd may close on a compressed frame; the decoder
/// does when told to (a client that did not offer zstd, the conformance kit playing one).
@Suite struct CompressedFrameRefusalTests {
    @Test func aCompressedFrameIsMalformedWhenZstdWasNotAgreed() throws {
        var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: true, minimumPayloadSize: 0))
        // A compressible message: the encoder keeps the compressed form only when it is smaller.
        let message = ServerMessage.error(ErrorMessage(code: .shuttingDown, reason: String(repeating: "compressible ", count: 40)))
        let frame = try encoder.encode(message)
        #expect(frame.getInteger(at: 6, endianness: .little, as: UInt16.self).map { $0 & 1 } == 1)
        var accepting = ServerMessageDecoder()
        accepting.append(frame)
        #expect(try accepting.nextMessage() == message)
        var refusing = ServerMessageDecoder()
        refusing.acceptsCompressedFrames = false
        refusing.append(frame)
        #expect(throws: ProtocolError.self) { try refusing.nextMessage() }
    }
}

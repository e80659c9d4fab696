import NIOCore
import Testing
@testable import LayercastProtocol
@testable import LayercastModel

@Suite struct RecordedStreamTests {
    // MARK: - Header (§15)

    @Test func headerRoundTrip() throws {
        var b = ByteBuffer()
        RecordedStreamHeader(direction: .serverToClient).write(to: &b)
        #expect(b.readableBytes == RecordedStreamHeader.size)
        #expect(Array(b.readableBytesView.prefix(8)) == Array("LCSTREC".utf8) + [0])
        let h = try RecordedStreamHeader.read(from: &b)
        #expect(h.direction == .serverToClient && h.version == ProtocolVersion.current)
        // §15: a stream of any version the reader speaks reads back.
        var v1 = ByteBuffer()
        RecordedStreamHeader(version: 1, direction: .clientToServer).write(to: &v1)
        #expect(try RecordedStreamHeader.read(from: &v1).version == 1)
    }

    @Test func badHeaders() {
        for bytes: [UInt8] in [[1, 2, 3], Array("LCSTRECX".utf8) + [1, 0, 1, 0, 0, 0, 0, 0],
                               Array("LCSTREC".utf8) + [0, 1, 0, 9, 0, 0, 0, 0, 0], Array("LCSTREC".utf8) + [0, 1, 0, 1, 7, 0, 0, 0, 0]] {
            var b = ByteBuffer(bytes: bytes)
            #expect(throws: ProtocolError.self) { try RecordedStreamHeader.read(from: &b) }
        }
        // A version this implementation does not speak (5).
        var v5 = ByteBuffer(bytes: Array("LCSTREC".utf8) + [0, 5, 0, 1, 0, 0, 0, 0, 0])
        #expect { try RecordedStreamHeader.read(from: &v5) } throws: { ($0 as? ProtocolError)?.code == .unsupportedVersion }
    }
}

import Testing
@testable import LayercastProtocol
@testable import LayercastModel

/// One vector file per message serves decoding and encoding (SPEC §16.1).
@Suite struct ClientMessageTests {
    // MARK: - hello (§10.1)

    @Test func testHelloDecoding() throws { try VectorCheck.decoding(ClientMessage.self, .hello) }
    @Test func testHelloEncoding() throws { try VectorCheck.encoding(ClientMessage.self, .hello) }
    @Test func testHelloDecodingFailure() throws { try VectorCheck.failures(ClientMessage.self, .hello) }

    // MARK: - pointer (§12.1)

    @Test func testPointerDecoding() throws { try VectorCheck.decoding(ClientMessage.self, .pointer) }
    @Test func testPointerEncoding() throws { try VectorCheck.encoding(ClientMessage.self, .pointer) }
    @Test func testPointerDecodingFailure() throws { try VectorCheck.failures(ClientMessage.self, .pointer) }

    // MARK: - scroll (§12.2)

    @Test func testScrollDecoding() throws { try VectorCheck.decoding(ClientMessage.self, .scroll) }
    @Test func testScrollEncoding() throws { try VectorCheck.encoding(ClientMessage.self, .scroll) }
    @Test func testScrollDecodingFailure() throws { try VectorCheck.failures(ClientMessage.self, .scroll) }

    // MARK: - ack (§12.4)

    @Test func testAckDecoding() throws { try VectorCheck.decoding(ClientMessage.self, .ack) }
    @Test func testAckEncoding() throws { try VectorCheck.encoding(ClientMessage.self, .ack) }
    @Test func testAckDecodingFailure() throws { try VectorCheck.failures(ClientMessage.self, .ack) }

    // MARK: - screenChange (§12.5)

    @Test func testScreenChangeDecoding() throws { try VectorCheck.decoding(ClientMessage.self, .screenChange) }
    @Test func testScreenChangeEncoding() throws { try VectorCheck.encoding(ClientMessage.self, .screenChange) }
    @Test func testScreenChangeDecodingFailure() throws { try VectorCheck.failures(ClientMessage.self, .screenChange) }

    // MARK: - resyncRequest (§12.6)

    @Test func testResyncRequestDecoding() throws { try VectorCheck.decoding(ClientMessage.self, .resyncRequest) }
    @Test func testResyncRequestEncoding() throws { try VectorCheck.encoding(ClientMessage.self, .resyncRequest) }
    @Test func testResyncRequestDecodingFailure() throws { try VectorCheck.failures(ClientMessage.self, .resyncRequest) }

    // MARK: - pong (§12.7)

    @Test func testPongDecoding() throws { try VectorCheck.decoding(ClientMessage.self, .pong) }
    @Test func testPongEncoding() throws { try VectorCheck.encoding(ClientMessage.self, .pong) }
    @Test func testPongDecodingFailure() throws { try VectorCheck.failures(ClientMessage.self, .pong) }

    // MARK: - goodbye (§12.8)

    @Test func testGoodbyeDecoding() throws { try VectorCheck.decoding(ClientMessage.self, .goodbye) }
    @Test func testGoodbyeEncoding() throws { try VectorCheck.encoding(ClientMessage.self, .goodbye) }
    @Test func testGoodbyeDecodingFailure() throws { try VectorCheck.failures(ClientMessage.self, .goodbye) }
}

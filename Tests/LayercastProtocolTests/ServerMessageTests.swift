import Testing
@testable import LayercastProtocol

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

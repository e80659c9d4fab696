import Foundation
import LayercastProtocol
import NIOCore
import NIOEmbedded
import Testing
@testable import LayercastClient

/// The client's channel pipeline without a socket: `ServerFrameDecoder` then
/// `ClientChannelHandler` in an `EmbeddedChannel`, fed bytes by hand, and the pure rules of
/// `ClientConnectionEnd` that name how a connection ended.
@Suite struct ClientChannelPipelineTests {
    static let welcome = ServerMessage.welcome(WelcomeMessage(sessionID: 5, resumeToken: 7, resumed: false,
                                                              screenSize: CGSize(width: 100, height: 200),
                                                              capabilities: .all))
    static let ping = ServerMessage.ping(PingMessage(nonce: 9, serverTime: 12.5))

    static func bytes(_ messages: [ServerMessage]) throws -> ByteBuffer {
        var encoder = MessageEncoder()
        var out = ByteBuffer()
        for m in messages { try encoder.encode(m, into: &out) }
        return out
    }

    static func channel(usesTLS: Bool = false) throws -> (EmbeddedChannel, ClientInbox) {
        let inbox = ClientInbox()
        let (decoder, handler) = ClientChannelHandler.pipeline(inbox: inbox, limits: .default, clock: { 42 }, usesTLS: usesTLS)
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(decoder)
        try channel.pipeline.syncOperations.addHandler(handler)
        return (channel, inbox)
    }

    /// The messages posted so far, and the other events.
    static func drained(_ inbox: ClientInbox) -> (messages: [ServerMessage], others: [ConnectionEvent]) {
        var messages: [ServerMessage] = [], others: [ConnectionEvent] = []
        for event in inbox.drain().events {
            if case .message(let m, let receivedAt) = event {
                #expect(receivedAt == 42)
                messages.append(m)
            } else {
                others.append(event)
            }
        }
        return (messages, others)
    }

    @Test func framesSplitAnywhereArriveWholeAndInOrderWithTheirBytesCounted() throws {
        let (channel, inbox) = try Self.channel()
        var wire = try Self.bytes([Self.welcome, Self.ping])
        let total = wire.readableBytes
        // One byte, then the rest in chunks of 5: every split point inside a header or payload.
        while wire.readableBytes > 0 {
            let chunk: ByteBuffer = wire.readSlice(length: min(wire.readableBytes, wire.readerIndex == 0 ? 1 : 5))!
            try channel.writeInbound(chunk)
        }
        let (messages, others) = Self.drained(inbox)
        #expect(messages.count == 2)
        if case .welcome(let w)? = messages.first { #expect(w.sessionID == 5 && w.resumeToken == 7) } else { Issue.record("no welcome first") }
        #expect(messages.last == Self.ping)
        #expect(others.isEmpty)
        #expect(inbox.wireBytesReceived == total)
        _ = try? channel.finish()
    }

    @Test func aCloseInsideAFrameSaysHowMuchOfItCame() throws {
        let (channel, inbox) = try Self.channel()
        var wire = try Self.bytes([Self.welcome, Self.ping])
        let pingLength = try Self.bytes([Self.ping]).readableBytes
        let cut: ByteBuffer = wire.readSlice(length: wire.readableBytes - 3)!
        try channel.writeInbound(cut)
        channel.pipeline.fireChannelInactive()
        let (messages, others) = Self.drained(inbox)
        #expect(messages.count == 1)
        guard case .closed(let reason)? = others.first else { Issue.record("no close: \(others)"); return }
        #expect(reason == "the server closed the connection inside a frame (\(pingLength - 3) bytes of it received)")
    }

    @Test func malformedBytesAreOneProtocolErrorAndNothingAfter() throws {
        let (channel, inbox) = try Self.channel()
        // A frame of type 0x0002 (welcome) whose payload is three bytes: too short (SPEC §2.2, §3).
        var bad = ByteBuffer()
        bad.writeInteger(UInt32(3), endianness: .little)
        bad.writeInteger(UInt16(0x0002), endianness: .little)
        bad.writeInteger(UInt16(0), endianness: .little)
        bad.writeBytes([1, 2, 3])
        // The handler takes the decoder's error (the session says goodbye with its code).
        try channel.writeInbound(bad)
        try channel.writeInbound(try Self.bytes([Self.ping]))
        channel.pipeline.fireChannelInactive()
        let (messages, others) = Self.drained(inbox)
        #expect(messages.isEmpty)
        #expect(others.count == 1)
        guard case .protocolError(let error)? = others.first else { Issue.record("expected a protocol error: \(others)"); return }
        #expect(error.code == .malformed)
    }

    @Test func aTLSRecordToAPlaintextClientSaysTheServerRequiresTLS() throws {
        let (channel, inbox) = try Self.channel()
        // A TLS alert record's header: type 21, version 3.3, then its length.
        var record = ByteBuffer(bytes: [0x15, 0x03, 0x03, 0x00, 0x02, 0x02, 0x28])
        let header: ByteBuffer = record.readSlice(length: record.readableBytes)!
        _ = try? channel.writeInbound(header)
        channel.pipeline.fireChannelInactive()
        let others = Self.drained(inbox).others
        guard case .tlsFailed(let reason)? = others.first else { Issue.record("expected a TLS failure: \(others)"); return }
        #expect(reason == ClientConnectionEnd.answeredWithTLS)
    }

    // MARK: - The rules alone

    @Test func theRulesNameEachEnding() {
        var seen = ClientConnectionEnd.Observed()
        guard case .closed(nil) = ClientConnectionEnd.closed(seen, usesTLS: false) else { Issue.record("clean close"); return }
        seen.noteFirstBytes([0x16, 0x03, 0x01, 0x00])
        #expect(seen.firstBytes == [0x16, 0x03, 0x01])
        guard case .tlsFailed = ClientConnectionEnd.closed(seen, usesTLS: false) else { Issue.record("TLS record"); return }
        // Behind TLS the same bytes are TLS's own business: a plain close.
        guard case .closed(nil) = ClientConnectionEnd.closed(seen, usesTLS: true) else { Issue.record("TLS client"); return }
        // After a frame was decoded, the first bytes no longer matter.
        seen.framesDecoded = 1
        seen.unfinishedBytes = 10
        guard case .closed(let inside?) = ClientConnectionEnd.closed(seen, usesTLS: false), inside.contains("10 bytes") else {
            Issue.record("inside a frame"); return
        }
        // A failed decoder already reported its error: the close adds no reason.
        seen.decodingFailed = true
        guard case .closed(nil) = ClientConnectionEnd.closed(seen, usesTLS: false) else { Issue.record("after an error"); return }
        struct Boom: Error {}
        guard case .tlsFailed("described") = ClientConnectionEnd.failed(seen, usesTLS: true, error: Boom(), isTLSError: true,
                                                                        describeTLS: { "described" }) else {
            Issue.record("a TLS error"); return
        }
        guard case .closed(let text?) = ClientConnectionEnd.failed(seen, usesTLS: true, error: Boom(), isTLSError: false,
                                                                   describeTLS: { "" }), text.contains("Boom") else {
            Issue.record("another error"); return
        }
    }
}

import Foundation
import LayercastProtocol
import NIOCore
import NIOPosix

/// A hostile stand-in server for client tests: a real TCP listener on loopback that answers the
/// first hello with `greeting` (encoded with the real encoder) and afterwards writes whatever
/// bytes the test hands it, however broken: frames the encoder would refuse, truncated frames,
/// zstd bombs. It records what the client sends (decoded with the real codec).
final class RawServerPeer: Sendable {
    private let channel: any Channel
    private let state: RawPeerState
    /// The port it listens on (127.0.0.1).
    let port: Int

    init(group: any EventLoopGroup, greeting: [ServerMessage]) throws {
        let state = RawPeerState()
        self.state = state
        var encoder = MessageEncoder()
        var out = ByteBuffer()
        for m in greeting { try encoder.encode(m, into: &out) }
        let greetingBytes = out
        channel = try ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { child in
                child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.addHandler(RawPeerHandler(state: state, greeting: greetingBytes))
                }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        port = channel.localAddress?.port ?? 0
    }

    /// Every message received so far, in order.
    var received: [ClientMessage] { state.snapshot().messages }
    /// Whether the client's connection has closed.
    var clientClosed: Bool { state.snapshot().closed }

    /// Writes `bytes` on the connection as they are, then closes it when `close`.
    func sendRaw(_ bytes: ByteBuffer, close: Bool = false) throws {
        guard let child = state.snapshot().latest else { throw ProtocolError(.internalError, "no connection yet") }
        try child.writeAndFlush(bytes).wait()
        if close { try? child.close().wait() }
    }

    func shutdown() { try? channel.close().wait() }

    /// One frame with an arbitrary header and payload (SPEC §2.2).
    static func frame(type: UInt16, flags: UInt16 = 0, length: UInt32? = nil, payload: [UInt8]) -> ByteBuffer {
        var b = ByteBuffer()
        b.writeInteger(length ?? UInt32(payload.count), endianness: .little)
        b.writeInteger(type, endianness: .little)
        b.writeInteger(flags, endianness: .little)
        b.writeBytes(payload)
        return b
    }

    /// The encoded payload of `message` (no header, not compressed).
    static func payload(_ message: ServerMessage) throws -> [UInt8] {
        var buffer = ByteBuffer()
        try message.encodePayload(into: &buffer)
        return Array(buffer.readableBytesView)
    }
}

private final class RawPeerState: @unchecked Sendable {
    // @unchecked: every field is accessed under `lock`.
    private let lock = NSLock()
    private var messages: [ClientMessage] = []
    private var latest: (any Channel)?
    private var closed = false

    func record(_ m: ClientMessage) { lock.withLock { messages.append(m) } }
    func connected(_ c: any Channel) { lock.withLock { latest = c; closed = false } }
    func disconnected() { lock.withLock { closed = true } }
    func snapshot() -> (messages: [ClientMessage], latest: (any Channel)?, closed: Bool) {
        lock.withLock { (messages, latest, closed) }
    }
}

private final class RawPeerHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let state: RawPeerState
    let greeting: ByteBuffer
    var decoder = ClientMessageDecoder()

    init(state: RawPeerState, greeting: ByteBuffer) { self.state = state; self.greeting = greeting }

    func channelActive(context: ChannelHandlerContext) {
        state.connected(context.channel)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        state.disconnected()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        decoder.append(unwrapInboundIn(data))
        while let m = try? decoder.nextMessage() {
            state.record(m)
            if case .hello = m { context.writeAndFlush(wrapOutboundOut(greeting), promise: nil) }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) { context.close(promise: nil) }
}

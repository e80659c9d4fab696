import Foundation
import LayercastProtocol
import NIOCore
import NIOPosix

/// A stand-in server for client tests: a real TCP listener on loopback that decodes what the
/// client sends with the real codec, records it, and answers each hello with scripted frames.
final class ScriptedServerPeer: Sendable {
    /// What to send after the n-th hello (0-based), given the hello; `close` closes afterwards.
    typealias Script = @Sendable (_ connection: Int, _ hello: HelloMessage) -> (frames: [ServerMessage], close: Bool)

    private let channel: any Channel
    private let state: PeerState
    /// The port it listens on (127.0.0.1).
    let port: Int

    init(group: any EventLoopGroup, script: @escaping Script) throws {
        let state = PeerState()
        self.state = state
        channel = try ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { child in
                child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.addHandler(PeerHandler(state: state, script: script))
                }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        port = channel.localAddress?.port ?? 0
    }

    /// Every message received so far, over all connections, in order.
    var received: [ClientMessage] { state.snapshot().messages }
    /// Decoding errors the peer saw in the client's bytes (none expected).
    var decodeErrors: [ProtocolError] { state.snapshot().errors }

    /// Sends frames on the latest connection (from any thread).
    func send(_ messages: [ServerMessage]) throws {
        guard let child = state.snapshot().latest else { return }
        var encoder = MessageEncoder()
        var out = ByteBuffer()
        for m in messages { try encoder.encode(m, into: &out) }
        try child.writeAndFlush(out).wait()
    }

    func shutdown() { try? channel.close().wait() }

    /// Frames with an arbitrary payload, for bytes the encoder would refuse to make.
    static func rawFrame(type: UInt16, payload: [UInt8]) -> ByteBuffer {
        var b = ByteBuffer()
        b.writeInteger(UInt32(payload.count), endianness: .little)
        b.writeInteger(type, endianness: .little)
        b.writeInteger(UInt16(0), endianness: .little)
        b.writeBytes(payload)
        return b
    }
}

private final class PeerState: @unchecked Sendable {
    // @unchecked: every field is accessed under `lock`.
    private let lock = NSLock()
    private var messages: [ClientMessage] = []
    private var errors: [ProtocolError] = []
    private var latest: (any Channel)?
    private var hellos = 0

    func record(_ m: ClientMessage) { lock.withLock { messages.append(m) } }
    func record(_ e: ProtocolError) { lock.withLock { errors.append(e) } }
    func connected(_ c: any Channel) { lock.withLock { latest = c } }
    func nextHello() -> Int { lock.withLock { defer { hellos += 1 }; return hellos } }
    func snapshot() -> (messages: [ClientMessage], errors: [ProtocolError], latest: (any Channel)?) {
        lock.withLock { (messages, errors, latest) }
    }
}

private final class PeerHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let state: PeerState
    let script: ScriptedServerPeer.Script
    var decoder = ClientMessageDecoder()
    var encoder = MessageEncoder()

    init(state: PeerState, script: @escaping ScriptedServerPeer.Script) { self.state = state; self.script = script }

    func channelActive(context: ChannelHandlerContext) {
        state.connected(context.channel)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        decoder.append(unwrapInboundIn(data))
        do throws(ProtocolError) {
            while let m = try decoder.nextMessage() {
                state.record(m)
                guard case .hello(let hello) = m else { continue }
                let (frames, close) = script(state.nextHello(), hello)
                var out = ByteBuffer()
                for f in frames { try encoder.encode(f, into: &out) }
                context.writeAndFlush(wrapOutboundOut(out), promise: nil)
                if close { context.close(promise: nil) }
            }
        } catch {
            state.record(error)
            context.close(promise: nil)
        }
    }
}

import Foundation
import LayercastProtocol
import NIOCore
import NIOPosix

/// A frame-aware, fault-injecting proxy in front of a real server (issue 31): it listens on
/// loopback, opens a connection to the server for each one it accepts, splits both directions
/// into frames (decoding the server's with the project's codec) and passes every frame through
/// one `ServerMutant`, or none (then the kit must pass every case through it).
final class FaultProxy: Sendable {
    /// Where the kit connects.
    let port: Int
    /// The state kept across connections.
    let shared: ProxyShared
    private let listener: any Channel

    private init(port: Int, shared: ProxyShared, listener: any Channel) {
        self.port = port; self.shared = shared; self.listener = listener
    }

    /// Starts a proxy to the server on `upstreamPort`, on `group` (one thread: a connection's two
    /// channels and its engine then share one event loop).
    static func start(_ mutant: ServerMutant?, upstreamPort: Int, group: any EventLoopGroup) throws -> FaultProxy {
        let shared = ProxyShared()
        let listener = try ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.allowRemoteHalfClosure, value: true)
            .childChannelInitializer { kit in
                kit.eventLoop.makeCompletedFuture {
                    let link = ProxyLink(kit: kit, engine: MutantEngine(mutant, shared: shared))
                    try kit.pipeline.syncOperations.addHandler(ProxySideHandler(link: link, fromKit: true))
                    shared.open(kit)
                    link.connect(port: upstreamPort)
                }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        guard let port = listener.localAddress?.port else { throw ConformanceTestError("the proxy has no port") }
        return FaultProxy(port: port, shared: shared, listener: listener)
    }

    /// Stops listening and closes every connection.
    func stop() {
        try? listener.close().wait()
        shared.closeAll()
    }
}

/// A test's own failure.
struct ConformanceTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One proxied connection: the kit's channel, the server's, and the bytes between them.
final class ProxyLink: @unchecked Sendable {
    // @unchecked: both channels live on one event loop and every method runs on it.
    let kit: any Channel
    private var server: (any Channel)?
    private var engine: MutantEngine
    private var toServer: [[UInt8]] = []
    private var fromKit = ByteBuffer(), fromServer = ByteBuffer()
    private var decoder = MessageDecoder<ServerMessage>()
    /// Set once the kit's bytes cannot be split any more (a header past L1): they pass unread.
    private var kitRaw = false, kitHeld = false, serverRaw = false
    private var kitEnded = false, closed = false

    init(kit: any Channel, engine: MutantEngine) { self.kit = kit; self.engine = engine }

    func connect(port: Int) {
        ClientBootstrap(group: kit.eventLoop)
            .channelOption(ChannelOptions.allowRemoteHalfClosure, value: true)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(ProxySideHandler(link: self, fromKit: false))
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .whenComplete { result in
                switch result {
                case .success(let channel):
                    self.server = channel
                    for bytes in self.toServer { self.write(bytes, to: channel) }
                    self.toServer = []
                    if self.kitEnded { channel.close(mode: .output, promise: nil) }
                    if self.closed { channel.close(promise: nil) }
                case .failure:
                    self.closeBoth()
                }
            }
    }

    private func write(_ bytes: [UInt8], to channel: any Channel) {
        channel.writeAndFlush(channel.allocator.buffer(bytes: bytes), promise: nil)
    }

    private func sendToServer(_ bytes: [UInt8]) {
        if let server { write(bytes, to: server) } else { toServer.append(bytes) }
    }

    /// Closes both connections, the kit's after what was written to it has gone out.
    private func closeBoth() {
        guard !closed else { return }
        closed = true
        engine.shared.closed(kit)
        let kit = self.kit
        kit.writeAndFlush(kit.allocator.buffer(capacity: 0)).whenComplete { _ in kit.close(promise: nil) }
        server?.close(promise: nil)
    }

    // MARK: - The kit's bytes

    func kitSent(_ bytes: ByteBuffer) {
        if kitHeld { return }
        if kitRaw { sendToServer(Array(bytes.readableBytesView)); return }
        var b = bytes
        fromKit.writeBuffer(&b)
        while let header = FrameHeader.peek(fromKit), !closed {
            if Int(header.payloadLength) > 16 << 20 {
                // Past what the proxy buffers: the server reads the rest unsplit (or, for
                // `oversizedHeld`, never).
                if engine.holdsOversized(header) { kitHeld = true; fromKit.clear(); return }
                kitRaw = true
                sendToServer(Array(fromKit.readableBytesView))
                fromKit.clear()
                return
            }
            let total = FrameHeader.size + Int(header.payloadLength)
            guard fromKit.readableBytes >= total else { return }
            fromKit.moveReaderIndex(forwardBy: FrameHeader.size)
            let payload = fromKit.readBytes(length: Int(header.payloadLength)) ?? []
            fromKit.discardReadBytes()
            var message: ClientMessage?
            if header.flags == 0, let type = MessageType(rawValue: header.type) {
                message = try? ClientMessage.decode(type: type, payload: payload, limits: .default)
            }
            apply(engine.fromClient(ClientFrame(header: header, payload: payload, message: message)))
        }
    }

    private func apply(_ action: ClientAction) {
        for m in action.toKit { write(MutantEngine.encode(m), to: kit) }
        if let bytes = action.toServer { sendToServer(bytes) }
        if action.closeAfter { closeBoth() }
    }

    /// The kit ended its side: what is left of a frame goes on (unless the mutant drops it),
    /// and the server reads end of stream.
    func kitEndedOutput() {
        kitEnded = true
        if fromKit.readableBytes > 0, !kitHeld, !engine.dropsPartialFrame { sendToServer(Array(fromKit.readableBytesView)) }
        fromKit.clear()
        server?.close(mode: .output, promise: nil)
    }

    // MARK: - The server's bytes

    func serverSent(_ bytes: ByteBuffer) {
        if serverRaw { write(Array(bytes.readableBytesView), to: kit); return }
        var b = bytes
        fromServer.writeBuffer(&b)
        while let header = FrameHeader.peek(fromServer), !closed {
            let total = FrameHeader.size + Int(header.payloadLength)
            guard fromServer.readableBytes >= total else { return }
            let raw = fromServer.getBytes(at: fromServer.readerIndex, length: total) ?? []
            do {
                guard let frame = try decoder.nextFrame(in: &fromServer) else { return }
                for out in engine.fromServer(ServerFrame(header: frame.header, bytes: raw, message: frame.message)) {
                    write(out, to: kit)
                }
                if engine.mutant == .errorClosesAll, case .error = frame.message { engine.shared.closeAll() }
            } catch {
                // The real server's bytes always decode; if not, they pass as they are.
                serverRaw = true
                write(raw, to: kit)
                return
            }
        }
    }

    /// The server closed (or ended) its connection: the kit's closes too, unless the mutant keeps it.
    func serverClosed() {
        guard !engine.keepsKitOpen else { return }
        closeBoth()
    }

    /// The kit's connection closed.
    func kitClosed() {
        closeBoth()
    }
}

/// Hands one side's bytes and its end to the link.
final class ProxySideHandler: ChannelInboundHandler, @unchecked Sendable {
    // @unchecked: used on its channel's event loop only, which is the link's.
    typealias InboundIn = ByteBuffer
    let link: ProxyLink
    let fromKit: Bool
    init(link: ProxyLink, fromKit: Bool) { self.link = link; self.fromKit = fromKit }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        if fromKit { link.kitSent(bytes) } else { link.serverSent(bytes) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed = event {
            if fromKit { link.kitEndedOutput() } else { link.serverClosed() }
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        if fromKit { link.kitClosed() } else { link.serverClosed() }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

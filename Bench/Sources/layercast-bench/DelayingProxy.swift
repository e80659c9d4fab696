import Foundation
import NIOCore
import NIOPosix

/// A TCP proxy on loopback that holds every byte for a fixed time in each direction: the
/// "delaying TCP proxy in the rig" of the fling-pacing figure. With a one-way delay of 25 ms the
/// link between a client and its server has 50 ms of added round-trip time, the same for our
/// protocol and for the framebuffer baseline.
///
/// Bytes keep their order and are never coalesced across the delay: each read is forwarded
/// `oneWayDelay` after it arrived. Closing either side closes the other once the bytes read
/// before the close have gone through.
final class DelayingProxy: Sendable {
    /// The port the proxy listens on (127.0.0.1).
    let port: Int
    private let channel: any Channel

    /// Starts listening on a free loopback port, forwarding every connection to
    /// `127.0.0.1:targetPort` with `oneWayDelay` in each direction.
    /// - Throws: NIO's error when it cannot listen.
    init(targetPort: Int, oneWayDelay: TimeAmount, group: any EventLoopGroup) async throws {
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelOption(.autoRead, value: false)
            .childChannelInitializer { inbound in
                Self.connect(inbound, to: targetPort, delay: oneWayDelay)
            }
        channel = try await bootstrap.bind(host: "127.0.0.1", port: 0).get()
        port = channel.localAddress?.port ?? 0
    }

    /// Stops listening (connections already made close with their peers).
    func close() async {
        try? await channel.close()
    }

    /// Connects the accepted `inbound` channel to the target and glues the two together.
    private static func connect(_ inbound: any Channel, to targetPort: Int, delay: TimeAmount) -> EventLoopFuture<Void> {
        let toTarget = DelayedForwarder(delay: delay)
        let toClient = DelayedForwarder(delay: delay)
        toClient.peer = inbound
        return ClientBootstrap(group: inbound.eventLoop)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { outbound in
                outbound.eventLoop.makeCompletedFuture {
                    try outbound.pipeline.syncOperations.addHandler(toClient)
                }
            }
            .connect(host: "127.0.0.1", port: targetPort)
            .flatMap { outbound in
                inbound.eventLoop.makeCompletedFuture {
                    try inbound.pipeline.syncOperations.addHandler(toTarget)
                    toTarget.peer = outbound
                }
            }
            .flatMap {
                // Reading starts only now that the bytes have somewhere to go.
                inbound.setOption(.autoRead, value: true)
            }
    }
}

/// One direction of a `DelayingProxy` connection: what its channel reads is written to `peer`
/// `delay` later, in order. Lives on the event loop both channels share.
private final class DelayedForwarder: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer

    let delay: TimeAmount
    /// The other side; set once both channels exist. Event-loop confined.
    var peer: (any Channel)?
    private var queue: [(due: NIODeadline, bytes: ByteBuffer?)] = []
    private var drainScheduled = false

    init(delay: TimeAmount) { self.delay = delay }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        enqueue(unwrapInboundIn(data), context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        // A nil entry is the close, delivered after the bytes before it.
        enqueue(nil, context: context)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    private func enqueue(_ bytes: ByteBuffer?, context: ChannelHandlerContext) {
        queue.append((.now() + delay, bytes))
        scheduleDrain(on: context.eventLoop, channel: context.channel)
    }

    private func scheduleDrain(on loop: any EventLoop, channel: any Channel) {
        guard !drainScheduled, let first = queue.first else { return }
        drainScheduled = true
        loop.scheduleTask(deadline: first.due) {
            self.drainScheduled = false
            self.drain(on: loop, channel: channel)
        }
    }

    private func drain(on loop: any EventLoop, channel: any Channel) {
        let now = NIODeadline.now()
        var wrote = false
        while let first = queue.first, first.due <= now {
            queue.removeFirst()
            guard let peer else { continue }
            if let bytes = first.bytes {
                peer.write(bytes, promise: nil)
                wrote = true
            } else {
                if wrote { peer.flush() }
                peer.close(promise: nil)
                queue.removeAll()
                return
            }
        }
        if wrote { peer?.flush() }
        scheduleDrain(on: loop, channel: channel)
    }
}

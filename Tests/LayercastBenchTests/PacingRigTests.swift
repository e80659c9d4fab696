import Foundation
import NIOCore
import NIOPosix
import Testing
@testable import layercast_bench

/// The fling-pacing figure's rig: the delaying proxy passes bytes through whole and in order
/// and passes a close on; the pacing arithmetic counts refresh slots as stated. No assertion
/// here depends on how fast the machine is.
@Suite struct PacingRigTests {
    /// An echo server: what it reads it writes back.
    final class Echo: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer
        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            context.writeAndFlush(data, promise: nil)
        }
    }

    /// Collects what a client reads, and whether its channel closed.
    final class Collector: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        private var closed = false
        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var buffer = unwrapInboundIn(data)
            let read = buffer.readBytes(length: buffer.readableBytes) ?? []
            lock.withLock { bytes += read }
        }
        func channelInactive(context: ChannelHandlerContext) { lock.withLock { closed = true } }
        var received: [UInt8] { lock.withLock { bytes } }
        var isClosed: Bool { lock.withLock { closed } }
    }

    static func waitFor(_ condition: () -> Bool) async throws {
        // A bound on a condition, not a timing assertion: generous for a loaded machine.
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() {
            guard ContinuousClock.now < deadline else { Issue.record("condition not met in 30 s"); return }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test func theProxyPassesBytesInOrderBothWaysAndPassesTheCloseOn() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let server = try await ServerBootstrap(group: group)
            .childChannelInitializer { channel in channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Echo()) } }
            .bind(host: "127.0.0.1", port: 0).get()
        let proxy = try await DelayingProxy(targetPort: server.localAddress!.port!, oneWayDelay: .milliseconds(5), group: group)
        let collector = Collector()
        let client = try await ClientBootstrap(group: group)
            .channelInitializer { channel in channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(collector) } }
            .connect(host: "127.0.0.1", port: proxy.port).get()
        // 64 writes of 1 KiB, each a different byte: an out-of-order or lost chunk shows.
        var expected: [UInt8] = []
        for i in 0..<64 {
            let chunk = [UInt8](repeating: UInt8(i), count: 1024)
            expected += chunk
            try await client.writeAndFlush(ByteBuffer(bytes: chunk))
        }
        try await Self.waitFor { collector.received.count >= expected.count }
        #expect(collector.received == expected)
        // Closing the server's side reaches the client through the proxy.
        try await server.close()
        await proxy.close()
        try await client.close()
        try await Self.waitFor { collector.isClosed }
        try await group.shutdownGracefully()
    }

    @Test func aRefreshShowsNewMotionWhenTheImageChangedWithinIt() {
        let r = PacingSuite.refresh
        var timeline = PacingSuite.Timeline()
        timeline.start = 10
        // New images in the first, second and fourth refresh slots; none in the third.
        timeline.changes = [(10.001, 9.990), (10 + r + 0.002, 10 + r - 0.010), (10 + 3 * r + 0.001, 10 + 3 * r - 0.010)]
        let pacing = PacingSuite.Pacing(timeline, window: 4 * r)
        #expect(pacing.refreshes == 4)
        #expect(pacing.refreshesWithNewImage == 3)
        // The longest wait: from the second image to the fourth slot's.
        #expect(abs(pacing.longestGap - (2 * r - 0.001)) < 1e-9)
        // The age at the end of the third slot: its end minus what the second image showed.
        #expect(abs(pacing.ages[2] - ((10 + 3 * r) - (10 + r - 0.010))) < 1e-9)
    }
}

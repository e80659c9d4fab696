import LayercastProtocol
import NIOCore

extension LayercastServer {
    // MARK: - Resume and bounds (tests, monitoring)

    /// The ids of sessions whose connection dropped and that are kept for a resume (SPEC §10.5).
    public var parkedSessionIDs: [UInt64] { hub.parked.keys.sorted() }

    /// The additional screens shown (SPEC §10.1.1), by id, each with the session that attached it.
    public var additionalScreens: [UInt32: UInt64] { hub.screenOwners }

    /// The screen a connected session shows (0: the main screen); `nil` for an unknown id.
    public func screen(ofSession id: UInt64) -> UInt32? { hub.sessions[id]?.groupKey.screen }

    /// Connections open now, with or without a completed handshake.
    public var openConnectionCount: Int { hub.openChannels.count }

    /// Updates sent to a session and not acknowledged yet (at most
    /// `ServerConfiguration.maxUpdatesInFlight`); `nil` for an unknown id.
    public func updatesInFlight(toSession id: UInt64) -> Int? { hub.sessions[id]?.sync.inFlight.count }

    /// Layers changed since the last update sent to a session (coalesced, never queued: at most
    /// the group tree's layer count); `nil` for an unknown id.
    public func pendingLayerCount(ofSession id: UInt64) -> Int? { hub.sessions[id]?.sync.pending.count }

    /// Bytes written to a session's connection that the socket has not taken yet (NIO's
    /// outbound buffer); `nil` for an unknown or closed session.
    public func bufferedOutboundBytes(ofSession id: UInt64) async -> Int? {
        guard let channel = hub.sessions[id]?.channel else { return nil }
        return try? await channel.getOption(ChannelOptions.bufferedWritableBytes).get()
    }

    /// Waits until the shutdown errors are written and the connections closed, or one second of
    /// the event loop's clock passes (a client that does not read cannot hold the shutdown up).
    func waitForGoodbyes(_ closing: [EventLoopFuture<Void>]) async {
        guard let first = closing.first else { return }
        let loop = first.eventLoop
        let done = loop.makePromise(of: Void.self)
        loop.execute {
            // Whichever comes first completes the promise; the box (on the loop) keeps it to once.
            let finished = NIOLoopBoundBox(false, eventLoop: loop)
            let finish: @Sendable () -> Void = {
                guard !finished.value else { return }
                finished.value = true
                done.succeed()
            }
            EventLoopFuture.andAllComplete(closing, on: loop).whenComplete { _ in finish() }
            loop.scheduleTask(in: .seconds(1)) { finish() }
        }
        try? await done.futureResult.get()
    }
}

import Foundation
import Logging
import LayercastProtocol
import NIOCore
import NIOPosix
import NIOSSL

/// A Layercast server: serves one UI to every client that connects, each at its own scale.
///
/// The UI runs on the main actor; sockets run on the event loops of the group passed in.
/// Input hops to the main actor, encoded updates hop to the channels. In `.automatic` pacing
/// the server runs the UI's turns itself; in `.manual` pacing the owner calls `runTurn()`.
///
/// ```swift
/// let server = try LayercastServer(ui: myUI, configuration: .init(port: 0), eventLoopGroup: group)
/// let port = try await server.start()
/// ...
/// await server.stop()
/// ```
@MainActor
public final class LayercastServer {
    /// The configuration it was created with.
    public let configuration: ServerConfiguration
    /// The UI served.
    public let ui: any ServedUI
    private let eventLoopGroup: any EventLoopGroup
    let hub: SessionHub
    private var serverChannel: (any Channel)?
    private var pacingTask: Task<Void, Never>?
    private var wake: CheckedContinuation<Void, Never>?

    /// The capabilities this server can use.
    public nonisolated static let capabilities: Capabilities = [.zstd, .animations, .pixelFilter, .planarFilter, .partialContents,
                                                    .keyboard, .clipboard, .glyphRuns, .caretLayer, .shapes,
                                                    .layerGroups, .edgeAntialiasing, .rasterization, .compactCommits]

    /// Creates a server for `ui`. Throws `LayercastServerError.tokenRequired` when the host is
    /// not loopback and no token is set, `.invalidConfiguration` for out-of-range values.
    public init(ui: any ServedUI, configuration: ServerConfiguration,
                eventLoopGroup: any EventLoopGroup) throws(LayercastServerError) {
        try configuration.validate()
        self.configuration = configuration
        self.ui = ui
        self.eventLoopGroup = eventLoopGroup
        hub = SessionHub(ui: ui, configuration: configuration)
    }

    /// The port listened on (useful with port 0); `nil` before `start()` or after `stop()`.
    public private(set) var port: Int?

    /// Binds and starts accepting clients; returns the port. Throws `LayercastServerError.listenFailed`,
    /// or `.invalidConfiguration` when the TLS certificate and key do not work together.
    @discardableResult
    public func start() async throws(LayercastServerError) -> Int {
        let configuration = self.configuration
        // One context for every connection: it holds the parsed certificate and key.
        let tlsContext = try configuration.tls?.makeContext()
        let install = connectionInstaller(tls: tlsContext)
        let bootstrap = ServerBootstrap(group: eventLoopGroup)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelOption(ChannelOptions.writeBufferWaterMark,
                                value: ChannelOptions.Types.WriteBufferWaterMark(low: 256 * 1024, high: 1024 * 1024))
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try install(channel.pipeline.syncOperations) }
            }
        do {
            let channel = try await bootstrap.bind(host: configuration.host, port: configuration.port).get()
            serverChannel = channel
            port = channel.localAddress?.port
        } catch {
            throw .listenFailed("\(configuration.host):\(configuration.port): \(error)")
        }
        let note = (configuration.token == nil ? "" : " (token required)") + (tlsContext == nil ? "" : " with TLS")
        configuration.logger.info("listening on \(configuration.host):\(port ?? configuration.port)\(note)")
        if configuration.pacing == .automatic { startPacing() }
        return port ?? configuration.port
    }

    /// What makes a channel one of this server's connections: TLS from the first byte when
    /// configured (SPEC §14.1) or the plaintext guard, then the frame decoder and the
    /// `ConnectionHandler`, which hands the connection to the sessions once it is active. Run on
    /// the channel's event loop. `start()` gives it to every accepted socket; tests give it to a
    /// `NIOAsyncTestingChannel`, whose timers then run on the testing loop's manual clock.
    nonisolated func connectionInstaller(tls tlsContext: NIOSSLContext?)
        -> @Sendable (ChannelPipeline.SynchronousOperations) throws -> Void {
        let configuration = self.configuration, capabilities = Self.capabilities, hub = self.hub
        let ackInbox = hub.ackInbox
        let onConnection: @Sendable (any Channel, AsyncStream<ConnectionEvent>) -> Void = { channel, events in
            Task { @MainActor in await hub.serve(channel: channel, events: events) }
        }
        return { pipeline in
            if let tlsContext {
                try pipeline.addHandler(NIOSSLServerHandler(context: tlsContext))
                try pipeline.addHandler(TLSHandshakeLogger(logger: configuration.logger))
            } else {
                try pipeline.addHandler(PlaintextGuard(logger: configuration.logger))
            }
            let (decoder, handler) = ConnectionHandler.pipeline(
                configuration: configuration, serverCapabilities: capabilities, ackInbox: ackInbox,
                onConnection: onConnection)
            try pipeline.addHandler(decoder)
            try pipeline.addHandler(handler)
        }
    }

    /// Stops accepting, sends every client an `error` with `shuttingDown` (SPEC §11.5), closes
    /// every connection and stops pacing.
    public func stop() async {
        pacingTask?.cancel()
        pacingTask = nil
        wake?.resume()
        wake = nil
        if let serverChannel { try? await serverChannel.close() }
        serverChannel = nil
        await waitForGoodbyes(hub.shutDown())
        for channel in hub.openChannels.values { try? await channel.close() }
        port = nil
    }

    // MARK: - Driving the UI (tests, benchmarks)

    /// Runs one turn of the UI now and sends what it committed; returns how many commits it made.
    @discardableResult
    public func runTurn() -> Int { hub.runTurn() }

    /// Whether something asked for a turn since the last one (input, a new scale, a cancelled touch).
    public var needsTurn: Bool { hub.turnRequested }

    /// Counters since start.
    public var statistics: ServerStatistics { hub.statistics }

    /// The ids of the connected sessions.
    public var sessionIDs: [UInt64] { hub.sessions.keys.sorted() }

    /// Bytes written to one session so far (frame headers included); `nil` for an unknown id.
    public func bytesSent(toSession id: UInt64) -> Int? { hub.sessions[id]?.bytesSent }

    /// Contents messages (whole or partial) written to one session so far, over its resumed
    /// connections too; `nil` for an unknown id.
    public func contentsSent(toSession id: UInt64) -> Int? { hub.sessions[id]?.contentsSent }

    /// The scale group a session belongs to; `nil` for an unknown id.
    public func scaleGroup(ofSession id: UInt64) -> ScaleGroupKey? { hub.sessions[id]?.groupKey }

    /// The scale groups of the connected clients.
    public var scaleGroups: [ScaleGroupKey] { hub.groups.keys.sorted() }

    /// The server's current tree for a group: what its clients converge to (hash included).
    public func tree(for group: ScaleGroupKey) -> LayerTree? { hub.groups[group]?.tree }

    /// The bitmaps a scale group's tree refers to, by content id (tests render the group's tree
    /// with them); `nil` for a group that does not exist.
    public func contents(for group: ScaleGroupKey) -> [ContentID: ContentBitmap]? { hub.groups[group]?.bitmaps }

    /// The glyph masks a scale group's runs name, at its scale (SPEC §6.5), as a client of the
    /// group holds them: with `contents(for:)`, what the reference renderer needs to draw the
    /// group's tree. `nil` for a group that does not exist.
    public func glyphs(for group: ScaleGroupKey) -> GlyphCache? {
        guard let g = hub.groups[group] else { return nil }
        let keys = SessionHub.glyphKeys(of: g.tree, scale: group.scale)
        let faces = g.glyphFaces
        let masks = keys.sorted { ($0.face, $0.pixelSize, $0.glyph, $0.phase) < ($1.face, $1.pixelSize, $1.glyph, $1.phase) }
            .compactMap { hub.glyphMasks.mask($0, faces: faces) }
        var cache = GlyphCache(scale: group.scale)
        try? cache.receive(GlyphsMessage(scale: group.scale, masks: masks))
        return cache
    }

    // MARK: - Pacing

    /// Runs turns when something asks for one or the UI has something scheduled: at most
    /// `maxTurnsPerSecond` a second for the UI's own schedule (animations, timers), and at most
    /// `maxInputTurnsPerSecond` for turns that input (or a new client) asked for.
    private func startPacing() {
        hub.onTurnRequested = { [weak self] in
            self?.wake?.resume()
            self?.wake = nil
        }
        let minInterval = 1 / configuration.maxTurnsPerSecond
        let minInputInterval = min(minInterval, 1 / configuration.maxInputTurnsPerSecond)
        pacingTask = Task { @MainActor [weak self] in
            var lastTurn = -Double.infinity
            // The app's Foundation timers, in the run loop of the thread the main actor runs on.
            var timers = RunLoopTimers()
            while !Task.isCancelled {
                guard let self else { return }
                let runLoop = timers.serviceCurrentThread()
                if runLoop.fired { self.hub.requestTurn() }
                let due = self.hub.turnRequested || (self.ui.nextScheduledTurn.map { $0 <= self.ui.now } ?? false)
                if !due {
                    let scheduled = self.ui.nextScheduledTurn.map { max(0, $0 - self.ui.now) }
                    let delay = [scheduled, runLoop.secondsToNext].compactMap { $0 }.min()
                    await self.waitForWake(timeout: delay)
                    continue
                }
                let since = self.ui.now - lastTurn
                let interval = self.hub.turnRequested ? minInputInterval : minInterval
                if since < interval { try? await Task.sleep(for: .seconds(interval - since)) }
                lastTurn = self.ui.now
                self.hub.runTurn()
            }
        }
    }

    /// Suspends until a turn is requested or `timeout` seconds pass.
    private func waitForWake(timeout: Double?) async {
        if let timeout {
            let sleeper = Task { @MainActor [weak self] in
                try? await Task.sleep(for: .seconds(timeout))
                self?.wake?.resume()
                self?.wake = nil
            }
            await withCheckedContinuation { wake = $0 }
            sleeper.cancel()
        } else {
            await withCheckedContinuation { wake = $0 }
        }
    }
}

extension LayercastServer {
    /// Serves `ui` until the calling task is cancelled: starts listening, paces the UI's turns,
    /// and stops (closing every connection) on cancellation. Throws what `init` and `start()`
    /// throw.
    public static func serve(ui: any ServedUI, configuration: ServerConfiguration,
                             eventLoopGroup: any EventLoopGroup) async throws {
        let server = try LayercastServer(ui: ui, configuration: configuration, eventLoopGroup: eventLoopGroup)
        // The launch built the interface: commit it so the first client's snapshot shows it.
        server.runTurn()
        try await server.start()
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(3600))
        }
        await server.stop()
    }
}

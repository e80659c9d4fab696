import Foundation
import LayercastProtocol
import LayercastCompositing
import NIOCore
import NIOPosix
import NIOSSL

/// One client of a Layercast server: the connection (SwiftNIO, on the event loops of the group
/// passed in), the handshake, and the main loop that applies the server's snapshots and commits
/// to a `ClientDisplay`, presents, acknowledges, and sends the display's input.
///
/// Not Sendable: everything except the socket runs on the thread that calls `step`/`runUntil`
/// (the process's main thread for SDL). The event loop decodes frames and hands messages over
/// through a `ClientInbox`, which the main loop drains each frame.
///
/// A hostile server cannot crash it: the decoder is total, commits apply atomically with the
/// welcome's limits, contents are checked against their ids (SPEC §6.2, in the decoder) and
/// must be held before a commit refers to them (§5.5); a violation sends a goodbye with the
/// §9 code, closes, and ends the session with `ClientError.protocolViolation`.
///
/// Driving it from a test (a headless client until three commits are on screen):
/// ```swift
/// let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
/// let compositor = try Compositor(configuration: CompositorConfiguration(videoDriver: "offscreen"))
/// let session = ClientSession(configuration: ClientSessionConfiguration(port: port),
///                             display: compositor, group: group)
/// session.connect()
/// try session.runUntil(timeout: 30) { $0.presentedCommitCount >= 3 }
/// let frame = try compositor.readPixels()        // premultiplied BGRA at compositor.viewport
/// let hash = session.treeHash                     // == session.lastAck?.treeHash
/// session.close()
/// ```
/// Without SDL (several clients in one process), pass a `MirrorDisplay` instead.
public final class ClientSession {
    /// Where the session is in its life.
    public enum Status: Equatable, Sendable {
        /// Created; `connect()` not called yet.
        case idle
        /// The TCP connection is being made.
        case connecting
        /// The hello is sent; waiting for the welcome or reject.
        case handshaking
        /// Welcomed: receiving commits.
        case running
        /// Over: `nil` for a close the client asked for, else why.
        case ended(ClientError?)
    }

    /// What the session connects to and announces.
    public let configuration: ClientSessionConfiguration
    /// What it draws into and reads input from.
    public let display: any ClientDisplay
    let group: any EventLoopGroup
    let clock: ClientClock

    /// The connection's rules (handshake, welcome timeout, ends, acks, reconnecting) and, in its
    /// mirror, the receive rules: everything the session decides without a socket or a display.
    var connection: ClientConnectionStateMachine
    /// Where the session is.
    public var status: Status { connection.status }
    /// The receive rules and what they built from the server's messages (across reconnects):
    /// the welcome, the tree, the contents and glyph masks held, the last commit applied.
    public var mirror: ClientMirror { connection.mirror }
    /// When the session connects again by itself (client clock) after a transient loss, with
    /// `configuration.reconnect`; `nil` when no reconnect is planned.
    public var reconnectDue: Double? { connection.reconnectDue }
    /// The last welcome (kept across a reconnect for its resume token).
    public var welcome: WelcomeMessage? { mirror.welcome }
    /// The id of the last snapshot or commit applied, `nil` before the first.
    public var lastAppliedCommitID: UInt64? { mirror.lastAppliedCommitID }
    /// How many snapshots and commits have been applied (across reconnects).
    public var appliedCommitCount: Int { mirror.appliedCount }
    /// The content ids held (SPEC §6.4).
    public var heldContents: Set<ContentID> { mirror.heldContents }
    /// `appliedCommitCount` as of the last acknowledged (presented) frame.
    public internal(set) var presentedCommitCount = 0
    /// The last ack sent.
    public internal(set) var lastAck: AckMessage?
    /// How many pings were answered.
    public internal(set) var pongsSent = 0
    /// Bytes received from the server over every connection of the session (frames as on the
    /// wire, inside TLS when it is on).
    public var bytesReceived: Int { bytesReceivedBefore + inbox.wireBytesReceived }
    var bytesReceivedBefore = 0
    /// How many times the session connected (1 after the first connection).
    public internal(set) var connectionCount = 0

    var inbox = ClientInbox()
    var channel: (any Channel)?
    var encoder = MessageEncoder(compression: .none)
    /// The held bitmaps' pixels, compressed, kept only when the server may send
    /// `contentsUpdate` against them (`Capabilities.partialContents` accepted): otherwise the
    /// display's copy suffices.
    var basePixels: [ContentID: PackedBitmap] = [:]
    /// Packs `basePixels` (created on first use; zstd's fastest level: the pixels are held,
    /// not sent).
    lazy var basePacker = ZstdCompressor(level: 1)
    /// Unpacks a base when a `contentsUpdate` names it.
    lazy var baseUnpacker = ZstdDecompressor()
    /// While an animation runs: when the next frame is due (client clock), one refresh interval
    /// after the last frame began. `nil` when nothing moves (the loop then waits for the network
    /// or one interval).
    var nextFrameDue: Double?
    /// Client time minus server time, the smallest seen (SPEC §11.6).
    var clockOffset: Double?
    /// The screen last announced (hello or screenChange).
    var announcedScreen: ScreenDescription?
    var mouseButtons: UInt32 = 0
    /// Version-3 keyboard and clipboard state (SPEC §11.7, §12.3, §12.11–§12.13).
    var keyboard = ClientKeyboardState()
    var touchIDs: [Int64: UInt32] = [:]
    var nextTouchID: UInt32 = 1
    /// The start (client clock) and message count of the current one-second rate window.
    var rateWindowStart = -Double.infinity
    var rateWindowCount = 0

    /// Creates a session; nothing happens until `connect()`.
    /// - Parameters:
    ///   - group: the event loops the socket runs on (the caller owns and shuts it down).
    ///   - clock: the client's monotonic clock in seconds (acks, input timestamps, timeouts).
    public init(configuration: ClientSessionConfiguration, display: any ClientDisplay,
                group: any EventLoopGroup, clock: @escaping ClientClock = monotonicClientClock) {
        self.configuration = configuration; self.display = display; self.group = group; self.clock = clock
        connection = ClientConnectionStateMachine(limits: configuration.limits, reconnect: configuration.reconnect,
                                                  welcomeTimeout: configuration.welcomeTimeout)
        connector = Self.tcpConnector(configuration: configuration, group: group, clock: clock)
    }

    /// Opens a connection whose pipeline posts to the inbox (`.connected` with the channel, or
    /// `.connectFailed`); TCP (and TLS) by default, a testing channel in tests.
    typealias Connector = (ClientInbox) throws(ClientError) -> Void
    var connector: Connector

    /// The mirrored tree's canonical hash (SPEC §7.2).
    public var treeHash: UInt64 { mirror.tree.canonicalHash }

    /// Whether the session is over.
    public var isEnded: Bool { if case .ended = status { true } else { false } }

    /// The server time now by the clock mapping of SPEC §11.6; `nil` before any commit or ping.
    public var serverTimeNow: Double? { clockOffset.map { clock() - $0 } }

    // MARK: - Connection

    /// Starts connecting (again, after the connection ended: with the resume token and last
    /// commit id of the previous welcome, SPEC §10.5). Progress shows in `status` as `step` runs.
    public func connect() {
        perform(connection.connectRequested())
    }

    /// Opens a new connection with a fresh inbox (the old one's late events are dropped with it).
    func openConnection() {
        let inbox = ClientInbox()
        bytesReceivedBefore += self.inbox.wireBytesReceived
        self.inbox = inbox
        do throws(ClientError) {
            try connector(inbox)
        } catch {
            perform(connection.connectFailed(error, at: clock()))
        }
    }

    /// The default connector: TCP to the configured address, TLS from the first byte when
    /// configured (SPEC §14.1), then the frame decoder and `ClientChannelHandler`.
    static func tcpConnector(configuration: ClientSessionConfiguration, group: any EventLoopGroup,
                             clock: @escaping ClientClock) -> Connector {
        { inbox throws(ClientError) in
            let limits = configuration.limits, host = configuration.host, port = configuration.port
            let tls = try configuration.tls.map { options throws(ClientError) in
                var pin: [UInt8]?
                if case .pinnedCertificate(let sha256) = options.verification { pin = sha256 }
                return (context: try options.makeContext(), serverName: options.sniName(host: host), pin: pin)
            }
            ClientBootstrap(group: group)
                .channelOption(.socketOption(.tcp_nodelay), value: 1)
                .connectTimeout(.milliseconds(Int64(configuration.connectTimeout * 1000)))
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        let pipeline = channel.pipeline.syncOperations
                        if let tls {
                            if let pin = tls.pin {
                                try pipeline.addHandler(NIOSSLClientHandler(
                                    context: tls.context, serverHostname: tls.serverName,
                                    customVerificationCallback: Self.pinVerification(pin, inbox: inbox)))
                            } else {
                                try pipeline.addHandler(NIOSSLClientHandler(context: tls.context, serverHostname: tls.serverName))
                            }
                        }
                        let (decoder, handler) = ClientChannelHandler.pipeline(inbox: inbox, limits: limits, clock: clock,
                                                                               usesTLS: tls != nil)
                        try pipeline.addHandler(decoder)
                        try pipeline.addHandler(handler)
                    }
                }
                .connect(host: host, port: port)
                .whenComplete { result in
                    switch result {
                    case .success(let channel): inbox.post(.connected(channel))
                    case .failure(let error): inbox.post(.connectFailed("\(host):\(port): \(Self.describe(error))"))
                    }
                }
        }
    }

    /// The check of a pinned server certificate: its leaf's DER bytes hash to `pin`. A mismatch
    /// posts the reason (both fingerprints) before the handshake fails with BoringSSL's own error.
    static func pinVerification(_ pin: [UInt8], inbox: ClientInbox) -> NIOSSLCustomVerificationCallback {
        { certificates, promise in
            guard let leaf = certificates.first, let seen = try? ClientTLSConfiguration.fingerprint(of: leaf) else {
                inbox.post(.tlsFailed("the server presented no certificate to check the pin against"))
                promise.succeed(.failed)
                return
            }
            if seen == pin {
                promise.succeed(.certificateVerified)
            } else {
                inbox.post(.tlsFailed("the server's certificate does not match the pin: its SHA-256 is "
                                      + "\(ClientTLSConfiguration.hexString(seen)), the pin \(ClientTLSConfiguration.hexString(pin))"))
                promise.succeed(.failed)
            }
        }
    }

    /// The cause of a failed connect in a few words (NIO's own description lists every attempt).
    static func describe(_ error: any Error) -> String {
        guard let e = error as? NIOConnectionError else { return "\(error)" }
        if let last = e.connectionErrors.last { return "\(last.error)" }
        if let dns = e.dnsAError ?? e.dnsAAAAError { return "cannot resolve \(e.host): \(dns)" }
        return "\(error)"
    }

    /// Sends a goodbye (code 0) and closes; the session ends without an error.
    /// While a reconnect is planned, it is called off.
    public func close(reason: String = "client closed") {
        perform(connection.closeRequested(reason: reason))
    }

    /// Carries out one of the connection machine's actions.
    func perform(_ action: ClientConnectionStateMachine.Action) {
        switch action {
        case .none:
            break
        case .openConnection:
            openConnection()
        case .sendHello(let resume):
            connectionCount += 1
            encoder = MessageEncoder(compression: .none)
            sendHello(resume: resume)
        case .send(let message):
            send(message)
            if case .ack(let ack) = message {
                lastAck = ack
                presentedCommitCount = appliedCommitCount
            }
        case .welcomed(let w, let resumed):
            didWelcome(w, resumed: resumed)
        case .mirror(let outcome, let receivedAt):
            do throws(ProtocolError) {
                try act(on: outcome, receivedAt: receivedAt)
            } catch {
                perform(connection.violation(error, at: clock()))
            }
        case .sayGoodbye(let goodbye):
            send(.goodbye(goodbye))
            if let channel {
                // Close after the goodbye has been written, so that the server reads it.
                channel.writeAndFlush(ByteBuffer()).whenComplete { _ in channel.close(promise: nil) }
            }
            channel = nil
        case .close:
            channel?.close(mode: .all, promise: nil)
            channel = nil
        }
    }

    /// Encodes and writes one message; a message the encoder refuses ends the session.
    func send(_ message: ClientMessage) {
        guard let channel else { return }
        do throws(ProtocolError) {
            let bytes = try encoder.encode(message)
            channel.writeAndFlush(bytes, promise: nil)
            rateWindowCount += 1
        } catch {
            perform(connection.sendFailed("cannot encode \(message.type): \(error)", at: clock()))
        }
    }

    /// Sends input as if the display had reported it (for tests and tools driving a session):
    /// e.g. a tap is `.mouse(.began, p, 1)` then `.mouse(.ended, p, 1)`, `p` in screen points.
    public func inject(_ events: [ClientInputEvent]) { sendInput(events) }

    /// Asks the server for a fresh snapshot (SPEC §12.6), e.g. after a local check found the
    /// tree diverged; the snapshot replaces the tree when it arrives.
    public func requestResync() {
        guard case .running = status else { return }
        send(.resyncRequest(ResyncRequestMessage(lastCommitID: lastAppliedCommitID ?? 0)))
    }

    /// Closes the socket without a goodbye, as a killed client would; the session ends with
    /// `.connectionLost`.
    public func disconnectAbruptly() {
        perform(connection.droppedAbruptly(at: clock()))
    }

    // MARK: - Main loop

    /// One turn of the main loop: waits up to `maxWait` seconds for network events (less when
    /// some are queued), applies them, sends the display's input, presents if needed, and
    /// acknowledges what was presented. Call it from the display's thread.
    /// - Parameter maxWait: seconds; `nil` waits until the next frame is due while an animation
    ///   runs (on a grid of refresh intervals, so neither the frame's own work nor a late wake-up
    ///   stretches the cadence), and one refresh interval of the display otherwise.
    public func step(maxWait: Double? = nil) {
        let interval = 1 / max(1, display.refreshRate)
        let wait = maxWait ?? nextFrameDue.map { max(0, $0 - clock()) } ?? interval
        if wait > 0 { inbox.wait(until: Date(timeIntervalSinceNow: wait)) }
        perform(connection.tick(at: clock()))
        let (events, resumeReading) = inbox.drain()
        for event in events { handle(event) }
        if resumeReading { channel?.read() }
        sendInput(display.pollEvents())
        let animationTime = mirror.accepted(.animations) ? serverTimeNow : nil
        let frameStart = clock()
        let presented = display.presentIfNeeded(at: animationTime)
        if let animationTime, mirror.tree.hasRunningAnimations(at: animationTime) {
            // On a fixed grid while frames keep up (waking a little late each time must not
            // drift the cadence below the display's rate); from this frame when one ran late.
            if presented {
                if let due = nextFrameDue, frameStart - due < interval { nextFrameDue = due + interval }
                else { nextFrameDue = frameStart + interval }
            }
        } else {
            nextFrameDue = nil
        }
        perform(connection.presented(at: clock()))
    }

    /// Runs the main loop until `condition` holds.
    /// - Parameter timeout: seconds of the session's clock to wait at most.
    /// - Throws: the session's error when it ends with one first; `.connectionLost` when it ends
    ///   cleanly first; `.timedOut` when the time runs out.
    public func runUntil(timeout: Double, _ condition: (ClientSession) -> Bool) throws(ClientError) {
        let deadline = clock() + timeout
        while !condition(self) {
            if case .ended(let error) = status {
                throw error ?? .connectionLost("the session ended")
            }
            guard clock() < deadline else { throw .timedOut("a session condition (\(timeout) s)") }
            step(maxWait: min(0.05, max(0, deadline - clock())))
        }
    }

    /// Runs the main loop until the session ends; returns its error, `nil` for a clean close.
    public func runUntilEnded() -> ClientError? {
        while true {
            if case .ended(let error) = status { return error }
            step()
        }
    }
}

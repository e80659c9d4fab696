import Foundation
import Logging
import LayercastProtocol
import NIOCore
import NIOEmbedded
import NIOPosix
@testable import LayercastServer

/// A served UI scripted by the test: boxes under the root, each with a drawn bitmap of one grey
/// shade at every scale. Changes queue commits that the next turn returns, as the toolkit does.
@MainActor
final class ScriptedUI: ServedUI {
    struct Box: Sendable {
        var frame: CGRect
        var shade: UInt8
        var opacity: Float = 1
    }

    let screenSize = CGSize(width: 390, height: 844)
    private(set) var boxes: [LayerID: Box] = [:]
    private var order: [LayerID] = []
    private var nextID: UInt64 = 2
    private var queued: [ServedCommit] = []
    private var inbox: [ServedTouch] = []
    /// Touches delivered by turns, in order.
    private(set) var delivered: [ServedTouch] = []
    /// The last scales the server asked for.
    private(set) var displayScales: [Double] = []
    private(set) var now = 0.0
    var nextScheduledTurn: Double? { nil }

    func setDisplayScales(_ scales: [Double]) { displayScales = scales }
    func enqueueTouches(_ touches: [ServedTouch]) { inbox += touches }

    /// When set, each touch that begins moves this box to the touch (a commit).
    var boxFollowingTouches: LayerID?

    func runTurn() -> [ServedCommit] {
        now += 1.0 / 60
        delivered += inbox
        if let id = boxFollowingTouches {
            for touch in inbox where touch.phase == .began {
                queued.append(ServedCommit(operations: [.setProperties(id, [.position(touch.location)])]))
            }
        }
        inbox = []
        defer { queued = [] }
        return queued
    }

    func snapshot() -> ServedCommit {
        let boxes = self.boxes, order = self.order
        return ServedCommit { scale in
            var ops: [LayerOperation] = order.map { .createLayer($0) }
            var bitmaps: [ContentID: ContentBitmap] = [:]
            for id in order {
                let (props, bitmap) = Self.properties(of: boxes[id]!, scale: scale)
                ops.append(.setProperties(id, props))
                bitmaps[ContentID(of: bitmap)] = bitmap
            }
            if !order.isEmpty { ops.append(.setSublayers(.root, order)) }
            return .init(operations: ops, bitmaps: bitmaps)
        }
    }

    /// Adds a box (committed by the next turn); returns its layer id.
    @discardableResult
    func addBox(_ frame: CGRect, shade: UInt8) -> LayerID {
        let id = LayerID(nextID)
        nextID += 1
        let box = Box(frame: frame, shade: shade)
        boxes[id] = box
        order.append(id)
        let order = self.order
        queued.append(ServedCommit { scale in
            let (props, bitmap) = Self.properties(of: box, scale: scale)
            return .init(operations: [.createLayer(id), .setProperties(id, props), .setSublayers(.root, order)],
                         bitmaps: [ContentID(of: bitmap): bitmap])
        })
        return id
    }

    /// Changes a box's opacity (no redraw).
    func setOpacity(_ id: LayerID, _ opacity: Float) {
        boxes[id]?.opacity = opacity
        queued.append(ServedCommit(operations: [.setProperties(id, [.opacity(opacity)])]))
    }

    /// Redraws a box in another shade (new contents at every scale).
    func setShade(_ id: LayerID, _ shade: UInt8) {
        guard var box = boxes[id] else { return }
        box.shade = shade
        boxes[id] = box
        let redrawn = box
        queued.append(ServedCommit { scale in
            let box = redrawn
            let bitmap = Self.bitmap(of: box, scale: scale)
            let cid = ContentID(of: bitmap)
            return .init(operations: [.setProperties(id, [.contents(cid), .contentsScale(scale)])], bitmaps: [cid: bitmap])
        })
    }

    /// Redraws a rectangle of a box (points, the box's space) in `shade`: new contents made from
    /// the old ones, with a partial-update hint as `setNeedsDisplay(_:)` gives, or without one
    /// (`hinted: false`) as a whole redraw that happens to change only that rectangle.
    func repaint(_ id: LayerID, _ rect: CGRect, shade: UInt8, hinted: Bool = true) {
        guard let box = boxes[id] else { return }
        queued.append(ServedCommit { scale in
            let base = Self.bitmap(of: box, scale: scale)
            var new = base
            let x0 = Int(rect.minX * scale), y0 = Int(rect.minY * scale)
            let x1 = min(base.width, Int((rect.maxX * scale).rounded(.up))), y1 = min(base.height, Int((rect.maxY * scale).rounded(.up)))
            for y in y0..<y1 {
                for x in x0..<x1 { for c in 0..<3 { new.pixels[(y * base.width + x) * 4 + c] = shade } }
            }
            let cid = ContentID(of: new)
            let hint = PartialContents(base: ContentID(of: base), x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            return .init(operations: [.setProperties(id, [.contents(cid), .contentsScale(scale)])], bitmaps: [cid: new],
                         partialUpdates: hinted ? [cid: hint] : [:])
        })
    }

    nonisolated static func bitmap(of box: Box, scale: Double) -> ContentBitmap {
        let w = max(1, Int((box.frame.width * scale).rounded(.up))), h = max(1, Int((box.frame.height * scale).rounded(.up)))
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = box.shade; pixels[i + 1] = box.shade; pixels[i + 2] = box.shade }
        return ContentBitmap(width: w, height: h, scale: scale, pixels: pixels)
    }

    nonisolated static func properties(of box: Box, scale: Double) -> ([LayerProperty], ContentBitmap) {
        let bitmap = bitmap(of: box, scale: scale)
        var props: [LayerProperty] = [
            .bounds(CGRect(origin: .zero, size: box.frame.size)),
            .position(CGPoint(x: box.frame.midX, y: box.frame.midY)),
        ]
        if box.opacity != 1 { props.append(.opacity(box.opacity)) }
        props += [.contents(ContentID(of: bitmap)), .contentsScale(scale)]
        return (props, bitmap)
    }
}

/// Collects a connection's bytes into a stream and ends it when the connection closes (the
/// test clients add a watchdog, so a test that waits for a message that never comes fails
/// instead of hanging). With a `greeting`, writes it from the event loop as the connection
/// comes up.
final class CollectingHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    let continuation: AsyncStream<ByteBuffer>.Continuation
    let greeting: ByteBuffer?
    init(_ continuation: AsyncStream<ByteBuffer>.Continuation, greeting: ByteBuffer? = nil) {
        self.continuation = continuation; self.greeting = greeting
    }
    func channelActive(context: ChannelHandlerContext) {
        if let greeting { context.writeAndFlush(NIOAny(greeting), promise: nil) }
        context.fireChannelActive()
    }
    func channelRead(context: ChannelHandlerContext, data: NIOAny) { continuation.yield(unwrapInboundIn(data)) }
    func channelInactive(context: ChannelHandlerContext) { continuation.finish() }
    func errorCaught(context: ChannelHandlerContext, error: any Error) { context.close(promise: nil) }
}

/// A protocol client speaking through the real codec and keeping a mirror of the tree like a
/// real client (contents verified by id, snapshots and commits applied): the one test peer of the
/// server suites. It reaches the server over a `NIOAsyncTestingChannel` carrying the server's own
/// connection pipeline (`connect(to:)`: no socket, the server's timers on the test's manual clock,
/// `advanceTime(of:by:)`), or over a real TCP socket (`connect(port:group:)`) for the suites about
/// the socket itself: keep-alive pings, slow readers, hostile peers.
///
/// Besides what a well-behaved client does (hello, acks, reading updates), it does what hostile
/// and broken peers do: sends raw bytes, half-closes, stops reading (`autoRead` off, so the
/// kernel's buffers and then the server's fill), and carries its mirror over to a new
/// connection for a resume (`adopt(_:)`, `resumeHello`).
///
/// It does not acknowledge by itself: a test acks with `ack(hash:)` (or `converge(to:)`), so
/// tests that count updates in flight decide when an ack goes out.
@MainActor
final class TestClient {
    /// The connection: a TCP socket's channel, or the testing channel the server's pipeline is in.
    let channel: any Channel
    /// The testing channel, when there is no socket: the client's bytes are written into it as
    /// inbound data and the server's are read from its outbound buffer.
    private let testing: NIOAsyncTestingChannel?
    private var iterator: AsyncStream<ByteBuffer>.AsyncIterator
    private var decoder = ServerMessageDecoder()
    private var encoder: MessageEncoder
    private let watchdog: Task<Void, Never>
    /// Every message received, in order.
    private(set) var received: [ServerMessage] = []
    /// Bytes received (frame headers included).
    private(set) var bytesReceived = 0
    /// The mirror of the server's tree and the contents received.
    private(set) var mirror = ReceivedMirror()
    /// The mirrored tree.
    var tree: LayerTree { mirror.tree }
    /// Contents held, by id.
    var contents: [ContentID: ContentBitmap] { mirror.contents }
    /// Every contents id received, in order (a repeat would be a resend).
    var contentsReceived: [ContentID] { mirror.contentsReceived }
    /// The last snapshot or commit applied (0: none).
    var lastCommitID: UInt64 { mirror.lastCommitID }
    /// The last welcome.
    private(set) var welcome: WelcomeMessage?

    /// Connects to the server on loopback. The stream ends after `watchdog` seconds whatever
    /// happens, so a test waiting for a message that never comes fails instead of hanging. The
    /// default is long: under the address sanitizer the demo's suites hold the main actor for
    /// minutes, and a welcome that arrives after the watchdog is lost.
    ///
    /// With a `greeting` the hello goes out from the event loop the moment the connection is up,
    /// so a main actor busy with other suites cannot make this client miss a short handshake
    /// timeout; wait for the welcome with `nextUpdate()`.
    ///
    /// `compression` is how the client's own frames are sent. The default never compresses, so
    /// the bytes a hardening test writes reach the server exactly as built (a hostile frame's
    /// size is the size tested); `.default` compresses payloads of 256 bytes or more as a real
    /// client that offered `zstd` may. Server frames are decoded, zstd or not, either way.
    static func connect(port: Int, group: any EventLoopGroup, watchdog: Int64 = 300,
                        greeting: HelloMessage? = nil,
                        compression: CompressionPolicy = .none) async throws -> TestClient {
        let (stream, continuation) = AsyncStream.makeStream(of: ByteBuffer.self)
        var encoder = MessageEncoder(compression: compression)
        let hello = try greeting.map { try encoder.encode(ClientMessage.hello($0)) }
        let channel = try await ClientBootstrap(group: group)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(CollectingHandler(continuation, greeting: hello))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return TestClient(channel: channel, testing: nil, iterator: stream.makeAsyncIterator(), encoder: encoder,
                          watchdog: Self.watchdog(seconds: watchdog, continuation))
    }

    /// Connects to `server` without a socket: a `NIOAsyncTestingChannel` on the server's testing
    /// loop (`withServer` makes one per server) gets the server's connection pipeline, as an
    /// accepted socket would, and becomes active. The server's handshake timeout, pings, pong
    /// timeouts and resume grace periods then run on that loop's manual clock. The watchdog and
    /// `greeting` are as with `connect(port:group:)`.
    static func connect(to server: LayercastServer, watchdog: Int64 = 300, greeting: HelloMessage? = nil,
                        compression: CompressionPolicy = .none) async throws -> TestClient {
        guard let loop = TestingLoops.loop(of: server) else { preconditionFailure("the server was not made by withServer") }
        let install = server.connectionInstaller(tls: nil)
        let channel = try await NIOAsyncTestingChannel(loop: loop) { try install($0.pipeline.syncOperations) }
        try await channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 50_000)).get()
        let (stream, continuation) = AsyncStream.makeStream(of: ByteBuffer.self)
        // The server's writes, as a socket would deliver them; the stream ends with the channel.
        Task {
            while let bytes = try? await channel.waitForOutboundWrite(as: ByteBuffer.self) { continuation.yield(bytes) }
            continuation.finish()
        }
        var encoder = MessageEncoder(compression: compression)
        if let greeting { try await channel.writeInbound(try encoder.encode(ClientMessage.hello(greeting))) }
        return TestClient(channel: channel, testing: channel, iterator: stream.makeAsyncIterator(), encoder: encoder,
                          watchdog: Self.watchdog(seconds: watchdog, continuation))
    }

    /// Ends the stream after `seconds` of real time, whatever happens.
    private static func watchdog(seconds: Int64, _ continuation: AsyncStream<ByteBuffer>.Continuation) -> Task<Void, Never> {
        Task {
            try? await Task.sleep(for: .seconds(seconds))
            continuation.finish()
        }
    }

    private init(channel: any Channel, testing: NIOAsyncTestingChannel?, iterator: AsyncStream<ByteBuffer>.AsyncIterator,
                 encoder: MessageEncoder, watchdog: Task<Void, Never>) {
        self.channel = channel; self.testing = testing; self.iterator = iterator; self.encoder = encoder
        self.watchdog = watchdog
    }

    /// A hello for a 1× screen of `width`×`height` pixels, offering every capability unless told.
    static func hello(width: UInt32 = 390, height: UInt32 = 844, token: String? = nil,
                      capabilities: Capabilities = .all, name: String = "test",
                      resume: ResumeRequest? = nil) -> HelloMessage {
        HelloMessage(capabilities: capabilities, token: token, name: name,
                     screen: ScreenDescription(widthPixels: width, heightPixels: height, scale: 1, refreshRate: 60),
                     resume: resume)
    }

    /// Sends `hello` and reads until the first snapshot or commit is applied (or the connection
    /// closes); returns the welcome.
    @discardableResult
    func handshake(_ hello: HelloMessage = TestClient.hello()) async throws -> WelcomeMessage? {
        try await send(.hello(hello))
        try await nextUpdate()
        return welcome
    }

    /// Takes over another client's mirror (its tree, contents and last commit) and welcome: the
    /// same client, reconnected.
    func adopt(_ other: TestClient) {
        mirror = other.mirror.reconnected(); welcome = other.welcome
    }

    /// The hello of a client resuming this client's session (SPEC §10.1).
    func resumeHello(token: String? = nil, capabilities: Capabilities = .all) -> HelloMessage {
        TestClient.hello(token: token, capabilities: capabilities,
                         resume: welcome.map { ResumeRequest(token: $0.resumeToken, lastCommitID: lastCommitID) })
    }

    func send(_ message: ClientMessage) async throws {
        try await sendRaw(try encoder.encode(message))
    }

    /// Sends bytes as they are: a frame built by the test, or not a frame at all.
    func sendRaw(_ bytes: ByteBuffer) async throws {
        if let testing {
            try await testing.writeInbound(bytes)
        } else {
            try await channel.writeAndFlush(bytes)
        }
    }

    /// Sends bytes as they are: a frame built by the test, or not a frame at all.
    func sendRaw(_ bytes: [UInt8]) async throws {
        try await sendRaw(ByteBuffer(bytes: bytes))
    }

    /// Acknowledges the last update with the mirror's hash (or `hash`, to claim a wrong tree).
    func ack(hash: UInt64? = nil) async throws {
        try await send(.ack(AckMessage(commitID: lastCommitID, receivedTime: 0, presentedTime: 0,
                                       treeHash: hash ?? tree.canonicalHash)))
    }

    /// Stops or restarts reading from the socket.
    func setReading(_ reading: Bool) async throws {
        precondition(testing == nil, "a testing channel has no socket to stop reading: connect(port:group:)")
        try await channel.setOption(ChannelOptions.autoRead, value: reading).get()
        if reading { channel.read() }
    }

    /// Ends this side of the connection (the server sees EOF) and keeps reading.
    func halfClose() async throws {
        if let testing {
            // What NIO fires when a socket with remote half-closure allowed reads EOF.
            testing.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
            await testing.testingEventLoop.run()
        } else {
            try await channel.close(mode: .output)
        }
    }

    func close() async {
        watchdog.cancel()
        try? await channel.close()
    }

    /// The next message (applied to the mirror), or `nil` when the connection closed. Pings are
    /// returned like any message and not answered.
    func next() async throws -> ServerMessage? {
        while true {
            if let message = try decoder.nextMessage() {
                received.append(message)
                try apply(message)
                return message
            }
            var it = iterator
            let bytes = await it.next(isolation: #isolation)
            iterator = it
            guard let bytes else { return nil }
            bytesReceived += bytes.readableBytes
            decoder.append(bytes)
        }
    }

    /// Reads until a snapshot or commit has been applied; returns it (`nil`: closed first).
    ///
    /// Pings met on the way are answered, so a client waiting for an update stays alive under a
    /// short ping interval. (`ServerConfiguration.forTests()` sends no pings within a test; only
    /// tests that configure an interval see any.)
    @discardableResult
    func nextUpdate() async throws -> ServerMessage? {
        while let message = try await next() {
            switch message {
            case .snapshot, .commit: return message
            case .ping(let ping): try? await send(.pong(PongMessage(nonce: ping.nonce)))
            default: continue
            }
        }
        return nil
    }

    /// Reads until the connection closes (or the watchdog ends the stream); returns what came.
    func drainUntilClosed() async throws -> [ServerMessage] {
        var out: [ServerMessage] = []
        while let message = try await next() { out.append(message) }
        return out
    }

    /// Reads, answering pings and acknowledging updates, until the mirror's hash is `hash`;
    /// `false` when the connection closed first.
    func converge(to hash: UInt64) async throws -> Bool {
        while tree.canonicalHash != hash {
            guard try await nextUpdate() != nil else { return false }
            try await ack()
        }
        return true
    }

    private func apply(_ message: ServerMessage) throws {
        if case .welcome(let w) = message { welcome = w }
        try mirror.apply(message)
    }
}

/// Waits (without asserting on time) until `condition` holds, or gives up after `seconds`.
@MainActor
func waitUntil(seconds: Double = 10, _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}

extension ServerConfiguration {
    /// What every server test starts from: a free loopback port, manual pacing, a silent logger,
    /// no refusal delay, and the handshake and keep-alive timeouts out of the way.
    ///
    /// Test peers live on the main actor, which the UI suites running beside them keep busy:
    /// under load a peer's hello or pong waited past the default 10 s handshake and 15 s pong
    /// timeouts ("I/O on closed channel"), and under the address sanitizer the demo's suites held
    /// it for over 120 s (2026-11-27), hence ten minutes. No keep-alives also means tests that compare exactly
    /// what was sent never see a ping arrive mid-test (the thread sanitizer runs slowly). The tests
    /// of those timeouts configure their own.
    static func forTests() -> ServerConfiguration {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        var configuration = ServerConfiguration(port: 0, pacing: .manual, handshakeTimeout: .seconds(600),
                                                refusalDelay: .zero, logger: logger)
        configuration.pingInterval = .seconds(3600)
        return configuration
    }
}

/// Runs `body` with a started server over a scripted UI on a free loopback port (manual pacing
/// unless `pacing` says otherwise) on an event loop of its own, then stops the server and shuts
/// the loop down whatever `body` does: a thrown error and a failed `#require` included, so no
/// test leaves a listening server behind.
@MainActor
func withServer<R>(_ ui: ScriptedUI, token: String? = nil, maxInFlight: Int = 2,
                   pacing: ServerConfiguration.Pacing = .manual, limits: ProtocolLimits = .default,
                   handshakeTimeout: TimeAmount = .seconds(600), recording: URL? = nil,
                   _ body: (LayercastServer, MultiThreadedEventLoopGroup) async throws -> R) async throws -> R {
    try await withServer(serving: ui, configuring: { configuration in
        configuration.token = token
        configuration.recordingDirectory = recording
        configuration.limits = limits
        configuration.pacing = pacing
        configuration.handshakeTimeout = handshakeTimeout
        configuration.maxUpdatesInFlight = maxInFlight
    }, body)
}

/// Runs `body` with a started server over `ui` (a scripted UI or the toolkit's), configured by
/// `configure` from `ServerConfiguration.forTests()`, on an event loop group of `threads` threads
/// of its own; stops the server and shuts the group down whatever `body` does.
@MainActor
func withServer<R>(serving ui: any ServedUI, threads: Int = 1,
                   configuring configure: (inout ServerConfiguration) -> Void = { _ in },
                   _ body: (LayercastServer, MultiThreadedEventLoopGroup) async throws -> R) async throws -> R {
    try await withServer(threads: threads, made: { group in
        var configuration = ServerConfiguration.forTests()
        configure(&configuration)
        let server = try LayercastServer(ui: ui, configuration: configuration, eventLoopGroup: group)
        try await server.start()
        return server
    }, body)
}

/// The manual-clock loop of each server `withServer` made, where its `TestClient.connect(to:)`
/// connections run.
@MainActor
enum TestingLoops {
    private static var loops: [ObjectIdentifier: NIOAsyncTestingEventLoop] = [:]

    static func loop(of server: LayercastServer) -> NIOAsyncTestingEventLoop? { loops[ObjectIdentifier(server)] }

    static func register(_ server: LayercastServer) -> NIOAsyncTestingEventLoop {
        let loop = NIOAsyncTestingEventLoop()
        loops[ObjectIdentifier(server)] = loop
        return loop
    }

    /// Forgets the server's loop and shuts it down (timers still scheduled on it are dropped).
    static func remove(_ server: LayercastServer) async {
        guard let loop = loops.removeValue(forKey: ObjectIdentifier(server)) else { return }
        await loop.run()
        await loop.shutdownGracefully()
    }
}

/// Moves the manual clock of the server's testing connections (`TestClient.connect(to:)`)
/// forward, running the timers that come due: handshake and pong timeouts, pings, the end of a
/// resume grace period.
@MainActor
func advanceTime(of server: LayercastServer, by amount: TimeAmount) async {
    await TestingLoops.loop(of: server)?.advanceTime(by: amount)
}

/// Runs `body` with the server `make` starts on an event loop group of `threads` threads of its
/// own (its listening socket's) and a testing loop for its socketless connections, then stops
/// the server and shuts both down whatever `body` does.
@MainActor
func withServer<R>(threads: Int = 1, made make: (MultiThreadedEventLoopGroup) async throws -> LayercastServer,
                   _ body: (LayercastServer, MultiThreadedEventLoopGroup) async throws -> R) async throws -> R {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: threads)
    let server: LayercastServer
    do {
        server = try await make(group)
    } catch {
        try? await group.shutdownGracefully()
        throw error
    }
    _ = TestingLoops.register(server)
    do {
        let result = try await body(server, group)
        await server.stop()
        await TestingLoops.remove(server)
        try await group.shutdownGracefully()
        return result
    } catch {
        await server.stop()
        await TestingLoops.remove(server)
        try? await group.shutdownGracefully()
        throw error
    }
}

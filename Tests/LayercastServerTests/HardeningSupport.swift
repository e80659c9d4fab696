import Foundation
import Logging
import LayercastProtocol
import NIOCore
import NIOPosix
@testable import LayercastServer

/// A client over real TCP for the hardening tests: like `TestClient` (a mirror kept through the
/// real codec), plus what hostile and broken peers do — raw bytes, half-closing, stopping
/// reading (`autoRead` off, so the kernel's buffers and then the server's fill), and carrying
/// its mirror over to a new connection for a resume.
@MainActor
final class Peer {
    let channel: any Channel
    private var iterator: AsyncStream<ByteBuffer>.AsyncIterator
    private var decoder = ServerMessageDecoder()
    private var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
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
    /// happens, so a test waiting for a message that never comes fails instead of hanging.
    ///
    /// With a `greeting` the hello goes out from the event loop the moment the connection is up,
    /// so a main actor busy with other suites cannot make this peer miss a short handshake
    /// timeout; wait for the welcome with `nextUpdate()`.
    static func connect(port: Int, group: any EventLoopGroup, watchdog: Int64 = 30,
                        greeting: HelloMessage? = nil) async throws -> Peer {
        let (stream, continuation) = AsyncStream.makeStream(of: ByteBuffer.self)
        var encoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false))
        let hello = try greeting.map { try encoder.encode(ClientMessage.hello($0)) }
        let channel = try await ClientBootstrap(group: group)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(CollectingHandler(continuation, greeting: hello))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        let watchdog = channel.eventLoop.scheduleTask(in: .seconds(watchdog)) { continuation.finish() }
        return Peer(channel: channel, iterator: stream.makeAsyncIterator(), watchdog: watchdog)
    }

    private let watchdog: Scheduled<Void>

    private init(channel: any Channel, iterator: AsyncStream<ByteBuffer>.AsyncIterator, watchdog: Scheduled<Void>) {
        self.channel = channel; self.iterator = iterator; self.watchdog = watchdog
    }

    static func hello(token: String? = nil, capabilities: Capabilities = .all, resume: ResumeRequest? = nil,
                      width: UInt32 = 390, height: UInt32 = 844) -> HelloMessage {
        HelloMessage(capabilities: capabilities, token: token, name: "peer",
                     screen: ScreenDescription(widthPixels: width, heightPixels: height, scale: 1, refreshRate: 60),
                     resume: resume)
    }

    /// Sends `hello` and reads until the first snapshot or commit is applied (or the connection
    /// closes); returns the welcome.
    @discardableResult
    func handshake(_ hello: HelloMessage = Peer.hello()) async throws -> WelcomeMessage? {
        try await send(.hello(hello))
        try await nextUpdate()
        return welcome
    }

    /// Takes over another peer's mirror (its tree, contents and last commit): the same client,
    /// reconnected.
    func adopt(_ other: Peer) {
        mirror = other.mirror.reconnected(); welcome = other.welcome
    }

    /// The hello of a client resuming this peer's session (SPEC §10.1).
    func resumeHello(token: String? = nil, capabilities: Capabilities = .all) -> HelloMessage {
        Peer.hello(token: token, capabilities: capabilities,
                   resume: welcome.map { ResumeRequest(token: $0.resumeToken, lastCommitID: lastCommitID) })
    }

    func send(_ message: ClientMessage) async throws {
        try await channel.writeAndFlush(try encoder.encode(message))
    }

    func sendRaw(_ bytes: [UInt8]) async throws {
        try await channel.writeAndFlush(ByteBuffer(bytes: bytes))
    }

    /// Acknowledges the last update with the mirror's hash.
    func ack() async throws {
        try await send(.ack(AckMessage(commitID: lastCommitID, receivedTime: 0, presentedTime: 0,
                                       treeHash: tree.canonicalHash)))
    }

    /// Stops or restarts reading from the socket.
    func setReading(_ reading: Bool) async throws {
        try await channel.setOption(ChannelOptions.autoRead, value: reading).get()
        if reading { channel.read() }
    }

    /// Ends this side of the connection (the server sees EOF) and keeps reading.
    func halfClose() async throws {
        try await channel.close(mode: .output)
    }

    func close() async {
        watchdog.cancel()
        try? await channel.close()
    }

    /// The next message (applied to the mirror), or `nil` when the connection closed.
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

    /// Reads until the connection closes; returns what came.
    func drainUntilClosed() async throws -> [ServerMessage] {
        var out: [ServerMessage] = []
        while let message = try await next() { out.append(message) }
        return out
    }

    /// Reads, answering pings and acknowledging updates, until the mirror's hash is `hash`.
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

/// A server on a free loopback port with manual pacing over a scripted UI, configured by the test.
@MainActor
func makeHardenedServer(_ ui: ScriptedUI, group: any EventLoopGroup,
                        _ configure: (inout ServerConfiguration) -> Void = { _ in }) async throws -> LayercastServer {
    var configuration = ServerConfiguration.forTests()
    configure(&configuration)
    let server = try LayercastServer(ui: ui, configuration: configuration, eventLoopGroup: group)
    try await server.start()
    return server
}

/// The error a connection ended with: the last message when it is an `error` or `reject`.
func closingCode(_ messages: [ServerMessage]) -> ProtocolError.Code? {
    switch messages.last {
    case .error(let e)?: e.code
    case .reject(let r)?: r.code
    default: nil
    }
}

/// A frame header (SPEC §2.2) followed by `payload`.
func rawFrame(type: UInt16, flags: UInt16 = 0, length: UInt32? = nil, payload: [UInt8] = []) -> [UInt8] {
    var bytes: [UInt8] = []
    let n = length ?? UInt32(payload.count)
    bytes += withUnsafeBytes(of: n.littleEndian, Array.init)
    bytes += withUnsafeBytes(of: type.littleEndian, Array.init)
    bytes += withUnsafeBytes(of: flags.littleEndian, Array.init)
    return bytes + payload
}

/// A `pointer` payload (SPEC §12.1) with any values, finite or not, in range or not.
func rawPointerPayload(device: UInt8 = 2, pointerID: UInt32 = 1, phase: UInt8 = 0,
                       x: Double = 10, y: Double = 10) -> [UInt8] {
    var bytes: [UInt8] = [device]
    bytes += withUnsafeBytes(of: pointerID.littleEndian, Array.init)
    bytes.append(phase)
    bytes += withUnsafeBytes(of: x.bitPattern.littleEndian, Array.init)
    bytes += withUnsafeBytes(of: y.bitPattern.littleEndian, Array.init)
    bytes += [UInt8](repeating: 0, count: 8)  // buttons, modifiers
    bytes += withUnsafeBytes(of: (0.0).bitPattern.littleEndian, Array.init)
    return bytes
}

/// The process's open descriptors that are TCP sockets to or from `port` (the server's listener,
/// its connections, and the tests' clients of it), from /proc: other suites running in this
/// process at the same time do not count.
func socketDescriptors(port: Int) -> Int {
    var inodes = Set<String>()
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
        // Read to the end: /proc files report size 0 and give a page per read.
        guard let handle = FileHandle(forReadingAtPath: table),
              let data = try? handle.readToEnd(), let text = String(data: data, encoding: .utf8) else { continue }
        try? handle.close()
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 9, fields[9] != "0" else { continue }
            let ports = [fields[1], fields[2]].compactMap { $0.split(separator: ":").last.flatMap { Int($0, radix: 16) } }
            if ports.contains(port) { inodes.insert(String(fields[9])) }
        }
    }
    let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return fds.filter { fd in
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)"),
              target.hasPrefix("socket:[") else { return false }
        return inodes.contains(String(target.dropFirst(8).dropLast()))
    }.count
}

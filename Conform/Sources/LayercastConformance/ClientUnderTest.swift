import Foundation
import LayercastProtocol
import NIOCore
import NIOPosix

/// A client under test, as the kit reaches it (the kit plays its server): each case listens,
/// starts the client (or waits for the tester to), accepts one connection and scripts it.
public final class ClientUnderTest: @unchecked Sendable {
    // @unchecked: `accepted` is touched with `condition` locked; the rest is set in `init`.
    /// How the client is started for each case.
    public enum Launcher: Sendable {
        /// A command, `{host}` and `{port}` replaced.
        case command([String])
        /// The tester starts it against the listening address for each case.
        case manual
        /// A function of the kit's process, given the port it listens on (tests' deliberately
        /// broken clients).
        case inProcess(@Sendable (Int) -> Void)
    }

    /// How the client is started for each case.
    public let launcher: Launcher
    /// Where the kit listens.
    public let host: String
    /// The port to listen on; 0 picks one for each case (with `command` only).
    public let port: Int
    /// How long the kit waits for the client, seconds.
    public let timeout: Double
    let group: any EventLoopGroup
    private let condition = NSCondition()
    private var accepted: [(any Channel, PeerBox<ClientMessage>)] = []

    /// Describes a client.
    public init(launcher: Launcher, host: String = "127.0.0.1", port: Int = 0, group: any EventLoopGroup, timeout: Double = 10) {
        self.launcher = launcher; self.host = host; self.port = port; self.group = group; self.timeout = timeout
    }

    /// One case's connection: the client's hello read, nothing answered yet.
    final class Session {
        let peer: WirePeer<ClientMessage>
        let hello: HelloMessage
        let process: Process?
        let listener: any Channel
        var tree = LayerTree()
        var commitID: UInt64 = 0
        var limits = ProtocolLimits.default

        init(peer: WirePeer<ClientMessage>, hello: HelloMessage, process: Process?, listener: any Channel) {
            self.peer = peer; self.hello = hello; self.process = process; self.listener = listener
        }

        /// The version the kit (speaking 1…2) and the client share.
        var version: UInt16 { ProtocolVersion.negotiate(min: hello.minVersion, max: hello.maxVersion) ?? 1 }

        /// The capabilities the kit accepts: every one of version 4 the client offered (§10.4).
        var capabilities: Capabilities { hello.capabilities.intersection(Capabilities.all) }

        /// The capabilities the welcome granted.
        private(set) var granted: Capabilities = []

        /// Sends the welcome (a 390×844-point screen), granting what `capabilities` says but
        /// `withholding`, plus the capability bits `extraBits` no version defines (§10.4).
        func welcome(limits: ProtocolLimits = .default, withholding: Capabilities = [], extraBits: UInt32 = 0) throws {
            self.limits = limits
            granted = capabilities.subtracting(withholding)
            let v2 = version >= 2
            try peer.send(ServerMessage.welcome(WelcomeMessage(
                version: version, sessionID: 1, resumeToken: 0x0C0F_0A11, screenSize: CGSize(width: 390, height: 844),
                capabilities: Capabilities(rawValue: granted.rawValue | extraBits), limits: limits, contentsScale: v2 ? hello.screen.scale : nil,
                mode: v2 ? .mirror : nil, screenID: v2 ? 0 : nil)))
        }

        /// Sends a snapshot or commit (`compact`: as a compactCommit, §11.11) and applies it to the
        /// kit's tree.
        func update(_ operations: [LayerOperation], snapshot: Bool = false, compact: Bool = false) throws {
            commitID += 1
            if snapshot {
                try peer.send(ServerMessage.snapshot(SnapshotMessage(commitID: commitID, serverTime: Double(commitID), operations: operations)))
                tree = try LayerTree(snapshot: operations)
            } else {
                try peer.send(ServerMessage.commit(CommitMessage(commitID: commitID, serverTime: Double(commitID), operations: operations,
                                                                 isCompact: compact)))
                try tree.apply(operations)
            }
        }

        /// Waits for the ack of the last update and checks its hash against the kit's tree.
        func expectAck(timeout: Double) -> Outcome {
            let ack = peer.next(timeout: timeout) { m in
                if case .ack(let a) = m { return a.commitID >= self.commitID }
                return false
            }
            guard case .ack(let a)? = ack else {
                if case .goodbye(let g)? = peer.messages.last {
                    return .fail("the client said goodbye (\(g.code.map { "\($0)" } ?? "0")): \(g.reason)")
                }
                return .fail("no ack of commit \(commitID) within \(timeout) s")
            }
            // §12.4: an ack names a commit the server sent, never a later one.
            guard a.commitID == commitID else { return .fail("§12.4: ack of commit \(a.commitID), but the last sent is \(commitID)") }
            return a.treeHash == tree.canonicalHash
                ? .pass : .fail("ack hash \(String(a.treeHash, radix: 16)), the SPEC's \(String(tree.canonicalHash, radix: 16))")
        }

        /// Waits for a goodbye with `code` and the close (§2.5: "the client sends goodbye with a code and closes").
        func expectGoodbye(_ code: ProtocolError.Code, timeout: Double) -> Outcome {
            let goodbye = peer.next(timeout: timeout) { if case .goodbye = $0 { true } else { false } }
            guard case .goodbye(let g)? = goodbye else {
                return peer.isClosed ? .fail("closed without a goodbye (expected \(code))") : .fail("no goodbye \(code) within \(timeout) s")
            }
            guard g.code == code else { return .fail("goodbye \(g.code.map { "\($0)" } ?? "0") (\(g.reason)), expected \(code)") }
            return peer.drainUntilClosed(timeout: timeout) ? .pass : .fail("goodbye \(code), but the connection stayed open")
        }

        func end() {
            peer.close()
            listener.close(promise: nil)
            if let process, process.isRunning {
                process.terminate()
                let deadline = Date(timeIntervalSinceNow: 2)
                while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
            }
        }
    }

    /// Listens, starts the client, accepts its connection and reads its hello.
    func open() throws -> Session {
        let listener = try ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.allowRemoteHalfClosure, value: true)
            .childChannelInitializer { [self] channel in
                let box = PeerBox<ClientMessage>()
                condition.lock()
                accepted.append((channel, box))
                condition.signal()
                condition.unlock()
                return channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(PeerHandler(box: box)) }
            }
            .bind(host: host, port: port).wait()
        let boundPort = listener.localAddress?.port ?? port
        var process: Process?
        if case .inProcess(let start) = launcher { start(boundPort) }
        if case .command(let command) = launcher {
            let p = Process()
            let args = command.map { $0.replacingOccurrences(of: "{port}", with: String(boundPort)).replacingOccurrences(of: "{host}", with: host) }
            p.executableURL = URL(fileURLWithPath: args[0].contains("/") ? args[0] : "/usr/bin/env")
            p.arguments = args[0].contains("/") ? Array(args.dropFirst()) : args
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            p.standardInput = FileHandle.nullDevice
            do { try p.run() } catch {
                listener.close(promise: nil)
                throw ConformanceError.unreachable("cannot start \(args.joined(separator: " ")): \(error)")
            }
            process = p
        }
        condition.lock()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while accepted.isEmpty {
            guard condition.wait(until: deadline) else {
                condition.unlock()
                listener.close(promise: nil)
                process.map { if $0.isRunning { $0.terminate() } }
                throw ConformanceError.unreachable("no client connected to \(host):\(boundPort) within \(timeout) s")
            }
        }
        let (channel, box) = accepted.removeFirst()
        condition.unlock()
        let peer = WirePeer<ClientMessage>.adopting(channel, box: box, limits: .default)
        // §2.4: "a client MUST NOT compress its hello".
        peer.acceptsCompressedFrames = false
        switch peer.next(timeout: timeout) {
        case .message(.hello(let hello)):
            // After the hello, as agreed: compressed frames only from a client that offered zstd.
            peer.acceptsCompressedFrames = hello.capabilities.contains(.zstd)
            return Session(peer: peer, hello: hello, process: process, listener: listener)
        case let other:
            let session = Session(peer: peer, hello: HelloMessage(name: "", screen: ScreenDescription(widthPixels: 1, heightPixels: 1, scale: 1, refreshRate: 1)),
                                  process: process, listener: listener)
            session.end()
            throw ConformanceError.script("§10.1: the client's first message was not a valid hello: \(other)")
        }
    }
}

import Foundation
import LayercastProtocol
import NIOCore

/// A server under test, as the kit reaches it (the kit plays its clients).
public struct ServerUnderTest: Sendable {
    /// Where it listens.
    public var host: String, port: Int
    /// The token it requires, if the tester configured one (§14.2).
    public var token: String?
    /// The event loops of the kit's connections.
    public var group: any EventLoopGroup
    /// How long the kit waits for an answer, seconds.
    public var timeout: Double
    /// The kit as it was before the mutation run's cases (issue 31): no welcome-limit or
    /// capability checks on what the server sends. Only the kit's own tests set it, to measure
    /// the kill rate the earlier kit reached.
    var baseline = false
    /// Describes a server.
    public init(host: String, port: Int, token: String? = nil, group: any EventLoopGroup, timeout: Double = 5) {
        self.host = host; self.port = port; self.token = token; self.group = group; self.timeout = timeout
    }

    /// A new connection.
    func connect() throws -> WirePeer<ServerMessage> {
        do {
            return try WirePeer<ServerMessage>.connect(host: host, port: port, group: group)
        } catch {
            throw ConformanceError.unreachable("\(host):\(port): \(error)")
        }
    }

    /// The kit's hello: a 390×844-pixel screen at 1×, every capability but `glyphRuns` (the kit
    /// does not check glyph runs yet), every version.
    func hello(capabilities: Capabilities = Capabilities.all.subtracting(.glyphRuns), resume: ResumeRequest? = nil, name: String = "layercast-conform") -> HelloMessage {
        HelloMessage(minVersion: ProtocolVersion.oldest, maxVersion: ProtocolVersion.current, capabilities: capabilities,
                     token: token, name: name,
                     screen: ScreenDescription(widthPixels: 390, heightPixels: 844, scale: 1, refreshRate: 60), resume: resume)
    }
}

/// What the kit, playing a client, has built from a server's stream (SPEC Appendix A), through
/// the client's receive rules (`ClientMirror`, shared with the SDL client): contents are checked
/// against their ids (in the decoder, §6.2) and held by §6.4's rule, and every snapshot and commit
/// applies atomically (§5.5). The kit judges one thing more than a client must act on: commit ids
/// strictly increase (§11.2).
struct KitClient {
    let peer: WirePeer<ServerMessage>
    /// The receive rules and what they built: the welcome, the tree, the contents held.
    var mirror: ClientMirror
    /// Contents received, in order, with whether the kit held each already (§6.4: never sent while held).
    var contentsReceived: [(id: ContentID, alreadyHeld: Bool)] = []
    /// Whether every message is checked against what the welcome accepted (§10.4, §13).
    var checksWelcome = true

    /// The last welcome.
    var welcome: WelcomeMessage? { mirror.welcome }
    /// The mirrored tree.
    var tree: LayerTree { mirror.tree }
    /// The last snapshot or commit applied; 0 before the first.
    var lastCommit: UInt64 { mirror.lastAppliedCommitID ?? 0 }

    /// Connects and says hello; fails the case unless a welcome comes back. `resuming` is the
    /// mirror of a dropped connection whose session the hello asks to resume (§10.5).
    static func handshake(_ server: ServerUnderTest, hello: HelloMessage? = nil, resuming: ClientMirror? = nil) throws -> KitClient {
        let peer = try server.connect()
        var client = KitClient(peer: peer, mirror: resuming ?? ClientMirror())
        client.mirror.connectionOpened()
        let hello = hello ?? server.hello()
        // §2.4: a server MUST NOT compress for a client that did not offer zstd.
        peer.acceptsCompressedFrames = hello.capabilities.contains(.zstd)
        try peer.send(ClientMessage.hello(hello))
        switch peer.next(timeout: server.timeout) {
        case .message(.welcome(let w)):
            _ = try client.receive(.welcome(w))
            // §8: the welcome's frame limits bind what the server sends from now on.
            if !server.baseline { peer.lowerLimits(to: w.limits) }
            client.checksWelcome = !server.baseline
        case .message(let m): throw ConformanceError.script("expected a welcome, got \(m.type)")
        case .closed: throw ConformanceError.script("the server closed the connection instead of a welcome")
        case .timedOut: throw ConformanceError.script("no welcome within \(server.timeout) s")
        case .invalid(let e): throw ConformanceError.script("the server's welcome broke the protocol: \(e)")
        }
        return client
    }

    /// Reads until the next snapshot or commit has been applied (contents before it kept);
    /// returns the kind applied, or throws with what went wrong.
    @discardableResult
    mutating func nextUpdate(timeout: Double) throws -> MessageType {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw ConformanceError.script("no snapshot or commit within \(timeout) s") }
            switch peer.next(timeout: left) {
            case .message(let m):
                if let kind = try apply(m) { return kind }
            case .closed: throw ConformanceError.script("the server closed the connection")
            case .timedOut: throw ConformanceError.script("no snapshot or commit within \(timeout) s")
            case .invalid(let e): throw ConformanceError.script("the server's bytes broke the protocol: \(e)")
            }
        }
    }

    /// Applies one message as a client does; returns `.snapshot`/`.commit` when it applied one.
    mutating func apply(_ message: ServerMessage) throws -> MessageType? {
        switch message {
        case .contents(let c): contentsReceived.append((c.id, mirror.heldContents.contains(c.id)))
        case .contentsUpdate(let u) where mirror.heldContents.contains(u.baseID):
            contentsReceived.append((u.newID, mirror.heldContents.contains(u.newID)))
        case .commit(let c) where c.commitID <= lastCommit:
            throw ConformanceError.script("§11.2: commit id \(c.commitID) is not greater than \(lastCommit)")
        default: break
        }
        // §10.4, §13: nothing of a version or capability the welcome did not accept.
        if checksWelcome, let welcome, let broken = Self.unaccepted(message, welcome: welcome) {
            throw ConformanceError.script(broken)
        }
        switch try receive(message) {
        case .treeReplaced: return .snapshot
        case .treeChanged: return .commit
        case .reply(let answer, _): try peer.send(answer)
        case .serverError(let e): throw ConformanceError.script("the server sent error \(e.code): \(e.reason)")
        case .welcomed, .rejected:
            // After the welcome the mirror refuses both (§2.3); before it, `handshake` takes them.
            throw ConformanceError.script("\(message.type) out of place")
        case .contents, .contentsUpdate, .glyphs, .glyphRelease, .textInput:
            // The kit keeps no pixels, and its hellos offer no glyphRuns (the mirror refuses
            // glyph messages without it); keyboard and clipboard state is not checked here.
            break
        }
        return nil
    }

    /// The mirror's verdict on one message, a broken rule as the case's failure.
    private mutating func receive(_ message: ServerMessage) throws -> ClientMirror.Outcome {
        do { return try mirror.receive(message) } catch {
            throw ConformanceError.script("the server's \(message.type) breaks a client's receive rules: \(error)")
        }
    }

    /// Asks for a snapshot (§12.6) and reads until it has been applied, acknowledging every
    /// update on the way as a live client does: the server keeps only a few updates
    /// unacknowledged (§12.4) and may hold the snapshot behind a commit the kit has not acked.
    mutating func resync(timeout: Double) throws {
        try peer.send(ClientMessage.resyncRequest(ResyncRequestMessage(lastCommitID: lastCommit)))
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let kind = try nextUpdate(timeout: max(0.01, deadline.timeIntervalSinceNow))
            try ack()
            if kind == .snapshot { return }
        }
    }

    /// Acknowledges the last update with `hash` (the kit's own tree hash by default).
    func ack(hash: UInt64? = nil) throws {
        try peer.send(ClientMessage.ack(AckMessage(commitID: lastCommit, receivedTime: 0, presentedTime: 0,
                                                   treeHash: hash ?? tree.canonicalHash)))
    }
}

/// Reads until the server closes; the result says how it ended the connection.
enum Ending: Equatable {
    case error(ProtocolError.Code)
    case reject(ProtocolError.Code)
    case closedSilently
    case stillOpen
    case invalid(String)

    static func read(_ peer: WirePeer<ServerMessage>, timeout: Double) -> Ending {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var last: Ending = .closedSilently
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return .stillOpen }
            switch peer.next(timeout: left) {
            case .message(.error(let e)): last = .error(e.code)
            case .message(.reject(let r)): last = .reject(r.code)
            case .message: continue
            case .closed: return last
            case .timedOut: return .stillOpen
            case .invalid(let e): return .invalid("\(e)")
            }
        }
    }

    /// Pass when the ending is `expected` followed by a close.
    func verdict(_ expected: Ending) -> Outcome {
        self == expected ? .pass : .fail("expected \(expected) and a close, got \(self)")
    }
}

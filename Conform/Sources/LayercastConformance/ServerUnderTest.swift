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

/// What the kit, playing a client, has built from a server's stream (SPEC Appendix A), with the
/// SPEC's client-side checks: contents are checked against their ids (in the decoder, §6.2),
/// held by §6.4's rule, and every snapshot and commit applies atomically (§5.5).
struct KitClient {
    let peer: WirePeer<ServerMessage>
    var welcome: WelcomeMessage?
    var tree = LayerTree()
    var held: Set<ContentID> = []
    /// Contents received, in order, with whether the kit held each already (§6.4: never sent while held).
    var contentsReceived: [(id: ContentID, alreadyHeld: Bool)] = []
    var lastCommit: UInt64 = 0
    var updates = 0

    init(peer: WirePeer<ServerMessage>) { self.peer = peer }

    /// Connects and says hello; fails the case unless a welcome comes back.
    static func handshake(_ server: ServerUnderTest, hello: HelloMessage? = nil) throws -> KitClient {
        let peer = try server.connect()
        var client = KitClient(peer: peer)
        let hello = hello ?? server.hello()
        // §2.4: a server MUST NOT compress for a client that did not offer zstd.
        peer.acceptsCompressedFrames = hello.capabilities.contains(.zstd)
        try peer.send(ClientMessage.hello(hello))
        switch peer.next(timeout: server.timeout) {
        case .message(.welcome(let w)): client.welcome = w
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
        case .contents(let c):
            contentsReceived.append((c.id, held.contains(c.id)))
            held.insert(c.id)
        case .contentsUpdate(let u):
            guard held.contains(u.baseID) else {
                throw ConformanceError.script("§11.4: contentsUpdate of \(u.baseID), which the client does not hold (invalidTree)")
            }
            contentsReceived.append((u.newID, held.contains(u.newID)))
            held.insert(u.newID)
        case .snapshot(let s):
            try checkHeld(s.operations)
            tree = try LayerTree(snapshot: s.operations)
            return finish(s.commitID, .snapshot)
        case .commit(let c):
            guard !c.isCompact || welcome?.capabilities.contains(.compactCommits) == true else {
                throw ConformanceError.script("§11.11: compactCommit without the compactCommits capability")
            }
            try checkHeld(c.operations)
            guard c.commitID > lastCommit else {
                throw ConformanceError.script("§11.2: commit id \(c.commitID) is not greater than \(lastCommit)")
            }
            try tree.apply(c.operations)
            return finish(c.commitID, .commit)
        case .ping(let p):
            try peer.send(ClientMessage.pong(PongMessage(nonce: p.nonce)))
        case .error(let e):
            throw ConformanceError.script("the server sent error \(e.code): \(e.reason)")
        case .welcome, .reject:
            throw ConformanceError.script("§2.3: \(message.type) after the welcome")
        case .textInputState, .textInputCaret, .clipboardOffer, .clipboardRequest, .clipboardData:
            // The kit's hellos offer keyboard and clipboard (Capabilities.all); nothing to apply.
            break
        case .glyphs, .glyphRelease:
            // §2.3: the kit's hellos never offer glyphRuns (it does not check runs yet).
            throw ConformanceError.script("§2.3: \(message.type) without the glyphRuns capability")
        }
        return nil
    }

    private mutating func finish(_ id: UInt64, _ kind: MessageType) -> MessageType {
        lastCommit = id
        updates += 1
        // §6.4: contents no layer refers to may be dropped at the end of each update.
        held.formIntersection(tree.referencedContents())
        return kind
    }

    /// §5.5: every content a snapshot or commit sets must be held.
    func checkHeld(_ operations: [LayerOperation]) throws {
        for case .setProperties(let layer, let properties) in operations {
            for case .contents(let id?) in properties where !held.contains(id) {
                throw ConformanceError.script("§6.4/§5.5: layer \(layer) refers to contents \(id), never sent (or sent and then dropped by the hold rule)")
            }
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

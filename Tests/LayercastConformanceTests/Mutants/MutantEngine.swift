import Foundation
import LayercastProtocol
import NIOCore
@testable import LayercastConformance

/// A frame the server wrote: its header, its bytes as written, and its message.
struct ServerFrame {
    var header: FrameHeader
    var bytes: [UInt8]
    var message: ServerMessage?
}

/// A frame the kit wrote: its header, its payload as written, and its message when it decodes.
struct ClientFrame {
    var header: FrameHeader
    var payload: [UInt8]
    var message: ClientMessage?
    /// The frame as written.
    var bytes: [UInt8] { rawFrame(type: header.type, flags: header.flags, length: header.payloadLength, payload: payload) }
}

/// What the proxy does with one frame of the kit's.
struct ClientAction {
    /// The bytes given to the server instead of the frame (`nil`: the server never sees it).
    var toServer: [UInt8]?
    /// Messages the proxy sends the kit on the server's behalf, first.
    var toKit: [ServerMessage] = []
    /// Whether the proxy then closes both connections.
    var closeAfter = false

    static func forward(_ frame: ClientFrame) -> ClientAction { ClientAction(toServer: frame.bytes) }
    static let drop = ClientAction(toServer: nil)
}

/// State the proxy keeps across connections: tokens the server issued, tokens of sessions ended
/// by a goodbye, contents sent per session, and every open connection (`errorClosesAll`).
final class ProxyShared: @unchecked Sendable {
    // @unchecked: every field is read and written under `lock`.
    private let lock = NSLock()
    private var issued: Set<UInt64> = []
    private var saidGoodbye: Set<UInt64> = []
    private var contents: [UInt64: [[UInt8]]] = [:]
    private var links: [ObjectIdentifier: any Channel] = [:]

    func withLock<T>(_ body: () -> T) -> T { lock.lock(); defer { lock.unlock() }; return body() }
    func issue(_ token: UInt64) { withLock { _ = issued.insert(token) } }
    func wasIssued(_ token: UInt64) -> Bool { withLock { issued.contains(token) } }
    func goodbye(_ token: UInt64) { withLock { _ = saidGoodbye.insert(token) } }
    func saidGoodbye(_ token: UInt64) -> Bool { withLock { saidGoodbye.contains(token) } }
    func record(contents bytes: [UInt8], token: UInt64) { withLock { contents[token, default: []].append(bytes) } }
    func contents(of token: UInt64) -> [[UInt8]] { withLock { contents[token] ?? [] } }
    func open(_ channel: any Channel) { withLock { links[ObjectIdentifier(channel)] = channel } }
    func closed(_ channel: any Channel) { withLock { _ = links.removeValue(forKey: ObjectIdentifier(channel)) } }
    /// Closes every connection the proxy holds open to the kit.
    func closeAll() {
        let all = withLock { Array(links.values) }
        for c in all { c.close(promise: nil) }
    }
}

/// One proxied connection's view of the session, and the mutant applied to it.
struct MutantEngine {
    let mutant: ServerMutant?
    let shared: ProxyShared
    /// The kit's hello, once read.
    var hello: HelloMessage?
    /// The welcome as the server wrote it.
    var welcome: WelcomeMessage?
    /// Snapshots the server sent (1 while the first is handled); the id of its last update.
    var snapshots = 0, lastUpdateID: UInt64 = 0
    /// Contents frames sent so far (`contentsResent`), and those held back (`contentsAfterUse`).
    var contentsSent: [[UInt8]] = [], heldBack: [[UInt8]] = []
    /// The id of the first content sent (`contentsUpdateUngranted`).
    var firstContent: ContentID?
    /// The last ping's nonce, pongs seen, and what the server ended with.
    var outstandingPing: UInt64?, pongs = 0, sawError = false, sawReject = false

    init(_ mutant: ServerMutant?, shared: ProxyShared) { self.mutant = mutant; self.shared = shared }

    /// Whether the kit's connection stays open after the server closed its own.
    var keepsKitOpen: Bool {
        (mutant == .openAfterError && sawError) || (mutant == .openAfterReject && sawReject)
    }

    /// Whether a frame header this long is held back from the server forever (the proxy passes
    /// the rest of the connection through unread otherwise).
    func holdsOversized(_ header: FrameHeader) -> Bool {
        mutant == .oversizedHeld && Int(header.payloadLength) > (welcome?.limits.maxFrameSize ?? Int.max)
    }

    /// Whether bytes left inside a frame when the kit ends its side are dropped.
    var dropsPartialFrame: Bool { mutant == .partialFrameDropped }

    /// One message encoded as a frame, uncompressed.
    static func encode(_ message: ServerMessage) -> [UInt8] {
        var encoder = MessageEncoder(compression: .none)
        return (try? encoder.encode(message)).map { Array($0.readableBytesView) } ?? []
    }

    /// The server's frame, through the mutant: what the kit gets instead.
    mutating func fromServer(_ frame: ServerFrame) -> [[UInt8]] {
        switch frame.message {
        case .welcome(let w):
            welcome = w
            shared.issue(w.resumeToken)
        case .contents(let c):
            if let token = welcome?.resumeToken { shared.record(contents: frame.bytes, token: token) }
            if firstContent == nil { firstContent = c.id }
        case .snapshot: snapshots += 1
        case .ping(let p): outstandingPing = p.nonce
        case .error: sawError = true
        case .reject: sawReject = true
        default: break
        }
        let out = mutate(frame)
        switch frame.message {
        case .snapshot(let s): lastUpdateID = s.commitID
        case .commit(let c): lastUpdateID = c.commitID
        case .contents: contentsSent.append(frame.bytes)
        default: break
        }
        return out
    }

    /// The kit's frame, through the mutant.
    mutating func fromClient(_ frame: ClientFrame) -> ClientAction {
        if hello == nil, case .hello(let h) = frame.message { hello = h }
        if case .pong = frame.message { pongs += 1 }
        if case .goodbye = frame.message, let token = welcome?.resumeToken { shared.goodbye(token) }
        return mutate(frame)
    }
}

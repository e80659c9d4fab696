import Foundation
import LayercastProtocol
import NIOCore
import NIOPosix
import Testing
@testable import LayercastConformance

/// A server that breaks rules on purpose: it answers any first frame with a welcome and a
/// snapshot (so a wrong magic is welcomed too), may name contents it never sends, and ignores
/// everything else (nothing malformed is refused).
final class RogueServer: ChannelInboundHandler, @unchecked Sendable {
    // @unchecked: one instance per connection, used on its event loop only.
    typealias InboundIn = ByteBuffer
    let unsentContents: Bool
    let capabilities: Capabilities
    private var greeted = false

    init(unsentContents: Bool, capabilities: Capabilities = []) {
        self.unsentContents = unsentContents
        self.capabilities = capabilities
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !greeted else { return }
        greeted = true
        var encoder = MessageEncoder(compression: .none)
        var ops: [LayerOperation] = [.createLayer(LayerID(2)), .setSublayers(.root, [LayerID(2)])]
        if unsentContents { ops.append(.setProperties(LayerID(2), [.contents(ContentID(0xBAD))])) }
        let frames = [
            ServerMessage.welcome(WelcomeMessage(version: 1, sessionID: 1, resumeToken: 1, screenSize: CGSize(width: 390, height: 844),
                                                 capabilities: capabilities)),
            .snapshot(SnapshotMessage(commitID: 1, serverTime: 0, operations: ops)),
        ]
        for frame in frames { if let bytes = try? encoder.encode(frame) { context.write(wrapOutboundOut(bytes), promise: nil) } }
        context.flush()
    }

    typealias OutboundOut = ByteBuffer

    static func start(unsentContents: Bool, capabilities: Capabilities = [], group: any EventLoopGroup) throws -> any Channel {
        try ServerBootstrap(group: group)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(RogueServer(unsentContents: unsentContents,
                                                                               capabilities: capabilities))
                }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
    }
}

/// A client that breaks rules on purpose, started by the kit in-process for each case.
enum RogueClient {
    enum Flaw: Sendable {
        /// Acks with its hash plus one.
        case wrongHash
        /// Applies trees without the welcome's limits and never says goodbye.
        case ignoresLimitsAndErrors
        /// Forgets at each snapshot the contents it held before it (keeping those sent since
        /// the last update), and says goodbye invalidTree when the snapshot shows one of them.
        case forgetsContentsAtSnapshot
    }

    static func launcher(_ flaw: Flaw, group: any EventLoopGroup) -> ClientUnderTest.Launcher {
        .inProcess { port in
            Thread.detachNewThread { run(flaw, port: port, group: group) }
        }
    }

    static func run(_ flaw: Flaw, port: Int, group: any EventLoopGroup) {
        guard let peer = try? WirePeer<ServerMessage>.connect(host: "127.0.0.1", port: port, group: group) else { return }
        defer { peer.close() }
        try? peer.send(ClientMessage.hello(HelloMessage(capabilities: [], name: "rogue",
                                                        screen: ScreenDescription(widthPixels: 390, heightPixels: 844, scale: 1, refreshRate: 60))))
        var tree = LayerTree()
        var sinceLastUpdate: Set<ContentID> = []
        while true {
            switch peer.next(timeout: 15) {
            case .message(.contents(let c)): sinceLastUpdate.insert(c.id)
            case .message(.snapshot(let s)):
                tree = (try? LayerTree(snapshot: s.operations)) ?? tree
                if flaw == .forgetsContentsAtSnapshot, !tree.referencedContents().isSubset(of: sinceLastUpdate) {
                    try? peer.send(ClientMessage.goodbye(GoodbyeMessage(code: .invalidTree, reason: "contents not held")))
                    return
                }
                sinceLastUpdate = []
                ack(peer, s.commitID, tree, flaw)
            case .message(.commit(let c)):
                try? tree.apply(c.operations)
                sinceLastUpdate = []
                ack(peer, c.commitID, tree, flaw)
            case .message(.ping(let p)): try? peer.send(ClientMessage.pong(PongMessage(nonce: p.nonce)))
            case .message: continue
            case .closed, .timedOut: return
            case .invalid: Thread.sleep(forTimeInterval: 15); return   // neither goodbye nor close
            }
        }
    }

    static func ack(_ peer: WirePeer<ServerMessage>, _ id: UInt64, _ tree: LayerTree, _ flaw: Flaw) {
        let hash = flaw == .wrongHash ? tree.canonicalHash &+ 1 : tree.canonicalHash
        try? peer.send(ClientMessage.ack(AckMessage(commitID: id, receivedTime: 0, presentedTime: 0, treeHash: hash)))
    }
}

/// Every case can fail: the kit run against deliberately broken implementations names the rule
/// each breaks.
@Suite(.serialized) struct BrokenImplementationTests {
    func failed(_ results: [CaseResult]) -> [String] {
        results.filter { if case .fail = $0.outcome { true } else { false } }.map(\.id)
    }

    @Test func aServerThatWelcomesAWrongMagicFailsTheMagicCase() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let rogue = try RogueServer.start(unsentContents: false, group: group)
        defer { rogue.close(promise: nil) }
        let port = try #require(rogue.localAddress?.port)
        let results = ConformanceKit.checkServer(ServerUnderTest(host: "127.0.0.1", port: port, group: group, timeout: 1),
                                                 only: ["§10.1", "§2.2"])
        let failures = failed(results)
        #expect(failures.contains("§10.1/bad-magic"))
        #expect(failures.contains("§10.1/versions-reversed"))
        #expect(failures.contains("§2.2/frame-too-large"))
        let magic = results.first { $0.id == "§10.1/bad-magic" }
        #expect(magic.map { "\($0.outcome)" }?.contains("unsupportedVersion") == true)
    }

    /// The rogue server always answers version 1, whatever the hello offers (§10.5: the highest
    /// version both speak), and may grant every capability (§10.2: only offered ones).
    @Test func aServerChoosingTooLowAVersionOrGrantingUnofferedCapabilitiesFailsTheWelcomeCase() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        for (granted, expected) in [(Capabilities(), "§10.5"), (Capabilities.all, "never offered")] {
            let rogue = try RogueServer.start(unsentContents: false, capabilities: granted, group: group)
            defer { rogue.close(promise: nil) }
            let port = try #require(rogue.localAddress?.port)
            let results = ConformanceKit.checkServer(ServerUnderTest(host: "127.0.0.1", port: port, group: group, timeout: 1),
                                                     only: ["§10.2"])
            let welcome = try #require(results.first { $0.id == "§10.2/welcome" })
            #expect("\(welcome.outcome)".contains(expected), "\(welcome.outcome)")
        }
    }

    @Test func aServerWhoseSnapshotNamesUnsentContentsFailsSection6Point4() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let rogue = try RogueServer.start(unsentContents: true, group: group)
        defer { rogue.close(promise: nil) }
        let port = try #require(rogue.localAddress?.port)
        let results = ConformanceKit.checkServer(ServerUnderTest(host: "127.0.0.1", port: port, group: group, timeout: 1))
        // The bystander cannot even start: its snapshot names a content never sent.
        #expect(results.count == 1)
        #expect(failed(results) == ["§10.2/reachable"])
        #expect("\(results[0].outcome)".contains("§6.4"))
    }

    @Test func aClientThatAcksAWrongHashFailsTheSnapshotCase() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let results = ConformanceKit.checkClient(ClientUnderTest(launcher: RogueClient.launcher(.wrongHash, group: group),
                                                                 group: group, timeout: 3), only: ["§11.1", "§4.2"])
        // Every case fails it on a hash, the refusals already on their starting scene's.
        #expect(failed(results) == ["§11.1/snapshot", "§4.2/every-property", "§11.1/snapshot-replaces", "§4.2/unknown-property",
                                    "§4.2/contents-scale-zero", "§4.2/rasterization-scale-zero", "§4.2/v4-keys-any-session",
                                    "§4.2/glyph-run-not-granted"])
        #expect(results.allSatisfy { "\($0.outcome)".contains("ack hash") })
    }

    @Test func aClientThatIgnoresLimitsAndMalformedFramesFailsThoseCases() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let results = ConformanceKit.checkClient(ClientUnderTest(launcher: RogueClient.launcher(.ignoresLimitsAndErrors, group: group),
                                                                 group: group, timeout: 2), only: ["§8", "§2.3", "§6.2"])
        let failures = Set(failed(results))
        // It ignores every limit, so every §8 case fails it.
        // (And it takes glyph masks its welcome did not grant without a word, §2.3.)
        #expect(failures == ["§8/max-layers", "§8/max-layers-each-create", "§8/max-tree-depth", "§8/max-sublayers",
                             "§8/max-bitmap-dimension", "§8/max-frame-size", "§2.3/unknown-critical", "§2.3/wrong-direction",
                             "§6.2/content-mismatch", "§2.3/glyphs-not-granted", "§8/path-elements", "§8/operations",
                             "§2.3/type-zero", "§2.3/glyph-release-not-granted", "§2.3/keyboard-not-granted",
                             "§2.3/clipboard-not-granted", "§2.3/second-welcome"])
        #expect(results.first { $0.id == "§2.3/skippable" }?.outcome == .pass)
    }

    @Test func aClientThatForgetsItsContentsAtASnapshotFailsSection6Point4() throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let results = ConformanceKit.checkClient(ClientUnderTest(launcher: RogueClient.launcher(.forgetsContentsAtSnapshot, group: group),
                                                                 group: group, timeout: 3), only: ["§6.4", "§11.1"])
        // The starting scene passes (its contents come just before it); the resync snapshot that
        // shows held contents again does not. (It checks contents only at snapshots, so a commit
        // naming contents never sent fails it too.)
        #expect(Set(failed(results)) == ["§6.4/snapshot-keeps-contents", "§6.4/unheld-contents"])
        #expect(results.first { $0.id == "§11.1/snapshot" }?.outcome == .pass)
    }
}

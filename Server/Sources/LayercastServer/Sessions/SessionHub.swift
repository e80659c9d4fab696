import Foundation
import Logging
import LayercastLayers
import LayercastProtocol
import NIOCore

/// The server's state on the main actor: the served UI, the scale groups, the sessions, and
/// the encode-once caches. Connections feed it events (`serve(connection:events:)`); turns of the
/// UI go out to every group, then to each session as far as its flow control allows.
@MainActor
final class SessionHub {
    let ui: any ServedUI
    let configuration: ServerConfiguration
    var logger: Logger { configuration.logger }

    var groups: [ScaleGroupKey: ScaleGroup] = [:]
    var sessions: [UInt64: ServedSession] = [:]
    /// Sessions whose connection dropped, kept for a resume (SPEC §10.5), by id.
    var parked: [UInt64: ServedSession] = [:]
    /// The ids in `parked`, oldest first (the first forgotten when the table is full).
    var parkOrder: [UInt64] = []
    /// Every connection not yet closed, with or without a session (for `stop()`).
    var openChannels: [ObjectIdentifier: any Channel] = [:]
    /// The session each connection serves, by channel: where a drained ack goes.
    var connectionSessions: [ObjectIdentifier: ServedSession] = [:]
    /// Every connection's acks, drained before any event is handled (SessionHub+Input).
    nonisolated let ackInbox = AckInbox()
    private var nextSessionID: UInt64 = 1
    private var lastCommitID: UInt64 = 0
    var nextTouchIdentifier = 1
    /// The additional screens (SPEC §10.1.1), each with the session that attached it (parked
    /// sessions keep theirs through the grace period).
    var screenOwners: [UInt32: UInt64] = [:]
    /// The session whose user typed or touched last: the UI's text-input state and clipboard
    /// messages go to it (SPEC §11.7, §12.11–§12.13).
    var keyboardSessionID: UInt64?

    /// Encoded updates of the current commits, keyed by what makes the bytes equal.
    var updateCache: [UpdateKey: CachedUpdate] = [:]
    /// The batch the sessions' writes join while a publish fans out; nil outside one.
    var outbound: OutboundBatch?
    /// Encoded contents messages, keyed by content id and encoding.
    var contentsCache: [ContentsKey: ByteBuffer] = [:]
    var plainEncoder: MessageEncoder
    var zstdEncoder: MessageEncoder
    /// Picks `sub` or `subPlanar` per bitmap for clients that accept both (SPEC §6.3).
    let filterChooser = PixelFilterChooser()
    /// Counters for tests and benchmarks.
    var statistics = ServerStatistics()
    /// Glyph masks rasterised so far, shared by every connection and scale (SPEC §6.5).
    var glyphMasks = GlyphMaskStore()
    /// The screens whose UI records text as glyph runs (a glyph group shows them).
    var glyphRecordingScreens: Set<UInt32> = []

    /// Set when the last client left: after the next turn (which redraws the UI for no client),
    /// freed memory goes back to the system.
    var releaseMemoryAfterTurn = false
    /// Set when something needs a turn (input, a new scale); cleared by `runTurn()`.
    private(set) var turnRequested = false
    /// Called when a turn is requested (automatic pacing wakes its loop).
    var onTurnRequested: (@MainActor () -> Void)?

    init(ui: any ServedUI, configuration: ServerConfiguration) {
        self.ui = ui
        self.configuration = configuration
        plainEncoder = MessageEncoder(compression: CompressionPolicy(isEnabled: false), limits: configuration.limits)
        zstdEncoder = MessageEncoder(compression: .default, limits: configuration.limits)
    }

    /// A fresh commit id, greater than every id handed out before.
    func allocateCommitID() -> UInt64 {
        lastCommitID += 1
        return lastCommitID
    }

    /// Asks for a turn soon.
    func requestTurn() {
        turnRequested = true
        onTurnRequested?()
    }

    // MARK: - Turns

    /// Runs one UI turn and sends its commits; returns how many commits the UI produced.
    @discardableResult
    func runTurn() -> Int {
        turnRequested = false
        // Acks that arrived since the last event: flow control sees them before the publish.
        drainAcks()
        configuration.inputLatencyProbe?.turnStarted()
        let byScreen = ui.runTurnOnScreens()
        statistics.turns += 1
        for (screen, commits) in byScreen.sorted(by: { $0.key < $1.key }) { publish(commits, screen: screen) }
        flushKeyboardOutput()
        noteTurnEndedForLatency()
        if releaseMemoryAfterTurn, sessions.isEmpty, parked.isEmpty {
            releaseMemoryAfterTurn = false
            ProcessMemory.returnFreedMemory()
        }
        return byScreen.values.reduce(0) { $0 + $1.count }
    }

    /// Applies the UI's commits to every group, coalesces them into each session, and sends.
    func publish(_ commits: [ServedCommit], screen: UInt32 = 0) {
        guard !commits.isEmpty else { return }
        statistics.commits += commits.count
        let time = ui.now
        for group in groups.values where group.key.screen == screen {
            var touched = Set<LayerID>()
            let hashBefore = group.tree.canonicalHash
            do throws(ProtocolError) {
                for commit in commits { touched.formUnion(try group.apply(commit, limits: configuration.limits)) }
            } catch {
                // The UI produced an invalid commit: rebuild the group from its snapshot and resync.
                logger.error("UI commit invalid at \(group.key): \(error); resynchronising the group")
                rebuild(group.key)
                continue
            }
            // A redraw at a new scale gives the other groups the pixels they already have: no change.
            guard !touched.isEmpty, group.tree.canonicalHash != hashBefore else { continue }
            group.commitID = allocateCommitID()
            group.commitTime = time
            for id in group.sessions { sessions[id]?.sync.noteCommit(touched: touched) }
        }
        updateCache.removeAll(keepingCapacity: true)
        pruneContentsCache()
        pumpAll()
    }

    /// Replaces a group's tree with a fresh one from the UI's snapshot; its sessions get snapshots.
    func rebuild(_ key: ScaleGroupKey) {
        guard let old = groups[key] else { return }
        groups[key] = nil
        // The UI already draws at this scale (the group existed): no turn first, which would
        // also nest a publish inside the one that found the invalid commit.
        let group = makeGroup(key, drawingFirst: false)
        group?.sessions = old.sessions
        for id in old.sessions { sessions[id]?.sync.requestSnapshot() }
    }

    /// The group for `key`, created from the UI's snapshot when new.
    ///
    /// SPEC §10.1: contents go out at the group's own scale from the first snapshot. When no group
    /// has the scale yet, the UI is told to draw at it and a turn runs first (publishing to the
    /// other groups as any turn does), so the snapshot holds bitmaps drawn at the new scale — not
    /// another scale's, replaced by the right ones a commit later. A resumed session whose group
    /// was dropped therefore finds the bitmaps it holds again (content ids hash the pixels).
    @discardableResult
    func makeGroup(_ key: ScaleGroupKey, drawingFirst: Bool = true) -> ScaleGroup? {
        if let group = groups[key] { return group }
        let scales = Set(groups.keys.filter { $0.screen == key.screen }.map(\.scale))
        // A glyph group's snapshot needs the text recorded: turning recording on redraws.
        let recordingStarted = startRecordingGlyphRuns(for: key)
        if drawingFirst, !scales.contains(key.scale) || recordingStarted {
            ui.setDisplayScales(scales.union([key.scale]).sorted(), screen: key.screen)
            runTurn()
        }
        do throws(ProtocolError) {
            let group = try ScaleGroup(key: key, snapshot: ui.snapshot(screen: key.screen), commitID: allocateCommitID(),
                                       time: ui.now, limits: configuration.limits)
            groups[key] = group
            updateDisplayScales()
            return group
        } catch {
            logger.error("UI snapshot invalid at \(key): \(error)")
            return nil
        }
    }

    /// Tells the UI which scales to draw at; a new scale needs a turn to be drawn.
    func updateDisplayScales() {
        for screen in [0] + screenOwners.keys.sorted() {
            let scales = Array(Set(groups.keys.filter { $0.screen == screen }.map(\.scale))).sorted()
            ui.setDisplayScales(scales, screen: screen)
        }
        requestTurn()
    }

    /// Removes groups without sessions.
    func dropEmptyGroups() {
        let empty = groups.filter { $0.value.sessions.isEmpty }.map(\.key)
        guard !empty.isEmpty else { return }
        for key in empty { groups[key] = nil }
        stopUnusedGlyphRecording()
        updateDisplayScales()
    }

    // MARK: - Sessions

    /// Registers a client whose hello the connection accepted; sends the welcome and the snapshot.
    func register(channel: any Channel, hello: HelloMessage, version: UInt16, capabilities: Capabilities) -> ServedSession? {
        let choice = chooseScreen(for: hello, version: version)
        let screenID: UInt32
        switch choice {
        case .refused(let error):
            let session = ServedSession(id: nextSessionID, channel: channel, hello: hello, capabilities: capabilities,
                                        groupKey: ScaleGroupKey(scale: 1), maxInFlight: configuration.maxUpdatesInFlight, logger: logger)
            nextSessionID += 1
            session.fail(error)
            return nil
        case .screen(let id, _), .adopted(let id), .created(let id):
            screenID = id
        }
        let screenSize = ui.screenSize(of: screenID) ?? ui.screenSize
        let scale = ScaleGroupKey.contentsScale(screenSize: screenSize, widthPixels: hello.screen.widthPixels,
                                                heightPixels: hello.screen.heightPixels,
                                                declaredScale: hello.screen.scale)
        let key = ScaleGroupKey(scale: scale, animations: capabilities.contains(.animations), screen: screenID,
                                features: WireFeatures(capabilities: capabilities).intersection(ui.wireFeatures))
        if let resume = hello.resume,
           let session = resumeSession(channel: channel, hello: hello, version: version, capabilities: capabilities,
                                       key: key, request: resume, mode: choice.mode) {
            if case .adopted(let id) = choice { screenOwners[id] = session.id }
            return session
        }
        let id = nextSessionID
        nextSessionID += 1
        let session = ServedSession(id: id, channel: channel, hello: hello, capabilities: capabilities,
                                    groupKey: key, maxInFlight: configuration.maxUpdatesInFlight, logger: logger)
        session.servedMode = choice.mode
        switch choice {
        case .adopted(let screen), .created(let screen): screenOwners[screen] = id
        default: break
        }
        if let directory = configuration.recordingDirectory {
            do {
                session.recorder = try StreamRecorder(url: directory.appendingPathComponent("session-\(id).lcrec"))
            } catch {
                session.logger.error("recording disabled for this session: \(error)")
            }
        }
        guard let group = makeGroup(key) else {
            session.fail(ProtocolError(.internalError, "the server cannot build its tree"))
            // A screen attached for it would have no client to come back.
            disconnectScreens(ownedBy: id)
            return nil
        }
        sessions[id] = session
        group.sessions.insert(id)
        statistics.sessionsAccepted += 1
        sendWelcome(to: session, version: version, resumed: false)
        if hello.mode == .additional, session.servedMode != .additional {
            session.logger.notice("client asked to attach as an additional screen: mirroring the main screen instead")
        }
        session.logger.info("client \"\(hello.name)\" joined: \(hello.screen.widthPixels)×\(hello.screen.heightPixels) px, contents at \(key)")
        pump(session)
        return session
    }

    /// Forgets a session (closed cleanly or not): its touches are cancelled, its group dropped
    /// when it was the last one. Other sessions are untouched.
    ///
    /// A session that did not say goodbye and was not closed by the server is parked for
    /// `resumeGracePeriod` (SPEC §10.5): its group and what its client holds are kept.
    func disconnect(_ session: ServedSession) {
        // A resume may have taken the id over already (the old connection's end noticed late).
        guard sessions[session.id] === session else { return }
        session.isClosed = true
        sessions[session.id] = nil
        groups[session.groupKey]?.sessions.remove(session.id)
        cancelTouches(of: session)
        releaseKeys(of: session)
        session.recorder = nil
        session.logger.info("client \"\(session.hello.name)\" left after \(session.bytesSent) bytes")
        let parkedNow = session.mayResume && park(session)
        // A screen whose client may come back stays, with its windows (SPEC §10.1.1).
        if !parkedNow { disconnectScreens(ownedBy: session.id) }
        dropEmptyGroups()
        if sessions.isEmpty, parked.isEmpty { releaseMemoryAfterTurn = true }
    }

    /// Moves a session to the group of `key` (a screen change): the client gets the difference
    /// between the tree it has and the new group's (contents at the new scale), not a snapshot.
    func move(_ session: ServedSession, to key: ScaleGroupKey) {
        guard key != session.groupKey else { return }
        groups[session.groupKey]?.sessions.remove(session.id)
        guard let group = makeGroup(key) else {
            session.fail(ProtocolError(.internalError, "the server cannot build its tree"))
            return
        }
        session.groupKey = key
        group.sessions.insert(session.id)
        session.sync.noteCommit(touched: Set(session.sync.clientTree.nodes.keys).union(group.tree.nodes.keys))
        dropEmptyGroups()
        pump(session)
    }

    /// The current tree of the group serving `scale` (with animations) of `screen`, if a client needs it.
    func tree(forScale scale: Double, animations: Bool = true, screen: UInt32 = 0, features: WireFeatures = []) -> LayerTree? {
        groups[ScaleGroupKey(scale: scale, animations: animations, screen: screen, features: features)]?.tree
    }
}

import LayercastProtocol
import NIOCore

extension SessionHub {
    // MARK: - Parking (SPEC §10.5)

    /// Keeps a dropped session for a resume, for `resumeGracePeriod`; the oldest parked session
    /// is forgotten when `maxParkedSessions` are already kept. Returns whether it was kept.
    ///
    /// What is kept is the session's `ClientSync` (the trees its client may hold, shared
    /// copy-on-write; layer ids and content ids, no bitmaps), not its group: a group whose last
    /// client left is dropped as before, and a resume rebuilds it from the UI. Content ids are
    /// hashes of the pixels, so what the client holds is still recognised.
    @discardableResult
    func park(_ session: ServedSession) -> Bool {
        let grace = configuration.resumeGracePeriod
        guard grace > .zero, configuration.maxParkedSessions > 0, session.resumeToken != 0 else { return false }
        parked[session.id] = session
        parkOrder.append(session.id)
        while parked.count > configuration.maxParkedSessions, let oldest = parkOrder.first {
            forgetParked(oldest)
        }
        let id = session.id, token = session.resumeToken
        // The event loop's clock, like the handshake timeout; the token tells this parking from
        // a later one of the same session.
        session.channel.eventLoop.scheduleTask(in: grace) {
            Task { @MainActor [weak self] in self?.expireParked(id: id, token: token) }
        }
        session.logger.info("kept for a resume for \(grace.nanoseconds / 1_000_000) ms")
        return parked[id] != nil
    }

    /// Forgets a parked session whose grace period ended, unless it was resumed meanwhile.
    func expireParked(id: UInt64, token: UInt64) {
        guard let session = parked[id], session.resumeToken == token else { return }
        forgetParked(id)
        session.logger.info("not resumed in time: forgotten")
    }

    /// Removes a parked session.
    func forgetParked(_ id: UInt64) {
        guard parked.removeValue(forKey: id) != nil else { return }
        parkOrder.removeAll { $0 == id }
        // Its grace period is over (or it was pushed out): the screen it attached goes (§10.1.1).
        disconnectScreens(ownedBy: id)
        if sessions.isEmpty, parked.isEmpty {
            releaseMemoryAfterTurn = true
            requestTurn()
        }
    }

    // MARK: - Resuming

    /// The session a hello's resume token names, parked or still connected (the server may
    /// not have noticed yet that its connection dropped). Every candidate is compared, in
    /// constant time, so timing tells nothing about which tokens exist.
    func session(resumeToken token: UInt64) -> ServedSession? {
        guard token != 0 else { return nil }
        var found: ServedSession?
        for candidate in parked.values {
            if TokenCheck.matches(candidate.resumeToken, token), found == nil { found = candidate }
        }
        for candidate in sessions.values {
            if TokenCheck.matches(candidate.resumeToken, token), found == nil { found = candidate }
        }
        return found
    }

    /// Resumes the session named by `request` on a new connection, when the server still knows
    /// the state the client last applied and the client is in the same group: the welcome says
    /// `resumed`, and the client gets the difference to the current tree (no snapshot, no
    /// contents it holds). Returns `nil` when it cannot; the caller starts a new session and the
    /// old one is forgotten.
    func resumeSession(channel: any Channel, hello: HelloMessage, version: UInt16, capabilities: Capabilities,
                       key: ScaleGroupKey, request: ResumeRequest, mode: ScreenMode = .mirror) -> ServedSession? {
        guard let old = session(resumeToken: request.token) else { return nil }
        if sessions[old.id] === old { takeOver(old) } else { forgetParked(old.id) }
        var sync = old.sync
        guard old.groupKey == key, let group = makeGroup(key),
              sync.resume(fromCommit: request.lastCommitID, current: group.tree) else {
            old.logger.info("resume refused: the state at commit \(request.lastCommitID) is not known (or the group changed)")
            return nil
        }
        let session = ServedSession(id: old.id, channel: channel, hello: hello, capabilities: capabilities,
                                    groupKey: key, maxInFlight: configuration.maxUpdatesInFlight, logger: logger)
        session.sync = sync
        session.glyphSupply = old.glyphSupply
        session.glyphSupply.resume(afterCommit: request.lastCommitID)
        session.servedMode = mode
        session.lastSentCommitID = request.lastCommitID
        session.bytesSent = old.bytesSent
        session.updatesSent = old.updatesSent
        session.contentsSent = old.contentsSent
        sessions[session.id] = session
        group.sessions.insert(session.id)
        statistics.resumes += 1
        sendWelcome(to: session, version: version, resumed: true)
        session.logger.info("client \"\(hello.name)\" resumed after commit \(request.lastCommitID)")
        pump(session)
        return session
    }

    /// Ends a still-connected session that a resume replaces: its touches are cancelled and its
    /// old connection closed (without parking it again).
    func takeOver(_ old: ServedSession) {
        old.mayResume = false
        old.isClosed = true
        sessions[old.id] = nil
        groups[old.groupKey]?.sessions.remove(old.id)
        cancelTouches(of: old)
        old.recorder = nil
        let channel = old.channel
        channel.eventLoop.execute { channel.close(promise: nil) }
    }

    /// Writes the welcome (SPEC §10.2) with a fresh resume token.
    func sendWelcome(to session: ServedSession, version: UInt16, resumed: Bool) {
        session.resumeToken = UInt64.random(in: 1...UInt64.max)
        // Version 2 (§10.2): the scale its contents are drawn at, the mode it is served in and
        // the screen it shows (§10.1.1).
        let v2 = version >= 2
        let screen = session.groupKey.screen
        let welcome = WelcomeMessage(version: version, sessionID: session.id, resumeToken: session.resumeToken,
                                     resumed: resumed, screenSize: ui.screenSize(of: screen) ?? ui.screenSize,
                                     capabilities: session.capabilities,
                                     limits: configuration.limits, contentsScale: v2 ? session.groupKey.scale : nil,
                                     mode: v2 ? session.servedMode : nil, screenID: v2 ? screen : nil)
        if let bytes = try? plainEncoder.encode(ServerMessage.welcome(welcome)) {
            session.write(bytes)
            statistics.bytesSent += bytes.readableBytes
        }
    }

    // MARK: - Shutting down

    /// Sends every connected session an `error` with `shuttingDown` and closes it; forgets the
    /// parked ones. Returns the futures of the closes.
    func shutDown() -> [EventLoopFuture<Void>] {
        for id in parkOrder { forgetParked(id) }
        var closing: [EventLoopFuture<Void>] = []
        for session in sessions.values {
            closing.append(session.fail(ProtocolError(.shuttingDown, "the server is shutting down")))
        }
        return closing
    }
}

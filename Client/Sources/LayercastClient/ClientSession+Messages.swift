import Foundation
import LayercastProtocol
import LayercastCompositing
import NIOCore

extension ClientSession {
    /// Acts on one event from the network side, in arrival order.
    func handle(_ event: ConnectionEvent) {
        if isEnded {
            // After the end nothing more is read; a late connect still gets closed.
            if case .connected(let channel) = event { channel.close(promise: nil) }
            return
        }
        switch event {
        case .connected(let channel):
            self.channel = channel
            connectionCount += 1
            encoder = MessageEncoder(compression: .none)
            status = .handshaking
            sendHello()
        case .connectFailed(let reason):
            status = .ended(.connectionFailed(reason))
        case .message(let message, let receivedAt):
            do throws(ProtocolError) {
                try handle(message, receivedAt: receivedAt)
            } catch {
                violation(error)
            }
        case .protocolError(let error):
            violation(error)
        case .tlsFailed(let reason):
            channel?.close(promise: nil)
            channel = nil
            status = .ended(.tlsFailed(reason))
        case .closed(let reason):
            channel = nil
            let why = reason ?? (status == .handshaking ? "the server closed the connection before its welcome"
                                                         : "the server closed the connection")
            status = .ended(.connectionLost(why))
        }
    }

    /// SPEC §2.5: on a violation the client sends `goodbye` with the code and closes.
    func violation(_ error: ProtocolError) {
        finish(.protocolViolation(error), goodbye: GoodbyeMessage(code: error.code, reason: error.reason))
    }

    func sendHello() {
        var resume: ResumeRequest?
        if let welcome, let last = lastAppliedCommitID {
            resume = ResumeRequest(token: welcome.resumeToken, lastCommitID: last)
        }
        let screen = currentScreen()
        announcedScreen = screen
        // §10.1.1: mode 2 exists from version 4; an older server refuses it rather than
        // showing another screen than the one asked for.
        let minVersion = configuration.mode == .mirrorScreen ? max(4, ProtocolVersion.oldest) : ProtocolVersion.oldest
        send(.hello(HelloMessage(minVersion: minVersion, capabilities: configuration.capabilities, token: configuration.token,
                                 name: Self.truncated(configuration.name), screen: screen,
                                 mode: configuration.mode, screenID: configuration.screenID, resume: resume)))
    }

    /// The screen as the display measures it now; the scale is the configured one, else the
    /// letterbox fit of the welcome's screen size, else (before the welcome) the HiDPI factor.
    func currentScreen() -> ScreenDescription {
        let w = max(1, display.outputWidth), h = max(1, display.outputHeight)
        var scale = configuration.scale ?? display.pixelsPerWindowUnit
        if configuration.scale == nil, let size = welcome?.screenSize, size.width > 0, size.height > 0 {
            scale = Viewport(screenSize: size, outputWidth: w, outputHeight: h).scale
        }
        if !(scale.isFinite && scale > 0) { scale = 1 }
        let rate = display.refreshRate
        return ScreenDescription(widthPixels: UInt32(clamping: w), heightPixels: UInt32(clamping: h), scale: scale,
                                 refreshRate: rate.isFinite && rate > 0 ? rate : 60)
    }

    /// Sends `screenChange` (SPEC §12.5) when the screen differs from the one last announced.
    func announceScreenIfChanged() {
        if let change = screenChangeIfNeeded() { send(.screenChange(change)) }
    }

    /// The `screenChange` to send when the screen differs from the one last announced (and
    /// records it as announced).
    func screenChangeIfNeeded() -> ScreenChangeMessage? {
        guard case .running = status else { return nil }
        let screen = currentScreen()
        guard screen != announcedScreen else { return nil }
        announcedScreen = screen
        return ScreenChangeMessage(screen: screen)
    }

    static func truncated(_ name: String) -> String {
        var out = ""
        for c in name {
            guard out.utf8.count + String(c).utf8.count <= 255 else { break }
            out.append(c)
        }
        return out
    }

    // MARK: - Server messages

    func handle(_ message: ServerMessage, receivedAt: Double) throws(ProtocolError) {
        if status == .handshaking {
            switch message {
            case .welcome(let w): return didWelcome(w)
            case .reject(let r):
                channel?.close(promise: nil)
                channel = nil
                status = .ended(.rejected(r.code, r.reason))
                return
            case .error(let e):
                channel = nil
                status = .ended(.serverError(e.code, e.reason))
                return
            default:
                // §2.5: "before the handshake completes any other message is unexpectedMessage".
                throw ProtocolError(.unexpectedMessage, "\(message.type) before the welcome")
            }
        }
        switch message {
        case .welcome, .reject:
            throw ProtocolError(.unexpectedMessage, "\(message.type) after the welcome")
        case .snapshot(let s):
            // §11.1: applied to the empty tree, replacing the current one only when valid.
            try checkHeld(s.operations, in: LayerTree())
            let tree = try LayerTree(snapshot: s.operations, limits: treeLimits)
            display.replaceTree(tree)
            didApply(s.commitID, serverTime: s.serverTime, receivedAt: receivedAt)
            followCaret()
        case .commit(let c):
            // §11.11: the compact layout only with the accepted capability.
            guard !c.isCompact || accepted(.compactCommits) else {
                throw ProtocolError(.unexpectedMessage, "compactCommit without compactCommits")
            }
            try checkHeld(c.operations, in: display.tree)
            try display.apply(c.operations, limits: treeLimits)
            didApply(c.commitID, serverTime: c.serverTime, receivedAt: receivedAt)
            followCaret()
        case .contents(let c):
            // The decoder has checked ContentID(of:) against the id (§6.2) and the size limits.
            try store(c.bitmap, id: c.id)
        case .contentsUpdate(let u):
            // §11.4: "base content id: held by the client, else invalidTree".
            guard heldContents.contains(u.baseID), let base = basePixels[u.baseID] else {
                throw ProtocolError(.invalidTree, "contentsUpdate of \(u.baseID), which the client does not hold")
            }
            try store(try base.unpacked(with: baseUnpacker).applying(u), id: u.newID)
        case .error(let e):
            channel = nil
            status = .ended(.serverError(e.code, e.reason))
        case .ping(let p):
            noteServerTime(p.serverTime, receivedAt: receivedAt)
            send(.pong(PongMessage(nonce: p.nonce)))
            pongsSent += 1
        case .textInputState, .textInputCaret, .clipboardOffer, .clipboardRequest, .clipboardData:
            try handleKeyboard(message)
        case .glyphs(let g):
            // §2.3: only with the accepted capability (the reference client does not offer it
            // yet: it keeps the masks but its compositor does not draw runs).
            guard accepted(.glyphRuns) else { throw ProtocolError(.unexpectedMessage, "glyphs without glyphRuns") }
            try glyphs.receive(g)
            display.storeGlyphs(g)
        case .glyphRelease(let r):
            guard accepted(.glyphRuns) else { throw ProtocolError(.unexpectedMessage, "glyphRelease without glyphRuns") }
            try glyphs.release(r, tree: display.tree)
            display.releaseGlyphs(r.keys)
        }
    }

    /// The tree limits enforced: the welcome's, but never above this client's own (a hostile
    /// server cannot lift them by announcing huge ones).
    var treeLimits: ProtocolLimits {
        let own = configuration.limits
        guard let w = welcome?.limits else { return own }
        return own.lowered(to: w)
    }

    func didWelcome(_ w: WelcomeMessage) {
        let resumed = w.resumed && lastAppliedCommitID != nil
        welcome = w
        if w.capabilities.contains(.zstd) { encoder = MessageEncoder(compression: .default) }
        display.setAcceptedCapabilities(w.capabilities)
        // §6.4: "a new connection (not resumed) holds nothing". A resumed one keeps its tree
        // and contents: the server sends only what changed since `lastAppliedCommitID`.
        if !resumed { heldContents = []; basePixels = [:]; glyphs = GlyphCache(scale: w.contentsScale ?? 1) }
        // The server cancelled the touches that were down when the connection dropped: fingers
        // and buttons still down here are forgotten, so their moves are not sent for unknown ids.
        touchIDs = [:]
        mouseButtons = 0
        pendingAck = nil
        status = .running
        // Now the logical screen size is known: announce the scale the letterbox fit gives.
        announceScreenIfChanged()
    }

    func store(_ bitmap: ContentBitmap, id: ContentID) throws(ProtocolError) {
        heldContents.insert(id)
        if welcome?.capabilities.contains(.partialContents) == true {
            basePixels[id] = try PackedBitmap(bitmap, compressor: basePacker)
        }
        do throws(ClientError) {
            try display.storeContents(bitmap, for: id)
        } catch {
            throw ProtocolError(.internalError, "cannot keep contents \(id): \(error)")
        }
    }

    /// §5.5: "a client also checks, before applying a commit or snapshot, that every content id
    /// it sets is held → invalidTree".
    func checkHeld(_ operations: [LayerOperation], in tree: LayerTree) throws(ProtocolError) {
        for op in operations {
            guard case .setProperties(let layer, let properties) = op else { continue }
            for case .contents(let id?) in properties where !heldContents.contains(id) {
                throw ProtocolError(.invalidTree, "layer \(layer) refers to contents \(id), which the client does not hold")
            }
        }
        // §5.5 (version 4): every glyph of every run set names a mask held at the glyph scale.
        try glyphs.checkHeld(operations, in: tree)
    }

    func didApply(_ commitID: UInt64, serverTime: Double, receivedAt: Double) {
        lastAppliedCommitID = commitID
        appliedCommitCount += 1
        pendingAck = (commitID, receivedAt)
        noteServerTime(serverTime, receivedAt: receivedAt)
        // §6.4: held until the end of the first commit after which no layer refers to it.
        let referenced = display.tree.referencedContents()
        heldContents.formIntersection(referenced)
        basePixels = basePixels.filter { referenced.contains($0.key) }
    }

    /// §11.6: the offset is the smallest (least delayed) client-minus-server time seen.
    func noteServerTime(_ serverTime: Double, receivedAt: Double) {
        guard serverTime.isFinite else { return }
        let offset = receivedAt - serverTime
        if clockOffset.map({ offset < $0 }) ?? true { clockOffset = offset }
    }
}

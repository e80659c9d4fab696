import Foundation
import LayercastProtocol
import LayercastCompositing
import NIOCore

extension ClientSession {
    /// Acts on one event from the network side, in arrival order.
    func handle(_ event: ConnectionEvent) {
        let now = clock()
        switch event {
        case .connected(let channel):
            let action = connection.connected(at: now)
            if action == .close {
                // A connect that completes after the end is closed at once.
                channel.close(promise: nil)
            } else {
                self.channel = channel
                perform(action)
            }
        case .connectFailed(let reason):
            perform(connection.connectFailed(.connectionFailed(reason), at: now))
        case .message(let message, let receivedAt):
            perform(connection.received(message, at: receivedAt))
        case .protocolError(let error):
            perform(connection.violation(error, at: now))
        case .tlsFailed(let reason):
            perform(connection.tlsFailed(reason, at: now))
        case .closed(let reason):
            perform(connection.closed(reason, at: now))
            channel = nil
        }
    }

    func sendHello(resume: ResumeRequest?) {
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

    /// Carries out what the mirror made of a server message: draws, keeps, answers.
    func act(on outcome: ClientMirror.Outcome, receivedAt: Double) throws(ProtocolError) {
        switch outcome {
        case .welcomed, .rejected, .serverError:
            break  // the connection machine's (`perform`)
        case .treeReplaced(_, let serverTime):
            display.replaceTree(mirror.tree)
            didApply(serverTime: serverTime, receivedAt: receivedAt)
            followCaret()
        case .treeChanged(_, let serverTime, let operations):
            // The display's tree is the mirror's before this commit: the operations say what changed.
            display.replaceTree(mirror.tree, changedBy: operations)
            didApply(serverTime: serverTime, receivedAt: receivedAt)
            followCaret()
        case .contents(let bitmap, let id):
            // The decoder has checked ContentID(of:) against the id (§6.2) and the size limits.
            try store(bitmap, id: id)
        case .contentsUpdate(let u):
            // The mirror checked the base is held; its pixels are kept only with partialContents.
            guard let base = basePixels[u.baseID] else {
                throw ProtocolError(.invalidTree, "contentsUpdate of \(u.baseID), whose pixels the client does not keep")
            }
            try store(try base.unpacked(with: baseUnpacker).applying(u), id: u.newID)
        case .reply(let pong, let serverTime):
            noteServerTime(serverTime, receivedAt: receivedAt)
            send(pong)
            pongsSent += 1
        case .textInput(let m):
            try handleKeyboard(m)
        case .glyphs(let g):
            display.storeGlyphs(g)
        case .glyphRelease(let keys):
            display.releaseGlyphs(keys)
        }
    }

    func didWelcome(_ w: WelcomeMessage, resumed: Bool) {
        if w.capabilities.contains(.zstd) { encoder = MessageEncoder(compression: .default) }
        display.setAcceptedCapabilities(w.capabilities)
        // §6.4: a new connection holds nothing (the mirror forgot its contents and masks).
        if !resumed { basePixels = [:] }
        // The server cancelled the touches that were down when the connection dropped: fingers
        // and buttons still down here are forgotten, so their moves are not sent for unknown ids.
        touchIDs = [:]
        mouseButtons = 0
        // Now the logical screen size is known: announce the scale the letterbox fit gives.
        announceScreenIfChanged()
    }

    /// Keeps a bitmap the mirror holds: on the display, and packed as a base for later
    /// `contentsUpdate`s when the server accepted `partialContents`.
    func store(_ bitmap: ContentBitmap, id: ContentID) throws(ProtocolError) {
        if mirror.accepted(.partialContents) {
            basePixels[id] = try PackedBitmap(bitmap, compressor: basePacker)
        }
        do throws(ClientError) {
            try display.storeContents(bitmap, for: id)
        } catch {
            throw ProtocolError(.internalError, "cannot keep contents \(id): \(error)")
        }
    }

    func didApply(serverTime: Double, receivedAt: Double) {
        noteServerTime(serverTime, receivedAt: receivedAt)
        // §6.4: the bases go with the contents the mirror stopped holding.
        basePixels = basePixels.filter { mirror.heldContents.contains($0.key) }
    }

    /// §11.6: the offset is the smallest (least delayed) client-minus-server time seen.
    func noteServerTime(_ serverTime: Double, receivedAt: Double) {
        guard serverTime.isFinite else { return }
        let offset = receivedAt - serverTime
        if clockOffset.map({ offset < $0 }) ?? true { clockOffset = offset }
    }
}

import Foundation
import LayercastProtocol
import NIOCore

/// What a connection tells the main actor, in order.
enum ConnectionEvent: Sendable {
    /// The handshake passed (version negotiated, token checked): register the session.
    case hello(HelloMessage, version: UInt16, capabilities: Capabilities)
    /// A message after the handshake.
    case message(ClientMessage)
    /// The channel's writability changed (NIO's high/low water marks).
    case writability(Bool)
    /// A ping is due (SPEC §11.6); the handler tracks its pong. `written` is called on the
    /// event loop as the ping is written (the pong timeout counts from there).
    case ping(nonce: UInt64, written: @Sendable () -> Void)
    /// The handler is closing the connection with an error of this code.
    case closing(ProtocolError.Code)
    /// Acks are waiting in the hub's `AckInbox` (posted there instead of this stream).
    case acksWaiting
}

extension SessionHub {
    /// Serves one connection: consumes its events in order on the main actor, and forgets the
    /// session when the stream ends (the channel closed, cleanly or not).
    func serve(channel: any Channel, events: AsyncStream<ConnectionEvent>) async {
        let key = ObjectIdentifier(channel)
        openChannels[key] = channel
        defer { openChannels[key] = nil; connectionSessions[key] = nil }
        var session: ServedSession?
        for await event in events {
            // Acks this connection (or any) posted before this event are handled first.
            drainAcks()
            switch event {
            case .acksWaiting:
                break
            case .hello(let hello, let version, let capabilities):
                guard session == nil else { continue }
                session = register(channel: channel, hello: hello, version: version, capabilities: capabilities)
                connectionSessions[key] = session
            case .message(let message):
                if let session, !session.isClosed { handle(message, from: session) }
            case .closing(let code):
                // A peer that broke the protocol starts over; one that went quiet (a dropped
                // network, a pong overdue) may resume.
                if code != .timeout { session?.mayResume = false }
            case .ping(let nonce, let written):
                if let session, !session.isClosed { session.ping(nonce: nonce, serverTime: ui.now, written: written) }
            case .writability(let writable):
                session?.isWritable = writable
                if let session, writable { pump(session) }
            }
        }
        drainAcks()
        if let session { disconnect(session) }
    }

    /// Handles every ack in the inbox, then pumps the sessions that got one, their writes
    /// batched per event loop.
    func drainAcks() {
        let entries = ackInbox.drain()
        guard !entries.isEmpty else { return }
        var acked: [ServedSession] = []
        var seen = Set<ObjectIdentifier>()
        for entry in entries {
            guard let session = connectionSessions[entry.connection], !session.isClosed else { continue }
            if acknowledge(entry.ack, from: session), seen.insert(entry.connection).inserted { acked.append(session) }
        }
        guard !acked.isEmpty else { return }
        pumpBatched(acked)
    }

    /// Applies one ack (SPEC §12.4); false when it closed the session.
    func acknowledge(_ ack: AckMessage, from session: ServedSession) -> Bool {
        configuration.inputLatencyProbe?.acknowledged(sessionID: session.id, ack)
        switch session.sync.acknowledge(commitID: ack.commitID, clientHash: ack.treeHash) {
        case .ok:
            statistics.acks += 1
        case .mismatch:
            statistics.resyncs += 1
            session.logger.warning("tree hash mismatch at commit \(ack.commitID): resending a snapshot")
        case .unknownCommit:
            // Acks are cumulative: an ack of an earlier, already covered commit is harmless.
            if ack.commitID > session.lastSentCommitID {
                session.fail(ProtocolError(.unexpectedMessage, "ack of commit \(ack.commitID), never sent"))
                return false
            }
        }
        return true
    }

    /// Handles one message of an established session (SPEC §12).
    func handle(_ message: ClientMessage, from session: ServedSession) {
        switch message {
        case .hello:
            session.fail(ProtocolError(.unexpectedMessage, "hello after the handshake"))
        case .pointer(let pointer):
            // The user who touches is the one who types next (a tap in a text field).
            if pointer.phase == .began { makeKeyboardSession(session) }
            let delivered = handlePointer(pointer, from: session)
            // Instrumentation beside the path, not in it: the probe hears what happened.
            configuration.inputLatencyProbe?.pointerHandled(connection: ObjectIdentifier(session.channel), sessionID: session.id,
                                                            timestamp: pointer.timestamp, delivered: delivered)
        case .scroll(let scroll):
            // Finite by the decoder (SPEC §12); far off any screen is ignored, like a scroll over
            // no scroll view. The UI clamps huge deltas to the content.
            guard abs(scroll.location.x) <= 1e6, abs(scroll.location.y) <= 1e6 else { return }
            ui.enqueueScroll(at: scroll.location, delta: scroll.delta, isPrecise: scroll.isPrecise,
                             timestamp: inputTime(scroll.timestamp, from: session), screen: session.groupKey.screen)
            statistics.inputs += 1
            requestTurn()
        case .ack(let ack):
            // Acks normally come through the inbox (`drainAcks`); this is the path without one.
            if acknowledge(ack, from: session) { pump(session) }
        case .screenChange(let change):
            session.screen = change.screen
            let screenID = session.groupKey.screen
            if screenID != 0, screenOwners[screenID] == session.id {
                // §10.1.1: the client that attached a screen resizes it.
                switch Self.additionalScreenSize(change.screen) {
                case .failure(let error): session.fail(error); return
                case .success(let size): ui.resizeScreen(screenID, size: size, scale: change.screen.scale)
                }
            }
            let scale = ScaleGroupKey.contentsScale(screenSize: ui.screenSize(of: screenID) ?? ui.screenSize,
                                                    widthPixels: change.screen.widthPixels,
                                                    heightPixels: change.screen.heightPixels,
                                                    declaredScale: change.screen.scale)
            session.logger.info("screen changed to \(change.screen.widthPixels)×\(change.screen.heightPixels) px: contents at \(scale)x")
            move(session, to: ScaleGroupKey(scale: scale, animations: session.groupKey.animations, screen: screenID,
                                            features: session.groupKey.features))
        case .resyncRequest:
            statistics.resyncs += 1
            session.sync.requestSnapshot()
            pump(session)
        case .pong:
            break
        case .key, .text, .composition, .clipboardOffer, .clipboardRequest, .clipboardData:
            handleKeyboard(message, from: session)
        case .goodbye(let goodbye):
            let code = goodbye.code.map { String(describing: $0) } ?? "normal"
            session.logger.info("client said goodbye: \(code) \(goodbye.reason)")
            session.isClosed = true
            session.mayResume = false
            let channel = session.channel
            channel.eventLoop.execute { channel.close(promise: nil) }
        }
    }

    /// Turns a pointer message into a touch of the UI (SPEC §12.1): the mouse is one touch while
    /// its primary button is down; each (device, pointer id) of a session maps to its own
    /// identifier, so clients never share a touch.
    /// A client input timestamp on the UI's clock: the client's time plus the smallest offset seen
    /// between the two clocks, so the spacing of a gesture's events is the client's (not the
    /// network's), never later than now.
    func inputTime(_ clientTime: Double, from session: ServedSession) -> Double {
        let offset = min(session.inputClockOffset ?? .infinity, ui.now - clientTime)
        session.inputClockOffset = offset
        return clientTime + offset
    }

    /// SPEC §12.1: a pointer message as a touch for the UI; returns whether the UI got one (a
    /// hover, a mouse move with no button down or an input error gives none).
    @discardableResult
    func handlePointer(_ pointer: PointerMessage, from session: ServedSession) -> Bool {
        // Absurd coordinates (finite, checked by the decoder, but far off any screen) are input errors.
        let limit = 1e6
        guard abs(pointer.location.x) <= limit, abs(pointer.location.y) <= limit else {
            session.fail(ProtocolError(.invalidInput, "pointer at \(pointer.location) is far outside the screen"))
            return false
        }
        let key = UInt64(pointer.device.rawValue) << 32 | UInt64(pointer.pointerID)
        let isMouse = pointer.device == .mouse
        let phase: ServedTouch.Phase
        let identifier: Int
        switch pointer.phase {
        case .hover:
            return false
        case .began:
            if isMouse, pointer.buttons & 1 == 0 { return false }
            guard session.touches[key] == nil else {
                session.fail(ProtocolError(.invalidInput, "pointer \(pointer.pointerID) began twice"))
                return false
            }
            identifier = nextTouchIdentifier
            nextTouchIdentifier += 1
            session.touches[key] = identifier
            phase = pointer.phase
        case .moved, .ended, .cancelled:
            guard let known = session.touches[key] else {
                // A mouse moving or releasing with no touch down (e.g. a secondary button) is no touch.
                if isMouse { return false }
                session.fail(ProtocolError(.invalidInput, "pointer \(pointer.pointerID) \(pointer.phase) before began"))
                return false
            }
            identifier = known
            phase = pointer.phase
            if phase != .moved { session.touches[key] = nil }
        }
        if phase == .ended || phase == .cancelled {
            session.touchLocations[identifier] = nil
        } else {
            session.touchLocations[identifier] = pointer.location
        }
        ui.enqueueTouches([ServedTouch(identifier: identifier, phase: phase, location: pointer.location,
                                       timestamp: inputTime(pointer.timestamp, from: session))],
                          screen: session.groupKey.screen)
        statistics.inputs += 1
        requestTurn()
        return true
    }

    /// Cancels every touch a session has down (it disconnected): `touchesCancelled` in the UI.
    func cancelTouches(of session: ServedSession) {
        let cancelled = session.touches.values.sorted().map {
            ServedTouch(identifier: $0, phase: .cancelled, location: session.touchLocations[$0] ?? .zero)
        }
        session.touches.removeAll()
        session.touchLocations.removeAll()
        guard !cancelled.isEmpty else { return }
        ui.enqueueTouches(cancelled, screen: session.groupKey.screen)
        requestTurn()
    }
}

import LayercastProtocol
import NIOCore

/// The rules one connection follows, as a value: the handshake (SPEC §2.5, §10: version, token),
/// the rate limit (§8 L7), the ping and its pong (§11.6) and the half-close. Events go in with
/// the time they happened; what the connection must do comes out as an ``Action``. It reads no
/// clock, schedules nothing and touches no channel — `ConnectionHandler` does that — so every rule
/// is tested with chosen times, without waiting.
struct ConnectionStateMachine {
    /// Where the connection is.
    enum State: Equatable {
        case awaitingHello
        /// The token was wrong: the refusal waits out `refusalDelay`; nothing more is read.
        case refusing
        case established
        case closed
    }

    /// What the connection must do after an event.
    enum Action: Equatable {
        case none
        /// Hand the message to the session (in order).
        case forward(ClientMessage)
        /// The handshake passed: register the session and start pinging.
        case accept(HelloMessage, version: UInt16, capabilities: Capabilities)
        /// The token was wrong: send the `unauthorized` reject after the refusal delay.
        case refuseAfterDelay
        /// Send this last message, then close; nothing more is read.
        case close(ServerMessage)
        /// Close without a last message (the peer ended its side between frames).
        case closeQuietly
        /// Ask the session to write ping `nonce` (it carries the UI's time).
        case sendPing(nonce: UInt64)
        /// Ping `nonce` was written: its pong is due within the ping timeout.
        case awaitPong(nonce: UInt64)
    }

    private(set) var state = State.awaitingHello
    private let serverCapabilities: Capabilities
    private let token: String?
    private let maxMessagesPerSecond: Int
    /// The ping waiting for its pong, and whether it was written yet.
    private(set) var outstandingPing: (nonce: UInt64, written: Bool)?
    private var lastPingNonce: UInt64 = 0
    private var windowStart: NIODeadline?
    private var messagesInWindow = 0
    /// The name a refused client gave, for the log.
    private(set) var refusedName: String?

    /// - Parameters:
    ///   - serverCapabilities: what the server can use; a welcome accepts their intersection with
    ///     the client's.
    ///   - token: the token a client must present (§14.2), if any.
    init(serverCapabilities: Capabilities, token: String?, maxMessagesPerSecond: Int) {
        self.serverCapabilities = serverCapabilities
        self.token = token
        self.maxMessagesPerSecond = maxMessagesPerSecond
    }

    /// Whether received bytes are still decoded.
    var isReading: Bool { state == .awaitingHello || state == .established }

    /// A decoded message, received at `now`.
    mutating func received(_ message: ClientMessage, at now: NIODeadline) -> Action {
        guard isReading else { return .none }
        do throws(ProtocolError) {
            try countForRateLimit(at: now)
            return try accept(message)
        } catch {
            return fail(error)
        }
    }

    /// The bytes could not be decoded (or the decoder gave up on them): closes with the error —
    /// before the handshake completes, a version problem is a `reject` (§10.3).
    mutating func fail(_ error: ProtocolError) -> Action {
        guard isReading else { return .none }
        let wasAwaitingHello = state == .awaitingHello
        state = .closed
        outstandingPing = nil
        if wasAwaitingHello, error.code == .unsupportedVersion {
            return .close(.reject(RejectMessage(code: error.code, reason: error.reason)))
        }
        return .close(.error(ErrorMessage(error)))
    }

    /// The handshake timeout (§2.5: 10 s by default) elapsed.
    mutating func handshakeTimedOut() -> Action {
        guard state == .awaitingHello else { return .none }
        state = .closed
        return .close(.error(ErrorMessage(code: .timeout, reason: "no hello in time")))
    }

    /// The refusal delay elapsed: the reject goes out now.
    mutating func refusalDelayElapsed() -> Action {
        guard state == .refusing else { return .none }
        state = .closed
        return .close(.reject(RejectMessage(code: .unauthorized, reason: "missing or wrong token")))
    }

    /// The ping interval elapsed. The next ping waits for the outstanding one's pong (or its
    /// timeout), so a client that stalls is cut off whatever it did before.
    mutating func pingDue() -> Action {
        guard state == .established, outstandingPing == nil else { return .none }
        lastPingNonce &+= 1
        outstandingPing = (lastPingNonce, false)
        return .sendPing(nonce: lastPingNonce)
    }

    /// Ping `nonce` was written. §11.6: the timeout counts "from when the ping was written", so
    /// a main actor busy with a long turn does not make a client look stalled.
    mutating func pingWritten(nonce: UInt64) -> Action {
        guard state == .established, outstandingPing?.nonce == nonce else { return .none }
        outstandingPing = (nonce, true)
        return .awaitPong(nonce: nonce)
    }

    /// The pong timeout of ping `nonce` elapsed.
    mutating func pongTimedOut(nonce: UInt64) -> Action {
        guard state == .established, let ping = outstandingPing, ping.nonce == nonce, ping.written else { return .none }
        state = .closed
        outstandingPing = nil
        return .close(.error(ErrorMessage(code: .timeout, reason: "no pong in time")))
    }

    /// The peer ended its side. Inside a frame it is told why (`malformed`) rather than reset;
    /// during a refusal the reject is still on its way.
    mutating func inputClosed(bufferedBytes: Int) -> Action {
        switch state {
        case .awaitingHello, .established:
            if bufferedBytes > 0 {
                return fail(ProtocolError(.malformed, "the connection ended inside a frame"))
            }
            state = .closed
            return .closeQuietly
        case .refusing, .closed:
            return .none
        }
    }

    /// The channel closed, for whatever reason.
    mutating func channelClosed() {
        state = .closed
        outstandingPing = nil
    }

    // MARK: - Rules

    /// One decoded message, by state (SPEC §2.5).
    private mutating func accept(_ message: ClientMessage) throws(ProtocolError) -> Action {
        switch state {
        case .awaitingHello:
            guard case .hello(let hello) = message else {
                // §2.5: "before the handshake completes any other message is unexpectedMessage".
                throw ProtocolError(.unexpectedMessage, "\(message.type) before hello")
            }
            return try handshake(hello)
        case .established:
            switch message {
            case .hello:
                throw ProtocolError(.unexpectedMessage, "a second hello")
            case .pong(let pong):
                // A pong of an older ping is late, not wrong: only the outstanding one clears.
                if pong.nonce == outstandingPing?.nonce { outstandingPing = nil }
                return .none
            default:
                return .forward(message)
            }
        case .refusing, .closed:
            return .none
        }
    }

    /// §10.5 version negotiation and §14.2 token check.
    private mutating func handshake(_ hello: HelloMessage) throws(ProtocolError) -> Action {
        // §10.5: "the highest version in both ranges".
        guard let version = ProtocolVersion.negotiate(min: hello.minVersion, max: hello.maxVersion) else {
            throw ProtocolError(.unsupportedVersion, "client speaks versions \(hello.minVersion)…\(hello.maxVersion), "
                                + "server speaks \(ProtocolVersion.oldest)…\(ProtocolVersion.current)")
        }
        if let token, !TokenCheck.matches(presented: hello.token, expected: token) {
            state = .refusing
            refusedName = hello.name
            return .refuseAfterDelay
        }
        state = .established
        // §10.4: keyboard and clipboard are accepted only in a version-3 session, and caretLayer
        // only beside keyboard.
        var capabilities = hello.capabilities.intersection(serverCapabilities).intersection(.defined(inVersion: version))
        if !capabilities.contains(.keyboard) { capabilities.remove(.caretLayer) }
        return .accept(hello, version: version, capabilities: capabilities)
    }

    /// §8 L7: at most `maxMessagesPerSecond` client messages in any one-second window (counted
    /// per fixed window, which allows at most twice the rate across a window boundary).
    private mutating func countForRateLimit(at now: NIODeadline) throws(ProtocolError) {
        if let start = windowStart, now - start < .seconds(1) {
            messagesInWindow += 1
        } else {
            windowStart = now
            messagesInWindow = 1
        }
        guard messagesInWindow <= maxMessagesPerSecond else {
            throw ProtocolError(.rateLimited, "more than \(maxMessagesPerSecond) messages in a second")
        }
    }
}


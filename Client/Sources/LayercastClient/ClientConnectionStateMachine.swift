import LayercastProtocol

/// The rules of a client's connection, as a value: connecting and the handshake (SPEC §2.5),
/// the welcome timeout, ending well (a goodbye with the §9 code on a violation, §2.5 item 5) or
/// badly, the acknowledgement of each presented commit (§12.4), and reconnecting with a backoff
/// after a transient loss (resuming the session, §10.5). The server's stream goes through the
/// machine's `ClientMirror`, which holds the receive rules.
///
/// Events go in with the client-clock time they happened; what the session must do comes out as
/// an ``Action``. It reads no clock, opens no socket and draws nothing — `ClientSession` does
/// that — so every rule is tested with chosen times, without waiting (as the server's
/// `ConnectionStateMachine`).
struct ClientConnectionStateMachine {
    /// What the session must do after an event.
    enum Action: Equatable {
        case none
        /// Open a connection (TCP, then TLS when configured).
        case openConnection
        /// The connection is up: send the hello, asking to resume with this request (`nil`: a
        /// new session).
        case sendHello(resume: ResumeRequest?)
        /// Send this message.
        case send(ClientMessage)
        /// The welcome arrived: take on its capabilities (compression, display) and start input.
        case welcomed(WelcomeMessage, resumed: Bool)
        /// What the mirror made of a message that the session acts on (draw, keep, answer), and
        /// when its frame was received.
        case mirror(ClientMirror.Outcome, receivedAt: Double)
        /// Send this goodbye, then close once it is written.
        case sayGoodbye(GoodbyeMessage)
        /// Close the connection without a goodbye.
        case close
    }

    /// Where the connection is.
    private(set) var status = ClientSession.Status.idle
    /// The receive rules and what they built from the server's messages, across reconnects.
    private(set) var mirror: ClientMirror
    /// When the connection came up (client clock), while the welcome is awaited.
    private var handshakeStart: Double?
    /// When the applied but not yet acknowledged commit's frame arrived.
    private(set) var pendingAckReceivedAt: Double?
    /// When the next connection is opened after a transient loss; `nil`: none is planned.
    private(set) var reconnectDue: Double?
    private var reconnectDelay: Double
    private let reconnect: ClientReconnectPolicy?
    private let welcomeTimeout: Double

    /// - Parameters:
    ///   - limits: the client's own limits (the mirror lowers them to the welcome's).
    ///   - reconnect: how to reconnect after a transient loss; `nil` never does by itself.
    ///   - welcomeTimeout: seconds from the connection's start to the welcome.
    init(limits: ProtocolLimits, reconnect: ClientReconnectPolicy? = nil,
         welcomeTimeout: Double = ClientSessionConfiguration.defaultWelcomeTimeout) {
        mirror = ClientMirror(limits: limits)
        self.reconnect = reconnect
        reconnectDelay = reconnect?.initialDelay ?? 0
        self.welcomeTimeout = welcomeTimeout
    }

    var isEnded: Bool { if case .ended = status { true } else { false } }

    // MARK: - Connecting

    /// The session asks to connect (again, after an end: with the resume request of the last
    /// welcome). Ignored while connecting, handshaking or running.
    mutating func connectRequested() -> Action {
        switch status {
        case .connecting, .handshaking, .running: return .none
        case .idle, .ended: break
        }
        reconnectDue = nil
        status = .connecting
        return .openConnection
    }

    /// The connection is up at `now`. One that comes up after the session ended is closed.
    mutating func connected(at now: Double) -> Action {
        guard status == .connecting else { return .close }
        status = .handshaking
        handshakeStart = now
        pendingAckReceivedAt = nil
        mirror.connectionOpened()
        return .sendHello(resume: mirror.resumeRequest)
    }

    /// The connection could not be made (`.connectionFailed`, or the TLS options could not be
    /// used).
    mutating func connectFailed(_ error: ClientError, at now: Double) -> Action {
        guard status == .connecting else { return .none }
        end(error, at: now)
        return .none
    }

    // MARK: - The server's messages

    /// A decoded message, its frame received at `now`.
    mutating func received(_ message: ServerMessage, at now: Double) -> Action {
        guard status == .handshaking || status == .running else { return .none }
        let outcome: ClientMirror.Outcome
        do throws(ProtocolError) {
            outcome = try mirror.receive(message)
        } catch {
            return violation(error, at: now)
        }
        switch outcome {
        case .welcomed(let w, let resumed):
            status = .running
            handshakeStart = nil
            reconnectDelay = reconnect?.initialDelay ?? 0
            return .welcomed(w, resumed: resumed)
        case .rejected(let r):
            end(.rejected(r.code, r.reason), at: now)
            return .close
        case .serverError(let e):
            end(.serverError(e.code, e.reason), at: now)
            return .close
        case .treeReplaced, .treeChanged:
            pendingAckReceivedAt = now
            return .mirror(outcome, receivedAt: now)
        default:
            return .mirror(outcome, receivedAt: now)
        }
    }

    /// The server's bytes or a message broke the protocol (SPEC §2.5 item 5): goodbye with the
    /// §9 code, then close.
    mutating func violation(_ error: ProtocolError, at now: Double) -> Action {
        guard !isEnded else { return .none }
        end(.protocolViolation(error), at: now)
        return .sayGoodbye(GoodbyeMessage(code: error.code, reason: error.reason))
    }

    /// TLS failed (the handshake or the certificate check).
    mutating func tlsFailed(_ reason: String, at now: Double) -> Action {
        guard !isEnded else { return .none }
        end(.tlsFailed(reason), at: now)
        return .close
    }

    /// The connection closed; `reason` says why when an error closed it.
    mutating func closed(_ reason: String?, at now: Double) -> Action {
        guard status == .handshaking || status == .running else { return .none }
        let why = reason ?? (status == .handshaking ? "the server closed the connection before its welcome"
                                                     : "the server closed the connection")
        end(.connectionLost(why), at: now)
        return .none
    }

    // MARK: - The session's own decisions

    /// The user closes (or the app is done): goodbye with code 0. While a reconnect is planned,
    /// it is called off and the session ends cleanly.
    mutating func closeRequested(reason: String) -> Action {
        if isEnded {
            if reconnectDue != nil { reconnectDue = nil; status = .ended(nil) }
            return .none
        }
        let wasConnected = status == .handshaking || status == .running
        status = .ended(nil)
        reconnectDue = nil
        return wasConnected ? .sayGoodbye(GoodbyeMessage(reason: reason)) : .close
    }

    /// The connection is dropped without a goodbye (as a killed client's would be).
    mutating func droppedAbruptly(at now: Double) -> Action {
        guard !isEnded else { return .none }
        end(.connectionLost("disconnected abruptly"), at: now)
        return .close
    }

    /// A message could not be encoded: the connection cannot go on.
    mutating func sendFailed(_ reason: String, at now: Double) -> Action {
        guard !isEnded else { return .none }
        end(.connectionLost(reason), at: now)
        return .close
    }

    /// A frame was presented at `now`: the ack of the last applied commit, once (§12.4).
    mutating func presented(at now: Double) -> Action {
        guard status == .running, let receivedAt = pendingAckReceivedAt,
              let ack = mirror.ack(receivedTime: receivedAt, presentedTime: now) else { return .none }
        pendingAckReceivedAt = nil
        return .send(.ack(ack))
    }

    /// Time passed: the welcome timeout, and a planned reconnect coming due.
    mutating func tick(at now: Double) -> Action {
        if status == .handshaking, let start = handshakeStart, now - start >= welcomeTimeout {
            let seconds = welcomeTimeout.formatted()
            end(.timedOut("the server's welcome (\(seconds) s)"), at: now)
            return .sayGoodbye(GoodbyeMessage(code: .timeout, reason: "no welcome within \(seconds) s"))
        }
        if let due = reconnectDue, now >= due, isEnded {
            return connectRequested()
        }
        return .none
    }

    /// Ends the session; a transient loss plans a reconnect when the policy allows one.
    private mutating func end(_ error: ClientError, at now: Double) {
        status = .ended(error)
        handshakeStart = nil
        pendingAckReceivedAt = nil
        guard let reconnect, Self.isTransient(error) else { reconnectDue = nil; return }
        reconnectDue = now + reconnectDelay
        reconnectDelay = min(reconnectDelay * 2, reconnect.maximumDelay)
    }

    /// Whether an error is worth a new connection: the connection was lost or could not be made
    /// (the server may be restarting), not refused or broken.
    static func isTransient(_ error: ClientError) -> Bool {
        switch error {
        case .connectionLost, .connectionFailed: true
        default: false
        }
    }
}

/// How a session makes a lost connection again by itself (`ClientSessionConfiguration.reconnect`):
/// after `initialDelay` seconds, doubling after each attempt that does not reach a welcome, up to
/// `maximumDelay`. The session resumes (SPEC §10.5) when the server still keeps it.
public struct ClientReconnectPolicy: Sendable, Hashable {
    /// Seconds before the first attempt.
    public var initialDelay: Double
    /// The longest wait between attempts.
    public var maximumDelay: Double

    /// Creates a policy; the defaults are the command's `--reconnect` (0.5 s doubling to 8 s).
    public init(initialDelay: Double = 0.5, maximumDelay: Double = 8) {
        self.initialDelay = initialDelay; self.maximumDelay = maximumDelay
    }
}

private extension Double {
    /// "10" for 10.0, "2.5" for 2.5.
    func formatted() -> String { rounded() == self ? String(Int(self)) : String(self) }
}

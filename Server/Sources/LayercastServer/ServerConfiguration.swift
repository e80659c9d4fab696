import Foundation
import Logging
import LayercastProtocol
import NIOCore

/// How a server listens, authenticates and paces its UI.
public struct ServerConfiguration: Sendable {
    /// How turns of the UI's run loop are started.
    public enum Pacing: Sendable, Equatable {
        /// The server runs a turn when input arrives or the UI has something scheduled, at most
        /// `maxTurnsPerSecond` times a second (the executable's mode).
        case automatic
        /// Turns run only when the owner calls `LayercastServer.runTurn()` (tests, benchmarks).
        case manual
    }

    /// The TCP port the reference server listens on unless told otherwise.
    public static let defaultPort = 7878

    /// The address to listen on; `127.0.0.1` by default. Any non-loopback address requires
    /// `token` (SPEC §14.2).
    public var host: String
    /// The TCP port; 0 picks a free one (see `LayercastServer.port`).
    public var port: Int
    /// The shared secret clients must present in their hello; `nil`: none (loopback only).
    public var token: String?
    /// A directory where each session's outgoing stream is recorded (SPEC §15), one file per
    /// session named `session-<id>.lcrec`; `nil`: no recording.
    public var recordingDirectory: URL?
    /// The limits enforced and announced in the welcome (SPEC §8).
    public var limits: ProtocolLimits
    /// How turns are paced.
    public var pacing: Pacing
    /// The fastest turn rate in automatic pacing, in turns per second (a client's refresh rate).
    public var maxTurnsPerSecond: Double
    /// The fastest rate of turns that input asked for, in turns per second. Input is handled as
    /// it arrives, as UIKit's run loop does, so a 60 Hz drag never waits for a 60 Hz slot; this
    /// cap (with the input rate limit) only bounds what a flood of input can cost.
    public var maxInputTurnsPerSecond: Double = 240
    /// How long a client may take to send its hello before it is closed with `timeout`.
    public var handshakeTimeout: TimeAmount
    /// How long a refused hello (wrong token) waits before its reject, to slow guessing.
    public var refusalDelay: TimeAmount
    /// Updates a client may have unacknowledged before its changes are coalesced (at least 1).
    public var maxUpdatesInFlight: Int
    /// How often an established session is pinged (SPEC §11.6), on the event loop's clock.
    public var pingInterval: TimeAmount = .seconds(5)
    /// How long a ping may stay unanswered before the session is closed with `timeout` (SPEC §9
    /// code 13); also what ends a client that completes the handshake and then stalls.
    public var pingTimeout: TimeAmount = .seconds(15)
    /// How long the state of a session whose connection dropped (no goodbye) is kept for a
    /// resume (SPEC §10.5); `.zero`: sessions are never kept.
    public var resumeGracePeriod: TimeAmount = .seconds(30)
    /// At most this many dropped sessions are kept for a resume; beyond it the oldest is forgotten.
    public var maxParkedSessions = 64
    /// SPEC §8 L12: most screens shown at once, the main screen included; a client attaching
    /// another additional screen gets `limitExceeded` (SPEC §10.1.1).
    public var maxScreens = ProtocolLimits.defaultMaxScreens
    /// The logger for connections, refusals and errors.
    public var logger: Logger
    /// Follows each pointer input to the update that reflects it (benchmarks); `nil`: no
    /// measurement and no cost. Not an `init` parameter: set it on a configuration.
    public var inputLatencyProbe: InputLatencyProbe?
    /// TLS (SPEC §14.1): with a certificate the server speaks only TLS on its port; `nil`: plaintext.
    public var tls: ServerTLSConfiguration?

    /// Creates a configuration; every parameter has the reference server's default.
    public init(host: String = "127.0.0.1", port: Int = ServerConfiguration.defaultPort, token: String? = nil,
                recordingDirectory: URL? = nil, limits: ProtocolLimits = .default, pacing: Pacing = .automatic,
                maxTurnsPerSecond: Double = 60, handshakeTimeout: TimeAmount = .seconds(10),
                refusalDelay: TimeAmount = .milliseconds(500), maxUpdatesInFlight: Int = 2,
                logger: Logger = Logger(label: "layercast.server"), tls: ServerTLSConfiguration? = nil) {
        self.host = host; self.port = port; self.token = token; self.recordingDirectory = recordingDirectory
        self.limits = limits; self.pacing = pacing; self.maxTurnsPerSecond = maxTurnsPerSecond
        self.handshakeTimeout = handshakeTimeout; self.refusalDelay = refusalDelay
        self.maxUpdatesInFlight = maxUpdatesInFlight; self.logger = logger; self.tls = tls
    }

    /// Whether `host` names a loopback address (127.0.0.0/8, ::1, localhost), where the token
    /// may be omitted (SPEC §14.2).
    public var isLoopback: Bool {
        let h = host.lowercased()
        return h == "localhost" || h == "::1" || h == "[::1]" || h.hasPrefix("127.")
    }

    /// Checks the configuration before listening. Throws `LayercastServerError.tokenRequired`
    /// for a non-loopback host without a token, `.invalidConfiguration` for out-of-range values.
    public func validate() throws(LayercastServerError) {
        if !isLoopback, (token ?? "").isEmpty { throw .tokenRequired(host: host) }
        guard (0...65535).contains(port) else { throw .invalidConfiguration("port \(port) is not in 0…65535") }
        guard maxInputTurnsPerSecond > 0, maxInputTurnsPerSecond.isFinite else {
            throw .invalidConfiguration("maxInputTurnsPerSecond must be a positive number")
        }
        guard maxTurnsPerSecond > 0, maxTurnsPerSecond.isFinite else {
            throw .invalidConfiguration("maxTurnsPerSecond must be a positive number")
        }
        guard pingInterval > .zero, pingTimeout > .zero else {
            throw .invalidConfiguration("pingInterval and pingTimeout must be positive")
        }
        guard maxScreens >= 1 else { throw .invalidConfiguration("maxScreens must be at least 1 (the main screen)") }
        guard resumeGracePeriod >= .zero, maxParkedSessions >= 0 else {
            throw .invalidConfiguration("resumeGracePeriod and maxParkedSessions must not be negative")
        }
    }
}

import LayercastProtocol

/// Where and how a `ClientSession` connects.
public struct ClientSessionConfiguration: Sendable, Hashable {
    /// The server's default TCP port (the server's `ServerConfiguration.defaultPort`).
    public static let defaultPort = 7878

    /// The server's host name or address.
    public var host: String
    /// The server's TCP port.
    public var port: Int
    /// The authentication token (SPEC §14.2); `nil` sends none (enough on loopback).
    public var token: String?
    /// The client's readable name, at most 255 bytes of UTF-8 (longer names are cut).
    public var name: String
    /// Pixels per point to announce and draw at; `nil` fits the server's screen into the output
    /// (letterboxed) and announces that scale once the welcome gives the screen size.
    public var scale: Double?
    /// Mirror the main screen, attach as an additional screen, or mirror the screen `screenID`
    /// names (SPEC §10.1.1, version 4).
    public var mode: ScreenMode
    /// With `mode` `.mirrorScreen`: the screen to show (0 is the main screen).
    public var screenID: UInt32?
    /// The capabilities offered in the hello (SPEC §10.4).
    public var capabilities: Capabilities
    /// The limits this client enforces on what it decodes (frame and bitmap sizes); the tree
    /// limits are the welcome's.
    public var limits: ProtocolLimits
    /// Seconds to wait for the TCP connection.
    public var connectTimeout: Double
    /// Seconds to wait for the welcome once the connection is up; then the session says
    /// goodbye with `timeout` and ends with `.timedOut` (SPEC §2.5).
    public var welcomeTimeout: Double
    /// How the session reconnects by itself after losing its connection (or failing to make
    /// it); `nil` (the default): it ends and the caller decides.
    public var reconnect: ClientReconnectPolicy?
    /// The default `welcomeTimeout`: the server's own hello timeout (SPEC §2.5).
    public static let defaultWelcomeTimeout = 10.0
    /// TLS (SPEC §14.1): connect with TLS and check the server's certificate this way; `nil`:
    /// plaintext.
    public var tls: ClientTLSConfiguration?

    /// Every capability the client has, without `clipboard` when the user switched clipboard
    /// sharing off (`--no-clipboard`, SPEC §10.4).
    public static func capabilities(sharingClipboard: Bool) -> Capabilities {
        sharingClipboard ? implemented : implemented.subtracting(.clipboard)
    }

    /// What the reference client implements: every capability of version 4.
    public static let implemented = Capabilities.all

    /// Creates a configuration.
    public init(host: String = "127.0.0.1", port: Int = ClientSessionConfiguration.defaultPort, token: String? = nil,
                name: String = "layercast-client", scale: Double? = nil, mode: ScreenMode = .mirror,
                capabilities: Capabilities = ClientSessionConfiguration.implemented, limits: ProtocolLimits = .default, connectTimeout: Double = 5,
                tls: ClientTLSConfiguration? = nil, screenID: UInt32? = nil,
                welcomeTimeout: Double = ClientSessionConfiguration.defaultWelcomeTimeout,
                reconnect: ClientReconnectPolicy? = nil) {
        self.welcomeTimeout = welcomeTimeout; self.reconnect = reconnect
        self.screenID = screenID
        self.host = host; self.port = port; self.token = token; self.name = name; self.scale = scale
        self.mode = mode; self.capabilities = capabilities; self.limits = limits; self.connectTimeout = connectTimeout
        self.tls = tls
    }
}

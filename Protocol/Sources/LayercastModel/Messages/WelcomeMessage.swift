import Foundation

/// §10.2 The server accepts the hello.
public struct WelcomeMessage: Hashable, Sendable, Codable {
    /// The version both sides now speak.
    public var version: UInt16
    /// The session's id.
    public var sessionID: UInt64
    /// The token a client presents to resume this session.
    public var resumeToken: UInt64
    /// Whether the resume was accepted: commits continue after the client's last commit and no
    /// snapshot follows. `false` means a snapshot follows.
    public var resumed: Bool
    /// The logical screen size in points (the root layer's space).
    public var screenSize: CGSize
    /// Capabilities both sides use: a subset of the hello's.
    public var capabilities: Capabilities
    /// The limits the server enforces.
    public var limits: ProtocolLimits
    /// Version 2: the pixels per point the server draws this client's contents at (§10.1's
    /// scale group); `nil` in a version-1 welcome. Written as 1 when `nil` in a version-2 one.
    public var contentsScale: Double?
    /// Version 2: the mode the server serves the session in — `mirror` when it cannot attach the
    /// additional screen the hello asked for; `nil` in a version-1 welcome.
    public var mode: ScreenMode?
    /// Version 2: the screen the session shows, 0 for the main screen; `nil` in version 1.
    public var screenID: UInt32?

    /// Creates a welcome.
    public init(version: UInt16 = ProtocolVersion.current, sessionID: UInt64, resumeToken: UInt64, resumed: Bool = false,
                screenSize: CGSize, capabilities: Capabilities, limits: ProtocolLimits = .default,
                contentsScale: Double? = nil, mode: ScreenMode? = nil, screenID: UInt32? = nil) {
        self.version = version; self.sessionID = sessionID; self.resumeToken = resumeToken; self.resumed = resumed
        self.screenSize = screenSize; self.capabilities = capabilities; self.limits = limits
        self.contentsScale = contentsScale; self.mode = mode; self.screenID = screenID
    }
}

/// §10.1 The client's first message.
public struct HelloMessage: Hashable, Sendable, Codable {
    /// Lowest protocol version the client speaks.
    public var minVersion: UInt16
    /// Highest protocol version the client speaks.
    public var maxVersion: UInt16
    /// Capabilities the client supports.
    public var capabilities: Capabilities
    /// The authentication token; `nil` when the client has none (loopback only, §14.2).
    public var token: String?
    /// A readable client name (UTF-8, at most 255 bytes).
    public var name: String
    /// The client's screen.
    public var screen: ScreenDescription
    /// Mirror or additional screen.
    public var mode: ScreenMode
    /// Version 4: the screen to show when `mode` is `.mirrorScreen` (0 is the main screen);
    /// on the wire exactly then (SPEC §10.1.1).
    public var screenID: UInt32?
    /// Set when reconnecting to an earlier session.
    public var resume: ResumeRequest?
    /// Creates a hello.
    public init(minVersion: UInt16 = ProtocolVersion.oldest, maxVersion: UInt16 = ProtocolVersion.current,
                capabilities: Capabilities = .all, token: String? = nil, name: String,
                screen: ScreenDescription, mode: ScreenMode = .mirror, screenID: UInt32? = nil,
                resume: ResumeRequest? = nil) {
        self.minVersion = minVersion; self.maxVersion = maxVersion; self.capabilities = capabilities
        self.token = token; self.name = name; self.screen = screen; self.mode = mode; self.resume = resume
        self.screenID = mode == .mirrorScreen ? (screenID ?? 0) : nil
    }
}

import Foundation

/// Optional features a peer supports (SPEC §10.4), as a u32 bit set.
public struct Capabilities: OptionSet, Hashable, Sendable, Codable {
    /// The bits.
    public var rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Frames may carry zstd-compressed payloads (flag bit 0).
    public static let zstd = Capabilities(rawValue: 1 << 0)
    /// The client runs animations (§5.4); without it the server sends only final values.
    public static let animations = Capabilities(rawValue: 1 << 1)
    /// The client applies partial contents updates (§11.4).
    public static let partialContents = Capabilities(rawValue: 1 << 2)
    /// The client understands the `sub` pixel filter (§6.3).
    public static let pixelFilter = Capabilities(rawValue: 1 << 3)
    /// Every capability version 1 defines.
    public static let all: Capabilities = [.zstd, .animations, .partialContents, .pixelFilter]
}

/// A client screen as the client measures it (SPEC §10.1).
public struct ScreenDescription: Hashable, Sendable, Codable {
    /// Width in pixels.
    public var widthPixels: UInt32
    /// Height in pixels.
    public var heightPixels: UInt32
    /// Pixels per point, > 0.
    public var scale: Double
    /// Refresh rate in hertz, > 0.
    public var refreshRate: Double
    /// Creates a screen description.
    public init(widthPixels: UInt32, heightPixels: UInt32, scale: Double, refreshRate: Double) {
        self.widthPixels = widthPixels; self.heightPixels = heightPixels
        self.scale = scale; self.refreshRate = refreshRate
    }
}

/// How a client's screen joins the session (SPEC §10.1).
public enum ScreenMode: UInt8, Hashable, Sendable, Codable {
    /// Shows the main screen's tree.
    case mirror = 0
    /// Attaches as an additional screen with a tree of its own.
    case additional = 1
}

/// The resume part of a hello: reconnect to an existing session (SPEC §10.1).
public struct ResumeRequest: Hashable, Sendable, Codable {
    /// The resume token the server's welcome gave.
    public var token: UInt64
    /// The last commit id the client applied.
    public var lastCommitID: UInt64
    /// Creates a resume request.
    public init(token: UInt64, lastCommitID: UInt64) { self.token = token; self.lastCommitID = lastCommitID }
}

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
    /// Set when reconnecting to an earlier session.
    public var resume: ResumeRequest?
    /// Creates a hello.
    public init(minVersion: UInt16 = ProtocolVersion.current, maxVersion: UInt16 = ProtocolVersion.current,
                capabilities: Capabilities = .all, token: String? = nil, name: String,
                screen: ScreenDescription, mode: ScreenMode = .mirror, resume: ResumeRequest? = nil) {
        self.minVersion = minVersion; self.maxVersion = maxVersion; self.capabilities = capabilities
        self.token = token; self.name = name; self.screen = screen; self.mode = mode; self.resume = resume
    }
}

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
    /// Creates a welcome.
    public init(version: UInt16 = ProtocolVersion.current, sessionID: UInt64, resumeToken: UInt64, resumed: Bool = false,
                screenSize: CGSize, capabilities: Capabilities, limits: ProtocolLimits = .default) {
        self.version = version; self.sessionID = sessionID; self.resumeToken = resumeToken; self.resumed = resumed
        self.screenSize = screenSize; self.capabilities = capabilities; self.limits = limits
    }
}

/// §10.3 The server refuses the hello and closes.
public struct RejectMessage: Hashable, Sendable, Codable {
    /// Why (`unsupportedVersion`, `unauthorized`, …).
    public var code: ProtocolError.Code
    /// A readable reason.
    public var reason: String
    /// Creates a rejection.
    public init(code: ProtocolError.Code, reason: String) { self.code = code; self.reason = reason }
}

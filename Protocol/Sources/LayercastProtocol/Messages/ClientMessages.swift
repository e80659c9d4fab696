import Foundation

/// What kind of device a pointer event comes from (SPEC §12.1).
public enum PointerDevice: UInt8, Hashable, Sendable, Codable {
    /// A mouse: one pointer, id 0, buttons meaningful.
    case mouse = 1
    /// A finger on a touch screen; each finger has its own id for the touch's lifetime.
    case touch = 2
}

/// The phase of a pointer event (SPEC §12.1), UIKit's touch phases plus hover.
public enum PointerPhase: UInt8, Hashable, Sendable, Codable {
    /// A finger touched down, or the first mouse button went down.
    case began = 0
    /// It moved while down.
    case moved = 1
    /// It lifted (the last mouse button went up).
    case ended = 2
    /// The system cancelled it.
    case cancelled = 3
    /// A mouse moved with no button down.
    case hover = 4
}

/// Keyboard modifier keys held during an event (SPEC §12.1), a u32 bit set.
public struct KeyModifiers: OptionSet, Hashable, Sendable, Codable {
    /// The bits.
    public var rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt / Option.
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// Command / Super.
    public static let command = KeyModifiers(rawValue: 1 << 3)
    /// Caps lock on.
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
}

/// §12.1 A pointer or touch event.
public struct PointerMessage: Hashable, Sendable, Codable {
    /// Mouse or touch.
    public var device: PointerDevice
    /// The touch's identity, stable from `began` to `ended`/`cancelled`; 0 for the mouse.
    public var pointerID: UInt32
    /// The phase.
    public var phase: PointerPhase
    /// Position in points of the logical screen (the root layer's space), y down.
    public var location: CGPoint
    /// Mouse buttons held, bit 0 primary, bit 1 secondary, bit 2 middle; 0 for touches.
    public var buttons: UInt32
    /// Modifier keys held.
    public var modifiers: KeyModifiers
    /// Seconds on the client's monotonic clock.
    public var timestamp: Double
    /// Creates a pointer event.
    public init(device: PointerDevice, pointerID: UInt32, phase: PointerPhase, location: CGPoint,
                buttons: UInt32 = 0, modifiers: KeyModifiers = [], timestamp: Double) {
        self.device = device; self.pointerID = pointerID; self.phase = phase; self.location = location
        self.buttons = buttons; self.modifiers = modifiers; self.timestamp = timestamp
    }
}

/// §12.2 A scroll-wheel or trackpad scroll.
public struct ScrollMessage: Hashable, Sendable, Codable {
    /// Pointer position in points of the logical screen.
    public var location: CGPoint
    /// How far the content moves, in points, as a finger drag would move it: positive `width`
    /// moves content right, positive `height` moves it down.
    public var delta: CGSize
    /// Whether the delta is precise (trackpad) rather than wheel notches.
    public var isPrecise: Bool
    /// Modifier keys held.
    public var modifiers: KeyModifiers
    /// Seconds on the client's monotonic clock.
    public var timestamp: Double
    /// Creates a scroll event.
    public init(location: CGPoint, delta: CGSize, isPrecise: Bool = false, modifiers: KeyModifiers = [], timestamp: Double) {
        self.location = location; self.delta = delta; self.isPrecise = isPrecise
        self.modifiers = modifiers; self.timestamp = timestamp
    }
}

/// §12.4 The client applied (and presented) a commit.
public struct AckMessage: Hashable, Sendable, Codable {
    /// The commit (or snapshot) id acknowledged.
    public var commitID: UInt64
    /// Seconds on the client's clock when the commit's frame was fully received.
    public var receivedTime: Double
    /// Seconds on the client's clock when the first frame showing it was presented.
    public var presentedTime: Double
    /// The client's `LayerTree.canonicalHash` after applying it (§7).
    public var treeHash: UInt64
    /// Creates an acknowledgement.
    public init(commitID: UInt64, receivedTime: Double, presentedTime: Double, treeHash: UInt64) {
        self.commitID = commitID; self.receivedTime = receivedTime
        self.presentedTime = presentedTime; self.treeHash = treeHash
    }
}

/// §12.5 The client's screen changed size or scale.
public struct ScreenChangeMessage: Hashable, Sendable, Codable {
    /// The new screen.
    public var screen: ScreenDescription
    /// Creates a screen change.
    public init(screen: ScreenDescription) { self.screen = screen }
}

/// §12.6 The client asks for a fresh snapshot (its tree diverged or it lost state).
public struct ResyncRequestMessage: Hashable, Sendable, Codable {
    /// The last commit the client applied, 0 if none.
    public var lastCommitID: UInt64
    /// Creates a resync request.
    public init(lastCommitID: UInt64) { self.lastCommitID = lastCommitID }
}

/// §12.7 The answer to a ping.
public struct PongMessage: Hashable, Sendable, Codable {
    /// The ping's nonce.
    public var nonce: UInt64
    /// Creates a pong.
    public init(nonce: UInt64) { self.nonce = nonce }
}

/// §12.8 The client closes the session.
public struct GoodbyeMessage: Hashable, Sendable, Codable {
    /// Why, when the client leaves because of an error; `nil` for a normal close (wire 0).
    public var code: ProtocolError.Code?
    /// A readable reason.
    public var reason: String
    /// Creates a goodbye.
    public init(code: ProtocolError.Code? = nil, reason: String) { self.code = code; self.reason = reason }
}

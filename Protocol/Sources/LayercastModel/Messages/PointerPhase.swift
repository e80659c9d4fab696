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

import Foundation

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

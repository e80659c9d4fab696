import Foundation

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

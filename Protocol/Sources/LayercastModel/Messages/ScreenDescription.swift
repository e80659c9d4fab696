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

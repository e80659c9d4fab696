/// §12.5 The client's screen changed size or scale.
public struct ScreenChangeMessage: Hashable, Sendable, Codable {
    /// The new screen.
    public var screen: ScreenDescription
    /// Creates a screen change.
    public init(screen: ScreenDescription) { self.screen = screen }
}

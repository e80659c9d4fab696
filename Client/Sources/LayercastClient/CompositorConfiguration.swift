import Foundation

/// How a `Compositor` opens its window and renderer.
public struct CompositorConfiguration: Sendable, Hashable {
    /// The SDL video driver, always set explicitly: `"offscreen"` for headless, `"x11"` for a
    /// window on an X display.
    public var videoDriver: String
    /// The SDL render driver by name (`"opengl"`, `"opengles2"`, `"software"`); `nil` picks the
    /// first accelerated one that exists, else software.
    public var renderDriver: String?
    /// The window size in screen coordinates (SDL's window units).
    public var windowWidth: Int
    /// The window height in screen coordinates.
    public var windowHeight: Int
    /// Pixels per point; `nil` fits the logical screen into the window's pixels (letterboxed).
    public var scale: Double?
    /// The window title.
    public var title: String
    /// Whether GL renderers antialias polygon edges (a half-pixel fringe per shape, about twice
    /// the triangles); the software renderer never does.
    public var antialiasing: Bool
    /// Whether `presentIfNeeded` redraws only what changed (damage tracking, into a frame kept
    /// between frames) rather than the whole tree.
    public var tracksDamage: Bool

    /// Creates a configuration.
    public init(videoDriver: String = "offscreen", renderDriver: String? = nil, windowWidth: Int = 390,
                windowHeight: Int = 844, scale: Double? = nil, title: String = "Layercast", antialiasing: Bool = true,
                tracksDamage: Bool = true) {
        self.videoDriver = videoDriver; self.renderDriver = renderDriver
        self.windowWidth = windowWidth; self.windowHeight = windowHeight
        self.scale = scale; self.title = title; self.antialiasing = antialiasing
        self.tracksDamage = tracksDamage
    }
}

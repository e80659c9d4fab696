import Foundation

/// A display mode of a screen: its size in pixels and the shape of its pixels.
public final class UIScreenMode: Equatable, Sendable {
    /// The mode's size in pixels.
    public let size: CGSize
    /// The width of a pixel over its height; 1 for the square pixels of every client.
    public let pixelAspectRatio: CGFloat

    init(size: CGSize, pixelAspectRatio: CGFloat = 1) {
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
    }

    /// Modes are equal when their size and pixel shape are.
    public static func == (a: UIScreenMode, b: UIScreenMode) -> Bool {
        a.size == b.size && a.pixelAspectRatio == b.pixelAspectRatio
    }
}

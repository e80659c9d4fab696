import Foundation

/// The bitmap settings of a `UIGraphicsImageRenderer`.
///
/// There is no main screen to take a scale from, so the default scale is 1; set it to the scale of
/// the screen the image is for.
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point (positive). Defaults to 1.
    public var scale: CGFloat
    /// Whether the image is opaque: it starts black instead of transparent.
    public var opaque: Bool

    /// A format with scale 1, not opaque.
    public init(scale: CGFloat = 1, opaque: Bool = false) {
        self.scale = scale
        self.opaque = opaque
    }

    /// A new default format (scale 1, not opaque).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A new default format (scale 1, not opaque).
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

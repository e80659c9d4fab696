import Foundation

/// An immutable image with UIKit's names: a `CGImage` plus the scale that turns its pixels into
/// points. Sendable.
public final class UIImage: Sendable, Hashable {
    /// The bitmap; `nil` only for an empty image.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// Whether views draw the image's colours or only its shape in their tint colour.
    public let renderingMode: RenderingMode
    /// Whether the image is a system symbol (`UIImage(systemName:)`).
    public let isSymbolImage: Bool

    /// An image of `cgImage` at `scale` pixels per point.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1) {
        self.init(cgImage: cgImage, scale: scale, renderingMode: .automatic)
    }

    init(cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode, isSymbolImage: Bool = false) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        self.isSymbolImage = isSymbolImage
    }

    /// An empty image (size zero), as `UIImage()` is.
    public convenience init() { self.init(cgImage: nil, scale: 1, renderingMode: .automatic) }

    /// Decodes PNG or JPEG `data` at `scale`; `nil` when the bytes are neither (or corrupt).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        let image: CGImage?
        if CGImage.isJPEG(data) { image = try? CGImage(jpegData: data) } else { image = try? CGImage(pngData: data) }
        guard let image else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// Reads a PNG or JPEG file; `nil` when it cannot be read or decoded. A name ending in
    /// `@2x` or `@3x` before the extension sets the scale, as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The size in points (pixels ÷ scale).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image encoded as PNG; `nil` for an empty image or on encoding failure.
    public func pngData() -> Data? { try? cgImage?.pngData() }
    /// The image as JPEG data at `compressionQuality` (0 smallest … 1 best); `nil` without a
    /// bitmap. Transparent pixels come out black (JPEG has no alpha).
    public func jpegData(compressionQuality: CGFloat) -> Data? { try? cgImage?.jpegData(compressionQuality: compressionQuality) }

    /// Draws the image into the current context, scaled to `rect` (user space); no-op without a
    /// current context.
    public func draw(in rect: CGRect) {
        guard let cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(cgImage, in: rect)
    }

    /// Draws the image into the current context scaled to `rect`, with a blend mode and opacity.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        context.withGState {
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.draw(cgImage, in: rect)
        }
    }

    /// Draws the image at its size in points with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Images are equal when their scales and pixels are.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs || (lhs.scale == rhs.scale && lhs.renderingMode == rhs.renderingMode && lhs.cgImage == rhs.cgImage)
    }
    /// Hashes the scale and the bitmap.
    public func hash(into hasher: inout Hasher) { hasher.combine(scale); hasher.combine(cgImage) }
}

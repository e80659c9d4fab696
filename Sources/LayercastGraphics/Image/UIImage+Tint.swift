import Foundation

extension UIImage {
    /// How an image view or button treats the image's colours.
    public enum RenderingMode: Int, Sendable {
        /// Template for images used as icons in bars and buttons, original elsewhere.
        case automatic = 0
        /// Draw the image's own colours.
        case alwaysOriginal = 1
        /// Use only the image's alpha, filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// The same bitmap with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode, isSymbolImage: isSymbolImage)
    }

    /// A new image whose pixels are `color`, keeping this image's alpha (its shape); the result's
    /// rendering mode is `.alwaysOriginal`. An empty image stays empty.
    public func withTintColor(_ color: UIColor) -> UIImage {
        guard let cgImage, let context = try? CGContext(size: size, scale: scale) else { return self }
        let rect = CGRect(origin: .zero, size: size)
        context.draw(cgImage, in: rect)
        context.setBlendMode(.sourceIn)
        context.setFillColor(color.cgColor)
        context.fill(rect)
        guard let tinted = try? context.makeImage() else { return self }
        return UIImage(cgImage: tinted, scale: scale, renderingMode: .alwaysOriginal, isSymbolImage: isSymbolImage)
    }
}

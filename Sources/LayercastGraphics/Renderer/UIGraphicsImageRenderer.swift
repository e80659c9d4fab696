import Foundation

/// Draws into a new bitmap and returns it as a `UIImage`, as UIKit's renderer does.
///
/// Each call makes a fresh context of `bounds.size` at `format.scale`, binds it as the current
/// context (so `UIGraphicsGetCurrentContext()`, `UIColor.setFill()`, `UIBezierPath.fill()` and
/// `String.draw` work inside `actions`) and returns the result.
public final class UIGraphicsImageRenderer {
    /// The drawing bounds in points; user space starts with `bounds.origin` at the top-left pixel.
    public let bounds: CGRect
    /// The bitmap settings (copied at init).
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` points.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer whose user space maps `bounds` onto the image.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = UIGraphicsImageRendererFormat(scale: format.scale, opaque: format.opaque)
    }

    /// Draws with `actions` and returns the image. Drawing failures (a size Cairo cannot
    /// allocate) give an empty `UIImage()`; use `makeImage(actions:)` to see the error.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        (try? makeImage(actions: actions)) ?? UIImage()
    }

    /// Draws with `actions` and returns the image, throwing `GraphicsError` on failure.
    public func makeImage(actions: (UIGraphicsImageRendererContext) throws -> Void) throws -> UIImage {
        let context = try CGContext(size: bounds.size, scale: format.scale, opaque: format.opaque)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        try UIGraphicsContextStack.withCurrentContext(context) {
            try actions(rendererContext)
        }
        return UIImage(cgImage: try context.makeImage(), scale: format.scale)
    }

    /// Draws with `actions` and returns PNG bytes (empty on failure).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// What `UIGraphicsImageRenderer.image(actions:)` passes to its closure.
public final class UIGraphicsImageRendererContext {
    /// The context being drawn into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// An image of what has been drawn so far (empty if drawing failed).
    public var currentImage: UIImage {
        guard let image = try? cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale)
    }

    /// Fills `rect` with the context's fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the fill colour using `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.withGState {
            cgContext.setBlendMode(blendMode)
            cgContext.fill(rect)
        }
    }

    /// Strokes the outline of `rect` with the stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

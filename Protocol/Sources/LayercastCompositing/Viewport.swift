import Foundation
import LayercastModel

/// How the logical screen (in points) maps onto an output of pixels: a uniform scale and a
/// centring offset (letterboxing when the aspect ratios differ).
public struct Viewport: Hashable, Sendable {
    /// The logical screen size, in points.
    public var screenSize: CGSize
    /// Pixels per point.
    public var scale: Double
    /// The output width, in pixels.
    public var outputWidth: Int
    /// The output height, in pixels.
    public var outputHeight: Int

    /// An output exactly the screen's size at `scale` (rounded up to whole pixels): no letterbox.
    public init(screenSize: CGSize, scale: Double) {
        self.screenSize = screenSize; self.scale = scale
        outputWidth = max(1, Int((screenSize.width * scale).rounded(.up)))
        outputHeight = max(1, Int((screenSize.height * scale).rounded(.up)))
    }

    /// The screen fitted into an output of the given pixel size at the largest uniform scale
    /// that shows all of it, centred (e.g. 390×844 points on 1920×1080 pixels: ≈1.28 px/pt).
    public init(screenSize: CGSize, outputWidth: Int, outputHeight: Int) {
        self.screenSize = screenSize
        self.outputWidth = max(1, outputWidth); self.outputHeight = max(1, outputHeight)
        let sx = Double(self.outputWidth) / max(screenSize.width, 1e-9)
        let sy = Double(self.outputHeight) / max(screenSize.height, 1e-9)
        scale = min(sx, sy)
    }

    /// An explicit scale and output size; the screen is centred in the output.
    public init(screenSize: CGSize, scale: Double, outputWidth: Int, outputHeight: Int) {
        self.screenSize = screenSize; self.scale = scale
        self.outputWidth = max(1, outputWidth); self.outputHeight = max(1, outputHeight)
    }

    /// Where the screen's top-left corner lands in the output, in pixels.
    public var origin: CGPoint {
        CGPoint(x: (Double(outputWidth) - screenSize.width * scale) / 2,
                y: (Double(outputHeight) - screenSize.height * scale) / 2)
    }

    /// The transform from screen points to output pixels.
    public var screenToPixels: CompositingTransform {
        CompositingTransform.scale(x: scale, y: scale).concatenating(.translation(x: origin.x, y: origin.y))
    }

    /// Converts an output pixel position (e.g. a mouse event) to screen points, undoing the
    /// letterbox. Positions in the bars map outside the screen's bounds.
    public func point(fromPixel p: CGPoint) -> CGPoint {
        CGPoint(x: (p.x - origin.x) / scale, y: (p.y - origin.y) / scale)
    }

    /// The screen's area in the output, in pixels.
    public var screenRectInPixels: CGRect {
        CGRect(origin: origin, size: CGSize(width: screenSize.width * scale, height: screenSize.height * scale))
    }
}
